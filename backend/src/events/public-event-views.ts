import { Injectable } from '@nestjs/common';
import {
  eventTiming,
  listPublicEvents,
  readEventDate,
  selectHomeFeaturedEvents,
  type EventListing,
  type EventSearchAnswer,
  type EventSearchQuery,
  type EventSummary,
  type FeaturedEventsAnswer,
} from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { Clock } from '../shared/clock';
import { EventsQueries } from './events.queries';

/** What the lists need to know of one public event, worked out once per read-model position. */
export interface PublicEventEntry {
  event: EventListing;
  /** The event without its agenda, as lists answer it. */
  summary: EventSummary;
  /** Title, description, location and city in lower case, for `q`. */
  text: string;
  /** The city trimmed and in lower case: the city filter and its facet ignore case. */
  cityKey: string;
  /** YYYY-MM of the first day; null when the date cannot be read. */
  month: string | null;
  /** Local midnight of the first and of the last day in ms; null when the date cannot be read. */
  start: number | null;
  end: number | null;
}

/** The public events at one read-model position. */
export interface PublicEventsSnapshot {
  /** Every public event (not hidden, not trashed) in GET /api/events order: the spec's date sort. */
  sorted: readonly PublicEventEntry[];
  byId: ReadonlyMap<string, PublicEventEntry>;
  /** How a city is written in the facets, by its cityKey: its first spelling in `sorted`. */
  cityLabels: ReadonlyMap<string, string>;
}

type Facets = EventSearchAnswer['facets'];

/** The public events at one read-model position on one local calendar day. */
export interface TimedPublicEvents extends PublicEventsSnapshot {
  /** Not over yet: upcoming and happening now in date order, then those whose date cannot be read. */
  notPast: readonly PublicEventEntry[];
  /** Over: the newest first, by last day, then by first day. */
  past: readonly PublicEventEntry[];
  /** The home page's 'Featured Upcoming Events'. */
  featured: FeaturedEventsAnswer;
  /** Facets of an unfiltered search, per value of `upcoming`, worked out when first asked for. */
  unfilteredFacets: Map<string, Facets>;
}

/**
 * Derived, ordered views of the public events for the paged reads and the sitemap. A view is
 * worked out once per read-model position (and, where timing matters, per local calendar day);
 * a request filters and pages over it instead of sorting the whole catalogue again.
 */
@Injectable()
export class PublicEventViews {
  private snapshotMemo: { position: number; value: Promise<PublicEventsSnapshot> } | null = null;
  private timedMemo: { key: string; value: Promise<TimedPublicEvents> } | null = null;

  constructor(
    private readonly events: EventsQueries,
    private readonly projections: ProjectionEngine,
    private readonly clock: Clock,
  ) {}

  /** The public events as of the read models' current position. */
  snapshot(): Promise<PublicEventsSnapshot> {
    // The position is read before the documents, so a view is never older than the position it is kept under.
    const position = this.projections.position;
    if (this.snapshotMemo?.position !== position) {
      const value = this.buildSnapshot();
      this.snapshotMemo = { position, value };
      value.catch(() => this.snapshotMemo?.value === value && (this.snapshotMemo = null));
    }
    return this.snapshotMemo.value;
  }

  /** The public events split by where they stand today (the Clock's local calendar day). */
  timed(today: Date = this.clock.now()): Promise<TimedPublicEvents> {
    const key = `${this.projections.position}|${localDayKey(today)}`;
    if (this.timedMemo?.key !== key) {
      const value = this.snapshot().then((snapshot) => splitByTiming(snapshot, today));
      this.timedMemo = { key, value };
      value.catch(() => this.timedMemo?.value === value && (this.timedMemo = null));
    }
    return this.timedMemo.value;
  }

  /** GET /api/events/search. */
  async search(query: EventSearchQuery): Promise<EventSearchAnswer> {
    const views = await this.timed();
    const base = query.upcoming === undefined ? views.sorted : query.upcoming === 'true' ? views.notPast : views.past;
    const needle = query.q.toLowerCase();
    const city = query.city.toLowerCase();
    const month = query.month;
    const start = (query.page - 1) * query.pageSize;
    const page = { page: query.page, pageSize: query.pageSize };

    if (needle === '' && city === '' && month === undefined) {
      const facetsKey = query.upcoming ?? 'all';
      let facets = views.unfilteredFacets.get(facetsKey);
      if (!facets) {
        facets = countFacets(base, views.cityLabels);
        views.unfilteredFacets.set(facetsKey, facets);
      }
      return { items: base.slice(start, start + query.pageSize).map((entry) => entry.summary), total: base.length, ...page, facets };
    }

    // One pass: the matches, and each facet counted with every filter but its own.
    const matches: PublicEventEntry[] = [];
    const cityCounts = new Map<string, number>();
    const monthCounts = new Map<string, number>();
    for (const entry of base) {
      if (needle !== '' && !entry.text.includes(needle)) continue;
      const cityMatches = city === '' || entry.cityKey === city;
      const monthMatches = month === undefined || entry.month === month;
      if (cityMatches && monthMatches) matches.push(entry);
      if (monthMatches && entry.cityKey !== '') cityCounts.set(entry.cityKey, (cityCounts.get(entry.cityKey) ?? 0) + 1);
      if (cityMatches && entry.month !== null) monthCounts.set(entry.month, (monthCounts.get(entry.month) ?? 0) + 1);
    }
    return {
      items: matches.slice(start, start + query.pageSize).map((entry) => entry.summary),
      total: matches.length,
      ...page,
      facets: facetRecords(cityCounts, monthCounts, views.cityLabels),
    };
  }

