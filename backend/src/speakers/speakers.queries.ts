import type { z } from 'zod';
import { Inject, Injectable } from '@nestjs/common';
import {
  bySpeakerOrder,
  sortBySpeakerOrder,
  AGD_SUBJECTS,
  HOME_SPEAKER_GROUPS_LIMIT,
  APPEARANCES_LISTED,
  SPEAKER_EVENT_OPTIONS_LIMIT,
  comparableName,
  isHttpUrl,
  publicSpeakerView,
  matchesSpeakerSearch,
  selectHomeFeaturedSpeakers,
  speakerSearchWords,
  type EventListing,
  type EventReference,
  type EventSummary,
  type FeaturedSpeakersAnswer,
  type Speaker,
  type SpeakerAppearance,
  type SpeakerAppearanceEvent,
  type SpeakerProfile,
  type SpeakerSearchAnswer,
  type SpeakerSearchQuery,
  type SpeakerSession,
  type SpeakerSummary,
  type TrashedSpeakerSchema,
} from '@dental/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { Audience, EventsQueries } from '../events';
import { dueForPurge, purgeDueAt } from '../shared/domain/trash-retention';
import {
  type AgendaPlace,
  type SpeakerSessions,
  PublicEventEntry,
  PublicEventViews,
  PublicEventsSnapshot,
  TimedPublicEvents,
  dayNumber,
} from '../events';
import { KeptSearches, KeptWordIndex, type WordIndexed } from '../events';
import { Clock } from '../shared/clock';
import { notFound } from '../shared/domain/domain-errors';
import { SpeakerPeopleIndex } from './domain/speaker-people';
import { foundSpeakers, pageOf, withGroupsReplaced, type FoundGroup, type FoundSpeakers } from './found-speakers';
import { SPEAKER_NOT_FOUND } from './domain/speaker.decider';
import { SPEAKERS_COLLECTION } from '../shared/read-model-collections';

/** A speaker in the trash as the trash list answers it: the contracts' answer schema is its one declaration. */
export type TrashedSpeaker = z.output<typeof TrashedSpeakerSchema>;

/** A read of a derived map: only get() is offered, so the answer may be worked out when asked for. */
export interface Lookup<T> {
  get(key: string): T | undefined;
}

/** The public speakers, as of the read models' current position. */
export interface PublicSpeakers {
  events: PublicEventsSnapshot;
  /**
   * Each public event's speaker records without their long texts, in speaker order. What the
   * public receives of a record is made from it whole when answered (publicSpeakerView): the texts
   * stay on file (decision 0112).
   */
  byEvent: Lookup<readonly SpeakerSummary[]>;
  /** The same with each person once (onePerPerson), as the speaker lists show them. */
  dedupedByEvent: Lookup<readonly SpeakerSummary[]>;
  /** Each public speaker record without its long texts, by id. */
  shown: ShownRecords;
  /**
   * Each public speaker's person (domain/speaker-people.ts): the ids of the person's public
   * records, oldest first. The first is the person's canonical page.
   */
  personOf: Lookup<readonly string[]>;
  /** The agenda sessions naming each public speaker, in agenda order; none when no session does. */
  sessionsOf: Lookup<readonly AgendaPlace[]>;
  /** Each public speaker's subjects: their event's, then those their sessions add, each once. */
  topicsOf: Lookup<readonly string[]>;
}

/**
 * The public speaker records without their long texts, by id: the event views' records that their
 * event's speaker group lists. Found from the groups, not kept in a map of their own: at +50,000
 * catalogue events each map keyed by speaker record holds 400,000 entries (14 MiB of table alone).
 */
export interface ShownRecords extends Lookup<SpeakerSummary> {
  has(id: string): boolean;
  /** Every public record, event by event. */
  values(): Iterable<SpeakerSummary>;
  count(): number;
}

/** A public speaker matching by a calendar feed's `speaker` parameter: the person's public records and events. */
export interface PublicPerson {
  speaker: SpeakerSummary;
  canonicalId: string;
  eventIds: ReadonlySet<string>;
}

/**
 * A public event with public speakers, as the speaker lists group them. It is also what the
 * speakers' word index holds (decision 0133): one item per event, under the words of its speakers'
 * search texts, not one per speaker.
 */
class SpeakerGroup implements WordIndexed {
  /**
   * The home page's group of this event (selectHomeFeaturedSpeakers), or null when it has none;
   * undefined until asked for: the home page asks for the first few events' groups only.
   */
  home?: SpeakerSummary[] | null;

  constructor(
    readonly entry: PublicEventEntry,
    /** Its public speaker records without their long texts, in speaker order. */
    readonly speakers: readonly SpeakerSummary[],
    /** Each person once (onePerPerson). */
    readonly deduped: readonly SpeakerSummary[],
  ) {}

  /** The event's place in the word index's lists: its entry's, the same for each group of the event. */
  get seq(): number {
    return this.entry.seq;
  }

  /**
   * Its speakers' search texts, one a line, as the word index reads them: worked out when the
   * index adds or removes the group, not kept (50,000 texts of eight speakers each).
   */
  get text(): string {
    return this.entry.speakers.map((sessions) => sessions.searchText).join('\n');
  }

