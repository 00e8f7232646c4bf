import { FEATURED_EVENTS_LIMIT } from '../http/event-requests';
import { eventDateSortKey } from './event-order';
import { eventTiming } from './event-timing';
import { isPublicEvent, PublicVisibility } from './public-events';

/**
 * 'Featured Upcoming Events' on the home page (spec section 9): featured events first, then the
 * rest by date, up to `limit`. Both parts are ordered by date ascending, so when more than `limit`
 * are featured the soonest ones win. Hidden (or trashed) events never appear, featured or not.
 * Read for visitors (decisions 0019 and 0021): an event that is over never takes a place, and an
 * event whose date cannot be read comes after the dated ones (the spec's sort would put it at
 * January 1, 2025, ahead of everything).
 */
export function selectHomeFeaturedEvents<T extends PublicVisibility & { date: string; isFeatured: boolean }>(
  events: readonly T[],
  today: Date,
  limit: number = FEATURED_EVENTS_LIMIT,
): T[] {
  const shown = events
    .filter(isPublicEvent)
    .map((event, index) => ({ event, index, timing: eventTiming(event.date, today) }))
    .filter(({ timing }) => timing !== 'past')
    .map(({ event, index, timing }) => ({
      event,
      index,
      undated: timing === 'unknown',
      key: eventDateSortKey(event.date),
    }))
    .sort((a, b) => Number(a.undated) - Number(b.undated) || a.key - b.key || a.index - b.index)
    .map(({ event }) => event);
  return [...shown.filter((event) => event.isFeatured), ...shown.filter((event) => !event.isFeatured)].slice(
    0,
    Math.max(0, limit),
  );
}
