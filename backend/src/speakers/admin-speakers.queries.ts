import { Injectable } from '@nestjs/common';
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
  type EventListing,
  type Speaker,
} from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TouchedDocuments } from '../event-sourcing/projections/touched-documents';
import { EVENTS_COLLECTION, EventsQueries, insertSorted, removeSorted } from '../events';
import { SPEAKERS_COLLECTION } from '../shared/read-model-collections';
import { SpeakersQueries } from './speakers.queries';

/** The speakers of one event not in the trash, and what the screen counts of them. */
interface EventSpeakers {
  speakers: Speaker[];
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
  readonly event: EventListing;
}

const ordered = (event: EventListing): OrderedEvent => ({ event, id: event.id, dateKey: eventDateSortKey(event.date) });

type FoundGroups = Array<{ event: EventListing; speakers: readonly Speaker[] }>;

/**
 * GET /api/admin/speakers (decision 0094): the admin speakers screen's page. The speakers not in
 * the trash are kept grouped by event, each group with its counts, and kept per change: the
 * speakers and events that domain events touched are read again, nothing else. Built when an admin
 * first opens the screen. A page orders only its own groups' speakers. The events' order is kept
 * too, an event put again in its place when it changes (decision 0105); a search reads each
 * speaker's texts in lower case, made once, and its groups are kept for the next page.
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
  private listed: { version: number; listed: FoundGroups; stats: AdminSpeakerStats } | null = null;
  /** The groups the last search found, for its next page. */
  private lastFound: { version: number; needle: string; eventId: string; found: FoundGroups } | null = null;

  constructor(
    private readonly events: EventsQueries,
    private readonly speakers: SpeakersQueries,
    projections: ProjectionEngine,
  ) {
    this.touched = new TouchedDocuments(projections, [SPEAKERS_COLLECTION, EVENTS_COLLECTION]);
  }

  async page(query: AdminSpeakersQuery): Promise<AdminSpeakersAnswer> {
    await this.upToDate();
    const { listed, stats } = this.listedNow();
    const found = this.find(listed, speakerFilterNeedle(query.q), query.eventId);
    const matching = found.reduce((total, { speakers }) => total + speakers.length, 0);
    const pageSize = ADMIN_SPEAKER_GROUPS_PAGE_SIZE;
    const pages = Math.max(1, Math.ceil(found.length / pageSize));
    const page = Math.min(query.page, pages);
    const items = found.slice((page - 1) * pageSize, page * pageSize).map(({ event, speakers }): AdminSpeakerGroup => ({
      event: {
        id: event.id,
        title: event.title,
        hideSocialMedia: event.hideSocialMedia,
        hideAbstracts: event.hideAbstracts,
      },
      speakerCount: this.groups.get(event.id)!.speakers.length,
      featuredCount: this.groups.get(event.id)!.featured,
      speakers: [...speakers].sort(bySpeakerOrder),
    }));
    return { items, total: found.length, page, pageSize, pages, matching, stats };
  }

  /** The groups with speakers the search finds, in the events' order; kept until something changes or the search does. */
  private find(listed: FoundGroups, needle: string, eventId: string): FoundGroups {
    const oneEvent = eventId !== '' && eventId !== 'all';
    const candidates = oneEvent ? listed.filter(({ event }) => event.id === eventId) : listed;
    // Without words every speaker matches: the groups as they are.
    if (needle === '') return candidates;
    const last = this.lastFound;
    if (last?.version === this.version && last.needle === needle && last.eventId === eventId) return last.found;
    const found: FoundGroups = [];
    for (const { event } of candidates) {
      const speakers = this.searched(this.groups.get(event.id)!, needle);
      if (speakers.length > 0) found.push({ event, speakers });
    }
    this.lastFound = { version: this.version, needle, eventId, found };
    return found;
  }

  private searched(group: EventSpeakers, needle: string): Speaker[] {
    const texts = (group.texts ??= group.speakers.map(speakerFilterTexts));
    return group.speakers.filter((_, at) => speakerFilterFinds(texts[at], needle));
  }

  /** The events with speakers, in order, and the statistics: worked out once per change. */
  private listedNow(): { listed: FoundGroups; stats: AdminSpeakerStats } {
    if (this.listed?.version === this.version) return this.listed;
    const listed: FoundGroups = [];
    const stats: AdminSpeakerStats = { total: 0, events: 0, social: 0, disclosureMissing: 0 };
    for (const { event } of this.eventOrder) {
      const group = this.groups.get(event.id);
      if (!group) continue;
      listed.push({ event, speakers: group.speakers });
      stats.total += group.speakers.length;
      stats.events += 1;
      stats.social += group.social;
      stats.disclosureMissing += group.missingDisclosure;
    }
    this.listed = { version: this.version, listed, stats };
    return this.listed;
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
      for (const speaker of await this.speakers.all()) this.add(speaker);
    } else {
      for (const id of touched.ids.get(SPEAKERS_COLLECTION) ?? []) {
        this.remove(id);
        const speaker = await this.speakers.find(id);
        if (speaker) this.add(speaker);
      }
    }
    if (touched.everything) {
      this.orderedEvents.clear();
      this.eventOrder = [];
      for (const event of await this.events.all()) this.putEvent(event.id, event, 'at-the-end');
      this.eventOrder.sort(byDateKeyThenId);
    } else {
      const ids = [...(touched.ids.get(EVENTS_COLLECTION) ?? [])];
      const events = await Promise.all(ids.map((id) => this.events.find(id)));
      ids.forEach((id, at) => this.putEvent(id, events[at], 'in-place'));
    }
  }

  /** The event as it now is in the admin list's order: gone when trashed or purged (null). */
  private putEvent(id: string, event: EventListing | null, where: 'in-place' | 'at-the-end'): void {
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

  private add(speaker: Speaker): void {
    if (speaker.trashedAt !== null) return;
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

  private count(group: EventSpeakers, speaker: Speaker, by: 1 | -1): void {
    if (hasSocialMedia(speaker)) group.social += by;
    if (disclosureMissing(speaker)) group.missingDisclosure += by;
    if (speaker.isFeatured) group.featured += by;
  }
}
