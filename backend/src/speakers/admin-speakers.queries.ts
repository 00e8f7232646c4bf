import { Injectable } from '@nestjs/common';
import {
  ADMIN_SPEAKER_GROUPS_PAGE_SIZE,
  bySpeakerOrder,
  disclosureMissing,
  filterSpeakers,
  hasSocialMedia,
  type AdminSpeakerGroup,
  type AdminSpeakerStats,
  type AdminSpeakersAnswer,
  type AdminSpeakersQuery,
  type EventListing,
  type Speaker,
} from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TouchedDocuments } from '../event-sourcing/projections/touched-documents';
import { EVENTS_COLLECTION, EventsQueries } from '../events';
import { SPEAKERS_COLLECTION } from '../shared/read-model-collections';
import { SpeakersQueries } from './speakers.queries';

/** The speakers of one event not in the trash, and what the screen counts of them. */
interface EventSpeakers {
  speakers: Speaker[];
  social: number;
  missingDisclosure: number;
  featured: number;
}

/**
 * GET /api/admin/speakers (decision 0094): the admin speakers screen's page. The speakers not in
 * the trash are kept grouped by event, each group with its counts, and kept per change: the
 * speakers and events that domain events touched are read again, nothing else. Built when an admin
 * first opens the screen. A page orders only its own groups' speakers.
 */
@Injectable()
export class AdminSpeakersQueries {
  private readonly touched: TouchedDocuments;
  private readonly groups = new Map<string, EventSpeakers>();
  /** Each grouped speaker's event, to find its group again when it changes. */
  private readonly eventOf = new Map<string, string>();
  /** The admin list of events (hidden included, trashed not), by date: the groups' order. */
  private eventOrder: EventListing[] = [];
  private catchingUp: Promise<void> | null = null;
  /** Counts the catch-ups, so what is worked out from the groups knows when it is stale. */
  private version = 0;
  private listed: { version: number; listed: EventListing[]; stats: AdminSpeakerStats } | null = null;

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
    const oneEvent = query.eventId !== '' && query.eventId !== 'all';
    const candidates = oneEvent ? listed.filter((event) => event.id === query.eventId) : listed;
    const searching = query.q !== '';
    let matching = 0;
    const found: Array<{ event: EventListing; speakers: readonly Speaker[] }> = [];
    for (const event of candidates) {
      const group = this.groups.get(event.id)!.speakers;
      // Without words every speaker matches: the group as it is, not a copy of it.
      const speakers = searching ? filterSpeakers(group, { search: query.q }) : group;
      if (speakers.length === 0) continue;
      matching += speakers.length;
      found.push({ event, speakers });
    }
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

  /** The events with speakers, in order, and the statistics: worked out once per change. */
  private listedNow(): { listed: EventListing[]; stats: AdminSpeakerStats } {
    if (this.listed?.version === this.version) return this.listed;
    const listed = this.eventOrder.filter((event) => this.groups.has(event.id));
    const stats: AdminSpeakerStats = { total: 0, events: 0, social: 0, disclosureMissing: 0 };
    for (const event of listed) {
      const group = this.groups.get(event.id)!;
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
    if (touched.everything || touched.ids.has(EVENTS_COLLECTION)) this.eventOrder = await this.events.list('admin');
  }

  private add(speaker: Speaker): void {
    if (speaker.trashedAt !== null) return;
    let group = this.groups.get(speaker.eventId);
    if (!group)
      this.groups.set(speaker.eventId, (group = { speakers: [], social: 0, missingDisclosure: 0, featured: 0 }));
    group.speakers.push(speaker);
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
    this.count(group, speaker, -1);
    if (group.speakers.length === 0) this.groups.delete(eventId);
  }

  private count(group: EventSpeakers, speaker: Speaker, by: 1 | -1): void {
    if (hasSocialMedia(speaker)) group.social += by;
    if (disclosureMissing(speaker)) group.missingDisclosure += by;
    if (speaker.isFeatured) group.featured += by;
  }
}
