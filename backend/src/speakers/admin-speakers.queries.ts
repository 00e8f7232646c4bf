import { Injectable, Logger } from '@nestjs/common';
import {
  ADMIN_SPEAKER_GROUPS_PAGE_SIZE,
  byDateKeyThenId,
  bySpeakerOrder,
  disclosureMissing,
  eventDateSortKey,
  hasSocialMedia,
  speakerFilterFinds,
  speakerFilterNeedle,
  speakerFilterTexts,
  type AdminSpeakerGroup,
  type AdminSpeakerStats,
  type AdminSpeakersAnswer,
  type AdminSpeakersQuery,
  type DateKeyed,
  type EventSummary,
  type SpeakerSummary,
} from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TouchedDocuments } from '../event-sourcing/projections/touched-documents';
import {
  EVENTS_COLLECTION,
  EventsQueries,
  insertSorted,
  lowerBound,
  PublicEventViews,
  removeSorted,
  WordIndex,
} from '../events';
import { SPEAKERS_COLLECTION } from '../shared/read-model-collections';
import { SpeakersQueries } from './speakers.queries';

/** The speakers of one event not in the trash, and what the screen counts of them. */
interface EventSpeakers {
  /** Without their long texts: a page reads its speakers whole (decision 0112). */
  speakers: SpeakerSummary[];
  /**
   * Each speaker's texts for the search box (speakerFilterTexts), in the same order: made when a
   * search first reads the group, dropped when the group changes.
   */
  texts: Array<readonly string[]> | null;
  social: number;
  missingDisclosure: number;
  featured: number;
}

/** An event of the admin list, with its place in the date order read once. */
interface OrderedEvent extends DateKeyed {
  readonly event: EventSummary;
}

const ordered = (event: EventSummary): OrderedEvent => ({ event, id: event.id, dateKey: eventDateSortKey(event.date) });

/**
 * An event of the screen's list with its speakers (all of them, or those a search found), at its
 * place in the admin list's order.
 */
interface ListedGroup extends DateKeyed {
  readonly event: EventSummary;
  readonly speakers: readonly SpeakerSummary[];
}

/** Groups in the admin list's order (byDateKeyThenId). */
type FoundGroups = ListedGroup[];

/** A search of the screen and the groups it found, as of a version of the groups. */
interface KeptSearch {
  version: number;
  readonly needle: string;
  readonly eventId: string;
  readonly found: FoundGroups;
}

/** The events with speakers in the admin list's order, each found by id, and the screen's counts of them. */
interface Listing {
  readonly listed: ListedGroup[];
  readonly byEvent: Map<string, ListedGroup>;
  readonly stats: AdminSpeakerStats;
}

/**
 * A speaker as the word index holds them (decision 0108). Their text, name and profession in lower
 * case, is made whenever the index reads it (when indexed, and when replaced by the speaker's next
 * entry), not kept: 400,000 of them at +50,000 catalogue events, for the few changes that read one.
 */
class SpeakerWords {
  /**
   * Their event, read without reaching for the speaker: a search that finds most of the 400,000
   * reads it for each, and the entries lie closer together in memory than the speakers.
   */
  readonly eventId: string;

  constructor(
    readonly seq: number,
    readonly speaker: SpeakerSummary,
  ) {
    this.eventId = speaker.eventId;
  }

  get text(): string {
    return speakerFilterTexts(this.speaker).join('\n');
  }
}

/**
 * GET /api/admin/speakers (decision 0094): the admin speakers screen's page. The speakers not in
 * the trash are kept grouped by event, each group with its counts, and kept per change: the
 * speakers and events that domain events touched are read again, nothing else. Built when an admin
 * first opens the screen. A page orders only its own groups' speakers. The events' order is kept
 * too, an event put again in its place when it changes (decision 0105); a search's groups are
 * kept for the next page, and the last search over every event follows each change (the groups
 * of the events it touched found again), so a page of it after an edit does not search again. A
 * new search finds its speakers in a word index of the speakers' names
 * and professions (decision 0108); one the index cannot narrow, or one before the index is built,
 * reads each group's texts in lower case, made once per group.
 */
