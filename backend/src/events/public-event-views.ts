import { Injectable } from '@nestjs/common';
import {
  byCodeUnits,
  bySpeakerOrder,
  FEATURED_EVENTS_LIMIT,
  UNPARSEABLE_DATE_SORT_KEY,
  eventDateSortKey,
  isPublicEvent,
  localIsoDay,
  readEventDate,
  selectHomeFeaturedEvents,
  DEFAULT_RADIUS_MILES,
  type EventListing,
  type EventSearchAnswer,
  type EventSearchFacets,
  type EventSearchQuery,
  type EventSummary,
  type FeaturedEventsAnswer,
  type SessionFacts,
  type Speaker,
  type SpeakerSummary,
} from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { ReadModelDocument, ReadStore } from '../event-sourcing/read-store/read-store.port';
import { Clock } from '../shared/clock';
import { invalid } from '../shared/domain/domain-errors';
import { TouchedDocuments } from '../event-sourcing/projections/touched-documents';
import { SPEAKERS_COLLECTION } from '../shared/read-model-collections';
import { listSpeakerSummaries, speakerSummary } from '../shared/speaker-summary';
import { readModelTexts, sharedList } from '../shared/string-pool';
import { SeqList } from './seq-list';
import { PUBLIC_VIEWS_COLLECTION } from './projections/public-views.projection';
import {
  agendaPlacesOf,
  derivePublicView,
  isCurrentPublicView,
  type AgendaPlace,
  type PublicView,
  type SpeakerSessions,
} from './public-view';
import { RenewalRuleSets, sessionFactsOf } from './renewal-rule-sets';
import { EventsQueries } from './events.queries';
import { EVENTS_COLLECTION } from './projections/events.projection';
import { Compare, firstIndexWhere, indexOfSorted, insertSorted, lowerBound, removeSorted } from './sorted-array';
import { CityDirectory, distanceMiles, type CityPoint } from './places/city-directory';
import { KeptSearches } from './kept-searches';
import { withSessionKeys } from './public-event';
import { KeptWordIndex } from './word-index';

/**
 * What the lists need to know of one public event. Worked out when that event, its agenda or its
 * speakers change, and kept (the same object) until then; the summary is shared by every view.
 */
export interface PublicEventEntry {
  /**
   * The event without its agenda, as lists answer it. The agenda stays on file (decision 0111): an
   * answer that gives it reads the event whole (publicList, sessionPlaces).
   */
  event: EventSummary;
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
  /** Subject codes of the event and of every session, each once: a list shared by the entries with the same (decision 0134). */
  topics: readonly string[];
  /** Its speaker records that are not trashed, in speaker order, with the places of the agenda sessions naming each (PublicView.speakers). */
  speakers: readonly SpeakerSessions[];
  /** Credits for `minCredits` and `sort=credits`: worked out from the agenda, else the estimate. */
  credits: number | null;
  /** The spec's date sort key (eventDateSortKey of the date text). */
  dateKey: number;
  /** The key the not-past list sorts by: the date text's, or the first day an admin gave when the text cannot be read. */
  listingKey: number;
  /** Breaks ties of the date sort: the order the events were created in (their `createdAt`, then the order they were listed in). */
  seq: number;
  /** The first local day (a day number, see dayNumber) on which the event counts as past; null when its days are unknown. */
  pastFrom: number | null;
  /** Whether the date text itself can be read (the home page's selection reads only the text). */
  datedByText: boolean;
}

/** The public events as of the read models' current position. */
export interface PublicEventsSnapshot {
  /** Every public event (not hidden, not trashed) in GET /api/events order: the spec's date sort. */
  sorted: readonly PublicEventEntry[];
  byId: ReadonlyMap<string, PublicEventEntry>;
  /** How a city is written in the facets, by its cityKey: its first spelling in `sorted`. */
  cityLabels: ReadonlyMap<string, string>;
}

/** The public events split on one local calendar day. */
export interface TimedPublicEvents extends PublicEventsSnapshot {
  /** Not over yet: upcoming and happening now in date order, then those whose date cannot be read. */
  notPast: readonly PublicEventEntry[];
  /** Over: the newest first, by last day, then by first day. */
  past: readonly PublicEventEntry[];
  /** The home page's 'Featured Upcoming Events'. */
  featured: FeaturedEventsAnswer;
  /** Facets of an unfiltered search for a value of `upcoming` ('all' when absent). */
  unfilteredFacets(upcoming: 'true' | 'false' | 'all'): EventSearchFacets;
  /** Where a public event stands in `notPast` followed by `past` (the speaker lists' event order); -1 when it is not public. */
  timingOrder(eventId: string): number;
  /** The public events with this value of a facet (a city by its cityKey): the search's indexes. */
  withFacetValue(facet: FacetName, value: string): FoundEntries;
  /** The unfiltered facet counts behind unfilteredFacets, for one facet. */
  unfilteredCounts(upcoming: 'true' | 'false' | 'all', facet: FacetName): ReadonlyMap<string, number>;
  /** The counts of `counted` among the events with one value of another facet (as a search filtered on that value alone counts it). */
  countsWithValue(
    upcoming: 'true' | 'false' | 'all',
    facet: FacetName,
    value: string,
    counted: FacetName,
  ): ReadonlyMap<string, number>;
  /** Whether an event is over on this day (it is in `past`, not `notPast`). */
  isPast(entry: PublicEventEntry): boolean;
  /**
   * The entries each version after `version` replaced, oldest first (null: added; null: removed),
   * or null when they are not all known: too many, or the day moved past events meanwhile.
   */
  changesSince(version: number): ReadonlyArray<EntryChange> | null;
  /**
   * The public events whose search text contains a word (lower case, no whitespace), from the word
   * index; null when the word is in so much of the text that reading every text costs less.
   */
  containingWord(word: string): ReadonlySet<PublicEventEntry> | null;
  /** The facet counts of some of these events, of every facet or of one (see tally). */
  countFacets(entries: Iterable<PublicEventEntry>, only?: FacetName, skipped?: ReadonlySet<FacetName>): FacetCounts;
  /** Changes with every change of the views (an entry, or the day): what was worked out from them before is stale. */
  readonly version: number;
  /** The local day past is split from not past on (dayNumber). */
  readonly day: number;
}

/** The speaker records without their long texts, as of one refresh (PublicEventViews.speakerSummaries). */
export interface SpeakerSummaries {
  get(id: string): SpeakerSummary | undefined;
  /** Every record, trashed ones too. */
  all(): Iterable<SpeakerSummary>;
  /** An event's records that are not trashed, in speaker order. */
  ofEvent(eventId: string): readonly SpeakerSummary[];
  /** The records in the trash: few, kept apart so that the purge and the trash list need not look at every record. */
  trashed(): Iterable<SpeakerSummary>;
  /** The ids of the events that have records (trashed ones too), and each one's records, trashed ones too. */
  byEvent(): Iterable<[eventId: string, records: readonly SpeakerSummary[]]>;
}

/** What a refresh changed, for views derived from these (the speaker views). */
export interface PublicCatalogueChange {
  /** Everything was derived again (at first, after a rebuild). */
  everything: boolean;
  /** Events whose document, public entry or speaker records changed (also those no longer there). */
  events: ReadonlySet<string>;
  /** Speaker records that changed: as they were and as they are (undefined: not there). */
  speakers: ReadonlyMap<string, { before: SpeakerSummary | undefined; after: SpeakerSummary | undefined }>;
}

/** A search's matches and facets, with the test of its `countsToward` rule set as it was read. */
interface KeptSearch {
  countsToward: ((sessions: readonly SessionFacts[]) => boolean) | null;
  entries: readonly PublicEventEntry[];
  facets: EventSearchFacets;
  /** The counts the facets were made from, which following a change adds to; null: found again at each version. */
  counts: FacetCounts | null;
}

/** One change of the public entries: an event's entry before and after it. */
export interface EntryChange {
  before: PublicEventEntry | null;
  after: PublicEventEntry | null;
}

/** How many of the last changes of the entries are kept for kept searches to follow (decision 0126). */
const FOLLOWED_CHANGES = 64;

/**
 * Past this many touched documents (a catch-up after an import, with a durable read store), one
 * list of each collection costs less than reading the documents one by one.
 */
