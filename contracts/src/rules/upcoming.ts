import { parseEventDate } from './event-date';
import { listingTiming } from './event-timing';

/** When an event whose date text reads so starts, in ms since the epoch; null when it cannot be read. */
export type StartOf = (dateText: string) => number | null;

/** The start as parseEventDate reads the date text. */
export const startOfDateText: StartOf = (dateText) => parseEventDate(dateText)?.getTime() ?? null;

/**
 * Later than this very moment (spec section 9), so an event starting today is no longer upcoming.
 * `startOf` reads the date text: a caller counting many events may give one that keeps its reads.
 */
export function isUpcomingEvent(dateText: string, now: Date, startOf: StartOf = startOfDateText): boolean {
  const start = startOf(dateText);
  return start !== null && start > now.getTime();
}

export interface EventCounts {
  total: number;
  upcoming: number;
  /** Everything not upcoming, including unreadable dates: past = total - upcoming. */
  past: number;
}

export function countEvents(
  events: ReadonlyArray<{ date: string }>,
  now: Date,
  startOf: StartOf = startOfDateText,
): EventCounts {
  const upcoming = events.filter((event) => isUpcomingEvent(event.date, now, startOf)).length;
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
