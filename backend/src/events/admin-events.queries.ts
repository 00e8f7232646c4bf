import { Injectable } from '@nestjs/common';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  adminEventOrder,
  adminEventSearchText,
  adminEventSearchWords,
  countListings,
  featuredSlotsUsed,
  holdsAdminEventWords,
  isPastListing,
  keepsAdminEvent,
  pageOfShownAdminEvents,
  soonestFirst,
  sortAdminEvents,
  type AdminEventFilter,
  type AdminEventListState,
  type AdminEventOrder,
  type AdminEventsAnswer,
  type AdminListedEvent,
  type EventChoice,
  type EventChoicesQuerySchema,
  type EventSummary,
} from '@dental/contracts';
import type { z } from 'zod';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TouchedDocuments } from '../event-sourcing/projections/touched-documents';
import { purgeDueAt } from '../shared/domain/trash-retention';
import { EventsQueries } from './events.queries';
import { EVENTS_COLLECTION } from './projections/events.projection';
import { dayNumber } from './public-event-views';
import { keptPerObject } from '../shared/kept-per-object';
import { insertSorted, removeSorted } from './sorted-array';

type Which = 'listed' | 'trashed';

/** The admin list, kept per change: what every page of it is cut from. */
interface AdminLists {
  /** Every event not in the trash, hidden ones included, by id. */
  listed: Map<string, EventSummary>;
  trashed: Map<string, EventSummary>;
  /** The featured events not in the trash, for the featured places. */
  featured: Map<string, EventSummary>;
  /** Each list in each order, put in order when first asked for, then kept in order one event at a time. */
  ordered: Map<`${Which} ${AdminEventOrder}`, EventSummary[]>;
  /** Each order's events a filter shows, as of one local day (upcoming and past move with it). */
  shown: Map<string, { day: number; today: Date; events: EventSummary[] }>;
  /** Counts the events put in or taken out: what the 'soonest' lists were made from. */
  version: number;
  /** What each filter shows in the 'soonest' order, as of one day and version (soonest). */
  soonest: Map<AdminEventFilter, { day: number; version: number; events: EventSummary[] }>;
  /** The spec's counts, as of one local day (what is past moves with it). */
  counts?: { day: number; today: Date; counts: AdminEventsAnswer['counts'] };
}

const whichOf = (event: EventSummary): Which => (EventsQueries.isVisibleTo(event, 'admin') ? 'listed' : 'trashed');

