import { Controller, Get, Req } from '@nestjs/common';
import {
  AdminEventsQuerySchema,
  EventChoicesQuerySchema,
  type AdminEventsAnswer,
  type EventChoice,
} from '@dental/contracts';
import { AdminOnly } from '../../shared/http/access.decorators';
import { Clock } from '../../shared/clock';
import { parseBody } from '../../shared/http/parse-body';
import type { ApiRequest } from '../../shared/http/request-context';
import { AdminEventsQueries } from '../admin-events.queries';

/**
 * The admin events screen's list, paged on the server (decision 0093): its answer is a page
 * whatever the number of events, where GET /api/events answers every one. And the events the
 * admin screens' menus offer, a few fields each (decision 0094).
 */
@Controller('api/admin')
export class AdminEventsController {
  constructor(
    private readonly adminEvents: AdminEventsQueries,
    private readonly clock: Clock,
  ) {}

  @Get('events')
  @AdminOnly()
  list(@Req() request: ApiRequest): Promise<AdminEventsAnswer> {
    return this.adminEvents.page(parseBody(AdminEventsQuerySchema, request.query), this.clock.now());
  }

  /** The events an admin screen's event menu offers (speakers, sponsors): a few fields each, all or the first found. */
  @Get('event-choices')
  @AdminOnly()
  choices(@Req() request: ApiRequest): Promise<EventChoice[]> {
    return this.adminEvents.choices(parseBody(EventChoicesQuerySchema, request.query), this.clock.now());
  }
}