const REBUILD_ABOVE_TOUCHED = 2000;

const NO_SPEAKERS: readonly SpeakerSummary[] = [];

/**
 * Derived, ordered views of the public events for the paged reads, the speaker views and the
 * sitemap, maintained per change (decision 0048): the projection engine reports which event and
 * speaker documents each domain event touched, and the next read re-derives those events' entries
 * only, then moves them in the ordered indexes (PublicEventIndex). Built once from the read store
 * at the first read (and after a rebuild); with either read store adapter, and in each process.
 *
 * The views are live: a reader awaits snapshot() or timed() and then reads them without awaiting
 * anything else, so what it reads is one consistent state.
 */
@Injectable()
export class PublicEventViews {
  private readonly touched: TouchedDocuments;
  private index: PublicEventIndex | null = null;
  private refreshing: Promise<void> | null = null;
  private readonly listeners: Array<(change: PublicCatalogueChange) => void> = [];
  /**
   * Every speaker record without its long texts, trashed and of hidden events too, by id: read
   * once without the texts, then kept per change. The speaker views share these objects.
   */
  private readonly speakers = new Map<string, SpeakerSummary>();
  /**
   * Each event's speaker records, trashed ones too, in speaker order (bySpeakerOrder): an array
   * replaced, never changed, when one of them changes, so an answer of speakersOf stays as it was
   * given. An array rather than a set of ids saves a set per event (decision 0134).
   */
  private readonly recordsByEvent = new Map<string, readonly SpeakerSummary[]>();
  /**
   * The records in the trash, by id: each purge pass looked at every record for the few trashed
   * ones (the 400,040 of +50,000 catalogue events: 0.4 s of a start's loop in a profile).
   */
  private readonly trashedSpeakers = new Map<string, SpeakerSummary>();
  /** speakersOf's answers for the events that have a trashed record, until a record of the event changes. */
  private readonly untrashedSpeakers = new Map<string, readonly SpeakerSummary[]>();
  /** The date sort's tie-break of every event, public or not (see PublicEventEntry.seq). */
  private readonly seqs = new Map<string, number>();
  private nextSeq = 0;
  /** The `createdAt` of the event numbered last: events are numbered in the order they were created. */
  private newestCreated = '';
  /**
   * Each event's agenda sessions that can name speakers, once a speaker page read them from the
   * agenda (loadSessionPlaces), by its entry's event: kept while that version of the event stands.
   */
  private readonly sessionPlacesOf = new WeakMap<EventSummary, readonly AgendaPlace[]>();
  /** What a rule set reads of each event's sessions, once a search by `countsToward` read them from the agenda. */
  private readonly sessionFactsOf = new WeakMap<EventSummary, readonly SessionFacts[]>();

  /** Where each city lies, by name and region; cities do not move, so this outlives positions. */
  private readonly places = new Map<string, CityPoint | null>();
  /**
   * Whether entries are made from the stored public views (the `public-views` read model) when
   * they are current; off, every entry's view is derived here, as a check of the stored ones does.
   */
  useStoredViews = true;
  /**
   * Whether a filtered search takes its candidates from the facet indexes; off, it reads every
   * entry and tests each filter, as a check of the indexed answers does.
   */
  searchFromIndexes = true;
  /** How many public views this process derived itself because no current one was stored (a bad or missing one). */
  derivedViews = 0;

  constructor(
    projections: ProjectionEngine,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
    private readonly cities: CityDirectory,
    private readonly ruleSets: RenewalRuleSets,
    private readonly events: EventsQueries,
  ) {
    this.touched = new TouchedDocuments(projections, [EVENTS_COLLECTION, SPEAKERS_COLLECTION]);
  }

