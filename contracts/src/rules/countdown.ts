import { calendarDaysBetween } from './event-date';
import { listingDays, type ListingDates } from './event-timing';

export type CountdownTone = 'past' | 'happening' | 'today' | 'upcoming' | 'unknown';
export interface CountdownBadge {
  label: string;
  /** 'past' renders grey, 'today' and 'upcoming' blue (spec section 4), 'happening' green. */
  tone: CountdownTone;
}

/**
 * The badge on an event card: 'Past', 'Happening Now' (started before today and not over yet),
 * 'Today' (starts today), '1 Day', 'N Days', or 'TBD' when its days are unknown. A date text that
 * cannot be read ('Spring 2027') counts to the days an admin gave for it, as the upcoming and past
 * lists do (decision 0137); a bare text is read alone.
 */
export function countdownBadge(listing: string | ListingDates, now: Date): CountdownBadge {
  const days = listingDays(typeof listing === 'string' ? { date: listing } : listing);
  if (!days) return { label: 'TBD', tone: 'unknown' };
  const untilStart = calendarDaysBetween(now, days.date);
  if (untilStart === 0) return { label: 'Today', tone: 'today' };
  if (untilStart > 0) return { label: untilStart === 1 ? '1 Day' : `${untilStart} Days`, tone: 'upcoming' };
  // Started before today: under way until its last day is over (the same rule as eventTiming).
  if (calendarDaysBetween(now, days.end) >= 0) return { label: 'Happening Now', tone: 'happening' };
  return { label: 'Past', tone: 'past' };
}