@Injectable()
export class AdminSpeakersQueries {
  private readonly touched: TouchedDocuments;
  private readonly groups = new Map<string, EventSpeakers>();
  /** Each grouped speaker's event, to find its group again when it changes. */
  private readonly eventOf = new Map<string, string>();
  /** The admin list of events (hidden included, trashed not), by date: the groups' order. */
  private eventOrder: OrderedEvent[] = [];
  private readonly orderedEvents = new Map<string, OrderedEvent>();
  private catchingUp: Promise<void> | null = null;
  /** Counts the catch-ups, so what is worked out from the groups knows when it is stale. */
  private version = 0;
  /**
   * Made from every group when the screen is first opened (and after a rebuild), then kept per
   * change: a change unlists the events it touches and lists them again, instead of walking every
   * event. At +50,000 catalogue events the first page after an edit took 43 to 78 ms of the main
   * thread when it walked them, and 6 to 7 ms since.
   */
  private listing: Listing | null = null;
  /** The groups the last search found, for its next page. */
  private lastFound: KeptSearch | null = null;
  /**
   * The words of the grouped speakers' names and professions (decision 0108), kept per change like
   * the groups. Built between requests once the screen is first opened (buildWordIndex), not at
   * start, since the groups themselves wait for the screen, which few processes ever serve; nor by
   * the first search, which would wait for it (1 to 3 s at +50,000 catalogue events): a search
   * before it is ready reads the groups, as every search did before.
   */
  private words: WordIndex<SpeakerWords> | null = null;
  /** The word index's entry of each grouped speaker, by id. */
  private wordsOf = new Map<string, SpeakerWords>();
  private nextWordsSeq = 0;
  /**
   * While the word index is built: the speakers changed since it took its list, each as their group
   * now holds them (null when none does), put in the index once it is built.
   */
  private changedWhileBuilding: Map<string, SpeakerSummary | null> | null = null;
  /** Counts the times the groups were made again from every speaker: a build from before is given up. */
  private regroupings = 0;

  constructor(
    private readonly events: EventsQueries,
    private readonly speakers: SpeakersQueries,
    private readonly eventViews: PublicEventViews,
    projections: ProjectionEngine,
  ) {
    this.touched = new TouchedDocuments(projections, [SPEAKERS_COLLECTION, EVENTS_COLLECTION]);
  }

  async page(query: AdminSpeakersQuery): Promise<AdminSpeakersAnswer> {
    await this.upToDate();
    const listing = this.listedNow();
    const listed = listing.listed;
    // A copy: the counts are kept per change, and the page's speakers are read before it answers.
    const stats = { ...listing.stats };
    const found = this.find(listed, speakerFilterNeedle(query.q), query.eventId);
    const matching = found.reduce((total, { speakers }) => total + speakers.length, 0);
    const pageSize = ADMIN_SPEAKER_GROUPS_PAGE_SIZE;
    const pages = Math.max(1, Math.ceil(found.length / pageSize));
    const page = Math.min(query.page, pages);
    const shown = found.slice((page - 1) * pageSize, page * pageSize);
    const counts = shown.map(({ event }) => this.groups.get(event.id)!);
    // The page's speakers whole, with their long texts, read from the file (decision 0112).
    const whole = await this.speakers.readWhole(
      shown.flatMap(({ speakers }) => speakers),
      'admin',
    );
    const items = shown.map(({ event }, at): AdminSpeakerGroup => ({
      event: {
        id: event.id,
        title: event.title,
        hideSocialMedia: event.hideSocialMedia,
        hideAbstracts: event.hideAbstracts,
      },
      speakerCount: counts[at].speakers.length,
      featuredCount: counts[at].featured,
      speakers: whole.filter((speaker) => speaker.eventId === event.id).sort(bySpeakerOrder),
    }));
    if (!this.words && !this.changedWhileBuilding)
      void this.buildWordIndex().catch((error: unknown) =>
        new Logger('Search').warn(`The admin speakers' word index was not built: ${(error as Error).message}`),
      );
    return { items, total: found.length, page, pageSize, pages, matching, stats };
  }

  /**
   * Builds the word index between requests (WordIndex.inSlices, decision 0101), from the grouped
   * speakers as they are when it starts; the changes that come meanwhile are put in it at the end,
   * so a build is given up only when every group is made again (after a rebuild of the views).
   */
  private async buildWordIndex(): Promise<void> {
    const changed = (this.changedWhileBuilding = new Map<string, SpeakerSummary | null>());
    try {
      const regroupings = this.regroupings;
      // Each group's list copied at once, 50,000 short copies at +50,000 (a few ms; one list of
      // every speaker took 60 ms): the groups change under a build of a second or two. The entries
      // are made as the slices take them.
      const groups = Array.from(this.groups.values(), (group) => group.speakers.slice());
      const entries = new Map<string, SpeakerWords>();
      const built = await WordIndex.inSlices(
        this.newSpeakerWords(groups, entries),
        () => this.regroupings === regroupings,
      );
      if (!built) return;
      for (const [id, speaker] of changed) this.replaceWords(built, entries, id, speaker);
      this.words = built;
      this.wordsOf = entries;
    } finally {
      this.changedWhileBuilding = null;
    }
  }

