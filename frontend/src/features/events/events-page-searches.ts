import { pageFromParam } from '../../components/Pagination';
import type { EventSearchParams } from './api/search-events';

/** Past events shown per page of the 'Past Events' section, under the upcoming ones. */
export const PAST_EVENTS_PAGE_SIZE = 6;

export interface EventsPageSearches {
  filters: { q: string; city: string; month: string };
  upcomingPage: number;
  pastPage: number;
  upcoming: EventSearchParams;
  past: EventSearchParams;
}

/**
 * The two searches /events shows, from its URL (`?q=&city=&month=&page=&pastPage=`): events not
 * over yet, soonest first, then past events, newest first. The server render prefetches exactly
 * these, so the browser finds them in its cache.
 */
export function eventsPageSearches(searchParams: URLSearchParams): EventsPageSearches {
  const month = searchParams.get('month') ?? '';
  const filters = { q: searchParams.get('q') ?? '', city: searchParams.get('city') ?? '', month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : '' };
  const upcomingPage = pageFromParam(searchParams.get('page'));
  const pastPage = pageFromParam(searchParams.get('pastPage'));
  const page = (number: number) => (number > 1 ? String(number) : '');
  return {
    filters,
    upcomingPage,
    pastPage,
    upcoming: { upcoming: 'true', ...filters, page: page(upcomingPage) },
    past: { upcoming: 'false', ...filters, page: page(pastPage), pageSize: String(PAST_EVENTS_PAGE_SIZE) },
  };
}
