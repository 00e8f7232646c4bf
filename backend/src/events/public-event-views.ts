import { Injectable } from '@nestjs/common';
import {
  UNPARSEABLE_DATE_SORT_KEY,
  eventDateSortKey,
  listPublicEvents,
  listingTiming,
  normaliseAgenda,
  readEventDate,
  selectHomeFeaturedEvents,
  DEFAULT_RADIUS_MILES,
  type AgendaItem,
  type SessionWithSpeakers,
  type EventListing,
  type EventSearchAnswer,
  type EventSearchFacets,
  type EventSearchQuery,
  type EventSummary,
  type FeaturedEventsAnswer,
  type Speaker,
} from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { Clock } from '../shared/clock';
import { invalid } from '../shared/domain/domain-errors';
import { SPEAKERS_COLLECTION } from '../speakers/projections/speakers.projection';
import { EventsQueries } from './events.queries';
import { CityDirectory, distanceMiles, type CityPoint } from './places/city-directory';

/** What the lists need to know of one public event, worked out once per read-model position. */
export interface PublicEventEntry {
  event: EventListing;
  /** The event without its agenda, as lists answer it. */
  summary: EventSummary;
  /** Title, description, location, city, session titles and speaker names in lower case, for `q`. */
  text: string;
  /** The city trimmed and in lower case: the city filter and its facet ignore case. */
  cityKey: string;
  /** YYYY-MM of the first day; null when the date cannot be read. */
  month: string | null;
  /** Local midnight of the first and of the last day in ms; null when the date cannot be read. */
  start: number | null;
  end: number | null;
  /** First and last day (YYYY-MM-DD) for `from`/`to`: read from the text, or as an admin gave them. */
  firstDay: string | null;
  lastDay: string | null;
  /** Subject codes of the event and of every session. */
  topics: ReadonlySet<string>;
  /** Credits for `minCredits` and `sort=credits`: worked out from the agenda, else the estimate. */
  credits: number | null;
}

/** The public events at one read-model position. */
export interface PublicEventsSnapshot {
  /** Every public event (not hidden, not trashed) in GET /api/events order: the spec's date sort. */
  sorted: readonly PublicEventEntry[];
  byId: ReadonlyMap<string, PublicEventEntry>;
  /** How a city is written in the facets, by its cityKey: its first spelling in `sorted`. */
  cityLabels: ReadonlyMap<string, string>;
}

/** The public events at one read-model position on one local calendar day. */
export interface TimedPublicEvents extends PublicEventsSnapshot {
  /** Not over yet: upcoming and happening now in date order, then those whose date cannot be read. */
  notPast: readonly PublicEventEntry[];
  /** Over: the newest first, by last day, then by first day. */
  past: readonly PublicEventEntry[];
  /** The home page's 'Featured Upcoming Events'. */
  featured: FeaturedEventsAnswer;
  /** Facets of an unfiltered search, per value of `upcoming`, worked out when first asked for. */
  unfilteredFacets: Map<string, EventSearchFacets>;
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

  /** Where each city lies, by name and region; cities do not move, so this outlives positions. */
  private readonly places = new Map<string, CityPoint | null>();

  constructor(
    private readonly events: EventsQueries,
    private readonly projections: ProjectionEngine,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
    private readonly cities: CityDirectory,
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
    const start = (query.page - 1) * query.pageSize;
    const page = { page: query.page, pageSize: query.pageSize };
    const filters = this.filtersOf(query);

    if (filters.length === 0 && query.sort === 'date') {
      const facetsKey = query.upcoming ?? 'all';
      let facets = views.unfilteredFacets.get(facetsKey);
      if (!facets) {
        facets = countFacets(base, views.cityLabels);
        views.unfilteredFacets.set(facetsKey, facets);
      }
      return {
        items: base.slice(start, start + query.pageSize).map((entry) => entry.summary),
        total: base.length,
        ...page,
        facets,
      };
    }

    // One pass: the matches, and each facet counted with every filter but its own.
    const matches: PublicEventEntry[] = [];
    const counts = emptyCounts();
    for (const entry of base) {
      let failed: Filter | null = null;
      let failures = 0;
      for (const filter of filters) {
        if (filter.test(entry)) continue;
        failed = filter;
        if (++failures > 1) break;
      }
      if (failures === 0) {
        matches.push(entry);
        countEntry(counts, entry);
      } else if (failures === 1 && failed?.facet) {
        countEntry(counts, entry, failed.facet);
      }
    }
    if (query.sort === 'credits') matches.sort((a, b) => (b.credits ?? -1) - (a.credits ?? -1));
    return {
      items: matches.slice(start, start + query.pageSize).map((entry) => entry.summary),
      total: matches.length,
      ...page,
      facets: facetRecords(counts, views.cityLabels),
    };
  }

