import { DomainErrorKind, DomainError, notFound } from '../../shared/domain-errors';
import { EVENT_IN_TRASH, EVENT_NOT_FOUND, type EventState } from '../../events/domain/event.decider';

/**
 * What speakers, sponsors and tier names need to know about the event they point at. Handlers
 * read it from the event's stream (never from a read model, which may lag) and pass it into the
 * command, so the deciders stay pure.
 */
export type EventAvailability = 'live' | 'trashed' | 'purged' | 'missing';

export function eventAvailability(state: EventState): EventAvailability {
  if (state.status === 'listed') return 'live';
  if (state.status === 'trashed') return 'trashed';
  if (state.status === 'purged') return 'purged';
  return 'missing';
}

/** Refuses an unknown or purged event (404) or a trashed one; `whenTrashed` says how a trashed one is refused. */
export function requireLiveEvent(availability: EventAvailability, whenTrashed: DomainErrorKind = 'invalid'): void {
  if (availability === 'missing' || availability === 'purged') throw notFound(EVENT_NOT_FOUND);
  if (availability === 'trashed') throw new DomainError(whenTrashed, EVENT_IN_TRASH);
}
