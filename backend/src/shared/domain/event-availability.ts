import { conflict, notFound } from './domain-errors';

/**
 * What speakers, sponsors and tier names need to know about the event they point at. Handlers
 * read it from the event's stream with `eventAvailability` (never from a read model, which may lag) and pass it into the
 * command, so the deciders stay pure.
 */
export type EventAvailability = 'live' | 'trashed' | 'purged' | 'missing';

export const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_IN_TRASH = 'This event is in the trash. Restore it first.';

/**
 * Refuses an unknown or purged event (404) or a trashed one (409, as every refusal of something in
 * the trash is: the request is sound and would succeed once the event is restored; decision 0142).
 */
export function requireLiveEvent(availability: EventAvailability): void {
  if (availability === 'missing' || availability === 'purged') throw notFound(EVENT_NOT_FOUND);
  if (availability === 'trashed') throw conflict(EVENT_IN_TRASH);
}
