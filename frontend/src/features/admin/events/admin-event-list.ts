import {
  ADMIN_EVENT_FILTERS,
  ADMIN_EVENT_SORTS,
  DEFAULT_ADMIN_EVENT_SORT,
  type AdminEventFilter,
  type AdminEventListState,
  type AdminEventSort,
} from '@dental/contracts';

/**
 * The admin events list's state in the address (?q=&show=&sort=&page=) and its labels. The list's
 * rules (filters, orders, search, pages) are the contracts' (rules/admin-event-list.ts): the
 * server pages with them (decision 0093).
 */

export const FILTER_LABELS: Record<AdminEventFilter, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  past: 'Past',
  hidden: 'Hidden',
  featured: 'Featured',
  trash: 'In trash',
};

export const SORT_LABELS: Record<AdminEventSort, string> = {
  changed: 'Recently changed',
  date: 'Date',
  soonest: 'Upcoming first',
  title: 'Title (A-Z)',
};

/** The list's state as the URL holds it, with anything unknown read as the default. */
export function readListState(params: URLSearchParams): AdminEventListState {
  const show = params.get('show');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const q = params.get('q') ?? '';
  return {
    // The server takes at most 200 characters; a longer address is cut, not refused.
    q: q.slice(0, 200),
    show: (ADMIN_EVENT_FILTERS as readonly string[]).includes(show ?? '') ? (show as AdminEventFilter) : 'all',
    sort: (ADMIN_EVENT_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as AdminEventSort)
      : DEFAULT_ADMIN_EVENT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL parameters for a state, leaving out defaults so the plain list stays at /admin/events. */
export function listStateParams(state: AdminEventListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q);
  if (state.show !== 'all') params.set('show', state.show);
  if (state.sort !== DEFAULT_ADMIN_EVENT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
