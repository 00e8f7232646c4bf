import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  CreateEventRequestSchema,
  DuplicateEventRequestSchema,
  EVENT_FLAGS,
  EventEditPatchSchema,
  EventFlagPatchSchema,
  EventSearchQuerySchema,
  EventStatusPatchSchema,
  STATUS_ALONE_MESSAGE,
  type EventChangesAnswer,
  type EventFields,
  type EventFlag,
  type EventListing,
  type EventSearchAnswer,
  type FeaturedEventsAnswer,
  type RestoredEventAnswer,
} from '@dental/contracts';
import { AdminOnly, ForEditors } from '../../shared/http/access.decorators';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { eventPageUrl, feedOrigin, siteOrigin } from '../../shared/http/site-origin';
import { AdminCredentials } from '../../auth';
import { PointInTimeService } from '../../audit';
import { EVENTS_AS_OF } from '../events-as-of';
import { Clock } from '../../shared/clock';
import { conflict } from '../../shared/domain/domain-errors';
import { HttpCommands } from '../../shared/http/http-commands';
import { parseBody } from '../../shared/http/parse-body';
import { FlagsOrEdit, parseFlagsOrEdit, requireJsonObject } from '../../shared/http/flag-or-edit';
import { invalid } from '../../shared/domain/domain-errors';
import { ApiRequest, RequestMetadata, isAdmin } from '../../shared/http/request-context';
import { FeaturedPlaces, ForEvent, type EventBusCommand } from '../commands';
import { EventsQueries } from '../events.queries';
import { EventChangesQueries } from '../event-changes.queries';
import { PublicEventViews } from '../public-event-views';
import { PublicAnswer } from '../../site';
import { toICalendar } from './event-calendar';

