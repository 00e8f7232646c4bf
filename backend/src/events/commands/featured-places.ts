import { Injectable } from '@nestjs/common';
import { FEATURED_EVENTS_LIMIT } from '@dental/contracts';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { eventDecider, eventStream } from '../domain/event.decider';
import { FEATURED_EVENTS_STREAM, featuredEventsDecider } from '../domain/featured-events.decider';
import { featuredPlaceOf, type FeaturedPlace } from '../domain/featured-place';

/**
 * Where the featured events stand, read from the `featured-events` roster and each featured
 * event's own stream (not from a read model that may lag), for the commands that feature.
 */
@Injectable()
export class FeaturedPlaces {
  constructor(
    private readonly runner: CommandRunner,
    private readonly eventStore: EventStore,
  ) {}

  /** Featured events, each with whether it holds one of the 6 places on `now`'s day. */
  async featured(now: Date): Promise<Array<{ eventId: string; place: FeaturedPlace }>> {
    const roster = await this.runner.load(FEATURED_EVENTS_STREAM, featuredEventsDecider);
    return Promise.all(
      roster.featured.map(async (eventId) => ({
        eventId,
        place: featuredPlaceOf(await this.runner.load(eventStream(eventId), eventDecider), now),
      })),
    );
  }

  /** Featured events that no longer hold a place: they do not count toward the limit. */
  async notHolding(now: Date): Promise<string[]> {
    return (await this.featured(now)).filter(({ place }) => place !== 'holds').map(({ eventId }) => eventId);
  }

  /**
   * What 'Feature again' needs after a restore: whether the event was featured when it was
   * trashed (the trash unfeatured it under the same request, so the roster's EventUnfeatured
   * shares the EventTrashed's correlation id), and whether featuring it now would be accepted.
   */
  async refeature(eventId: string, now: Date): Promise<{ wasFeatured: boolean; slotFree: boolean }> {
    const history = await this.eventStore.readStream(eventStream(eventId));
    const trashed = history.filter((domainEvent) => domainEvent.type === 'EventTrashed').at(-1);
    const roster = trashed ? await this.eventStore.readStream(FEATURED_EVENTS_STREAM) : [];
    const wasFeatured =
      trashed !== undefined &&
      roster.some(
        (domainEvent) =>
          domainEvent.type === 'EventUnfeatured' &&
          (domainEvent.data as { eventId: string }).eventId === eventId &&
          domainEvent.metadata.correlationId === trashed.metadata.correlationId,
      );
    const featured = await this.featured(now);
    const holding = featured.filter(({ eventId: id, place }) => id !== eventId && place === 'holds').length;
    const own = featuredPlaceOf(await this.runner.load(eventStream(eventId), eventDecider), now);
    return { wasFeatured, slotFree: own === 'holds' && holding < FEATURED_EVENTS_LIMIT };
  }
}
