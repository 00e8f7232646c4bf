import { calendarDaysBetween, readEventDate } from './event-date';

/**
 * Where an event stands on a given day, by calendar days in local time:
 * - 'upcoming': its first day is after today;
 * - 'happening': today is one of its days (a one-day event on its day, or a range under way);
 * - 'past': its last day is before today;
 * - 'unknown': the date text cannot be read ('TBD', 'Spring 2026').
 */
export type EventTiming = 'upcoming' | 'happening' | 'past' | 'unknown';

export function eventTiming(dateText: string, today: Date): EventTiming {
  const read = readEventDate(dateText);
  if (!read) return 'unknown';
  if (calendarDaysBetween(today, read.date) > 0) return 'upcoming';
  if (calendarDaysBetween(today, read.end) < 0) return 'past';
  return 'happening';
}

/**
 * Where a listing stands: by its date text, as the spec reads it; when the text cannot be read
 * ('Spring 2027') but an admin gave its days, by those days. Used where the site lists events
 * by timing (upcoming and past lists, feeds); the countdown badge keeps the spec's reading.
 */
export function listingTiming(
  listing: { date: string; startDate?: string | null; endDate?: string | null },
  today: Date,
): EventTiming {
  const byText = eventTiming(listing.date, today);
  if (byText !== 'unknown' || !listing.startDate) return byText;
  const first = readEventDate(listing.startDate);
  const last = readEventDate(listing.endDate ?? listing.startDate) ?? first;
  if (!first || !last) return 'unknown';
  if (calendarDaysBetween(today, first.date) > 0) return 'upcoming';
  if (calendarDaysBetween(today, last.date) < 0) return 'past';
  return 'happening';
}
