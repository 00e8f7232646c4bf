import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { sortEventsByDate, type EventListing, type EventSummary, type TrashedEventSchema } from '@dental/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TouchedDocuments } from '../event-sourcing/projections/touched-documents';
import { ReadModelDocument, ReadStore } from '../event-sourcing/read-store/read-store.port';
import { notFound } from '../shared/domain/domain-errors';
import { EVENT_NOT_FOUND } from '../shared/domain/event-availability';
import { dueForPurge, purgeDueAt } from '../shared/domain/trash-retention';
import { EVENTS_COLLECTION } from './projections/events.projection';
import { eventSummary, sharedEventValue, withSessionKeys } from './public-event';

export type Audience = 'public' | 'admin';

/** An event in the trash as the trash list answers it: the contracts' answer schema is its one declaration. */
export type TrashedEvent = z.output<typeof TrashedEventSchema>;

/** An event without its agenda as the read model holds it, with the position it was projected at. */
export type EventSummaryDocument = ReadModelDocument<EventSummary>;

/**
 * Reads of the `events` read model, with the visibility rule in one place. The documents are kept
 * on file (decision 0111): one is read when asked for, and every event without its agenda is kept
 * here (`summaries`), for the lists and views that hold every event. An agenda is most of an
 * event's document; at +50,000 catalogue events the agendas were about 300 MiB of each process.
 */
@Injectable()
export class EventsQueries {
  private readonly touched: TouchedDocuments;
  private summaryDocuments: Map<string, EventSummaryDocument> | null = null;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly readStore: ReadStore,
    projections: ProjectionEngine,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'servesNoRequests'>,
  ) {
    this.touched = new TouchedDocuments(projections, [EVENTS_COLLECTION]);
  }

  /** The public never sees hidden or trashed events; admins see hidden ones (trash has its own list). */
  static isVisibleTo(event: Pick<EventListing, 'trashedAt' | 'isHidden'>, audience: Audience): boolean {
    if (event.trashedAt !== null) return false;
    return audience === 'admin' || !event.isHidden;
  }

  /**
   * Every event without its agenda, trashed and hidden ones too, by id, as of the read models'
   * current position: read without the agendas when first asked for, then kept per change. The
   * summaries are shared by their readers, who must not change them.
   */
  async summaries(): Promise<ReadonlyMap<string, EventSummaryDocument>> {
    // A refresh under way took what was touched before it started: a reader arriving meanwhile
    // waits for it, then for one of its own if more was touched since.
    if (this.refreshing) await this.refreshing;
    if (this.touched.pending || !this.summaryDocuments) await (this.refreshing ??= this.refreshOnce());
    if (this.touched.pending) await (this.refreshing ??= this.refreshOnce());
    return this.summaryDocuments!;
  }

  private refreshOnce(): Promise<void> {
    return this.refreshSummaries().finally(() => (this.refreshing = null));
  }

  private async refreshSummaries(): Promise<void> {
    // Taken before reading: a change made while the events are read is still pending afterwards.
    const touched = this.touched.take();
    if (touched.everything || !this.summaryDocuments) {
      try {
        // Each value's texts and lists shared as it is read, each distinct one once from a listing block.
        const listed = await this.readStore.listWithout<EventListing, 'agenda'>(
          EVENTS_COLLECTION,
          ['agenda'],
          undefined,
          sharedEventValue,
        );
        this.summaryDocuments = new Map(listed.map((document) => [document.id, document]));
      } catch (error) {
        this.touched.forgetEverything();
        throw error;
      }
      return;
    }
    const ids = [...(touched.ids.get(EVENTS_COLLECTION) ?? [])];
    const documents = await Promise.all(ids.map((id) => this.readStore.get<EventListing>(EVENTS_COLLECTION, id)));
    const summaries = this.summaryDocuments;
    ids.forEach((id, at) => {
      const document = documents[at];
      if (document) summaries.set(id, { id, position: document.position, value: eventSummary(document.value) });
      else summaries.delete(id);
    });
  }

  /** Every event whole, agendas included: read from the file, for the unpaged list and the rare reader of every agenda. */
  async all(): Promise<EventListing[]> {
    return (await this.readStore.list<EventListing>(EVENTS_COLLECTION)).map((document) => document.value);
  }

  async list(audience: Audience): Promise<EventListing[]> {
    return listedEvents(this.readStore, audience);
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
    const ids = [...(await this.summaries()).values()]
      .filter((document) => document.value.trashedAt !== null)
      .map((document) => document.id);
    return (await this.findEach(ids))
      .filter((event): event is EventListing & { trashedAt: string } => event.trashedAt !== null)
      .map((event) => ({ ...event, purgeAt: purgeDueAt(event.trashedAt).toISOString() }))
      .sort((a, b) => a.purgeAt.localeCompare(b.purgeAt));
  }

  /** These events whole, those still in the read model, in the order asked for. */
  async findEach(ids: Iterable<string>): Promise<EventListing[]> {
    const found = await Promise.all([...ids].map((id) => this.find(id)));
    return found.filter((event): event is EventListing => event !== null);
  }

  /**
   * The id of every event in the read model, trashed or not: what a follower of a purged event
   * (its speakers, its sponsors) is looked up against. Reads no whole document: a process that
   * serves takes them from the summaries it keeps anyway, which its purge reads at its start; a
   * cluster's primary, which keeps none, lists the ids from the file (twice at each start, 0.5 s
   * of one at +50,000 catalogue events).
   */
  async ids(): Promise<Set<string>> {
    if (!this.config.servesNoRequests) return new Set((await this.summaries()).keys());
    return new Set((await this.readStore.listFields<EventListing, never>(EVENTS_COLLECTION, [])).map(({ id }) => id));
  }

  /**
   * The events whose 14 days in the trash are over at `now`: what the purge takes. Reads no whole
   * document. A process that serves keeps every event's summary anyway, and the purge at its start
   * reads them; a cluster's primary, which keeps none, reads the one field from the file (inside
   * SQLite that parses every document: 1.3 s at +50,000 catalogue events).
   */
  async purgeDue(now: Date): Promise<string[]> {
    const trashed = this.config.servesNoRequests
      ? await this.readStore.listFields<EventListing, 'trashedAt'>(EVENTS_COLLECTION, ['trashedAt'])
      : [...(await this.summaries()).values()];
    return dueForPurge(trashed, now);
  }
}

/** Every event the audience may see, whole, in the spec's date order: GET /api/events for admins, and as it was at a moment. */
export async function listedEvents(readStore: ReadStore, audience: Audience): Promise<EventListing[]> {
  const all = (await readStore.list<EventListing>(EVENTS_COLLECTION)).map((document) => document.value);
  return sortEventsByDate(all.filter((event) => EventsQueries.isVisibleTo(event, audience)));
}