  /**
   * One of its speakers' sessions as the event's public view (decision 0075) keeps them: the
   * places (AgendaPlace.order) of the agenda sessions naming them, their subjects and their search
   * text, so no query works them out. Found in the entry, a few speakers long.
   */
  sessionsOf(id: string): SpeakerSessions | undefined {
    return this.entry.speakers.find((sessions) => sessions.id === id);
  }

  /**
   * Whether one of its speakers has a subject, for the topic filter: the event's or one of their
   * sessions'. Asked of the two short lists, not kept as a set per speaker: at +50,000 catalogue
   * events those sets were about 75 MB, most speakers' sessions adding a subject of their own.
   */
  hasTopic(id: string, code: string): boolean {
    return (this.sessionsOf(id)?.topics.includes(code) || this.entry.event.topics?.includes(code)) ?? false;
  }
}

/** A speaker page whose records are without their long texts, until read whole (SpeakersQueries.profileWhole). */
type ProfileOfSummaries = Omit<SpeakerProfile, 'speaker' | 'appearances'> & {
  speaker: SpeakerSummary;
  appearances: Array<Omit<SpeakerAppearance, 'speaker'> & { speaker: SpeakerSummary }>;
};

/** What the event views reported changed and is not derived again yet. */
interface PendingChanges {
  everything: boolean;
  events: Set<string>;
  /** Each changed record as it was at the last derivation and as it is now (undefined: not there). */
  speakers: Map<string, { before: SpeakerSummary | undefined; after: SpeakerSummary | undefined }>;
}

/** How many versions of the speaker views a kept search can follow, and how many changed events at most (decision 0085). */
const FOLLOWED_VERSIONS = 32;
const FOLLOWED_EVENTS = 1000;

const nothingPending = (everything: boolean): PendingChanges => ({
  everything,
  events: new Set(),
  speakers: new Map(),
});

/**
 * Reads of the `speakers` read model. A speaker is as visible as its event: the public sees
 * speakers of public events only, admins also those of hidden events; nobody sees trashed
 * speakers or speakers of trashed events in the lists (the trash has its own list). What a
 * speaker or their event hides (abstract, social links) is left out of what the public receives.
 *
 * The public views are maintained per change (decision 0048): the event views report which events
 * and speaker records a refresh changed, and only those events' speaker groups (their public views,
 * each person once) and the people of the changed records are worked out again. Which agenda
 * sessions name whom, and each speaker's search text, come with the event's entry: its stored
 * public view (decision 0075), matched when the event or its speakers changed. The groups' order is the event views' not-past then past order; a page of the
 * unfiltered search walks it from the start, so it costs what the page's depth does.
 */
@Injectable()
export class SpeakersQueries {
  private readonly groups = new Map<string, SpeakerGroup>();
  /** How many records the groups list: ShownRecords.count(). */
  private shownCount = 0;
  /**
   * The words of the search texts (decision 0082), by event group (decision 0133): built between
   * requests, then kept by every change, like the events search's (decision 0135).
   */
  private readonly words = new KeptWordIndex<SpeakerGroup>();
  /**
   * Whether a search by words looks for its speakers' events from the word index; off, it reads
   * every group, as a check of the indexed answers does.
   */
  searchFromIndexes = true;
  /**
   * Whether a search is kept for its next pages and follows the changes after it (decision 0085);
   * off, each is found afresh, as a check of the word index after changes does.
   */
  keepSearches = true;
  /** How many kept searches were brought up to date instead of found again (decision 0085). */
  followedSearches = 0;
  /** The records the people index reads: the event views'. */
  private readonly recordOf = (id: string) => this.eventViews.speaker(id);
  private people = new SpeakerPeopleIndex([], this.recordOf);
  /** How many speakers the unfiltered search lists: every group's deduped speakers. */
  private total = 0;
  private pending: PendingChanges = nothingPending(true);
  /** Counts the changes derived, so answers worked out from the groups know when they are stale. */
  private version = 0;
  private featuredMemo: { version: number; day: number; value: SpeakerGroup[] } | null = null;
  /** The speakers of the last searches, for their next pages (decision 0082). */
  private readonly keptSearches = new KeptSearches<FoundSpeakers<SpeakerSummary>>();
  /** Each person's public records (personOf), by the person's list of every record, as of one version. */
  private publicRecords = { version: -1, of: new WeakMap<readonly string[], readonly string[]>() };
  private readonly views: Omit<PublicSpeakers, 'events'>;
  /**
   * What each of the last versions derived again, oldest first: its events, and the seqs of the
   * groups they had before. What a kept search follows.
   */
  private readonly derived: Array<{ version: number; events: ReadonlySet<string>; leaving: ReadonlySet<number> }> = [];

