import { parseEventDate } from './event-date';

/** Later than this very moment (spec section 9), so an event starting today is no longer upcoming. */
export function isUpcomingEvent(dateText: string, now: Date): boolean {
  const date = parseEventDate(dateText);
  return date !== null && date.getTime() > now.getTime();
}

export interface EventCounts {
  total: number;
  upcoming: number;
  /** Everything not upcoming, including unreadable dates: past = total - upcoming. */
  past: number;
}

export function countEvents(events: ReadonlyArray<{ date: string }>, now: Date): EventCounts {
  const upcoming = events.filter((event) => isUpcomingEvent(event.date, now)).length;
  return { total: events.length, upcoming, past: events.length - upcoming };
}
