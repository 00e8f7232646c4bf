import { FEATURED_EVENTS_LIMIT } from '../http/event-requests';
import { sortEventsByDate } from './event-order';
import { isPublicEvent, PublicVisibility } from './public-events';

/**
 * 'Featured Upcoming Events' on the home page (spec section 9): featured events first, then the
 * rest by date, up to `limit`. Both parts are ordered by date ascending, so when more than `limit`
 * are featured the soonest ones win. Hidden (or trashed) events never appear, featured or not.
 */
export function selectHomeFeaturedEvents<T extends PublicVisibility & { date: string; isFeatured: boolean }>(
  events: readonly T[],
  limit: number = FEATURED_EVENTS_LIMIT,
): T[] {
  const visible = sortEventsByDate(events.filter(isPublicEvent));
  const featured = visible.filter((event) => event.isFeatured);
  const others = visible.filter((event) => !event.isFeatured);
  return [...featured, ...others].slice(0, Math.max(0, limit));
}