  /** The groups with speakers the search finds, in the events' order; kept until something changes or the search does. */
  private find(listed: FoundGroups, needle: string, eventId: string): FoundGroups {
    const oneEvent = isOneEvent(eventId);
    const candidates = oneEvent ? listed.filter(({ event }) => event.id === eventId) : listed;
    // Without words every speaker matches: the groups as they are.
    if (needle === '') return candidates;
    const last = this.lastFound;
    if (last?.version === this.version && last.needle === needle && last.eventId === eventId) return last.found;
    // One event's group is read whole: eight or so speakers.
    const indexed = oneEvent ? null : this.withWords(needle);
    const found = indexed ? this.inEventOrder(indexed, listed) : this.searched(candidates, needle);
    this.lastFound = { version: this.version, needle, eventId, found };
    return found;
  }

  /** The groups with speakers whose name or profession holds the needle, read whole. */
  private searched(groups: FoundGroups, needle: string): FoundGroups {
    const found: FoundGroups = [];
    for (const { id, dateKey, event } of groups) {
      const group = this.groups.get(id)!;
      const texts = (group.texts ??= group.speakers.map(speakerFilterTexts));
      const speakers = group.speakers.filter((_, at) => speakerFilterFinds(texts[at], needle));
      if (speakers.length > 0) found.push({ id, dateKey, event, speakers });
    }
    return found;
  }

  /**
   * The index's entries of the speakers whose name or profession holds the needle, or null
   * when it is not built yet or answers none of the needle's words (each inside most of the
   * vocabulary, as 'e'): then every group is read. A name or profession holding the needle holds
   * each of its whitespace-separated words inside one of its own words, so the speakers under any
   * one of them include every match; the needle itself, spaces and all, is then looked for in
   * their texts. The longest word is asked first, as the likeliest to be rare, and only until one
   * is answered: looking at a speaker's texts costs about what gathering them under another word
   * would (a word in every name, as 'dr.', gathers 400,000 at +50,000). A needle of one word the
   * index answers needs no look: the index found exactly the texts holding it.
   */
  private withWords(needle: string): Iterable<SpeakerWords> | null {
    const index = this.words;
    if (!index) return null;
    const words = [...new Set(needle.split(/\s+/))].sort((a, b) => b.length - a.length);
    for (const word of words) {
      const found = index.containing(word);
      if (found)
        return word === needle
          ? found
          : [...found].filter(({ speaker }) => speakerFilterFinds(speakerFilterTexts(speaker), needle));
    }
    return null;
  }

  /**
   * The groups of these entries' speakers in the events' order, as listed: an event trashed, or no
   * event, lists none. A group's speakers come in the index's order, not the group's: a page sorts its
   * groups' speakers anyway (bySpeakerOrder), and the rest counts them.
   */
  private inEventOrder(entries: Iterable<SpeakerWords>, listed: FoundGroups): FoundGroups {
    const byEvent = new Map<string, SpeakerSummary[]>();
    // The index lists a group's speakers next to each other, mostly (by seq: in the order the index
    // was built, each group whole): the group is looked up once per run of them, not per speaker.
    let eventId: string | undefined;
    let own: SpeakerSummary[] = [];
    for (const entry of entries) {
      if (entry.eventId !== eventId) {
        eventId = entry.eventId;
        own = byEvent.get(eventId) ?? [];
        if (own.length === 0) byEvent.set(eventId, own);
      }
      own.push(entry.speaker);
    }
    // A few events are sorted by their places; for many, walking every listed event costs less.
    const events =
      byEvent.size * 16 < listed.length
        ? [...byEvent.keys()]
            .map((eventId) => this.orderedEvents.get(eventId))
            .filter((entry) => entry !== undefined)
            .sort(byDateKeyThenId)
        : listed;
    const found: FoundGroups = [];
    for (const { id, dateKey, event } of events) {
      const own = byEvent.get(id);
      if (own) found.push({ id, dateKey, event, speakers: own });
    }
    return found;
  }

