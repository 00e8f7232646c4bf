import { Injectable } from '@nestjs/common';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  adminEventSearchText,
  countListings,
  featuredSlotsUsed,
  keepsAdminEvent,
  pageOfShownAdminEvents,
  sortAdminEvents,
  type AdminEventListState,
  type AdminEventSort,
  type AdminEventsAnswer,
  type AdminListedEvent,
  type EventListing,
} from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TouchedDocuments } from '../event-sourcing/projections/touched-documents';
import { purgeDueAt } from '../shared/domain/trash-retention';
import { EventsQueries } from './events.queries';
import { EVENTS_COLLECTION } from './projections/events.projection';
import { eventSummary } from './public-event';
import { dayNumber } from './public-event-views';
import { keptPerObject } from '../shared/kept-per-object';

/** The admin list as of one version of the events: what every page of it is cut from. */
interface AdminLists {
  /** Every event not in the trash, hidden ones included. */
  listed: EventListing[];
  trashed: EventListing[];
  /** Each list in each order, put in order when first asked for. */
  ordered: Map<string, EventListing[]>;
  /** Each order's events a filter shows, as of one local day (upcoming and past move with it). */
  shown: Map<string, { day: number; events: EventListing[] }>;
  /** The spec's counts and the featured places, as of one local day (what is past moves with it). */
  counts?: { day: number; counts: AdminEventsAnswer['counts']; featured: AdminEventsAnswer['featured'] };
}

/**
 * GET /api/admin/events (decision 0093): one page of the admin events list. The lists, their
 * orders, what each filter shows of them and the counts are kept until an event changes
 * (TouchedDocuments), or the day does for the filters and the counts, so a page at rest costs a
 * slice, and a search the test of its words over what the filter shows.
 */
@Injectable()
export class AdminEventsQueries {
  private readonly touched: TouchedDocuments;
  private lists: AdminLists | null = null;
  /** Each stored event's search text, kept while the stored object lives: a change stores a new one. */
  private readonly searchText = keptPerObject(adminEventSearchText);

  constructor(
    private readonly events: EventsQueries,
    projections: ProjectionEngine,
  ) {
    this.touched = new TouchedDocuments(projections, [EVENTS_COLLECTION]);
  }

  /** `now` is the moment the counts compare with and the day past and featured places are judged by. */
  async page(state: AdminEventListState, now: Date): Promise<AdminEventsAnswer> {
    const lists = await this.current();
    // What is past is decided by calendar days in local time (listingTiming).
    const day = dayNumber(now);
    const found = pageOfShownAdminEvents(this.shown(lists, state, day, now), state, ADMIN_EVENTS_PAGE_SIZE, (event) =>
      this.searchText(event),
    );
    if (lists.counts?.day !== day)
      lists.counts = { day, counts: countListings(lists.listed, now), featured: featuredSlotsUsed(lists.listed, now) };
    return {
      items: found.items.map(adminListed),
      total: found.total,
      page: found.page,
      pageSize: ADMIN_EVENTS_PAGE_SIZE,
      pages: found.pages,
      counts: lists.counts.counts,
      featured: lists.counts.featured,
    };
  }

  private async current(): Promise<AdminLists> {
    if (this.lists && !this.touched.pending) return this.lists;
    // Taken before reading: a change made while the events are read is still pending afterwards.
    this.touched.take();
    const all = await this.events.all();
    this.lists = {
      listed: all.filter((event) => EventsQueries.isVisibleTo(event, 'admin')),
      trashed: all.filter((event) => event.trashedAt !== null),
      ordered: new Map(),
      shown: new Map(),
    };
    return this.lists;
  }

  private shown(lists: AdminLists, state: AdminEventListState, day: number, now: Date): EventListing[] {
    const ordered = this.ordered(lists, state.show === 'trash' ? 'trashed' : 'listed', state.sort);
    if (state.show === 'all' || state.show === 'trash') return ordered;
    const key = `${state.show} ${state.sort}`;
    let shown = lists.shown.get(key);
    if (shown?.day !== day) {
      shown = { day, events: ordered.filter((event) => keepsAdminEvent(event, state.show, now)) };
      lists.shown.set(key, shown);
    }
    return shown.events;
  }

  private ordered(lists: AdminLists, which: 'listed' | 'trashed', sort: AdminEventSort): EventListing[] {
    const key = `${which} ${sort}`;
    let ordered = lists.ordered.get(key);
    if (!ordered) lists.ordered.set(key, (ordered = sortAdminEvents(lists[which], sort)));
    return ordered;
  }
}

/** An event as the admin list answers it: no agenda, and when it will be purged if it is in the trash. */
function adminListed(event: EventListing): AdminListedEvent {
  return {
    ...eventSummary(event),
    purgeAt: event.trashedAt === null ? null : purgeDueAt(event.trashedAt).toISOString(),
  };
}