  constructor(
    private readonly readStore: ReadStore,
    private readonly events: EventsQueries,
    private readonly eventViews: PublicEventViews,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'servesNoRequests'>,
  ) {
    eventViews.onChange((change) => {
      if (change.everything) this.pending = nothingPending(true);
      for (const id of change.events) this.pending.events.add(id);
      // As each record was when last derived: the first change's before, and the last one's after.
      for (const [id, { before, after }] of change.speakers) {
        const pending = this.pending.speakers.get(id);
        this.pending.speakers.set(id, { before: pending ? pending.before : before, after });
      }
    });
    const shown: ShownRecords = {
      get: (id) => this.shownRecord(id),
      has: (id) => this.shownRecord(id) !== undefined,
      values: () => this.shownRecords(),
      count: () => this.shownCount,
    };
    this.views = {
      byEvent: { get: (eventId) => this.groups.get(eventId)?.speakers },
      dedupedByEvent: { get: (eventId) => this.groups.get(eventId)?.deduped },
      shown,
      personOf: {
        get: (id) => {
          if (!shown.has(id)) return undefined;
          const records = this.people.recordsOf(id);
          if (!records) return [id];
          // One list per person and version, shared by their records: a lecturer of thousands of
          // events was filtered again for each of their records (the search, the sitemap).
          if (this.publicRecords.version !== this.version)
            this.publicRecords = { version: this.version, of: new WeakMap() };
          let own = this.publicRecords.of.get(records);
          if (!own) this.publicRecords.of.set(records, (own = records.filter((record) => shown.has(record))));
          return own;
        },
      },
      sessionsOf: {
        get: (id) => {
          const group = this.groupOfShown(id);
          const places = group?.sessionsOf(id)?.places;
          if (!group || !places?.length) return undefined;
          const { entry } = group;
          // Undefined until the event's sessions are read from its agenda (PublicEventViews.loadSessionPlaces).
          const sessions = this.eventViews.sessionPlaces(entry);
          return sessions && places.map((order) => sessions[order]);
        },
      },
      topicsOf: {
        get: (id) => {
          const group = this.groupOfShown(id);
          const sessions = group?.sessionsOf(id);
          if (!group || !sessions) return undefined;
          const eventTopics = group.entry.event.topics ?? [];
          return [...new Set([...eventTopics, ...sessions.topics])];
        },
      },
    };
  }

  async all(): Promise<Speaker[]> {
    return (await this.readStore.list<Speaker>(SPEAKERS_COLLECTION)).map((document) => document.value);
  }

  /**
   * Every speaker record without its long texts, trashed ones and those of hidden events too, as
   * of the read models' current position: the event views' objects, shared, not to be changed.
   */
  async summaries(): Promise<SpeakerSummary[]> {
    return [...(await this.eventViews.speakerSummaries()).all()];
  }

  async find(id: string): Promise<Speaker | null> {
    return (await this.readStore.get<Speaker>(SPEAKERS_COLLECTION, id))?.value ?? null;
  }

  async list(audience: Audience, eventId?: string): Promise<readonly Speaker[]> {
    if (audience === 'public') {
      const views = await this.publicSpeakers();
      // Every public record in speaker order is asked for by this unpaged list alone: sorted when
      // asked (the answer cache keeps the list), not kept in order by every change.
      const speakers =
        eventId === undefined ? sortBySpeakerOrder([...views.shown.values()]) : views.byEvent.get(eventId);
      return this.readWhole(speakers ?? [], audience);
    }
    if (eventId !== undefined) {
      // One event's records, from the event views' list of each event's: not every record read from the file.
      const event = (await this.events.summaries()).get(eventId)?.value;
      if (!event || !EventsQueries.isVisibleTo(event, audience)) return [];
      const own = await this.readWhole((await this.eventViews.speakerSummaries()).ofEvent(eventId), audience);
      return own.sort(bySpeakerOrder);
    }
    const visibleEvents = await this.visibleEventIds(audience);
    return sortBySpeakerOrder(
      (await this.all())
        .filter((speaker) => speaker.trashedAt === null && visibleEvents.has(speaker.eventId))
        .filter((speaker) => eventId === undefined || speaker.eventId === eventId),
    );
  }

  /** One speaker as the audience may see it; 404 otherwise. Admins see any speaker, trashed ones too. */
  async get(id: string, audience: Audience): Promise<Speaker> {
    const speaker = await this.find(id);
    if (!speaker) throw notFound(SPEAKER_NOT_FOUND);
    if (audience === 'admin') return speaker;
    const event = await this.events.find(speaker.eventId);
    if (speaker.trashedAt !== null || !event || !EventsQueries.isVisibleTo(event, 'public'))
      throw notFound(SPEAKER_NOT_FOUND);
    return publicSpeakerView(speaker, event);
  }