  /** The query's filters; those with a facet are left out when that facet is counted. */
  private filtersOf(query: EventSearchQuery): Filter[] {
    const filters: Filter[] = [];
    const words = query.q
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word !== '');
    if (words.length > 0) filters.push({ test: (entry) => words.every((word) => entry.text.includes(word)) });
    const city = query.city.toLowerCase();
    if (city !== '') filters.push({ facet: 'city', test: (entry) => entry.cityKey === city });
    const month = query.month;
    if (month !== undefined) filters.push({ facet: 'month', test: (entry) => entry.month === month });
    const region = query.region;
    if (region !== undefined) filters.push({ facet: 'region', test: (entry) => entry.event.region === region });
    const country = query.country;
    if (country !== undefined) filters.push({ test: (entry) => entry.event.country === country });
    if (query.topic.length > 0)
      filters.push({ facet: 'topic', test: (entry) => query.topic.some((code) => entry.topics.has(code)) });
    if (query.audience.length > 0)
      filters.push({
        facet: 'audience',
        test: (entry) => query.audience.some((audience) => entry.event.audiences.includes(audience)),
      });
    if (query.format.length > 0)
      filters.push({ facet: 'format', test: (entry) => query.format.includes(entry.event.format) });
    const minCredits = query.minCredits;
    if (minCredits !== undefined)
      filters.push({ test: (entry) => entry.credits !== null && entry.credits >= minCredits });
    const { from, to } = query;
    if (from !== undefined || to !== undefined) {
      filters.push({
        test: (entry) =>
          entry.firstDay !== null &&
          entry.lastDay !== null &&
          (to === undefined || entry.firstDay <= to) &&
          (from === undefined || entry.lastDay >= from),
      });
    }
    if (query.near !== undefined) {
      const centre = this.cities.find(query.near);
      if (!centre)
        throw invalid(`near: no US or Canadian city called "${query.near}" is known; write it as "Dallas, TX"`, [
          { path: 'near', message: `No US or Canadian city called "${query.near}" is known; write it as "Dallas, TX"` },
        ]);
      const radius = query.radiusMiles ?? DEFAULT_RADIUS_MILES;
      filters.push({
        test: (entry) => {
          const place = this.placeOf(entry.event);
          return place !== null && distanceMiles(centre, place) <= radius;
        },
      });
    }
    return filters;
  }

  /** Where an event's city lies: its name (before any comma) in its region, else the most populous city of that name. */
  private placeOf(event: EventListing): CityPoint | null {
    const name = (event.city ?? '').split(',')[0].trim();
    const key = `${name.toLowerCase()}|${event.region ?? ''}`;
    if (!this.places.has(key)) {
      const place =
        name === ''
          ? null
          : event.region
            ? (this.cities.named(name, event.region)[0] ?? null)
            : this.cities.find(event.city);
      this.places.set(key, place);
    }
    return this.places.get(key) ?? null;
  }

  /** GET /api/events/featured. */
  async featured(): Promise<FeaturedEventsAnswer> {
    return (await this.timed()).featured;
  }

  private async buildSnapshot(): Promise<PublicEventsSnapshot> {
    const speakerNames = new Map<string, string[]>();
    for (const { value: speaker } of await this.readStore.list<Speaker>(SPEAKERS_COLLECTION)) {
      if (speaker.trashedAt !== null) continue;
      speakerNames.set(speaker.eventId, [...(speakerNames.get(speaker.eventId) ?? []), speaker.name]);
    }
    const sorted = listPublicEvents(await this.events.all()).map((event) =>
      toEntry(event, speakerNames.get(event.id) ?? []),
    );
    const cityLabels = new Map<string, string>();
    for (const entry of sorted)
      if (entry.cityKey !== '' && !cityLabels.has(entry.cityKey))
        cityLabels.set(entry.cityKey, entry.event.city.trim());
    return { sorted, byId: new Map(sorted.map((entry) => [entry.event.id, entry])), cityLabels };
  }
}

/** An event without its agenda. */
export function eventSummary(event: EventListing): EventSummary {
  const summary: Partial<EventListing> = { ...event };
  delete summary.agenda;
  return summary as EventSummary;
}

