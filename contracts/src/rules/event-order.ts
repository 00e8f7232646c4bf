import { readEventDate } from './event-date';
import { byCodeUnits } from './speaker-list';

/** Where events with an unreadable date sort (spec section 9), as local midnight. */
export const UNPARSEABLE_DATE_SORT_KEY = new Date(2025, 0, 1).getTime();

/**
 * Sort key in epoch milliseconds. A range ('March 12-14, 2026') sorts as the first of its month,
 * so it lands before single dates later in that month (spec section 9).
 */
export function eventDateSortKey(dateText: string): number {
  const read = readEventDate(dateText);
  if (!read) return UNPARSEABLE_DATE_SORT_KEY;
  const { date, isRange } = read;
  return isRange ? new Date(date.getFullYear(), date.getMonth(), 1).getTime() : date.getTime();
}

/** Something listed by date with its sort key read once (eventDateSortKey), and its id. */
export interface DateKeyed {
  readonly dateKey: number;
  readonly id: string;
}

/**
 * The admin lists' date order (decision 0093): by date, events of one date by id, so a list holds
 * the same order whatever order the store read its events in.
 */
export const byDateKeyThenId = (a: DateKeyed, b: DateKeyed): number =>
  a.dateKey - b.dateKey || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A new array, ascending by date; events on the same dates in the order they were created
 * (`createdAt`, as the public lists order them, decision 0157), then in their input order. The
 * order a store reads its events in differs between stores and restarts.
 */
export function sortEventsByDate<T extends { date: string; createdAt?: string }>(events: readonly T[]): T[] {
  return events
    .map((event, index) => ({ event, index, key: eventDateSortKey(event.date), created: event.createdAt ?? '' }))
    .sort((a, b) => a.key - b.key || byCodeUnits(a.created, b.created) || a.index - b.index)
    .map(({ event }) => event);
}
