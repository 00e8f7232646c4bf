import { Injectable } from '@nestjs/common';
import type { EventListing, Speaker } from '@dental/contracts';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { Audience, EventsQueries } from '../events/events.queries';
import { purgeDueAt } from '../events/domain/event.decider';
import { notFound } from '../shared/domain-errors';
import { SPEAKER_NOT_FOUND } from './domain/speaker.decider';
import { SPEAKERS_COLLECTION } from './projections/speakers.projection';

export interface TrashedSpeaker extends Speaker {
  trashedAt: string;
  purgeAt: string;
}

/**
 * Reads of the `speakers` read model. A speaker is as visible as its event: the public sees
 * speakers of public events only, admins also those of hidden events; nobody sees trashed
 * speakers or speakers of trashed events in the lists (the trash has its own list).
 */
@Injectable()
export class SpeakersQueries {
  constructor(
    private readonly readStore: ReadStore,
    private readonly events: EventsQueries,
  ) {}

  async all(): Promise<Speaker[]> {
    return (await this.readStore.list<Speaker>(SPEAKERS_COLLECTION)).map((document) => document.value);
  }

  async find(id: string): Promise<Speaker | null> {
    return (await this.readStore.get<Speaker>(SPEAKERS_COLLECTION, id))?.value ?? null;
  }

  async list(audience: Audience, eventId?: string): Promise<Speaker[]> {
    const visibleEvents = await this.visibleEventIds(audience);
    return (await this.all())
      .filter((speaker) => speaker.trashedAt === null && visibleEvents.has(speaker.eventId))
      .filter((speaker) => eventId === undefined || speaker.eventId === eventId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  /** One speaker as the audience may see it; 404 otherwise. Admins see any speaker, trashed ones too. */
  async get(id: string, audience: Audience): Promise<Speaker> {
    const speaker = await this.find(id);
    if (!speaker) throw notFound(SPEAKER_NOT_FOUND);
    if (audience === 'admin') return speaker;
    const event = await this.events.find(speaker.eventId);
    if (speaker.trashedAt !== null || !event || !EventsQueries.isVisibleTo(event, 'public')) throw notFound(SPEAKER_NOT_FOUND);
    return speaker;
  }

  async trashed(): Promise<TrashedSpeaker[]> {
    return (await this.all())
      .filter((speaker): speaker is Speaker & { trashedAt: string } => speaker.trashedAt !== null)
      .map((speaker) => ({ ...speaker, purgeAt: purgeDueAt(speaker.trashedAt).toISOString() }))
      .sort((a, b) => a.purgeAt.localeCompare(b.purgeAt) || a.id.localeCompare(b.id));
  }

  /** Speakers whose event is gone from the events read model (purged), trashed or not. */
  async ofMissingEvents(): Promise<Speaker[]> {
    const events = new Set((await this.events.all()).map((event) => event.id));
    return (await this.all()).filter((speaker) => !events.has(speaker.eventId));
  }

  private async visibleEventIds(audience: Audience): Promise<Set<string>> {
    const events: EventListing[] = await this.events.all();
    return new Set(events.filter((event) => EventsQueries.isVisibleTo(event, audience)).map((event) => event.id));
  }
}
