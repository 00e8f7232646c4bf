import { calendarDaysBetween, readEventDate } from './event-date';

export type CountdownTone = 'past' | 'happening' | 'today' | 'upcoming' | 'unknown';
export interface CountdownBadge {
  label: string;
  /** 'past' renders grey, 'today' and 'upcoming' blue (spec section 4), 'happening' green. */
  tone: CountdownTone;
}

/**
 * The badge on an event card: 'Past', 'Happening Now' (started before today and not over yet),
 * 'Today' (starts today), '1 Day', 'N Days', or 'TBD' for unreadable dates.
 */
export function countdownBadge(dateText: string, now: Date): CountdownBadge {
  const read = readEventDate(dateText);
  if (!read) return { label: 'TBD', tone: 'unknown' };
  const days = calendarDaysBetween(now, read.date);
  if (days === 0) return { label: 'Today', tone: 'today' };
  if (days > 0) return { label: days === 1 ? '1 Day' : `${days} Days`, tone: 'upcoming' };
  // Started before today: under way until its last day is over (the same rule as eventTiming).
  if (calendarDaysBetween(now, read.end) >= 0) return { label: 'Happening Now', tone: 'happening' };
  return { label: 'Past', tone: 'past' };
}