@Controller('api/events')
export class EventsController {
  constructor(
    private readonly commands: HttpCommands,
    private readonly queries: EventsQueries,
    private readonly metadata: RequestMetadata,
    private readonly credentials: AdminCredentials,
    private readonly clock: Clock,
    private readonly pointInTime: PointInTimeService,
    private readonly publicViews: PublicEventViews,
    private readonly featuredPlaces: FeaturedPlaces,
    private readonly changeLog: EventChangesQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @PublicAnswer()
  @Get()
  async list(@Req() request: ApiRequest): Promise<EventListing[]> {
    // ?asOf=<time>: the list as it was then, replayed from the log (admins only).
    const asOf = (request.query as Record<string, unknown> | undefined)?.asOf;
    if (asOf !== undefined) return this.pointInTime.readAsOf(EVENTS_AS_OF, asOf, request);
    // The public list is the date index the search pages over; admins also see hidden events.
    return isAdmin(request) ? this.queries.list('admin') : this.publicViews.publicList();
  }

  /** The /events page: public events paged, filtered, with city and month facets (admins get the same). */
  @PublicAnswer()
  @Get('search')
  search(@Req() request: ApiRequest): Promise<EventSearchAnswer> {
    return this.publicViews.search(parseBody(EventSearchQuerySchema, request.query));
  }

  /** The home page's 'Featured Upcoming Events': never an event that is over. */
  @PublicAnswer()
  @Get('featured')
  featured(): Promise<FeaturedEventsAnswer> {
    return this.publicViews.featured();
  }

  @Get('trash')
  @AdminOnly()
  trash() {
    return this.queries.trashed();
  }

  @PublicAnswer()
  @Get(':id')
  get(@Param('id') id: string, @Req() request: ApiRequest) {
    return this.queries.get(id, isAdmin(request) ? 'admin' : 'public');
  }

  /** An event as a calendar file; its link uses the site's one origin rule, never a forwarded host. */
  @PublicAnswer()
  @Get(':id/ics')
  async calendar(@Param('id') id: string, @Req() request: ApiRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const event = await this.queries.get(id, isAdmin(request) ? 'admin' : 'public');
    const publicUrl = eventPageUrl(feedOrigin(siteOrigin(this.config, request)), event.id);
    const calendar = toICalendar(event, publicUrl, this.clock.now());
    if (!calendar) throw conflict('This event has no date yet, so it cannot be added to a calendar.');
    reply.header('content-type', 'text/calendar; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${slug(event.title)}.ics"`);
    return calendar;
  }

  /** What changed of a public event while it was public, oldest first (decision 0070). */
  @PublicAnswer()
  @Get(':id/changes')
  changes(@Param('id') id: string): Promise<EventChangesAnswer> {
    return this.changeLog.publicChanges(id);
  }

  @Post()
  @ForEditors()
  async create(@Body() body: unknown, @Req() request: ApiRequest) {
    const { isHidden, ...form } = parseBody(CreateEventRequestSchema, body);
    const fields = { ...form, agenda: form.agenda ?? null };
    const { eventId } = await this.commands.execute(
      new ForEvent({ type: 'CreateEvent', fields, isHidden: isHidden ?? false }, this.metadata.of(request)),
    );
    return this.queries.get(eventId, 'admin');
  }

  /**
   * Flags ({isHidden: true}, or several, applied together or not at all) or some of the edit
   * form's fields; never both. isFeatured is decided on the featured roster, so it comes alone.
   * The status ({status: 'cancelled', statusNote}) comes alone too (decision 0060).
   */
  @Patch(':id')
  @ForEditors()
  async update(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest) {
    await this.commands.execute(new ForEvent(eventPatchCommand(id, body), this.metadata.of(request)));
    return this.queries.get(id, 'admin');
  }

  /**
   * The next edition of an event: a hidden, unfeatured copy on a new date, with copies of its
   * agenda, speakers and sponsors (decision 0036).
   */
  @Post(':id/duplicate')
  @ForEditors()
  async duplicate(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest): Promise<EventListing> {
    const { date } = parseBody(DuplicateEventRequestSchema, body);
    const { eventId } = await this.commands.execute(
      new ForEvent({ type: 'DuplicateEvent', eventId: id, date }, this.metadata.of(request)),
    );
    return this.queries.get(eventId, 'admin');
  }

  @Post(':id/trash')
  @ForEditors()
  @HttpCode(200)
  async moveToTrash(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest) {
    await this.queries.get(id, 'admin');
    await this.credentials.confirmPassword(body, request);
    await this.commands.execute(new ForEvent({ type: 'TrashEvent', eventId: id }, this.metadata.of(request)));
    return { message: 'Event moved to trash' };
  }

  @Post(':id/restore')
  @ForEditors()
  @HttpCode(200)
  async restore(@Param('id') id: string, @Req() request: ApiRequest): Promise<RestoredEventAnswer> {
    const metadata = this.metadata.of(request);
    await this.commands.execute(new ForEvent({ type: 'RestoreEvent', eventId: id }, metadata));
    // The event comes back unfeatured; the answer says whether to offer 'Feature again'.
    const refeature = await this.featuredPlaces.refeature(id, metadata.occurredAt);
    return { ...(await this.queries.get(id, 'admin')), refeature };
  }
}

/** The command a PATCH of one event stands for. */
function eventPatchCommand(eventId: string, body: unknown): EventBusCommand {
  const keys = Object.keys(requireJsonObject(body));
  if (keys.includes('status') || keys.includes('statusNote')) {
    if (keys.some((key) => key !== 'status' && key !== 'statusNote')) throw invalid(STATUS_ALONE_MESSAGE);
    return { type: 'SetEventStatus', eventId, ...parseBody(EventStatusPatchSchema, body) };
  }
  return flagsOrEditCommand(eventId, parseFlagsOrEdit(body, EVENT_FLAGS, EventFlagPatchSchema, EventEditPatchSchema));
}

function flagsOrEditCommand(eventId: string, patch: FlagsOrEdit<EventFlag, Partial<EventFields>>): EventBusCommand {
  switch (patch.kind) {
    case 'edit':
      return { type: 'UpdateEvent', eventId, changes: patch.changes };
    case 'feature':
      return { type: patch.isFeatured ? 'FeatureEvent' : 'UnfeatureEvent', eventId };
    case 'flags':
      return { type: 'SetEventFlags', eventId, flags: patch.flags };
  }
}

function slug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event'
  );
}