function toEntry(event: EventListing, speakerNames: readonly string[]): PublicEventEntry {
  // The date text as the spec reads it; when it cannot be read, the days an admin gave.
  const read = readEventDate(event.date) ?? readGivenDays(event);
  const agenda = normaliseAgenda(event.agenda).days.flatMap((day) => day.items.flatMap(sessionsOf));
  const topics = new Set<string>(event.topics ?? []);
  for (const { session } of agenda) for (const code of session.topics ?? []) topics.add(code);
  const agendaWords = agenda.flatMap(({ session, speakerNames: names }) => [session.title, ...names]);
  return {
    event,
    summary: eventSummary(event),
    text: [event.title, event.description, event.location, event.city, ...agendaWords, ...speakerNames]
      .map((field) => (field ?? '').toLowerCase())
      .join('\n'),
    firstDay: event.startDate ?? null,
    lastDay: event.endDate ?? event.startDate ?? null,
    topics,
    credits: event.ceCredits?.max ?? event.estimatedCeCredits ?? null,
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
    const timing = listingTiming(entry.event, today);
    if (timing === 'past') past.push(entry);
    else if (timing === 'unknown') undated.push(entry);
    else current.push(entry);
  }
  // An event dated only by the days an admin gave sorts as a single date on its first day would;
  // the others keep the date sort's order (the sort is stable and their keys are the same).
  const keys = new Map(current.map((entry) => [entry, listingSortKey(entry)]));
  current.sort((a, b) => keys.get(a)! - keys.get(b)!);
  // Array.prototype.sort is stable: equal days keep the date sort's order.
  past.sort((a, b) => (b.end ?? 0) - (a.end ?? 0) || (b.start ?? 0) - (a.start ?? 0));
  const notPast = [...current, ...undated];
  const featured = selectHomeFeaturedEvents(
    notPast.map((entry) => entry.event),
    today,
  ).map((event) => snapshot.byId.get(event.id)!.summary);
  return { ...snapshot, notPast, past, featured, unfilteredFacets: new Map() };
}

type FacetName = keyof EventSearchFacets;
interface Filter {
  /** The facet this filter narrows; a facet's counts leave its own filter out. */
  facet?: FacetName;
  test(entry: PublicEventEntry): boolean;
}
type FacetCounts = Record<FacetName, Map<string, number>>;

function emptyCounts(): FacetCounts {
  return {
    city: new Map(),
    month: new Map(),
    topic: new Map(),
    audience: new Map(),
    format: new Map(),
    region: new Map(),
  };
}

/** Adds an entry's values to every facet's counts, or to one facet's only. */
function countEntry(counts: FacetCounts, entry: PublicEventEntry, only?: FacetName): void {
  const add = (facet: FacetName, value: string | null | undefined) => {
    if (value) counts[facet].set(value, (counts[facet].get(value) ?? 0) + 1);
  };
  if (!only || only === 'city') add('city', entry.cityKey);
  if (!only || only === 'month') add('month', entry.month);
  if (!only || only === 'topic') for (const code of entry.topics) add('topic', code);
  if (!only || only === 'audience') for (const audience of entry.event.audiences ?? []) add('audience', audience);
  if (!only || only === 'format') add('format', entry.event.format);
  if (!only || only === 'region') add('region', entry.event.region);
}

function countFacets(entries: readonly PublicEventEntry[], cityLabels: ReadonlyMap<string, string>): EventSearchFacets {
  const counts = emptyCounts();
  for (const entry of entries) countEntry(counts, entry);
  return facetRecords(counts, cityLabels);
}

/** Cities in alphabetical order under their usual spelling; every other facet in its values' order. */
function facetRecords(counts: FacetCounts, cityLabels: ReadonlyMap<string, string>): EventSearchFacets {
  // Object.fromEntries defines own properties, so a city called '__proto__' is only a key.
  const city = Object.fromEntries(
    [...counts.city]
      .map(([key, count]) => [cityLabels.get(key) ?? key, count] as const)
      .sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b)),
  );
  const sorted = (facet: FacetName) => Object.fromEntries([...counts[facet]].sort(([a], [b]) => a.localeCompare(b)));
  return {
    city,
    month: sorted('month'),
    topic: sorted('topic'),
    audience: sorted('audience'),
    format: sorted('format'),
    region: sorted('region'),
  };
}

/** Every session of an agenda item, nested ones included, with the speakers it names. */
function sessionsOf(item: AgendaItem): SessionWithSpeakers[] {
  switch (item.kind) {
    case 'break':
      return [];
    case 'session':
      return [{ session: item.session, speakerNames: item.speakerNames }];
    case 'workshop-group':
      return item.sessions;
    case 'corporate-forum':
      return [{ session: item.session, speakerNames: [] }, ...item.sessions];
  }
}

/** A date text nobody can read, read from the first and last days an admin gave instead. */
function readGivenDays(event: EventListing): ReturnType<typeof readEventDate> {
  const first = event.startDate ? readEventDate(event.startDate) : null;
  if (!first) return null;
  const last = (event.endDate ? readEventDate(event.endDate) : null) ?? first;
  return {
    date: first.date,
    end: last.date.getTime() >= first.date.getTime() ? last.date : first.date,
    isRange: false,
  };
}

function listingSortKey(entry: PublicEventEntry): number {
  return readEventDate(entry.event.date)
    ? eventDateSortKey(entry.event.date)
    : (entry.start ?? UNPARSEABLE_DATE_SORT_KEY);
}

/** The local calendar day of a moment, as a memo key. */
export function localDayKey(moment: Date): string {
  return `${moment.getFullYear()}-${moment.getMonth() + 1}-${moment.getDate()}`;
}
