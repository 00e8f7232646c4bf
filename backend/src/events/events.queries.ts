import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  adminEventSearchText,
  countListings,
  featuredSlotsUsed,
  listAdminEvents,
  sortEventsByDate,
  type AdminEventListState,
  type AdminEventsAnswer,
  type AdminListedEvent,
  type EventChoice,
  type EventListing,
  type TrashedEventSchema,
} from '@dental/contracts';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { notFound } from '../shared/domain/domain-errors';
import { EVENT_NOT_FOUND } from '../shared/domain/event-availability';
import { purgeDueAt } from '../shared/domain/trash-retention';
import { EVENTS_COLLECTION } from './projections/events.projection';
import { eventSummary, withSessionKeys } from './public-event';

export type Audience = 'public' | 'admin';

/** An event in the trash as the trash list answers it: the contracts' answer schema is its one declaration. */
export type TrashedEvent = z.output<typeof TrashedEventSchema>;

/** Reads of the `events` read model, with the visibility rule in one place. */
@Injectable()
export class EventsQueries {
  /**
   * Each stored event's search text for the admin list, kept while the stored object lives: a
   * change stores a new object, so a text is never stale.
   */
  private readonly adminSearchTexts = new WeakMap<EventListing, string>();

  constructor(private readonly readStore: ReadStore) {}

  /** The public never sees hidden or trashed events; admins see hidden ones (trash has its own list). */
  static isVisibleTo(event: EventListing, audience: Audience): boolean {
    if (event.trashedAt !== null) return false;
    return audience === 'admin' || !event.isHidden;
  }

  async all(): Promise<EventListing[]> {
    return (await this.readStore.list<EventListing>(EVENTS_COLLECTION)).map((document) => document.value);
  }

  async list(audience: Audience): Promise<EventListing[]> {
    return sortEventsByDate((await this.all()).filter((event) => EventsQueries.isVisibleTo(event, audience)));
  }

  async find(id: string): Promise<EventListing | null> {
    return (await this.readStore.get<EventListing>(EVENTS_COLLECTION, id))?.value ?? null;
  }

  /** One event as the audience may see it; 404 otherwise (hidden and trashed look unknown to the public). */
  async get(id: string, audience: Audience): Promise<EventListing> {
    const event = await this.find(id);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (audience === 'admin') return event;
    if (!EventsQueries.isVisibleTo(event, 'public')) throw notFound(EVENT_NOT_FOUND);
    return withSessionKeys(event);
  }

  async trashed(): Promise<TrashedEvent[]> {
    return (await this.all())
      .filter((event): event is EventListing & { trashedAt: string } => event.trashedAt !== null)
      .map((event) => ({ ...event, purgeAt: purgeDueAt(event.trashedAt).toISOString() }))
      .sort((a, b) => a.purgeAt.localeCompare(b.purgeAt));
  }

  /**
   * GET /api/admin/events (decision 0093): one page of the admin list as searched, filtered and
   * ordered, and the spec's counts of every event not in the trash. `now` is the moment the
   * counts compare with and the day past and featured places are judged by.
   */
  async adminPage(state: AdminEventListState, now: Date): Promise<AdminEventsAnswer> {
    const all = await this.all();
    const listed = all.filter((event) => EventsQueries.isVisibleTo(event, 'admin'));
    const source = state.show === 'trash' ? all.filter((event) => event.trashedAt !== null) : listed;
    const found = listAdminEvents(source, state, now, ADMIN_EVENTS_PAGE_SIZE, (event) => this.adminSearchText(event));
    return {
      items: found.items.map(adminListed),
      total: found.total,
      page: found.page,
      pageSize: ADMIN_EVENTS_PAGE_SIZE,
      pages: found.pages,
      counts: countListings(listed, now),
      featured: featuredSlotsUsed(listed, now),
    };
  }

  /** GET /api/admin/event-choices: every event not in the trash, by date, as an event menu needs it. */
  async choices(): Promise<EventChoice[]> {
    return (await this.list('admin')).map(({ id, title, date, isHidden }) => ({ id, title, date, isHidden }));
  }

  private adminSearchText(event: EventListing): string {
    let text = this.adminSearchTexts.get(event);
    if (text === undefined) {
      text = adminEventSearchText(event);
      this.adminSearchTexts.set(event, text);
    }
    return text;
  }
}

/** An event as the admin list answers it: no agenda, and when it will be purged if it is in the trash. */
function adminListed(event: EventListing): AdminListedEvent {
  return {
    ...eventSummary(event),
    purgeAt: event.trashedAt === null ? null : purgeDueAt(event.trashedAt).toISOString(),
  };
}