  /**
   * GET /api/speakers/search: each person once per event, groups in event order, paged after the
   * de-duplication so `total` counts what the pages list. Admins receive the speakers whole.
   */
  async search(query: SpeakerSearchQuery, audience: Audience): Promise<SpeakerSearchAnswer> {
    const { views, timed } = await this.timedPublicSpeakers();
    const eventId = query.eventId ?? '';
    const anyEvent = eventId === '' || eventId === 'all';
    const chosen = anyEvent ? undefined : this.groups.get(eventId);
    const topics = query.topic;
    const unfiltered = query.q === '' && topics.length === 0;
    const hasTopic = (speaker: SpeakerSummary, group: SpeakerGroup) =>
      topics.length === 0 || topics.some((code) => group.hasTopic(speaker.id, code));
    const words = speakerSearchWords(query.q);
    const matchesQuery = (speaker: SpeakerSummary, group: SpeakerGroup) =>
      matchesSpeakerSearch(group.sessionsOf(speaker.id)?.searchText ?? '', words);
    /** The speakers of a group a search lists, each person once. */
    const matching = (group: SpeakerGroup, matches: (speaker: SpeakerSummary, group: SpeakerGroup) => boolean) =>
      unfiltered
        ? group.deduped
        : onePerPerson(
            group.speakers.filter((speaker) => matches(speaker, group) && hasTopic(speaker, group)),
            (speaker) => views.personOf.get(speaker.id),
          );
    const find = () => {
      const found: Array<FoundGroup<SpeakerSummary>> = [];
      const indexed = anyEvent && this.searchFromIndexes ? this.withWords(words) : null;
      const add = (group: SpeakerGroup, matches: (speaker: SpeakerSummary, group: SpeakerGroup) => boolean) =>
        found.push({ seq: group.entry.seq, speakers: matching(group, matches) });
      if (indexed)
        // Each group with the ids of its speakers holding the words: a few of its eight or so.
        for (const [group, ids] of indexed.groups(timed)) add(group, (speaker) => ids.has(speaker.id));
      else if (!anyEvent) {
        if (chosen) add(chosen, matchesQuery);
      } else
        for (const group of this.inEventOrder(timed))
          // Read by its texts first: most groups hold none of the words, and looking each of their
          // speakers up took 0.4 s of a search at +50,000 while the word index was built (decision 0135).
          if (
            words.length === 0 ||
            group.entry.speakers.some(({ searchText }) => matchesSpeakerSearch(searchText, words))
          )
            add(group, matchesQuery);
      return foundSpeakers(found);
    };
    /**
     * A search of every event kept at an earlier version, with the groups of the events derived
     * since then taken out and matched again (decision 0085): the other groups keep their order.
     */
    const follow = (found: FoundSpeakers<SpeakerSummary>, since: number): FoundSpeakers<SpeakerSummary> | null => {
      const derived = anyEvent ? this.derivedSince(since) : null;
      if (!derived) return null;
      const regrouped: Array<FoundGroup<SpeakerSummary>> = [];
      for (const eventId of derived.events) {
        const group = this.groups.get(eventId);
        if (group) regrouped.push({ seq: group.entry.seq, speakers: matching(group, matchesQuery) });
      }
      this.followedSearches += 1;
      return withGroupsReplaced(found, derived.leaving, regrouped, (eventId) => timed.timingOrder(eventId));
    };

    const start = (query.page - 1) * query.pageSize;
    let page: readonly SpeakerSummary[];
    let total: number;
    if (anyEvent && unfiltered) {
      page = pageOf(this.dedupedInEventOrder(timed), start, query.pageSize);
      total = this.total;
    } else {
      // Paging through a search asks the same speakers again: they are kept until the event views
      // are built again or the day changes, and follow each change of the speaker views till then.
      const found = this.keepSearches
        ? this.keptSearches.answer(query, [timed, timed.day], find, { changes: { version: this.version, follow } })
        : find();
      page = pageOf(found.groups, start, query.pageSize);
      total = found.total;
    }

    const eventIds = [...new Set(page.map((speaker) => speaker.eventId))];
    const eventOptions: Array<Pick<EventListing, 'id' | 'title'>> = [];
    for (const group of this.inEventOrder(timed)) {
      if (eventOptions.length >= SPEAKER_EVENT_OPTIONS_LIMIT) break;
      eventOptions.push({ id: group.entry.event.id, title: group.entry.event.title });
    }
    if (chosen && !eventOptions.some((option) => option.id === chosen.entry.event.id))
      eventOptions.push({ id: chosen.entry.event.id, title: chosen.entry.event.title });
    const events = eventIds.map((id) => eventReference(this.groups.get(id)!.entry.event));
    return {
      items: await this.readWhole(page, audience),
      total,
      page: query.page,
      pageSize: query.pageSize,
      events,
      eventOptions,
    };
  }

  /**
   * GET /api/speakers/:id/profile: the speaker page. The person is every record linked to this one
   * (domain/speaker-people.ts); their public events are listed in the /speakers groups' order, each
   * with their record there and the agenda sessions naming it: the first APPEARANCES_LISTED (and the
   * event of the record asked for) unless `all` are asked for. The subjects are of every event. 404
   * for a speaker the public cannot see.
   *
   * The sessions of the events listed are read from their agendas, which stay on file (decision
   * 0111), then the page is made from the views as they are then, with nothing awaited; last, the
   * records it shows are read whole (decision 0112).
   */
  async profile(id: string, { all = false }: { all?: boolean } = {}): Promise<SpeakerProfile> {
    for (let round = 0; ; round += 1) {
      const made = this.profileNow(id, all, await this.timedPublicSpeakers());
      // A change landing meanwhile may give a listed event a new entry, whose sessions are read again.
      if (made.unread.length === 0 || round === 2) return this.profileWhole(made.profile, made.records);
      await this.eventViews.loadSessionPlaces(made.unread);
    }
  }

