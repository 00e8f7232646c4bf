import { Controller, Get, Req } from '@nestjs/common';
import { AdminSpeakersQuerySchema, type AdminSpeakersAnswer } from '@dental/contracts';
import { AdminOnly } from '../../shared/http/access.decorators';
import { parseBody } from '../../shared/http/parse-body';
import type { ApiRequest } from '../../shared/http/request-context';
import { AdminSpeakersQueries } from '../admin-speakers.queries';

/**
 * The admin speakers screen's page (decision 0094): a page of event groups whatever the number of
 * speakers, where GET /api/speakers answers every one.
 */
@Controller('api/admin/speakers')
export class AdminSpeakersController {
  constructor(private readonly queries: AdminSpeakersQueries) {}

  @Get()
  @AdminOnly()
  page(@Req() request: ApiRequest): Promise<AdminSpeakersAnswer> {
    return this.queries.page(parseBody(AdminSpeakersQuerySchema, request.query));
  }
}
