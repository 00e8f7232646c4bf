import { FEATURED_EVENTS_LIMIT, FEATURED_EVENTS_LIMIT_MESSAGE, type DomainEventNamed } from '@dental/contracts';
import { conflict } from '../../shared/domain/domain-errors';
import type { Decider } from '../../shared/domain/decider';

/**
 * "At most 6 featured events" spans many events, so it gets its own stream: every feature and
 * unfeature is appended here under optimistic concurrency, and two admins featuring the 6th and
 * 7th event at the same moment cannot both succeed.
 */
export const FEATURED_EVENTS_STREAM = 'featured-events';

export type FeaturedEventsDomainEvent = DomainEventNamed<'EventFeatured' | 'EventUnfeatured'>;
export type FeaturedEventsState = { featured: readonly string[] };
export type FeaturedEventsCommand =
  | {
      type: 'FeatureEvent';
      eventId: string;
      /**
       * Featured events that hold no place any more (past, hidden, trashed or purged), read from
       * their streams by the handler: they do not count toward the limit (featured means upcoming).
       */
      notHoldingPlaces?: readonly string[];
    }
  | { type: 'UnfeatureEvent'; eventId: string };

export const featuredEventsDecider: Decider<FeaturedEventsState, FeaturedEventsCommand, FeaturedEventsDomainEvent> = {
  initialState: () => ({ featured: [] }),
  evolve(state, domainEvent) {
    const { eventId } = domainEvent.data;
    if (domainEvent.type === 'EventFeatured')
      return state.featured.includes(eventId) ? state : { featured: [...state.featured, eventId] };
    return { featured: state.featured.filter((id) => id !== eventId) };
  },
  decide(command, state) {
    const isFeatured = state.featured.includes(command.eventId);
    if (command.type === 'UnfeatureEvent')
      return isFeatured ? [{ type: 'EventUnfeatured', data: { eventId: command.eventId } }] : [];
    if (isFeatured) return [];
    const notHolding = new Set(command.notHoldingPlaces ?? []);
    if (state.featured.filter((id) => !notHolding.has(id)).length >= FEATURED_EVENTS_LIMIT)
      throw conflict(FEATURED_EVENTS_LIMIT_MESSAGE);
    return [{ type: 'EventFeatured', data: { eventId: command.eventId } }];
  },
};
