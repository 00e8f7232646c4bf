import { Injectable } from '@nestjs/common';
import type { EventChangesAnswer } from '@dental/contracts';
import { EventStore } from '../event-sourcing/event-store/event-store.port';
import { eventStream } from './domain/event.decider';
import { publicChangesOf, type LoggedEventDomainEvent } from './domain/event-changes';
import { EventsQueries } from './events.queries';

/**
 * An event's own stream with where and when each domain event was recorded: what its change log
 * and its followers' notices are read from. The log holds only valid domain events of the
 * catalogue, so its data is read as their types say.
 */
export async function eventHistory(eventStore: EventStore, eventId: string): Promise<LoggedEventDomainEvent[]> {
  return (await eventStore.readStream(eventStream(eventId))).map(
    (stored) =>
      ({
        type: stored.type,
        data: stored.data,
        position: stored.position,
        occurredAt: stored.metadata.occurredAt,
        actor: stored.metadata.actor,
      }) as LoggedEventDomainEvent,
  );
}

/**
 * GET /api/events/:id/changes: read from the event's stream rather than a read model, since a
 * change is the difference between two versions of the event and the log holds every version;
 * one stream read per request, and public answers are kept per generation (decision 0070).
 */
@Injectable()
export class EventChangesQueries {
  constructor(
    private readonly eventStore: EventStore,
    private readonly events: EventsQueries,
  ) {}

  /** The public changes of a public event, oldest first; 404 for an event the public cannot see. */
  async publicChanges(eventId: string): Promise<EventChangesAnswer> {
    await this.events.get(eventId, 'public');
    return { eventId, changes: publicChangesOf(await eventHistory(this.eventStore, eventId)) };
  }
}