  /** GET /api/events/featured. */
  async featured(): Promise<FeaturedEventsAnswer> {
    return (await this.timed()).featured;
  }

  private async buildSnapshot(): Promise<PublicEventsSnapshot> {
    const sorted = listPublicEvents(await this.events.all()).map(toEntry);
    const cityLabels = new Map<string, string>();
    for (const entry of sorted) if (entry.cityKey !== '' && !cityLabels.has(entry.cityKey)) cityLabels.set(entry.cityKey, entry.event.city.trim());
    return { sorted, byId: new Map(sorted.map((entry) => [entry.event.id, entry])), cityLabels };
  }
}

/** An event without its agenda. */
export function eventSummary(event: EventListing): EventSummary {
  const summary: Partial<EventListing> = { ...event };
  delete summary.agenda;
  return summary as EventSummary;
}

function toEntry(event: EventListing): PublicEventEntry {
  const read = readEventDate(event.date);
  return {
    event,
    summary: eventSummary(event),
    text: [event.title, event.description, event.location, event.city].map((field) => (field ?? '').toLowerCase()).join('\n'),
    cityKey: (event.city ?? '').trim().toLowerCase(),
    month: read ? `${read.date.getFullYear()}-${String(read.date.getMonth() + 1).padStart(2, '0')}` : null,
    start: read ? read.date.getTime() : null,
    end: read ? read.end.getTime() : null,
  };
}

function splitByTiming(snapshot: PublicEventsSnapshot, today: Date): TimedPublicEvents {
  const current: PublicEventEntry[] = [];
  const undated: PublicEventEntry[] = [];
  const past: PublicEventEntry[] = [];
  for (const entry of snapshot.sorted) {
    const timing = eventTiming(entry.event.date, today);
    if (timing === 'past') past.push(entry);
    else if (timing === 'unknown') undated.push(entry);
    else current.push(entry);
  }
  // Array.prototype.sort is stable: equal days keep the date sort's order.
  past.sort((a, b) => (b.end ?? 0) - (a.end ?? 0) || (b.start ?? 0) - (a.start ?? 0));
  const notPast = [...current, ...undated];
  const featured = selectHomeFeaturedEvents(notPast.map((entry) => entry.event), today).map((event) => snapshot.byId.get(event.id)!.summary);
  return { ...snapshot, notPast, past, featured, unfilteredFacets: new Map() };
}

function countFacets(entries: readonly PublicEventEntry[], cityLabels: ReadonlyMap<string, string>): Facets {
  const cityCounts = new Map<string, number>();
  const monthCounts = new Map<string, number>();
  for (const entry of entries) {
    if (entry.cityKey !== '') cityCounts.set(entry.cityKey, (cityCounts.get(entry.cityKey) ?? 0) + 1);
    if (entry.month !== null) monthCounts.set(entry.month, (monthCounts.get(entry.month) ?? 0) + 1);
  }
  return facetRecords(cityCounts, monthCounts, cityLabels);
}

/** Cities in alphabetical order under their usual spelling, months in calendar order. */
function facetRecords(cityCounts: Map<string, number>, monthCounts: Map<string, number>, cityLabels: ReadonlyMap<string, string>): Facets {
  // Object.fromEntries defines own properties, so a city called '__proto__' is only a key.
  const city = Object.fromEntries(
    [...cityCounts]
      .map(([key, count]) => [cityLabels.get(key) ?? key, count] as const)
      .sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b)),
  );
  const month = Object.fromEntries([...monthCounts].sort(([a], [b]) => a.localeCompare(b)));
  return { city, month };
}

/** The local calendar day of a moment, as a memo key. */
export function localDayKey(moment: Date): string {
  return `${moment.getFullYear()}-${moment.getMonth() + 1}-${moment.getDate()}`;
}