  /** Called at the end of every refresh with what it changed. */
  onChange(listener: (change: PublicCatalogueChange) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Builds the events' word index between requests once the server listens (decision 0101), so
   * the first search by words after a start does not wait for it.
   */
  async warmWordIndex(): Promise<void> {
    await (await this.current()).warmWordIndex();
  }

  /** The public events as of the read models' current position. */
  async snapshot(): Promise<PublicEventsSnapshot> {
    return (await this.current()).snapshot;
  }

  /** The public events split by where they stand today (the Clock's local calendar day). */
  async timed(today: Date = this.clock.now()): Promise<TimedPublicEvents> {
    const index = await this.current();
    index.moveToDay(today);
    return index.timed;
  }

  /**
   * Every public event in the spec's date order, whole, its sessions carrying their keys
   * (withSessionKeys): the public GET /api/events. The events are read from the file with their
   * agendas (decision 0111); one that is no longer public by then is left out.
   */
  async publicList(): Promise<EventListing[]> {
    const { sorted } = await this.snapshot();
    const whole = new Map<string, EventListing>();
    for (const { id, value } of await this.readStore.list<EventListing>(EVENTS_COLLECTION)) whole.set(id, value);
    const listed: EventListing[] = [];
    for (const entry of sorted) {
      const event = whole.get(entry.event.id);
      if (event && isPublicEvent(event)) listed.push(withSessionKeys(event));
    }
    return listed;
  }

  /**
   * The agenda sessions of a public event's entry that can name speakers, in agenda order (a
   * speaker's places index them), once loadSessionPlaces read them; undefined until then.
   */
  sessionPlaces(entry: PublicEventEntry): readonly AgendaPlace[] | undefined {
    return this.sessionPlacesOf.get(entry.event);
  }

  /**
   * Reads the agenda sessions that can name speakers of these entries' events from their agendas,
   * for sessionPlaces: kept while each entry's event stands (decision 0087), since a speaker page
   * asks again for the same few events.
   */
  async loadSessionPlaces(entries: Iterable<PublicEventEntry>): Promise<void> {
    await this.loadPerEvent(entries, this.sessionPlacesOf, agendaPlacesOf);
  }

  /**
   * These events whole, agendas included, read from the file (decision 0111), in the order given;
   * one no longer public is left out. For answers that give what the agenda says (the feeds).
   */
  async wholeEvents(events: readonly Pick<EventSummary, 'id'>[]): Promise<EventListing[]> {
    const whole = await this.readWhole(events.map((event) => event.id));
    return events.flatMap((event) => {
      const found = whole.get(event.id);
      return found && isPublicEvent(found) ? [found] : [];
    });
  }

  /** Events whole by id, those still in the read model (ReadStore.getEach). */
  private async readWhole(ids: readonly string[]): Promise<Map<string, EventListing>> {
    const whole = new Map<string, EventListing>();
    for (const [id, { value }] of await this.readStore.getEach<EventListing>(EVENTS_COLLECTION, ids))
      whole.set(id, value);
    return whole;
  }

  /** Reads `derive(event)` of every entry's event that has none in `kept`, from the events whole. */
  private async loadPerEvent<T>(
    entries: Iterable<PublicEventEntry>,
    kept: WeakMap<EventSummary, T>,
    derive: (event: EventListing) => T,
  ): Promise<void> {
    const missing = [...entries].filter((entry) => !kept.has(entry.event));
    if (missing.length === 0) return;
    const whole = await this.readWhole(missing.map((entry) => entry.event.id));
    for (const entry of missing) {
      const event = whole.get(entry.event.id);
      // Only the version the entry was made from: a newer one waits for its own entry.
      if (event && event.updatedAt === entry.event.updatedAt) kept.set(entry.event, derive(event));
    }
  }

  /** An event's speaker records that are not trashed, in speaker order (from the last refresh). */
  speakersOf(eventId: string): readonly SpeakerSummary[] {
    const records = this.recordsByEvent.get(eventId) ?? NO_SPEAKERS;
    if (records.every((record) => record.trashedAt === null)) return records;
    let untrashed = this.untrashedSpeakers.get(eventId);
    if (!untrashed) {
      untrashed = records.filter((record) => record.trashedAt === null);
      this.untrashedSpeakers.set(eventId, untrashed);
    }
    return untrashed;
  }

  /** Puts a speaker record's new state (undefined: none) in its event's records, by a new array. */
  private replaceRecordOfEvent(eventId: string, id: string, record: SpeakerSummary | undefined): void {
    const records = (this.recordsByEvent.get(eventId) ?? NO_SPEAKERS).filter((other) => other.id !== id);
    if (record) records.splice(lowerBound(records, record, bySpeakerOrder), 0, record);
    if (records.length > 0) this.recordsByEvent.set(eventId, records);
    else this.recordsByEvent.delete(eventId);
    this.untrashedSpeakers.delete(eventId);
  }

  /** A speaker record as of the last refresh, trashed or not, without its long texts. */
  speaker(id: string): SpeakerSummary | undefined {
    return this.speakers.get(id);
  }

  /** Every speaker record as of the last refresh, trashed ones too, without their long texts. */
  allSpeakers(): Iterable<SpeakerSummary> {
    return this.speakers.values();
  }

  /**
   * The speaker records, trashed or not, as of the read models' current position, without their
   * long texts: for a reader of every record that keeps no views of its own (the admin speakers screen).
   */
  async speakerSummaries(): Promise<SpeakerSummaries> {
    await this.current();
    return {
      get: (id) => this.speakers.get(id),
      all: () => this.speakers.values(),
      ofEvent: (id) => this.speakersOf(id),
      trashed: () => this.trashedSpeakers.values(),
      byEvent: () => this.recordsByEvent.entries(),
    };
  }

  /** The index, once everything domain events touched until now is derived into it. */
  private async current(): Promise<PublicEventIndex> {
    // A refresh under way has already taken what was touched: a reader arriving meanwhile waits for
    // it too, or it would read the index as it was before the write it was sent after.
    if (this.refreshing) await this.refreshing;
    if (this.touched.pending || !this.index) await (this.refreshing ??= this.refreshOnce());
    // A refresh already under way took what was touched before the newest domain events.
    if (this.touched.pending) await (this.refreshing ??= this.refreshOnce());
    return this.index!;
  }

  private refreshOnce(): Promise<void> {
    return this.refresh().finally(() => (this.refreshing = null));
  }

  private async refresh(): Promise<void> {
    const touched = this.touched.take();
    const many = [...touched.ids.values()].reduce((sum, ids) => sum + ids.size, 0) > REBUILD_ABOVE_TOUCHED;
    if (touched.everything || !this.index || many) return this.rebuild();
    const speakerIds = [...(touched.ids.get(SPEAKERS_COLLECTION) ?? [])];
    const speakerDocuments = await Promise.all(
      speakerIds.map((id) => this.readStore.get<Speaker>(SPEAKERS_COLLECTION, id)),
    );
    const eventIds = new Set(touched.ids.get(EVENTS_COLLECTION) ?? []);
    const speakerChanges = new Map<string, { before: SpeakerSummary | undefined; after: SpeakerSummary | undefined }>();
    speakerIds.forEach((id, at) => {
      const before = this.speakers.get(id);
      const record = speakerDocuments[at]?.value;
      const after = record && speakerSummary(record);
      speakerChanges.set(id, { before, after });
      if (before) eventIds.add(before.eventId);
      if (after) eventIds.add(after.eventId);
    });
    // The events as EventsQueries keeps them (read once, without their agendas, and shared), and their stored views.
    const [summaries, viewDocuments] = await Promise.all([
      this.events.summaries(),
      Promise.all([...eventIds].map((id) => this.readStore.get<PublicView>(PUBLIC_VIEWS_COLLECTION, id))),
    ]);

    // New events are numbered in the order they were created. One created at an earlier moment than
    // one already numbered (a clock set back) takes its place only when every event is numbered again.
    const created = [...eventIds]
      .flatMap((id) => {
        const summary = this.seqs.has(id) ? undefined : summaries.get(id);
        return summary ? [summary.value] : [];
      })
      .sort((a, b) => byCodeUnits(a.createdAt, b.createdAt));
    if (created.length > 0 && byCodeUnits(created[0].createdAt, this.newestCreated) < 0) return this.rebuild();
    // Everything is read: readers wait for this refresh (current()), and see the views once it ends.
    for (const [id, { before, after }] of speakerChanges) {
      if (before && before.eventId !== after?.eventId) this.replaceRecordOfEvent(before.eventId, id, undefined);
      if (after) {
        this.speakers.set(id, after);
        this.replaceRecordOfEvent(after.eventId, id, after);
      } else this.speakers.delete(id);
      if (typeof after?.trashedAt === 'string') this.trashedSpeakers.set(id, after);
      else this.trashedSpeakers.delete(id);
    }
    const changed = [...eventIds].map((id, at) => {
      const summary = summaries.get(id);
      const listed = summary && isPublicEvent(summary.value) ? summary : null;
      return { id, listed, view: listed && this.storedViewOf(listed, viewDocuments[at]?.value) };
    });
    // A stored view that is not current (none is, after a write the projection derived it for) is
    // derived here from the event whole: read first, while readers still wait for this refresh.
    const uncurrent = changed.filter(({ listed, view }) => listed && !view).map(({ id }) => id);
    const whole = uncurrent.length > 0 ? await this.readWhole(uncurrent) : new Map<string, EventListing>();
    for (const event of created) {
      this.seqs.set(event.id, this.nextSeq++);
      this.newestCreated = event.createdAt;
    }
    for (const { id, listed, view } of changed) {
      if (!summaries.has(id)) this.seqs.delete(id);
      const event = whole.get(id);
      const entryView = view ?? (listed && event ? this.derivedView(event, listed.position) : null);
      this.index.put(id, listed && entryView ? this.entryOf(listed.value, entryView, this.seqs.get(id)!) : null);
    }
    this.notify({ everything: false, events: eventIds, speakers: speakerChanges });
  }

  /** Builds every view again from the read store; what was touched meanwhile is taken again when it fails. */
  private async rebuild(): Promise<void> {
    try {
      await this.buildFromReadStore();
    } catch (error) {
      this.touched.forgetEverything();
      throw error;
    }
  }

  private async buildFromReadStore(): Promise<void> {
    const [summaries, speakers] = await Promise.all([this.events.summaries(), listSpeakerSummaries(this.readStore)]);
    this.speakers.clear();
    this.recordsByEvent.clear();
    this.untrashedSpeakers.clear();
    this.trashedSpeakers.clear();
    this.seqs.clear();
    this.nextSeq = 0;
    const recordsByEvent = new Map<string, SpeakerSummary[]>();
    for (const { value: speaker } of speakers) {
      this.speakers.set(speaker.id, speaker);
      if (typeof speaker.trashedAt === 'string') this.trashedSpeakers.set(speaker.id, speaker);
      let records = recordsByEvent.get(speaker.eventId);
      if (!records) recordsByEvent.set(speaker.eventId, (records = []));
      records.push(speaker);
    }
    for (const [eventId, records] of recordsByEvent) this.recordsByEvent.set(eventId, records.sort(bySpeakerOrder));
    // The stored views are read after the records, and each is checked and its texts shared with
    // them as it is read (decision 0136). Each is checked once: checking compares its speakers
    // with the event's records. The events whose stored view is not current are read whole, their
    // view derived here.
    const current = new Map<string, PublicView>();
    if (this.useStoredViews)
      await this.readStore.list<PublicView>(PUBLIC_VIEWS_COLLECTION, ({ id, value }) => {
        const listed = summaries.get(id);
        const view = listed && isPublicEvent(listed.value) ? this.storedViewOf(listed, value) : null;
        if (view) current.set(id, this.withSharedTexts(id, view));
      });
    // Numbered in the order the events were created (PublicEventEntry.seq), as an event created
    // later is numbered after them: the file lists them by id, and events on the same dates came
    // back in another order after a restart. Equal moments keep the order they are listed in.
    const documents = [...summaries.values()].sort((a, b) => byCodeUnits(a.value.createdAt, b.value.createdAt));
    this.newestCreated = documents.at(-1)?.value.createdAt ?? '';
    const uncurrent = documents
      .filter((document) => isPublicEvent(document.value) && !current.has(document.id))
      .map((document) => document.id);
    const whole = await this.readWhole(uncurrent);
    const entries: PublicEventEntry[] = [];
    for (const document of documents) {
      const seq = this.nextSeq++;
      this.seqs.set(document.id, seq);
      if (!isPublicEvent(document.value)) continue;
      const stored = current.get(document.id);
      // An event read whole for its view is left out when it was purged meanwhile.
      const event = whole.get(document.id);
      if (stored) entries.push(toEntry(document.value, stored, seq));
      else if (event) entries.push(this.entryOf(document.value, this.derivedView(event, document.position), seq));
    }
    // A word index still being built for the index replaced would be built for nobody.
    this.index?.stopBuildingWordIndex();
    this.index = new PublicEventIndex(entries, this.clock.now());
    this.notify({ everything: true, events: new Set(), speakers: new Map() });
  }

  /** The entry of a public event, from a view whose texts are not shared yet (withSharedTexts). */
  private entryOf(event: EventSummary, view: PublicView, seq: number): PublicEventEntry {
    return toEntry(event, this.withSharedTexts(event.id, view), seq);
  }

  /**
   * The view with its speaker ids and search texts shared with the speaker summaries and the other
   * views (decision 0113): each view parsed from the file has its own copies. A view lists the
   * event's untrashed records in their order (isCurrentPublicView), so each id is taken from the
   * record at its place: looking 400,000 ids up in the map of every record took 0.9 s of a start
   * at +50,000 (decision 0134). Changes the view it is given, which is this process's own.
   */
  private withSharedTexts(eventId: string, view: PublicView): PublicView {
    const records = this.speakersOf(eventId);
    view.speakers.forEach((sessions, at) => {
      if (records[at]?.id === sessions.id) sessions.id = records[at].id;
      sessions.searchText = readModelTexts.shared(sessions.searchText);
      // A lecturer's subjects, and the places of an agenda's sessions, repeat across events (decision 0120).
      sessions.topics = sharedList(sessions.topics);
      sessions.places = sharedList(sessions.places);
    });
    view.topics = sharedList(view.topics);
    return view;
  }

  /** The stored public view of an event (decision 0075) when it stands for the event as it is; null otherwise. */
  private storedViewOf(document: ReadModelDocument<Pick<EventListing, 'id'>>, stored: unknown): PublicView | null {
    if (!this.useStoredViews) return null;
    return isCurrentPublicView(stored, document.position, this.speakersOf(document.value.id)) ? stored : null;
  }

  /** A public view derived here from the event whole, for want of a current stored one. */
  private derivedView(event: EventListing, position: number): PublicView {
    this.derivedViews += 1;
    return derivePublicView(event, position, this.speakersOf(event.id));
  }

  private notify(change: PublicCatalogueChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /** GET /api/events/search. */
  async search(query: EventSearchQuery): Promise<EventSearchAnswer> {
    const countsToward = query.countsToward === undefined ? null : await this.ruleSets.eventTest(query.countsToward);
    const baseOf = (views: TimedPublicEvents) =>
      query.upcoming === undefined ? views.sorted : query.upcoming === 'true' ? views.notPast : views.past;
    let views = await this.timed();
    // A rule set reads the sessions, so their facts are read from the agendas first (kept per
    // version of each event); the views are then read again, to be read with nothing awaited.
    for (let round = 0; countsToward && round < 3; round += 1) {
      if (baseOf(views).every((entry) => this.sessionFactsOf.has(entry.event))) break;
      await this.loadPerEvent(baseOf(views), this.sessionFactsOf, sessionFactsOf);
      views = await this.timed();
    }
    const base = baseOf(views);
    const start = (query.page - 1) * query.pageSize;
    const answerOf = (found: KeptSearch) => ({
      items: found.entries.slice(start, start + query.pageSize).map((entry) => entry.event),
      total: found.entries.length,
      page: query.page,
      pageSize: query.pageSize,
      facets: found.facets,
    });

    // Paging through a search asks the same matches again: they are kept, with the rule set it counts
    // toward, and brought up to date with each change of the entries (decision 0126).
    const filtersOf = (indexes: TimedPublicEvents | null) => {
      const filters = this.filtersOf(query, indexes);
      if (countsToward) filters.push({ test: (entry) => countsToward(this.sessionFactsOf.get(entry.event) ?? []) });
      return filters;
    };
    const find = (): KeptSearch => {
      const indexes = this.searchFromIndexes ? views : null;
      const filters = filtersOf(indexes);
      // Unfiltered, in date order: the list itself, which changes only with a new version of the views.
      if (filters.length === 0 && query.sort === 'date')
        return { countsToward, entries: base, facets: views.unfilteredFacets(query.upcoming ?? 'all'), counts: null };
      return { countsToward, ...this.matching(query, views, base, filters, indexes) };
    };
    if (!this.keepSearches) return answerOf(find());
    const found = this.searches.answer(query, [views], find, {
      isCurrent: (kept) => kept.countsToward === countsToward,
      changes: {
        version: views.version,
        // Each test reads the entry itself (no index): an index holds the entries as they are now.
        follow: (kept, since) => {
          if (!this.searchFromIndexes) return null;
          const followed = followChanges(kept, views.changesSince(since), query, views, filtersOf(null));
          if (followed) this.followedSearches += 1;
          return followed;
        },
      },
    });
    return answerOf(found);
  }

  private readonly searches = new KeptSearches<KeptSearch>();
  /**
   * Whether a search is kept for its next pages and follows the changes after it (decision 0126);
   * off, each is found afresh, as a check of the indexes after changes does.
   */
  keepSearches = true;
  /** How many kept searches were brought up to date instead of found again (decision 0126). */
  followedSearches = 0;

  /** A search's matches in the order asked for, and its facets. */
  private matching(
    query: EventSearchQuery,
    views: TimedPublicEvents,
    base: readonly PublicEventEntry[],
    filters: Filter[],
    indexes: TimedPublicEvents | null,
  ): { entries: PublicEventEntry[]; facets: EventSearchFacets; counts: FacetCounts } {
    // The matches, and each filtered facet counted with every filter but its own. Facet filters are
    // answered from the index of their values; the smallest index among the filters is where the
    // candidates come from, so the work grows with what matches, not with the catalogue. So are
    // query words, from the word index. Only a search whose filters have no index (a word in most
    // texts, a place, a date span alone) reads every entry.
    const upcoming = query.upcoming ?? 'all';
    const inBase = inBaseOf(upcoming, views);
    const baseOrder = baseOrderOf(upcoming);
    // Without indexes (a check of the indexed answers), counted entry by entry in maps.
    const count = (entries: readonly PublicEventEntry[], only?: FacetName, skipped?: ReadonlySet<FacetName>) => {
      if (indexes) return indexes.countFacets(entries, only, skipped);
      const counts = perFacet<number>();
      for (const entry of entries) countEntry(counts, entry, 1, only, skipped);
      return counts;
    };
    const matches = passing(base, filters, inBase, indexes);
    if (matches.fromIndex) matches.entries.sort(baseOrder);
    // A filtered facet is counted below, without its own filter: the matches count the others only.
    const filtered = new Set(filters.flatMap((filter) => (filter.facet ? [filter.facet] : [])));
    const counts = count(matches.entries, undefined, filtered);
    for (const filter of filters) {
      if (!filter.facet) continue;
      const others = filters.filter((other) => other !== filter);
      if (others.length === 0 && indexes) {
        counts[filter.facet] = new Map(views.unfilteredCounts(upcoming, filter.facet));
        continue;
      }
      const kept = indexes && others.length === 1 ? keptCountsUnder(indexes, upcoming, others[0], filter.facet) : null;
      if (kept) {
        counts[filter.facet] = kept;
        continue;
      }
      counts[filter.facet] = count(passing(base, others, inBase, indexes).entries, filter.facet)[filter.facet];
    }
    const entries = matches.entries;
    if (query.sort === 'credits') entries.sort((a, b) => (b.credits ?? -1) - (a.credits ?? -1));
    return { entries, facets: facetRecords(counts, views.cityLabels), counts };
  }

  /**
   * The query's filters; those with a facet are left out when that facet is counted. With indexes,
   * a query word's filter holds the events the word index finds.
   */
  private filtersOf(query: EventSearchQuery, indexes: TimedPublicEvents | null): Filter[] {
    const filters: Filter[] = [];
    const words = query.q
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word !== '');
    for (const word of new Set(words)) {
      const candidates = indexes?.containingWord(word) ?? null;
      filters.push(
        candidates
          ? { candidates, test: (entry) => candidates.has(entry) }
          : { test: (entry) => entry.text.includes(word) },
      );
    }
    const city = query.city.toLowerCase();
    if (city !== '') filters.push(facetFilter('city', [city]));
    if (query.month !== undefined) filters.push(facetFilter('month', [query.month]));
    if (query.region !== undefined) filters.push(facetFilter('region', [query.region]));
    const country = query.country;
    if (country !== undefined) filters.push({ test: (entry) => entry.event.country === country });
    if (query.topic.length > 0) filters.push(facetFilter('topic', query.topic));
    if (query.audience.length > 0) filters.push(facetFilter('audience', query.audience));
    if (query.status.length > 0) filters.push({ test: (entry) => query.status.includes(entry.event.status) });
    if (query.format.length > 0) filters.push(facetFilter('format', query.format));
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
  private placeOf(event: EventSummary): CityPoint | null {
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
}

/**
 * An event's entry: what its agenda and speakers decide from its public view, the rest (its days,
 * which depend on the server's time zone, its city, credits and sort keys) worked out here.
 */
function toEntry(event: EventSummary, view: PublicView, seq: number): PublicEventEntry {
  // The date text as the spec reads it; when it cannot be read, the days an admin gave.
  const byText = readEventDate(event.date);
  const read = byText ?? readGivenDays(event);
  const dateKey = eventDateSortKey(event.date);
  const start = read ? read.date.getTime() : null;
  return {
    event,
    text: view.text,
    firstDay: event.startDate ?? null,
    lastDay: event.endDate ?? event.startDate ?? null,
    topics: view.topics,
    speakers: view.speakers,
    credits: event.ceCredits?.max ?? event.estimatedCeCredits ?? null,
    cityKey: (event.city ?? '').trim().toLowerCase(),
    month: read ? localIsoDay(read.date).slice(0, 7) : null,
    start,
    end: read ? read.end.getTime() : null,
    dateKey,
    listingKey: byText ? dateKey : (start ?? UNPARSEABLE_DATE_SORT_KEY),
    seq,
    pastFrom: pastFromDay(event),
    datedByText: byText !== null,
  };
}

/**
 * The first day on which listingTiming calls the event past: its last day gone by, and its first
 * day not ahead (the days as listingTiming reads them); null when it says 'unknown'.
 */
function pastFromDay(event: EventSummary): number | null {
  const byText = readEventDate(event.date);
  let first: Date;
  let last: Date;
  if (byText) [first, last] = [byText.date, byText.end];
  else {
    const given = event.startDate ? readEventDate(event.startDate) : null;
    if (!given) return null;
    first = given.date;
    last = (readEventDate(event.endDate ?? event.startDate!) ?? given).date;
  }
  return Math.max(dayNumber(first), dayNumber(last) + 1);
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** A local calendar day as a whole number: consecutive days differ by one whatever the clock changes. */
export function dayNumber(moment: Date): number {
  return Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()) / MS_PER_DAY;
}

/** The spec's date sort; events with the same key in the order the read store lists them. */
const byDateOrder: Compare<PublicEventEntry> = (a, b) => a.dateKey - b.dateKey || a.seq - b.seq;

/** Not over yet: dated ones by their listing key (the date sort's order on ties), then the undated in date-sort order. */
const notPastOrder: Compare<PublicEventEntry> = (a, b) =>
  Number(a.pastFrom === null) - Number(b.pastFrom === null) ||
  (a.pastFrom !== null ? a.listingKey - b.listingKey : 0) ||
  byDateOrder(a, b);

/** Over: by last day, then first day, the newest first; the date sort's order on ties. */
const pastOrder: Compare<PublicEventEntry> = (a, b) =>
  (b.end ?? 0) - (a.end ?? 0) || (b.start ?? 0) - (a.start ?? 0) || byDateOrder(a, b);

/** Dated events by the day they become past: a new day moves those between the old and the new day. */
const byPastFromOrder: Compare<PublicEventEntry> = (a, b) => a.pastFrom! - b.pastFrom! || a.seq - b.seq;

/**
 * The ordered views of the public events, changed one entry at a time (put) and one day at a time
 * (moveToDay, which moves only the events whose last day lies between the two days). What a
 * change touches: a binary search and a splice per index, the facet counts of that entry, and the
 * answers worked out from them (featured events, facet records), made again when next asked for.
 */
export class PublicEventIndex {
  private readonly sorted: PublicEventEntry[];
  private readonly byId = new Map<string, PublicEventEntry>();
  private readonly notPast: PublicEventEntry[] = [];
  private readonly past: PublicEventEntry[] = [];
  private readonly byPastFrom: PublicEventEntry[] = [];
  /** Each city's entries in date-sort order: the first one's spelling is the city's label. */
  private readonly cityEntries = new Map<string, PublicEventEntry[]>();
  private readonly cityLabels = new Map<string, string>();
  /** The public events by facet and value (as countEntry counts them): the search's indexes. */
  private readonly members: FacetMembers = perFacet<EntriesWithValue>();
  /** Each public entry by its number (`seq`): what the facet lists name. */
  private readonly entryBySeq: Array<PublicEventEntry | undefined> = [];
  /** Facet counts of an unfiltered search: every event, not past ('true'), past ('false'). */
  private readonly counts: Record<'all' | 'true' | 'false', FacetCounts> = {
    all: perFacet<number>(),
    true: perFacet<number>(),
    false: perFacet<number>(),
  };
  /**
   * Facet counts among the events with one facet value (key: facetValueKey), as `counts` holds them
   * for all events: made when a search filtered on that value first asks, then kept by every add,
   * remove and change of day like `counts`. A search on a value most events have (a common subject)
   * then counts the other facets without reading those events again after each edit.
   */
  private readonly countsByValue: Record<'all' | 'true' | 'false', Map<string, FacetCounts>> = {
    all: new Map(),
    true: new Map(),
    false: new Map(),
  };
  /** Public events with the featured flag: few (the roster holds at most six, plus stale ones). */
  private readonly flagged = new Set<PublicEventEntry>();
  /** Public events whose date text cannot be read: the home page's selection puts them after the dated ones. */
  private readonly undatedByText = new Set<PublicEventEntry>();
  /**
   * Which events' search text holds which words (decision 0082): built between requests once the
   * server listens, or once a search first has a word, then kept by every change (decision 0135).
   */
  private readonly words = new KeptWordIndex<PublicEventEntry>();
  /** A number for every facet value an entry has had, and each entry's numbers: counting adds to an array. */
  private readonly slots = new FacetSlots();
  private readonly slotsOf = new Map<PublicEventEntry, number[]>();
  private changes = 0;
  /** The last changes of the entries, each with the version it made (changesSince). */
  private readonly journal: Array<EntryChange & { version: number }> = [];
  private day: number;
  private today: Date;
  private readonly facetRecordsMemo = new Map<string, EventSearchFacets>();
  private featuredMemo: FeaturedEventsAnswer | null = null;
  readonly snapshot: PublicEventsSnapshot;
  readonly timed: TimedPublicEvents;

  constructor(entries: readonly PublicEventEntry[], today: Date) {
    this.today = today;
    this.day = dayNumber(today);
    this.sorted = [...entries].sort(byDateOrder);
    for (const entry of this.sorted) {
      this.byId.set(entry.event.id, entry);
      (this.isPast(entry) ? this.past : this.notPast).push(entry);
      if (entry.pastFrom !== null) this.byPastFrom.push(entry);
      this.slotsOf.set(entry, this.slots.of(entry));
      if (entry.cityKey !== '') pushTo(this.cityEntries, entry.cityKey, entry);
      this.count(entry, 1);
      if (entry.event.isFeatured) this.flagged.add(entry);
      if (!entry.datedByText) this.undatedByText.add(entry);
    }
    this.notPast.sort(notPastOrder);
    this.past.sort(pastOrder);
    this.byPastFrom.sort(byPastFromOrder);
    // The facet lists are built in number order, each packed once at its length (SeqList.push).
    for (const entry of [...this.sorted].sort((a, b) => a.seq - b.seq)) {
      this.entryBySeq[entry.seq] = entry;
      forEachFacetValue(entry, undefined, (facet, value) => this.entriesWith(facet, value).seqs.push(entry.seq));
    }
    for (const facet of Object.values(this.members)) for (const entries of facet.values()) entries.seqs.trim();
    for (const [key, [first]] of this.cityEntries) this.cityLabels.set(key, first.event.city.trim());

    this.snapshot = { sorted: this.sorted, byId: this.byId, cityLabels: this.cityLabels };
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getter below is the view's, not the index's
    const index = this;
    this.timed = {
      ...this.snapshot,
      notPast: this.notPast,
      past: this.past,
      get featured() {
        return (index.featuredMemo ??= index.selectFeatured());
      },
      get version() {
        return index.changes;
      },
      get day() {
        return index.day;
      },
      unfilteredFacets: (upcoming) => {
        let records = this.facetRecordsMemo.get(upcoming);
        if (!records)
          this.facetRecordsMemo.set(upcoming, (records = facetRecords(this.counts[upcoming], this.cityLabels)));
        return records;
      },
      timingOrder: (eventId) => {
        const entry = this.byId.get(eventId);
        if (!entry) return -1;
        return this.isPast(entry)
          ? this.notPast.length + indexOfSorted(this.past, entry, pastOrder)
          : indexOfSorted(this.notPast, entry, notPastOrder);
      },
      withFacetValue: (facet, value) => this.members[facet].get(value) ?? NO_ENTRIES,
      unfilteredCounts: (upcoming, facet) => this.counts[upcoming][facet],
      countsWithValue: (upcoming, facet, value, counted) => this.countsWithValue(upcoming, facet, value)[counted],
      isPast: (entry) => this.isPast(entry),
      changesSince: (version) => this.changesSince(version),
      // While the index is built the search reads every text, a few milliseconds at +50,000
      // catalogue events, where building it at once held every request for a second (decision 0135).
      containingWord: (word) => this.words.indexOrStartBuild(this.inSeqOrder)?.containing(word) ?? null,
      countFacets: (entries, only, skipped) => this.tally(entries, only, skipped),
    };
  }

  /** Replaces the entry of an event (null: it is not public, or not there). */
  put(eventId: string, entry: PublicEventEntry | null): void {
    const old = this.byId.get(eventId);
    // One event keeps its seq from one entry to the next: the words it kept stay where they are.
    this.words.replace(old ?? null, entry);
    // Likewise its number stays in the facet lists of the values both entries have: taking it out
    // of a list of 50,000 and putting it back moved every number after it twice (decision 0134).
    if (old) this.remove(old, entry?.seq === old.seq ? facetValueKeysOf(entry) : NO_KEYS);
    if (entry) this.add(entry);
    this.changed();
    this.journal.push({ version: this.changes, before: old ?? null, after: entry });
    if (this.journal.length > FOLLOWED_CHANGES) this.journal.shift();
  }

  private changesSince(version: number): ReadonlyArray<EntryChange> | null {
    const wanted = this.changes - version;
    if (wanted < 0 || wanted > this.journal.length) return null;
    const changes = this.journal.slice(this.journal.length - wanted);
    // A version the journal has not (the day moved) breaks the run.
    return changes.length === 0 || changes[0].version === version + 1 ? changes : null;
  }

  /** Splits past from not past on the local day of `today`. */
  moveToDay(today: Date): void {
    const day = dayNumber(today);
    this.today = today;
    if (day === this.day) return;
    const [from, to] = day > this.day ? [this.day, day] : [day, this.day];
    const begin = firstIndexWhere(this.byPastFrom, (entry) => entry.pastFrom! > from);
    const end = firstIndexWhere(this.byPastFrom, (entry) => entry.pastFrom! > to);
    const moving = this.byPastFrom.slice(begin, end);
    for (const entry of moving) {
      this.count(entry, -1);
      if (this.isPast(entry)) removeSorted(this.past, entry, pastOrder);
      else removeSorted(this.notPast, entry, notPastOrder);
    }
    this.day = day;
    for (const entry of moving) {
      this.count(entry, 1);
      if (this.isPast(entry)) insertSorted(this.past, entry, pastOrder);
      else insertSorted(this.notPast, entry, notPastOrder);
    }
    this.changed();
  }

  private isPast(entry: PublicEventEntry): boolean {
    return entry.pastFrom !== null && this.day >= entry.pastFrom;
  }

  private add(entry: PublicEventEntry): void {
    this.byId.set(entry.event.id, entry);
    insertSorted(this.sorted, entry, byDateOrder);
    if (this.isPast(entry)) insertSorted(this.past, entry, pastOrder);
    else insertSorted(this.notPast, entry, notPastOrder);
    if (entry.pastFrom !== null) insertSorted(this.byPastFrom, entry, byPastFromOrder);
    this.entryBySeq[entry.seq] = entry;
    forEachFacetValue(entry, undefined, (facet, value) => this.entriesWith(facet, value).seqs.insert(entry.seq));
    this.slotsOf.set(entry, this.slots.of(entry));
    if (entry.cityKey !== '') {
      let city = this.cityEntries.get(entry.cityKey);
      if (!city) this.cityEntries.set(entry.cityKey, (city = []));
      insertSorted(city, entry, byDateOrder);
      this.cityLabels.set(entry.cityKey, city[0].event.city.trim());
    }
    this.count(entry, 1);
    if (entry.event.isFeatured) this.flagged.add(entry);
    if (!entry.datedByText) this.undatedByText.add(entry);
  }

  /** Takes an entry out; its number stays in the facet lists of the `kept` values (facetValueKey). */
  private remove(entry: PublicEventEntry, kept: ReadonlySet<string>): void {
    this.byId.delete(entry.event.id);
    removeSorted(this.sorted, entry, byDateOrder);
    if (this.isPast(entry)) removeSorted(this.past, entry, pastOrder);
    else removeSorted(this.notPast, entry, notPastOrder);
    if (entry.pastFrom !== null) removeSorted(this.byPastFrom, entry, byPastFromOrder);
    if (this.entryBySeq[entry.seq] === entry) this.entryBySeq[entry.seq] = undefined;
    forEachFacetValue(entry, undefined, (facet, value) => {
      if (kept.has(facetValueKey(facet, value))) return;
      const entries = this.members[facet].get(value);
      if (entries?.seqs.remove(entry.seq) && entries.size === 0) this.members[facet].delete(value);
    });
    this.slotsOf.delete(entry);
    const city = this.cityEntries.get(entry.cityKey);
    if (city) {
      removeSorted(city, entry, byDateOrder);
      if (city.length > 0) this.cityLabels.set(entry.cityKey, city[0].event.city.trim());
      else {
        this.cityEntries.delete(entry.cityKey);
        this.cityLabels.delete(entry.cityKey);
      }
    }
    this.count(entry, -1);
    this.flagged.delete(entry);
    this.undatedByText.delete(entry);
  }

  private count(entry: PublicEventEntry, delta: 1 | -1): void {
    const timing = this.isPast(entry) ? 'false' : 'true';
    countEntry(this.counts.all, entry, delta);
    countEntry(this.counts[timing], entry, delta);
    if (this.countsByValue.all.size === 0 && this.countsByValue[timing].size === 0) return;
    forEachFacetValue(entry, undefined, (facet, value) => {
      const key = facetValueKey(facet, value);
      const all = this.countsByValue.all.get(key);
      if (all) countEntry(all, entry, delta);
      const timed = this.countsByValue[timing].get(key);
      if (timed) countEntry(timed, entry, delta);
    });
  }

  /** The entries with a facet value, the value added to the facet's index when new. */
  private entriesWith(facet: FacetName, value: string): EntriesWithValue {
    let entries = this.members[facet].get(value);
    if (!entries) this.members[facet].set(value, (entries = new EntriesWithValue(this.entryBySeq)));
    return entries;
  }

  private countsWithValue(upcoming: 'true' | 'false' | 'all', facet: FacetName, value: string): FacetCounts {
    const key = facetValueKey(facet, value);
    let counts = this.countsByValue[upcoming].get(key);
    if (!counts) {
      const members = this.members[facet].get(value);
      // A value no event has (a city a visitor typed) counts nothing, and is not kept: what is kept
      // is bounded by the values the catalogue has, not by what visitors ask.
      if (!members) return NO_COUNTS;
      counts = perFacet<number>();
      for (const entry of members)
        if (upcoming === 'all' || this.isPast(entry) === (upcoming === 'false')) countEntry(counts, entry);
      this.countsByValue[upcoming].set(key, counts);
    }
    return counts;
  }

  /** Forgets the word index and gives its build under way up: this index is no longer read. */
  stopBuildingWordIndex(): void {
    this.words.drop();
  }

  /**
   * Builds the word index between requests (WordIndex.inSlices, decision 0101), the entries that
   * change meanwhile brought up to date once it is built (KeptWordIndex, decision 0135).
   */
  async warmWordIndex(): Promise<void> {
    await this.words.build(this.inSeqOrder);
  }

  /** The entries in the order they were first numbered, as the word index is built from them. */
  private readonly inSeqOrder = () => [...this.sorted].sort((a, b) => a.seq - b.seq);

  /**
   * The facet counts of some of the indexed entries, of every facet, of one (`only`) or of all but
   * `skipped`: as countEntry counts them, adding to an array by the entries' slots instead of
   * looking each value up in a map.
   */
  private tally(entries: Iterable<PublicEventEntry>, only?: FacetName, skipped?: ReadonlySet<FacetName>): FacetCounts {
    const tallies = new Uint32Array(this.slots.size);
    for (const entry of entries) for (const slot of this.slotsOf.get(entry)!) tallies[slot] += 1;
    const counts = perFacet<number>();
    for (let slot = 0; slot < tallies.length; slot += 1) {
      if (tallies[slot] === 0) continue;
      const facet = this.slots.facetOf(slot);
      if (only ? facet !== only : skipped?.has(facet)) continue;
      counts[facet].set(this.slots.valueOf(slot), tallies[slot]);
    }
    return counts;
  }

  private changed(): void {
    this.changes += 1;
    this.facetRecordsMemo.clear();
    this.featuredMemo = null;
  }

  /**
   * The home page's selection (selectHomeFeaturedEvents) over the only events that can win a place:
   * the flagged ones not over, the first few others not over whose date text can be read (the
   * front of the not-past list), and the first few whose text cannot be read.
   */
  private selectFeatured(): FeaturedEventsAnswer {
    // A cancelled event never holds a featured slot, flagged or not (decision 0060).
    const notOver = (entry: PublicEventEntry) => !this.isPast(entry) && entry.event.status !== 'cancelled';
    const candidates = new Set([...this.flagged].filter(notOver));
    let dated = 0;
    for (const entry of this.notPast) {
      if (dated >= FEATURED_EVENTS_LIMIT) break;
      if (!entry.datedByText || entry.event.isFeatured || entry.event.status === 'cancelled') continue;
      candidates.add(entry);
      dated += 1;
    }
    const undated = [...this.undatedByText].filter((entry) => notOver(entry) && !entry.event.isFeatured);
    for (const entry of undated.sort(notPastOrder).slice(0, FEATURED_EVENTS_LIMIT)) candidates.add(entry);
    const inOrder = [...candidates].sort(notPastOrder).map((entry) => entry.event);
    return selectHomeFeaturedEvents(inOrder, this.today).map((event) => this.byId.get(event.id)!.event);
  }
}

/**
 * A number for each facet value, given when an entry first has it and kept while the index lives
 * (values are few: cities, months, subjects, audiences, formats, regions).
 */
class FacetSlots {
  private readonly slotByKey = new Map<string, number>();
  private readonly facets: FacetName[] = [];
  private readonly values: string[] = [];

  get size(): number {
    return this.values.length;
  }

  /** The slots of an entry's facet values, as forEachFacetValue visits them. */
  of(entry: PublicEventEntry): number[] {
    const slots: number[] = [];
    forEachFacetValue(entry, undefined, (facet, value) => {
      const key = facetValueKey(facet, value);
      let slot = this.slotByKey.get(key);
      if (slot === undefined) {
        slot = this.values.length;
        this.slotByKey.set(key, slot);
        this.facets.push(facet);
        this.values.push(value);
      }
      slots.push(slot);
    });
    return slots;
  }

  facetOf(slot: number): FacetName {
    return this.facets[slot];
  }

  valueOf(slot: number): string {
    return this.values[slot];
  }
}

type FacetName = keyof EventSearchFacets;
interface Filter {
  /** The facet this filter narrows; a facet's counts leave its own filter out. */
  facet?: FacetName;
  /** With a facet: the values it accepts (any one of them), each a key of that facet's index (facetFilter). */
  values?: readonly string[];
  /** Without a facet: every entry it can pass, from an index (a query word's events). */
  candidates?: ReadonlySet<PublicEventEntry>;
  test(entry: PublicEventEntry): boolean;
}

/** A facet index is read instead of the list when it holds less than one entry in this many of the list's. */
const INDEX_WORTH_IT_BELOW = 4;

/** Whether an entry is among those a search of `upcoming` reads, on the views' day. */
function inBaseOf(upcoming: 'true' | 'false' | 'all', views: TimedPublicEvents): (entry: PublicEventEntry) => boolean {
  if (upcoming === 'all') return () => true;
  return upcoming === 'true' ? (entry) => !views.isPast(entry) : (entry) => views.isPast(entry);
}

/** The order of the list a search of `upcoming` reads. */
function baseOrderOf(upcoming: 'true' | 'false' | 'all'): Compare<PublicEventEntry> {
  return upcoming === 'all' ? byDateOrder : upcoming === 'true' ? notPastOrder : pastOrder;
}

/**
 * A kept search's answer brought up to date with the changes of the entries since (decision 0126),
 * or null when it must be found again: an unfiltered one, or changes not all known. Each entry
 * that left or came is taken out of the matches or put in its place, and out of or into the
 * counts: the matches' counts when it passes every filter, a filtered facet's own counts when it
 * passes every filter but that facet's, as the search counts them. `filters` test entries
 * themselves, not indexes of what the entries are now.
 */
function followChanges(
  kept: KeptSearch,
  changes: ReadonlyArray<EntryChange> | null,
  query: EventSearchQuery,
  views: TimedPublicEvents,
  filters: readonly Filter[],
): KeptSearch | null {
  if (!kept.counts || !changes) return null;
  const upcoming = query.upcoming ?? 'all';
  const inBase = inBaseOf(upcoming, views);
  const baseOrder = baseOrderOf(upcoming);
  const order: Compare<PublicEventEntry> =
    query.sort === 'credits' ? (a, b) => (b.credits ?? -1) - (a.credits ?? -1) || baseOrder(a, b) : baseOrder;
  const entries = [...kept.entries];
  const counts = perFacet<number>();
  for (const facet of Object.keys(counts) as FacetName[]) counts[facet] = new Map(kept.counts[facet]);
  const filtered = new Set(filters.flatMap((filter) => (filter.facet ? [filter.facet] : [])));
  const apply = (entry: PublicEventEntry, delta: 1 | -1) => {
    if (!inBase(entry)) return;
    if (passesAll(filters, entry)) {
      countEntry(counts, entry, delta, undefined, filtered);
      if (delta === 1) insertSorted(entries, entry, order);
      else {
        const at = entries.indexOf(entry);
        if (at >= 0) entries.splice(at, 1);
      }
    }
    for (const filter of filters)
      if (
        filter.facet &&
        passesAll(
          filters.filter((other) => other !== filter),
          entry,
        )
      )
        countEntry(counts, entry, delta, filter.facet);
  };
  for (const { before, after } of changes) {
    if (before) apply(before, -1);
    if (after) apply(after, 1);
  }
  return { countsToward: kept.countsToward, entries, facets: facetRecords(counts, views.cityLabels), counts };
}

function passesAll(filters: readonly Filter[], entry: PublicEventEntry): boolean {
  for (const filter of filters) if (!filter.test(entry)) return false;
  return true;
}

/**
 * The entries of `base` (in `inBase`) that pass every filter. From the smallest index among the
 * facet and word filters when there is one and it is small beside `base` (in no particular order:
 * fromIndex), else (or without indexes) by reading `base`.
 */
function passing(
  base: readonly PublicEventEntry[],
  filters: readonly Filter[],
  inBase: (entry: PublicEventEntry) => boolean,
  indexes: TimedPublicEvents | null,
): { entries: PublicEventEntry[]; fromIndex: boolean } {
  let smallest: { filter: Filter; sets: FoundEntries[]; size: number } | null = null;
  for (const filter of indexes ? filters : []) {
    let sets: FoundEntries[];
    if (filter.candidates) sets = [filter.candidates];
    else if (filter.facet && filter.values)
      sets = filter.values.map((value) => indexes!.withFacetValue(filter.facet!, value));
    else continue;
    const size = sets.reduce((sum, set) => sum + set.size, 0);
    if (!smallest || size < smallest.size) smallest = { filter, sets, size };
  }
  // An index that holds a large share of the list saves little reading and costs a sort: read the list.
  if (!smallest || smallest.size > base.length / INDEX_WORTH_IT_BELOW)
    return { entries: base.filter((entry) => passesAll(filters, entry)), fromIndex: false };
  const from = smallest;
  const rest = filters.filter((filter) => filter !== from.filter);
  const entries: PublicEventEntry[] = [];
  const seen = from.sets.length > 1 ? new Set<PublicEventEntry>() : null;
  for (const set of from.sets)
    for (const entry of set) {
      if (seen) {
        if (seen.has(entry)) continue;
        seen.add(entry);
      }
      if (inBase(entry) && passesAll(rest, entry)) entries.push(entry);
    }
  return { entries, fromIndex: true };
}
type FacetCounts = Record<FacetName, Map<string, number>>;

const facetValueKey = (facet: FacetName, value: string) => `${facet}\u0000${value}`;
const NO_COUNTS: Readonly<FacetCounts> = perFacet<number>();

/** The facets an event has at most one value of: a filter on several of their values matches each event once. */
const ONE_VALUE_PER_EVENT: ReadonlySet<FacetName> = new Set(['city', 'month', 'format', 'region']);

/**
 * The counts of `counted` among the events `filter` (a search's only other filter) passes, from the
 * counts kept per facet value: the sum over the filter's values, exact when an event can hold only
 * one of them. Null when the filter is not on a facet, or sums would count an event twice.
 */
function keptCountsUnder(
  views: TimedPublicEvents,
  upcoming: 'true' | 'false' | 'all',
  filter: Filter,
  counted: FacetName,
): Map<string, number> | null {
  if (!filter.facet || !filter.values) return null;
  if (filter.values.length > 1 && !ONE_VALUE_PER_EVENT.has(filter.facet)) return null;
  const sum = new Map<string, number>();
  for (const value of filter.values)
    for (const [key, count] of views.countsWithValue(upcoming, filter.facet, value, counted))
      sum.set(key, (sum.get(key) ?? 0) + count);
  return sum;
}
/** Entries an index found, read once in any order: a facet value's (EntriesWithValue) or a word's (a set). */
export interface FoundEntries extends Iterable<PublicEventEntry> {
  readonly size: number;
}

/**
 * The public entries with one value of a facet, listed by their numbers (`seq`) as the word index
 * lists its items (decision 0134): a set of 50,000 entries took 24 bytes an entry or more, the
 * list takes 4 once it is long. The entries are read from the index's table by number.
 */
class EntriesWithValue implements FoundEntries {
  readonly seqs = new SeqList();

  constructor(private readonly entryBySeq: ReadonlyArray<PublicEventEntry | undefined>) {}

  get size(): number {
    return this.seqs.length;
  }

  *[Symbol.iterator](): Generator<PublicEventEntry> {
    for (let at = 0; at < this.seqs.length; at += 1) yield this.entryBySeq[this.seqs.at(at)]!;
  }
}

type FacetMembers = Record<FacetName, Map<string, EntriesWithValue>>;
const NO_ENTRIES: FoundEntries = new Set<PublicEventEntry>();

/** One empty map per facet. */
function perFacet<V>(): Record<FacetName, Map<string, V>> {
  return {
    city: new Map(),
    month: new Map(),
    topic: new Map(),
    audience: new Map(),
    format: new Map(),
    region: new Map(),
  };
}

/**
 * Visits an entry's values of every facet, or of one facet only: the one reading of them that the
 * facet filters, counts and indexes share. Empty values are left out (nothing is counted under them).
 */
function forEachFacetValue(
  entry: PublicEventEntry,
  only: FacetName | undefined,
  visit: (facet: FacetName, value: string) => void,
  skipped?: ReadonlySet<FacetName>,
): void {
  const wanted = (facet: FacetName) => (only ? only === facet : !skipped?.has(facet));
  const each = (facet: FacetName, value: string | null | undefined) => {
    if (value) visit(facet, value);
  };
  if (wanted('city')) each('city', entry.cityKey);
  if (wanted('month')) each('month', entry.month);
  if (wanted('topic')) for (const code of entry.topics) each('topic', code);
  if (wanted('audience')) for (const audience of entry.event.audiences ?? []) each('audience', audience);
  if (wanted('format')) each('format', entry.event.format);
  if (wanted('region')) each('region', entry.event.region);
}

/** Adds an entry's values to every facet's counts (or takes them away), to one facet's only, or to all but `skipped`. */
function countEntry(
  counts: FacetCounts,
  entry: PublicEventEntry,
  delta: 1 | -1 = 1,
  only?: FacetName,
  skipped?: ReadonlySet<FacetName>,
): void {
  forEachFacetValue(
    entry,
    only,
    (facet, value) => {
      const count = (counts[facet].get(value) ?? 0) + delta;
      if (count === 0) counts[facet].delete(value);
      else counts[facet].set(value, count);
    },
    skipped,
  );
}

const NO_KEYS: ReadonlySet<string> = new Set();

/** An entry's facet values, each as facetValueKey makes it. */
function facetValueKeysOf(entry: PublicEventEntry): Set<string> {
  const keys = new Set<string>();
  forEachFacetValue(entry, undefined, (facet, value) => keys.add(facetValueKey(facet, value)));
  return keys;
}

/** A filter on one facet: events with any of `values` (each a key of that facet's index). */
function facetFilter(facet: FacetName, values: readonly string[]): Filter {
  const accepted = new Set(values);
  return { facet, values, test: (entry) => hasAnyFacetValue(entry, facet, accepted) };
}

/**
 * Whether an entry has any of the accepted values of a facet: the values forEachFacetValue visits,
 * read without its callbacks, since a search tests every candidate against each of its filters
 * and each filter again without its own when its facet is counted.
 */
function hasAnyFacetValue(entry: PublicEventEntry, facet: FacetName, accepted: ReadonlySet<string>): boolean {
  switch (facet) {
    case 'city':
      return !!entry.cityKey && accepted.has(entry.cityKey);
    case 'month':
      return !!entry.month && accepted.has(entry.month);
    case 'topic':
      return entry.topics.some((code) => !!code && accepted.has(code));
    case 'audience':
      return (entry.event.audiences ?? []).some((audience) => !!audience && accepted.has(audience));
    case 'format':
      return !!entry.event.format && accepted.has(entry.event.format);
    case 'region':
      return !!entry.event.region && accepted.has(entry.event.region);
  }
}

/**
 * The orders of facetRecords, made once: `localeCompare` with a locale or options makes a collator
 * for each comparison, and an answer to a search sorts its facets' values (a fifth of the filtered
 * search's own work in a profile). `TEXT_ORDER` is what `localeCompare` without arguments compares by.
 */
const CITY_ORDER = new Intl.Collator('en', { sensitivity: 'base' });
const TEXT_ORDER = new Intl.Collator();

/** Cities in alphabetical order under their usual spelling; every other facet in its values' order. */
function facetRecords(counts: FacetCounts, cityLabels: ReadonlyMap<string, string>): EventSearchFacets {
  // Object.fromEntries defines own properties, so a city called '__proto__' is only a key.
  const city = Object.fromEntries(
    [...counts.city]
      .map(([key, count]) => [cityLabels.get(key) ?? key, count] as const)
      .sort(([a], [b]) => CITY_ORDER.compare(a, b) || TEXT_ORDER.compare(a, b)),
  );
  const sorted = (facet: FacetName) =>
    Object.fromEntries([...counts[facet]].sort(([a], [b]) => TEXT_ORDER.compare(a, b)));
  return {
    city,
    month: sorted('month'),
    topic: sorted('topic'),
    audience: sorted('audience'),
    format: sorted('format'),
    region: sorted('region'),
  };
}

/** A date text nobody can read, read from the first and last days an admin gave instead. */
function readGivenDays(event: EventSummary): ReturnType<typeof readEventDate> {
  const first = event.startDate ? readEventDate(event.startDate) : null;
  if (!first) return null;
  const last = (event.endDate ? readEventDate(event.endDate) : null) ?? first;
  return {
    date: first.date,
    end: last.date.getTime() >= first.date.getTime() ? last.date : first.date,
    isRange: false,
  };
}

function pushTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
