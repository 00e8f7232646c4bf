import { pageFromParam } from '../../components/Pagination';
import type { EventSearchParams } from './api/search-events';
import {
  eventSearchFilterParams,
  readEventFilters,
  type EventFilters,
  type EventSearchFilterParams,
} from './filters/event-filters';

/** Past events shown per page of the 'Past Events' section, under the upcoming ones. */
export const PAST_EVENTS_PAGE_SIZE = 6;

export interface EventsPageSearches {
  filters: EventFilters;
  /** The filters as the search (and the calendar feed) take them. */
  filterParams: EventSearchFilterParams;
  upcomingPage: number;
  pastPage: number;
  upcoming: EventSearchParams;
  past: EventSearchParams;
}

/**
 * The two searches /events shows, from its URL (the search API's filters, with `page` and
 * `pastPage`): events not over yet, soonest first, then past events, newest first. Both lists get
 * the same filters, so a span of days in the past finds its events under 'Past Events'. The
 * server render prefetches exactly these, so the browser finds them in its cache.
 */
export function eventsPageSearches(searchParams: URLSearchParams): EventsPageSearches {
  const filters = readEventFilters(searchParams);
  const filterParams = eventSearchFilterParams(filters);
  const upcomingPage = pageFromParam(searchParams.get('page'));
  const pastPage = pageFromParam(searchParams.get('pastPage'));
  const page = (number: number) => (number > 1 ? String(number) : '');
  return {
    filters,
    filterParams,
    upcomingPage,
    pastPage,
    upcoming: { upcoming: 'true', ...filterParams, page: page(upcomingPage) },
    past: { upcoming: 'false', ...filterParams, page: page(pastPage), pageSize: String(PAST_EVENTS_PAGE_SIZE) },
  };
}