  /** An entry for each speaker of these groups, each with the next seq, kept in `entries` as made. */
  private *newSpeakerWords(
    groups: ReadonlyArray<readonly SpeakerSummary[]>,
    entries: Map<string, SpeakerWords>,
  ): Generator<SpeakerWords> {
    for (const speakers of groups)
      for (const speaker of speakers) {
        const entry = new SpeakerWords(this.nextWordsSeq++, speaker);
        entries.set(speaker.id, entry);
        yield entry;
      }
  }

  /**
   * Puts a speaker touched by a change in the word index as their group now holds them, or takes
   * them out (null); while the index is built, once it is.
   */
  private indexWords(id: string, speaker: SpeakerSummary | null): void {
    if (this.words) this.replaceWords(this.words, this.wordsOf, id, speaker);
    else this.changedWhileBuilding?.set(id, speaker);
  }

  /**
   * A speaker still grouped keeps their seq, so under the words their name and profession keep,
   * the new entry takes the old one's place and only the words that came or went move: a move
   * between events or a change of another field moves none.
   */
  private replaceWords(
    index: WordIndex<SpeakerWords>,
    entries: Map<string, SpeakerWords>,
    id: string,
    speaker: SpeakerSummary | null,
  ): void {
    const before = entries.get(id) ?? null;
    const after = speaker ? new SpeakerWords(before?.seq ?? this.nextWordsSeq++, speaker) : null;
    if (after) entries.set(id, after);
    else entries.delete(id);
    index.replace(before, after);
  }

  /** The events with speakers, in order, and the statistics. */
  private listedNow(): Listing {
    if (this.listing) return this.listing;
    const listing: Listing = {
      listed: [],
      byEvent: new Map(),
      stats: { total: 0, events: 0, social: 0, disclosureMissing: 0 },
    };
    for (const entry of this.eventOrder) {
      const group = this.groups.get(entry.id);
      if (group) listing.listed.push(this.listedGroup(listing, entry, group));
    }
    return (this.listing = listing);
  }

  /** The list's entry of an event with speakers, counted in the listing's statistics. */
  private listedGroup(listing: Listing, entry: OrderedEvent, group: EventSpeakers): ListedGroup {
    const listed: ListedGroup = { id: entry.id, dateKey: entry.dateKey, event: entry.event, speakers: group.speakers };
    listing.byEvent.set(entry.id, listed);
    countListed(listing.stats, group, 1);
    return listed;
  }

  /** Takes an event out of the kept list before a change to it or its speakers; its counts go with it. */
  private unlist(eventId: string): void {
    const listed = this.listing?.byEvent.get(eventId);
    if (!this.listing || !listed) return;
    removeSorted(this.listing.listed, listed, byDateKeyThenId);
    this.listing.byEvent.delete(eventId);
    countListed(this.listing.stats, this.groups.get(eventId)!, -1);
  }

  /** Puts an event back in the kept list after the change, when it is listed and has speakers. */
  private relist(eventId: string): void {
    const entry = this.orderedEvents.get(eventId);
    const group = this.groups.get(eventId);
    if (!this.listing || !entry || !group) return;
    insertSorted(this.listing.listed, this.listedGroup(this.listing, entry, group), byDateKeyThenId);
  }

  /** One catch-up at a time: requests arriving meanwhile wait for it, then take what is left. */
  private async upToDate(): Promise<void> {
    while (this.catchingUp) await this.catchingUp;
    if (!this.touched.pending) return;
    this.catchingUp = this.catchUp().finally(() => (this.catchingUp = null));
    await this.catchingUp;
  }

