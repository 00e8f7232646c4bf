import { parseEventDate } from './event-date';
import { listingTiming } from './event-timing';

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

/**
 * The admin's event counts as the public site lists the events: past when listingTiming says so,
 * upcoming otherwise (under way, ahead, or without a readable date, which /events lists among the
 * upcoming ones). The spec's reading (countEvents) called an undated event past while the public
 * site showed it as upcoming; the admin's counts follow what visitors see (decision 0056).
 */
export function countListings(
  events: ReadonlyArray<{ date: string; startDate?: string | null; endDate?: string | null }>,
  today: Date,
): EventCounts {
  const past = events.filter((event) => listingTiming(event, today) === 'past').length;
  return { total: events.length, upcoming: events.length - past, past };
}
