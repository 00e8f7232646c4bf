import { Controller, Get, Req } from '@nestjs/common';
import {
  AdminEventsQuerySchema,
  EventChoicesQuerySchema,
  EventsAsOfQuerySchema,
  type AdminEventsAnswer,
  type EventChoice,
  type EventsAsOfAnswer,
} from '@dental/contracts';
import { PointInTimeService } from '../../audit';
import { AdminOnly } from '../../shared/http/access.decorators';
import { Clock } from '../../shared/clock';
import { parseBody } from '../../shared/http/parse-body';
import type { ApiRequest } from '../../shared/http/request-context';
import { AdminEventsQueries } from '../admin-events.queries';
import { EVENT_LISTS_AS_OF, pageOfEventsAsOf } from '../events-as-of';

/**
 * The admin events screen's list, paged on the server (decision 0093): its answer is a page
 * whatever the number of events, where GET /api/events answers every one. And the events the
 * admin screens' menus offer, a few fields each (decision 0094). And the events list as it was at
 * a moment, a page at a time (decision 0109).
 */
@Controller('api/admin')
export class AdminEventsController {
  constructor(
    private readonly adminEvents: AdminEventsQueries,
    private readonly clock: Clock,
    private readonly pointInTime: PointInTimeService,
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

  /** A page of the events list as it was at a moment (the audit's 'Events as of a Date'), replayed from the log. */
  @Get('events-as-of')
  @AdminOnly()
  async asOf(@Req() request: ApiRequest): Promise<EventsAsOfAnswer> {
    const query = parseBody(EventsAsOfQuerySchema, request.query);
    return pageOfEventsAsOf(await this.pointInTime.readAt(EVENT_LISTS_AS_OF, new Date(query.asOf)), query);
  }
}