  /** A speaker page made of records without their long texts, with each record it shows read whole. */
  private async profileWhole(draft: ProfileOfSummaries, records: readonly SpeakerSummary[]): Promise<SpeakerProfile> {
    const shown = [draft.speaker, ...draft.appearances.map((appearance) => appearance.speaker)];
    const whole = new Map((await this.readWhole(shown, 'public')).map((speaker) => [speaker.id, speaker]));
    const speaker = whole.get(draft.speaker.id);
    // Gone from the public views while it was read.
    if (!speaker) throw notFound(SPEAKER_NOT_FOUND);
    return {
      ...draft,
      speaker: withPersonDetails(speaker, records),
      appearances: draft.appearances.flatMap((appearance) => {
        const own = whole.get(appearance.speaker.id);
        return own ? [{ ...appearance, speaker: own }] : [];
      }),
    };
  }

  /** The speaker page from the views as they are, and the listed events whose sessions are not read yet. */
  private profileNow(
    id: string,
    all: boolean,
    { views, timed }: { views: PublicSpeakers; timed: TimedPublicEvents },
  ): { profile: ProfileOfSummaries; records: SpeakerSummary[]; unread: PublicEventEntry[] } {
    const speaker = views.shown.get(id);
    if (!speaker) throw notFound(SPEAKER_NOT_FOUND);
    const records = views.personOf.get(id) ?? [id];
    const recordsByEvent = new Map<string, string[]>();
    for (const record of records) push(recordsByEvent, views.shown.get(record)!.eventId, record);

    // Every event's subjects, as its public view keeps them for each record: no agenda is read for them.
    const topics = new Set<string>();
    for (const record of records)
      for (const code of this.groupOfShown(record)?.sessionsOf(record)?.topics ?? []) topics.add(code);
    let moreAppearances = 0;
    const appearances: ProfileOfSummaries['appearances'] = [];
    const unread: PublicEventEntry[] = [];
    for (const { eventId, own } of [...recordsByEvent]
      .map(([eventId, own]) => ({ eventId, own, order: timed.timingOrder(eventId) }))
      .sort((a, b) => a.order - b.order)) {
      if (!all && appearances.length >= APPEARANCES_LISTED && !own.includes(id)) {
        moreAppearances += 1;
        continue;
      }
      const entry = timed.byId.get(eventId)!;
      const group = this.groups.get(eventId);
      if (own.some((record) => group?.sessionsOf(record)?.places.length) && !this.eventViews.sessionPlaces(entry))
        unread.push(entry);
      // Two records of one person at one event (a duplicate) make one appearance, with the record asked for when it is one of them.
      const places = new Map<number, SpeakerSession>();
      for (const record of own)
        for (const place of views.sessionsOf.get(record) ?? []) places.set(place.order, place.session);
      appearances.push({
        event: appearanceEvent(entry.event),
        speaker: views.shown.get(own.includes(id) ? id : own[0])!,
        sessions: [...places].sort(([a], [b]) => a - b).map(([, session]) => session),
      });
    }
    const profile = { speaker, canonicalId: records[0], appearances, moreAppearances, topics: inSubjectOrder(topics) };
    return { profile, records: records.map((record) => views.shown.get(record)!), unread };
  }

  /** The public person of a public speaker record, for the calendar feed of their events; null for a record the public cannot see. */
  async publicPerson(id: string): Promise<PublicPerson | null> {
    const views = await this.publicSpeakers();
    const speaker = views.shown.get(id);
    if (!speaker) return null;
    const records = views.personOf.get(id) ?? [id];
    return {
      speaker,
      canonicalId: records[0],
      eventIds: new Set(records.map((record) => views.shown.get(record)!.eventId)),
    };
  }

  /** GET /api/speakers/featured: the home page's groups, events not over yet only. */
  async featured(audience: Audience): Promise<FeaturedSpeakersAnswer> {
    const today = this.clock.now();
    const { timed } = await this.timedPublicSpeakers(today);
    const day = dayNumber(today);
    if (this.featuredMemo?.version !== this.version || this.featuredMemo.day !== day) {
      // The rule of selectHomeFeaturedSpeakers, one event at a time in the not-past order (soonest
      // first), until there are enough groups; each group's own selection was made with the group.
      const value: SpeakerGroup[] = [];
      for (const entry of timed.notPast) {
        if (value.length >= HOME_SPEAKER_GROUPS_LIMIT) break;
        const group = this.groups.get(entry.event.id);
        if (group && homeOf(group)) value.push(group);
      }
      this.featuredMemo = { version: this.version, day, value };
    }
    const groups = this.featuredMemo.value;
    const whole = await this.readWhole(
      groups.flatMap((group) => homeOf(group)!),
      audience,
    );
    return groups.map((group) => ({
      event: eventReference(group.entry.event),
      speakers: whole.filter((speaker) => speaker.eventId === group.entry.event.id),
    }));
  }

  /**
   * Brings the public event and speaker views up to the read models' position now, instead of at
   * the next read: a server does this before it listens, so its first visitors do not wait for them.
   */
  async prepare(): Promise<void> {
    await this.timedPublicSpeakers();
  }

