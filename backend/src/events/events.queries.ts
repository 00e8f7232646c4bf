import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { sortEventsByDate, type EventListing, type TrashedEventSchema } from '@dental/contracts';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { notFound } from '../shared/domain/domain-errors';
import { EVENT_NOT_FOUND } from '../shared/domain/event-availability';
import { dueForPurge, purgeDueAt } from '../shared/domain/trash-retention';
import { EVENTS_COLLECTION } from './projections/events.projection';
import { withSessionKeys } from './public-event';

export type Audience = 'public' | 'admin';

/** An event in the trash as the trash list answers it: the contracts' answer schema is its one declaration. */
export type TrashedEvent = z.output<typeof TrashedEventSchema>;

/** Reads of the `events` read model, with the visibility rule in one place. */
@Injectable()
export class EventsQueries {
  constructor(private readonly readStore: ReadStore) {}

  /** The public never sees hidden or trashed events; admins see hidden ones (trash has its own list). */
  static isVisibleTo(event: EventListing, audience: Audience): boolean {
    if (event.trashedAt !== null) return false;
    return audience === 'admin' || !event.isHidden;
  }

  async all(): Promise<EventListing[]> {
    return (await this.readStore.list<EventListing>(EVENTS_COLLECTION)).map((document) => document.value);
  }

  async list(audience: Audience): Promise<EventListing[]> {
    return sortEventsByDate((await this.all()).filter((event) => EventsQueries.isVisibleTo(event, audience)));
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
    return (await this.all())
      .filter((event): event is EventListing & { trashedAt: string } => event.trashedAt !== null)
      .map((event) => ({ ...event, purgeAt: purgeDueAt(event.trashedAt).toISOString() }))
      .sort((a, b) => a.purgeAt.localeCompare(b.purgeAt));
  }

  /**
   * The id of every event in the read model, trashed or not: what a follower of a purged event
   * (its speakers, its sponsors) is looked up against. Reads no whole document.
   */
  async ids(): Promise<Set<string>> {
    return new Set((await this.readStore.listFields<EventListing, never>(EVENTS_COLLECTION, [])).map(({ id }) => id));
  }

  /** The events whose 14 days in the trash are over at `now`: what the purge takes. Reads no whole document. */
  async purgeDue(now: Date): Promise<string[]> {
    const trashed = await this.readStore.listFields<EventListing, 'trashedAt'>(EVENTS_COLLECTION, ['trashedAt']);
    return dueForPurge(trashed, now);
  }
}