  private async catchUp(): Promise<void> {
    const touched = this.touched.take();
    this.version += 1;
    if (touched.everything) {
      this.groups.clear();
      this.eventOf.clear();
      this.listing = null;
      // Built again from the new groups after the next page.
      this.regroupings += 1;
      this.words = null;
      this.wordsOf = new Map();
      // The records as the event views keep them, without their long texts, and shared.
      for (const speaker of (await this.eventViews.speakerSummaries()).all()) this.add(speaker);
      this.orderedEvents.clear();
      this.eventOrder = [];
      for (const { id, value } of (await this.events.summaries()).values()) this.putEvent(id, value, 'at-the-end');
      this.eventOrder.sort(byDateKeyThenId);
      return;
    }
    const [records, summaries] = await Promise.all([this.eventViews.speakerSummaries(), this.events.summaries()]);
    const speakerIds = [...(touched.ids.get(SPEAKERS_COLLECTION) ?? [])];
    const eventIds = [...(touched.ids.get(EVENTS_COLLECTION) ?? [])];
    // The events whose entry in the kept list may change: their own, and those a speaker leaves or joins.
    const changing = new Set(eventIds);
    for (const id of speakerIds) {
      const before = this.eventOf.get(id);
      if (before !== undefined) changing.add(before);
      const after = records.get(id)?.eventId;
      if (after !== undefined) changing.add(after);
    }
    // The last search over every event follows the change too, a page after it being the likeliest read.
    const last = this.lastFound;
    const search = last?.version === this.version - 1 && !isOneEvent(last.eventId) ? last : null;
    for (const eventId of changing) {
      if (search) this.unfind(search, eventId);
      this.unlist(eventId);
    }
    for (const id of speakerIds) {
      this.remove(id);
      const speaker = records.get(id) ?? null;
      this.indexWords(id, speaker && this.add(speaker) ? speaker : null);
    }
    for (const id of eventIds) this.putEvent(id, summaries.get(id)?.value ?? null, 'in-place');
    for (const eventId of changing) {
      this.relist(eventId);
      if (search) this.refind(search, eventId);
    }
    if (search) search.version = this.version;
  }

  /** Takes an event's group out of a kept search before a change (it is listed when found). */
  private unfind(search: KeptSearch, eventId: string): void {
    const listed = this.listing?.byEvent.get(eventId);
    if (!listed) return;
    // Found at the listed group's place: the same keys, another object.
    const at = lowerBound(search.found, listed, byDateKeyThenId);
    if (search.found[at]?.id === eventId) search.found.splice(at, 1);
  }

  /** Puts an event's group back in a kept search after the change, with the speakers the search finds in it now. */
  private refind(search: KeptSearch, eventId: string): void {
    const listed = this.listing?.byEvent.get(eventId);
    if (!listed) return;
    const [found] = this.searched([listed], search.needle);
    if (found) insertSorted(search.found, found, byDateKeyThenId);
  }

  /** The event as it now is in the admin list's order: gone when trashed or purged (null). */
  private putEvent(id: string, event: EventSummary | null, where: 'in-place' | 'at-the-end'): void {
    const before = this.orderedEvents.get(id);
    if (before) {
      removeSorted(this.eventOrder, before, byDateKeyThenId);
      this.orderedEvents.delete(id);
    }
    if (!event || !EventsQueries.isVisibleTo(event, 'admin')) return;
    const entry = ordered(event);
    this.orderedEvents.set(id, entry);
    if (where === 'in-place') insertSorted(this.eventOrder, entry, byDateKeyThenId);
    else this.eventOrder.push(entry);
  }

  /** Groups a speaker not in the trash; whether it did. */
  private add(speaker: SpeakerSummary): boolean {
    if (speaker.trashedAt !== null) return false;
    let group = this.groups.get(speaker.eventId);
    if (!group)
      this.groups.set(
        speaker.eventId,
        (group = { speakers: [], texts: null, social: 0, missingDisclosure: 0, featured: 0 }),
      );
    group.speakers.push(speaker);
    group.texts = null;
    this.count(group, speaker, 1);
    this.eventOf.set(speaker.id, speaker.eventId);
    return true;
  }

  private remove(id: string): void {
    const eventId = this.eventOf.get(id);
    if (eventId === undefined) return;
    this.eventOf.delete(id);
    const group = this.groups.get(eventId)!;
    const at = group.speakers.findIndex((speaker) => speaker.id === id);
    const [speaker] = group.speakers.splice(at, 1);
    group.texts = null;
    this.count(group, speaker, -1);
    if (group.speakers.length === 0) this.groups.delete(eventId);
  }

  private count(group: EventSpeakers, speaker: SpeakerSummary, by: 1 | -1): void {
    if (hasSocialMedia(speaker)) group.social += by;
    if (disclosureMissing(speaker)) group.missingDisclosure += by;
    if (speaker.isFeatured) group.featured += by;
  }
}

/** Adds a group's speakers and counts to the screen's statistics, or takes them away (-1). */
function countListed(stats: AdminSpeakerStats, group: EventSpeakers, by: 1 | -1): void {
  stats.total += by * group.speakers.length;
  stats.events += by;
  stats.social += by * group.social;
  stats.disclosureMissing += by * group.missingDisclosure;
}

/** Whether the screen's event filter names one event ('' and 'all' are every event). */
const isOneEvent = (eventId: string): boolean => eventId !== '' && eventId !== 'all';