  /** The public speakers as of the read models' current position. */
  async publicSpeakers(): Promise<PublicSpeakers> {
    const events = await this.eventViews.snapshot();
    this.catchUp(events);
    return { ...this.views, events };
  }

  async trashed(): Promise<TrashedSpeaker[]> {
    // The few in the trash are read whole; the summaries say which they are.
    const inTrash = [...(await this.eventViews.speakerSummaries()).trashed()].map(({ id }) => id);
    const records = await this.readStore.getEach<Speaker>(SPEAKERS_COLLECTION, inTrash);
    return [...records.values()]
      .map((document) => document.value)
      .filter((speaker): speaker is Speaker & { trashedAt: string } => speaker.trashedAt !== null)
      .map((speaker) => ({ ...speaker, purgeAt: purgeDueAt(speaker.trashedAt).toISOString() }))
      .sort((a, b) => a.purgeAt.localeCompare(b.purgeAt) || a.id.localeCompare(b.id));
  }

  /**
   * What the purge takes: the speaker records whose 14 days in the trash are over at `now`, and
   * those whose event is gone from the events read model (purged), trashed or not. Reads no whole
   * document: a process that serves keeps every record's summary anyway, and the purge at its
   * start reads them; a cluster's primary, which keeps none, reads the two fields from the file
   * (inside SQLite that parses every record: about 4 s at +50,000 catalogue events).
   */
  async purgeDue(now: Date): Promise<string[]> {
    const [fields, summaries, events] = await Promise.all([
      this.config.servesNoRequests
        ? this.readStore.listFields<Speaker, 'trashedAt' | 'eventId'>(SPEAKERS_COLLECTION, ['trashedAt', 'eventId'])
        : null,
      this.config.servesNoRequests ? null : this.eventViews.speakerSummaries(),
      this.events.ids(),
    ]);
    // Only the records the purge may take (trashed, or of an event that is gone) are looked at as
    // documents: wrapping each of the 400,040 summaries of +50,000 catalogue events took a start
    // 0.2 s, and looking at each for the few trashed ones 0.4 s in a profile of one.
    const mayBeDue = (value: Pick<Speaker, 'trashedAt' | 'eventId'>) =>
      typeof value.trashedAt === 'string' || !events.has(value.eventId);
    const candidates: Array<{ id: string; value: Pick<Speaker, 'trashedAt' | 'eventId'> }> =
      fields?.filter(({ value }) => mayBeDue(value)) ?? [];
    if (summaries) {
      for (const value of summaries.trashed()) candidates.push({ id: value.id, value });
      for (const [eventId, records] of summaries.byEvent())
        if (!events.has(eventId)) for (const value of records) candidates.push({ id: value.id, value });
    }
    const ofPurgedEvents = candidates.filter(({ value }) => !events.has(value.eventId)).map(({ id }) => id);
    return [...new Set([...dueForPurge(candidates, now), ...ofPurgedEvents])];
  }

  /**
   * These public speaker records whole, as the audience receives them, in the order given: read
   * from the file, where their long texts stay (decision 0112). The public receives each as the
   * record and its event now show it (publicSpeakerView), admins as stored. A record that left its
   * event, or whose event left the public views, while it was read is left out.
   */
  async readWhole(summaries: readonly SpeakerSummary[], audience: Audience): Promise<Speaker[]> {
    const records = await this.readStore.getEach<Speaker>(
      SPEAKERS_COLLECTION,
      summaries.map(({ id }) => id),
    );
    const answered: Speaker[] = [];
    for (const summary of summaries) {
      const record = records.get(summary.id)?.value;
      if (!record || record.eventId !== summary.eventId || record.trashedAt !== null) continue;
      if (audience === 'admin') answered.push(record);
      else {
        const event = this.groups.get(record.eventId)?.entry.event;
        if (event) answered.push(publicSpeakerView(record, event));
      }
    }
    return answered;
  }

  private async timedPublicSpeakers(
    today: Date = this.clock.now(),
  ): Promise<{ views: PublicSpeakers; timed: TimedPublicEvents }> {
    const timed = await this.eventViews.timed(today);
    this.catchUp(timed);
    return { views: { ...this.views, events: timed }, timed };
  }

  /** Derives again what the event views reported changed since the last read (everything at first). */
  private catchUp(events: PublicEventsSnapshot): void {
    const pending = this.pending;
    if (!pending.everything && pending.events.size === 0 && pending.speakers.size === 0) return;
    this.pending = nothingPending(false);
    this.version += 1;
    if (pending.everything) {
      // Nothing kept from before can follow what changed: everything did.
      this.derived.length = 0;
      this.deriveEverything(events);
      return;
    }
    // A changed record changes its person, and the people it left or joins: the events of their
    // records de-duplicate their speakers again.
    const eventIds = new Set(pending.events);
    const changes = [...pending.speakers].map(([id, { before, after }]) => [id, before, after] as const);
    for (const id of this.people.update(changes)) {
      const eventId = this.eventViews.speaker(id)?.eventId;
      if (eventId !== undefined) eventIds.add(eventId);
    }
    const leaving = new Set<number>();
    for (const eventId of eventIds) {
      const before = this.groups.get(eventId);
      if (before) leaving.add(before.entry.seq);
      this.derive(eventId, events);
    }
    this.derived.push({ version: this.version, events: eventIds, leaving });
    if (this.derived.length > FOLLOWED_VERSIONS) this.derived.shift();
  }

