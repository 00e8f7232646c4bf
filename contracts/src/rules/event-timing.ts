import { calendarDaysBetween, readEventDate } from './event-date';

/**
 * Where an event stands on a given day, by calendar days in local time:
 * - 'upcoming': its first day is after today;
 * - 'happening': today is one of its days (a one-day event on its day, or a range under way);
 * - 'past': its last day is before today;
 * - 'unknown': its days are not known (a date text such as 'TBD' or 'Spring 2026', with no days
 *   given by an admin).
 */
export type EventTiming = 'upcoming' | 'happening' | 'past' | 'unknown';

/** What the site knows of an event's days: its date text, and the days an admin gave for it. */
export interface ListingDates {
  date: string;
  startDate?: string | null;
  endDate?: string | null;
}

/** An event's first and last days, each at local midnight. */
export interface EventDays {
  date: Date;
  end: Date;
}

export function eventTiming(dateText: string, today: Date): EventTiming {
  return timingOfDays(readEventDate(dateText), today);
}

/**
 * An event's days: read from its date text, as the spec reads it; when the text cannot be read
 * ('Spring 2027') but an admin gave its days, those days (decision 0137). Null when neither is known.
 */
export function listingDays(listing: ListingDates): EventDays | null {
  const byText = readEventDate(listing.date);
  if (byText) return byText;
  if (!listing.startDate) return null;
  const first = readEventDate(listing.startDate);
  const last = readEventDate(listing.endDate ?? listing.startDate) ?? first;
  return first && last ? { date: first.date, end: last.date } : null;
}

/**
 * Where a listing stands, by its days as listingDays knows them. Used wherever the site says
 * whether an event is ahead or over: the upcoming and past lists, feeds, the countdown badge,
 * registration and the follow form.
 */
export function listingTiming(listing: ListingDates, today: Date): EventTiming {
  return timingOfDays(listingDays(listing), today);
}

function timingOfDays(days: EventDays | null, today: Date): EventTiming {
  if (!days) return 'unknown';
  if (calendarDaysBetween(today, days.date) > 0) return 'upcoming';
  if (calendarDaysBetween(today, days.end) < 0) return 'past';
  return 'happening';
}