/**
 * GET /api/admin/events (decision 0093): one page of the admin events list. The lists, their
 * orders, what each filter shows of them and the counts are kept, and an event that changes is
 * put again in each of them (TouchedDocuments, decision 0106); a new day judges again what the
 * filters show and the counts. A page at rest costs a slice, and a search the test of its words
 * over what the filter shows.
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
  async page(state: AdminEventListState & { pageSize?: number }, now: Date): Promise<AdminEventsAnswer> {
    const lists = await this.current();
    // What is past is decided by calendar days in local time (listingTiming).
    const day = dayNumber(now);
    const pageSize = state.pageSize ?? ADMIN_EVENTS_PAGE_SIZE;
    const found = pageOfShownAdminEvents(this.shown(lists, state, day, now), state, pageSize, (event) =>
      this.searchText(event),
    );
    if (lists.counts?.day !== day)
      lists.counts = { day, today: now, counts: countListings([...lists.listed.values()], now) };
    return {
      items: found.items.map(adminListed),
      total: found.total,
      page: found.page,
      pageSize,
      pages: found.pages,
      counts: lists.counts.counts,
      featured: featuredSlotsUsed([...lists.featured.values()], now),
    };
  }

  /**
   * GET /api/admin/event-choices (decisions 0094, 0107): the events not in the trash, those not
   * over by `now` first, soonest first, then past ones, the latest first; or the first `first` of
   * those the words find. Read from the kept upcoming and past lists in date order, a menu's first
   * fifty cost a slice and a search what it walks until it has found them.
   */
  async choices({ q, first = Infinity }: z.output<typeof EventChoicesQuerySchema>, now: Date): Promise<EventChoice[]> {
    const lists = await this.current();
    const day = dayNumber(now);
    const words = adminEventSearchWords(q);
    const found: EventChoice[] = [];
    for (const event of this.soonest(lists, 'all', day, now)) {
      if (found.length >= first) break;
      if (words.length > 0 && !holdsAdminEventWords(this.searchText(event), words)) continue;
      const { id, title, date, isHidden } = event;
      found.push({ id, title, date, isHidden });
    }
    return found;
  }

  private async current(): Promise<AdminLists> {
    if (this.lists && !this.touched.pending) return this.lists;
    // Taken before reading: a change made while the events are read is still pending afterwards.
    const touched = this.touched.take();
    if (touched.everything || !this.lists) {
      const lists: AdminLists = {
        listed: new Map(),
        trashed: new Map(),
        featured: new Map(),
        ordered: new Map(),
        shown: new Map(),
        version: 0,
        soonest: new Map(),
      };
      for (const { value } of (await this.events.summaries()).values()) this.place(lists, value, 'in');
      this.lists = lists;
      return lists;
    }
    const lists = this.lists;
    // The changed events' summaries as EventsQueries keeps them: read from the file once, and shared.
    const summaries = await this.events.summaries();
    for (const id of touched.ids.get(EVENTS_COLLECTION) ?? []) this.put(lists, id, summaries.get(id)?.value ?? null);
    return lists;
  }

  /** The event as it now is (null once purged), in place in every list, order and filter kept. */
  private put(lists: AdminLists, id: string, event: EventSummary | null): void {
    const before = lists.listed.get(id) ?? lists.trashed.get(id);
    if (before) this.place(lists, before, 'out');
    if (event) this.place(lists, event, 'in');
  }

  private place(lists: AdminLists, event: EventSummary, where: 'in' | 'out'): void {
    const which = whichOf(event);
    lists.version += 1;
    if (where === 'in') lists[which].set(event.id, event);
    else lists[which].delete(event.id);
    if (which === 'listed' && event.isFeatured) {
      if (where === 'in') lists.featured.set(event.id, event);
      else lists.featured.delete(event.id);
    }
    for (const [key, ordered] of lists.ordered) {
      const [list, sort] = key.split(' ') as [Which, AdminEventOrder];
      if (list !== which) continue;
      if (where === 'in') insertSorted(ordered, event, adminEventOrder(sort));
      else removeSorted(ordered, event, adminEventOrder(sort));
    }
    for (const [key, shown] of lists.shown) {
      const [show, sort] = key.split(' ') as [AdminEventFilter, AdminEventOrder];
      // The trash's list is the ordered one itself; the others filter the listed events.
      if (which !== 'listed' || !keepsAdminEvent(event, show, shown.today)) continue;
      if (where === 'in') insertSorted(shown.events, event, adminEventOrder(sort));
      else removeSorted(shown.events, event, adminEventOrder(sort));
    }
    if (which === 'listed' && lists.counts) {
      const counts = lists.counts.counts;
      const step = where === 'in' ? 1 : -1;
      counts.total += step;
      if (isPastListing(event, lists.counts.today)) counts.past += step;
      else counts.upcoming += step;
    }
  }

  private shown(lists: AdminLists, state: AdminEventListState, day: number, now: Date): EventSummary[] {
    if (state.sort === 'soonest') return this.soonest(lists, state.show, day, now);
    const ordered = this.ordered(lists, state.show === 'trash' ? 'trashed' : 'listed', state.sort);
    if (state.show === 'all' || state.show === 'trash') return ordered;
    const key = `${state.show} ${state.sort}`;
    let shown = lists.shown.get(key);
    if (shown?.day !== day) {
      shown = { day, today: now, events: ordered.filter((event) => keepsAdminEvent(event, state.show, now)) };
      lists.shown.set(key, shown);
    }
    return shown.events;
  }

  /**
   * What a filter shows in the 'soonest' order (decision 0110): the kept upcoming list in date
   * order, then the kept past one from its end. Made again after a change or on a new day, from
   * lists already in order: a copy of references, no sort.
   */
  private soonest(lists: AdminLists, show: AdminEventFilter, day: number, now: Date): EventSummary[] {
    const kept = lists.soonest.get(show);
    if (kept && kept.day === day && kept.version === lists.version) return kept.events;
    let events: EventSummary[];
    if (show === 'trash') events = soonestFirst(this.ordered(lists, 'trashed', 'date'), now);
    else {
      const byDate = (filter: 'upcoming' | 'past') =>
        this.shown(lists, { q: '', show: filter, sort: 'date', page: 1 }, day, now);
      const upcoming = show === 'past' ? [] : byDate('upcoming');
      const past = show === 'upcoming' ? [] : byDate('past');
      events = upcoming.concat([...past].reverse());
      if (show === 'hidden' || show === 'featured')
        events = events.filter((event) => keepsAdminEvent(event, show, now));
    }
    lists.soonest.set(show, { day, version: lists.version, events });
    return events;
  }

  private ordered(lists: AdminLists, which: Which, sort: AdminEventOrder): EventSummary[] {
    const key = `${which} ${sort}` as const;
    let ordered = lists.ordered.get(key);
    if (!ordered) lists.ordered.set(key, (ordered = sortAdminEvents([...lists[which].values()], sort)));
    return ordered;
  }
}

/** An event as the admin list answers it: no agenda, and when it will be purged if it is in the trash. */
function adminListed(event: EventSummary): AdminListedEvent {
  return {
    ...event,
    purgeAt: event.trashedAt === null ? null : purgeDueAt(event.trashedAt).toISOString(),
  };
}