  private deriveEverything(events: PublicEventsSnapshot): void {
    this.groups.clear();
    this.shownCount = 0;
    this.words.drop();
    this.total = 0;
    // People are grouped over every record, hidden and trashed ones too: an admin's link through a
    // record of a hidden event still says two public records are one person. Only public records are kept.
    this.people = new SpeakerPeopleIndex([...this.eventViews.allSpeakers()], this.recordOf);
    for (const eventId of events.byId.keys()) this.derive(eventId, events);
  }

  /**
   * Works out one event's speaker group again: none when the event is not public or has no public
   * speakers. No list of every public speaker is kept in order (the unpaged list sorts them when
   * asked): a start sorted 400,000 at +50,000 catalogue events, and each change spliced them.
   */
  private derive(eventId: string, events: PublicEventsSnapshot): void {
    const old = this.groups.get(eventId) ?? null;
    if (old) {
      this.groups.delete(eventId);
      this.total -= old.deduped.length;
      this.shownCount -= old.speakers.length;
    }
    const entry = events.byId.get(eventId);
    const speakers = entry ? this.eventViews.speakersOf(eventId) : [];
    let group: SpeakerGroup | null = null;
    if (entry && speakers.length > 0) {
      // Within one event, two records are one person when their person's oldest record is the same,
      // whether or not that record is public.
      const onePerRecord = onePerPerson(speakers, (speaker) => this.people.recordsOfRecord(speaker));
      // The same list when nobody is there twice, as at most events: not a copy of each (7 MiB at +50,000).
      const deduped = onePerRecord.length === speakers.length ? speakers : onePerRecord;
      group = new SpeakerGroup(entry, speakers, deduped);
      this.groups.set(eventId, group);
      this.total += deduped.length;
      this.shownCount += speakers.length;
    }
    // The group takes the old one's place under the words both texts have (the same seq: its
    // entry's); a speaker who moved leaves with the old group's text and comes with the other's.
    if (old || group) this.words.replace(old, group);
  }

  /** A public speaker record: the event views' record when its event's group lists it. */
  private shownRecord(id: string): SpeakerSummary | undefined {
    return this.groupOfShown(id) && this.eventViews.speaker(id);
  }

  /** Every public speaker record, event by event. */
  private *shownRecords(): Generator<SpeakerSummary> {
    for (const group of this.groups.values()) yield* group.speakers;
  }

  /** The speaker group of a public speaker record's event; undefined for a record the public cannot see. */
  private groupOfShown(id: string): SpeakerGroup | undefined {
    const record = this.eventViews.speaker(id);
    if (!record) return undefined;
    const group = this.groups.get(record.eventId);
    return group?.speakers.includes(record) ? group : undefined;
  }

  /**
   * Builds the word index of the speakers' search texts between requests once the server listens
   * (WordIndex.inSlices, decision 0101), so the first search by words after a start does not wait
   * for it; the groups derived again meanwhile are brought up to date once it is built
   * (KeptWordIndex, decision 0135). Given up when every group is derived again meanwhile.
   */
  async warmWordIndex(): Promise<void> {
    await this.timedPublicSpeakers();
    await this.words.build(this.groupsInSeqOrder);
  }

  /** The groups as the word index takes them, in their entries' seq order. */
  private readonly groupsInSeqOrder = (): SpeakerGroup[] => [...this.groups.values()].sort((a, b) => a.seq - b.seq);

  /**
   * The events whose groups were derived again after `version`, and the seqs of the groups they
   * had; null when the versions since are not all remembered, or changed so many events that
   * finding the answers again costs less.
   */
  private derivedSince(version: number): { events: ReadonlySet<string>; leaving: ReadonlySet<number> } | null {
    const first = this.derived[0]?.version ?? this.version + 1;
    if (version + 1 < first) return null;
    const events = new Set<string>();
    const leaving = new Set<number>();
    for (const derived of this.derived) {
      if (derived.version <= version) continue;
      for (const id of derived.events) events.add(id);
      for (const seq of derived.leaving) leaving.add(seq);
      if (events.size > FOLLOWED_EVENTS) return null;
    }
    return { events, leaving };
  }

