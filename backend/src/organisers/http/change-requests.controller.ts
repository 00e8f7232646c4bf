import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApproveChangeRequestSchema,
  CHANGE_REQUEST_NOT_FOUND,
  ChangeRequestListQuerySchema,
  RejectChangeRequestSchema,
  type ChangeRequest,
} from '@dental/contracts';
import { notFound } from '../../shared/domain/domain-errors';
import { AdminOnly, ForEditors } from '../../shared/http/access.decorators';
import { HttpCommands } from '../../shared/http/http-commands';
import { parseBody } from '../../shared/http/parse-body';
import { ApiRequest, RequestMetadata } from '../../shared/http/request-context';
import { ForChangeRequest } from '../commands';
import { OrganisersQueries } from '../organisers.queries';

/**
 * The admins' review of organisers' change requests: deciding is editors' work, like editing the
 * event; every admin reads them, as reviewers read the rest of the admin area.
 */
@Controller('api/change-requests')
export class ChangeRequestsController {
  constructor(
    private readonly queries: OrganisersQueries,
    private readonly commands: HttpCommands,
    private readonly metadata: RequestMetadata,
  ) {}

  @Get()
  @AdminOnly()
  list(@Query() query: unknown): Promise<ChangeRequest[]> {
    return this.queries.changeRequests(parseBody(ChangeRequestListQuerySchema, query));
  }

  /** Applies the changes as the usual event and speaker domain events, the organiser their actor; then records the approval. */
  @Post(':id/approve')
  @ForEditors()
  @HttpCode(200)
  async approve(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest): Promise<ChangeRequest> {
    const { reviewNotes } = parseBody(ApproveChangeRequestSchema, body);
    await this.commands.execute(
      new ForChangeRequest(
        { type: 'ApproveChangeRequest', changeRequestId: id, reviewNotes: reviewNotes || null },
        this.metadata.of(request),
      ),
    );
    return this.reviewed(id);
  }

  @Post(':id/reject')
  @ForEditors()
  @HttpCode(200)
  async reject(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest): Promise<ChangeRequest> {
    const { reviewNotes } = parseBody(RejectChangeRequestSchema, body);
    await this.commands.execute(
      new ForChangeRequest(
        { type: 'RejectChangeRequest', changeRequestId: id, reviewNotes },
        this.metadata.of(request),
      ),
    );
    return this.reviewed(id);
  }

  private async reviewed(id: string): Promise<ChangeRequest> {
    const request = await this.queries.changeRequest(id);
    if (!request) throw notFound(CHANGE_REQUEST_NOT_FOUND);
    return request;
  }
}
