import { sortEventsByDate } from './event-order';

export interface PublicVisibility {
  isHidden: boolean;
  trashedAt?: string | null;
}

/** Hidden and trashed events are never shown to visitors (spec sections 4 and 5). */
export function isPublicEvent(event: PublicVisibility): boolean {
  return !event.isHidden && !event.trashedAt;
}

/** The /events page list: every public event, ascending by date. */
export function listPublicEvents<T extends PublicVisibility & { date: string }>(events: readonly T[]): T[] {
  return sortEventsByDate(events.filter(isPublicEvent));
}
