import { calendarDaysBetween, parseEventDate } from './event-date';

export type CountdownTone = 'past' | 'today' | 'upcoming' | 'unknown';
export interface CountdownBadge {
  label: string;
  /** 'past' renders grey, 'today' and 'upcoming' blue (spec section 4). */
  tone: CountdownTone;
}

/** The badge on an event card: 'Past', 'Today', '1 Day', 'N Days', or 'TBD' for unreadable dates. */
export function countdownBadge(dateText: string, now: Date): CountdownBadge {
  const date = parseEventDate(dateText);
  if (!date) return { label: 'TBD', tone: 'unknown' };
  const days = calendarDaysBetween(now, date);
  if (days < 0) return { label: 'Past', tone: 'past' };
  if (days === 0) return { label: 'Today', tone: 'today' };
  return { label: days === 1 ? '1 Day' : `${days} Days`, tone: 'upcoming' };
}