  /**
   * A search by words from the word index (decision 0082), or null when it answers none of them
   * (each in most texts, or no words) or is still being built: the groups of the speakers holding
   * every word, in the lists' event order, each with those speakers' ids. The index holds each
   * event's group under the words of all its speakers' texts (decision 0133): the groups it finds
   * fewest for that the other words it answers find too are candidates, and each of their
   * speakers is tested on every word by their own text, since the words may be in different
   * speakers' texts.
   */
  private withWords(
    words: readonly string[],
  ): { groups: (timed: TimedPublicEvents) => Array<[SpeakerGroup, ReadonlySet<string>]> } | null {
    // While the index is built the search reads every group's texts, where building it at once held
    // every request for a second at +50,000 catalogue events (decision 0135).
    const index = words.length === 0 ? null : this.words.indexOrStartBuild(this.groupsInSeqOrder);
    if (!index) return null;
    const found = words.map((word) => index.startingWith(word));
    const answered = found.filter((groups) => groups !== null);
    if (answered.length === 0) return null;
    const fewest = answered.reduce((a, b) => (b.size < a.size ? b : a));
    const matched = new Map<SpeakerGroup, Set<string>>();
    for (const group of fewest) {
      if (!answered.every((groups) => groups.has(group))) continue;
      let ids: Set<string> | undefined;
      for (const { id, searchText } of group.entry.speakers)
        if (matchesSpeakerSearch(searchText, words)) (ids ??= new Set()).add(id);
      if (ids) matched.set(group, ids);
    }
    return {
      groups: (timed) => {
        const order = new Map([...matched.keys()].map((group) => [group, timed.timingOrder(group.entry.event.id)]));
        return [...matched].sort(([a], [b]) => order.get(a)! - order.get(b)!);
      },
    };
  }

  /** Each group's speakers, each person once, in the speaker lists' order: what the unfiltered search pages. */
  private *dedupedInEventOrder(timed: TimedPublicEvents): Generator<readonly SpeakerSummary[]> {
    for (const { deduped } of this.inEventOrder(timed)) yield deduped;
  }

  /** The public events with public speakers in the speaker lists' order: not over yet first, then past ones. */
  private *inEventOrder(timed: TimedPublicEvents): Generator<SpeakerGroup> {
    for (const list of [timed.notPast, timed.past])
      for (const entry of list) {
        const group = this.groups.get(entry.event.id);
        if (group) yield group;
      }
  }

  private async visibleEventIds(audience: Audience): Promise<Set<string>> {
    const visible = new Set<string>();
    for (const { id, value } of (await this.events.summaries()).values())
      if (EventsQueries.isVisibleTo(value, audience)) visible.add(id);
    return visible;
  }
}

/** The home page's group of an event's speakers (selectHomeFeaturedSpeakers), worked out when first asked for. */
function homeOf(group: SpeakerGroup): SpeakerSummary[] | null {
  if (group.home === undefined) {
    const [home] = selectHomeFeaturedSpeakers([group.entry.event], group.speakers);
    group.home = home?.speakers ?? null;
  }
  return group.home;
}

/** A public event as the speaker lists name it. */
export function eventReference(event: EventSummary): EventReference {
  const { id, title, date, location, city, hideSocialMedia, hideAbstracts } = event;
  return { id, title, date, location, city, hideSocialMedia, hideAbstracts };
}

/**
 * Each person once, the first record winning: the lists show a person once per event. Records
 * with the same name count as one too, as they always have on /speakers, whatever their e-mails.
 */
export function onePerPerson<T extends Pick<Speaker, 'id' | 'name'>>(
  speakers: readonly T[],
  /** The ids of a record's person, oldest first (SpeakerPeopleIndex.recordsOf); undefined when it has none. */
  personOf: (speaker: T) => readonly string[] | undefined,
): T[] {
  // One speaker is one person: what a search by words mostly finds in an event.
  if (speakers.length <= 1) return [...speakers];
  const names = new Set<string>();
  const people = new Set<string>();
  return speakers.filter((speaker) => {
    const name = comparableName(speaker.name ?? '');
    const person = personOf(speaker)?.[0] ?? speaker.id;
    if (names.has(name) || people.has(person)) return false;
    names.add(name);
    people.add(person);
    return true;
  });
}

/**
 * A speaker record with the photo, credentials and profile link of the person's newest record that
 * has them, where this record has none: one record often carries what an admin entered only once.
 * The disclosure is never borrowed: it is given per event, and an empty one is not yet given.
 */
function withPersonDetails(speaker: Speaker, records: readonly SpeakerSummary[]): Speaker {
  const newestFirst = [...records].reverse();
  const filled = (has: (record: SpeakerSummary) => boolean) => (has(speaker) ? undefined : newestFirst.find(has));
  const image = filled((record) => record.image.trim() !== '');
  const credentials = filled((record) => (record.credentials ?? '').trim() !== '');
  const profile = filled((record) => isHttpUrl(record.profileUrl));
  if (!image && !credentials && !profile) return speaker;
  return {
    ...speaker,
    ...(image ? { image: image.image } : {}),
    ...(credentials ? { credentials: credentials.credentials } : {}),
    ...(profile ? { profileUrl: profile.profileUrl } : {}),
  };
}

/** A public event as a speaker page names it. */
function appearanceEvent(event: EventSummary): SpeakerAppearanceEvent {
  return {
    ...eventReference(event),
    startDate: event.startDate ?? null,
    endDate: event.endDate ?? null,
    format: event.format,
    timezone: event.timezone ?? null,
  };
}

const SUBJECT_ORDER = new Map<string, number>(AGD_SUBJECTS.map((subject, index) => [subject.code, index]));

/** Subject codes in the order of the AGD's list. */
function inSubjectOrder(codes: Iterable<string>): string[] {
  return [...codes].sort(
    (a, b) => (SUBJECT_ORDER.get(a) ?? Infinity) - (SUBJECT_ORDER.get(b) ?? Infinity) || a.localeCompare(b),
  );
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
