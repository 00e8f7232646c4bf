import { FEATURED_EVENTS_LIMIT, listingTiming, sortEventsByDate, type EventListing } from '@dental/contracts';

/**
 * The admin events list's rules: what each filter keeps, the orders, the search, the page, and
 * which featured events no longer hold one of the 6 places (featured means upcoming: a featured
 * event that is over or hidden stays marked until an admin unfeatures it, but the home page does
 * not show it and it does not count).
 */

export const EVENT_FILTERS = ['all', 'upcoming', 'past', 'hidden', 'featured', 'trash'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];
export const FILTER_LABELS: Record<EventFilter, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  past: 'Past',
  hidden: 'Hidden',
  featured: 'Featured',
  trash: 'In trash',
};

export const EVENT_SORTS = ['changed', 'date', 'title'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const SORT_LABELS: Record<EventSort, string> = {
  changed: 'Recently changed',
  date: 'Date',
  title: 'Title (A-Z)',
};
/**
 * What the list opens with: the event an admin just added, edited or toggled is on the first
 * page, however many events there are.
 */
export const DEFAULT_SORT: EventSort = 'changed';
export const ADMIN_EVENTS_PAGE_SIZE = 20;

/** The list's state as the URL holds it (q, show, sort, page), with anything unknown read as the default. */
export interface EventListState {
  q: string;
  show: EventFilter;
  sort: EventSort;
  page: number;
}

export function readListState(params: URLSearchParams): EventListState {
  const show = params.get('show');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    show: (EVENT_FILTERS as readonly string[]).includes(show ?? '') ? (show as EventFilter) : 'all',
    sort: (EVENT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as EventSort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL parameters for a state, leaving out defaults so the plain list stays at /admin/events. */
export function listStateParams(state: EventListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q);
  if (state.show !== 'all') params.set('show', state.show);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

type Timed = Pick<EventListing, 'date' | 'startDate' | 'endDate'>;

export const isPast = (event: Timed, today: Date) => listingTiming(event, today) === 'past';

export type StaleReason = 'past' | 'hidden';

/** Why a featured event no longer holds a featured place, or null while it does (or is not featured). */
export function staleFeatureReason(
  event: Timed & Pick<EventListing, 'isFeatured' | 'isHidden'>,
  today: Date,
): StaleReason | null {
  if (!event.isFeatured) return null;
  // As the dashboard says it: an event that is over is 'past' even when it is also hidden.
  if (isPast(event, today)) return 'past';
  if (event.isHidden) return 'hidden';
  return null;
}

/** Featured places in use: featured events that are neither over nor hidden. */
export function featuredSlotsUsed(
  events: ReadonlyArray<Timed & Pick<EventListing, 'isFeatured' | 'isHidden'>>,
  today: Date,
): { used: number; limit: number; stale: number } {
  const featured = events.filter((event) => event.isFeatured);
  const stale = featured.filter((event) => staleFeatureReason(event, today) !== null).length;
  return { used: featured.length - stale, limit: FEATURED_EVENTS_LIMIT, stale };
}

/** Lower case without accents, so 'montreal' finds 'Montréal'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function matchesSearch(
  event: Pick<EventListing, 'title' | 'city' | 'location' | 'date'>,
  query: string,
): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded([event.title, event.city, event.location, event.date].join(' '));
  return words.every((word) => haystack.includes(word));
}

export function keepsEvent(event: EventListing, filter: EventFilter, today: Date): boolean {
  switch (filter) {
    case 'all':
    case 'trash':
      return true;
    case 'upcoming':
      return !isPast(event, today);
    case 'past':
      return isPast(event, today);
    case 'hidden':
      return event.isHidden;
    case 'featured':
      return event.isFeatured;
  }
}

export function sortEvents<T extends EventListing>(events: readonly T[], sort: EventSort): T[] {
  switch (sort) {
    case 'date':
      return sortEventsByDate(events);
    case 'title':
      return [...events].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
    case 'changed':
      return [...events].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }
}

export interface ListedPage<T> {
  items: T[];
  /** How many events match the search and filter, on every page. */
  total: number;
  /** The page shown: the asked one, or the last when the list has become shorter. */
  page: number;
  pages: number;
}

/** Search, filter, order and cut out one page. The trash filter is given the trashed events as `events`. */
export function listEvents<T extends EventListing>(
  events: readonly T[],
  state: EventListState,
  today: Date,
  pageSize = ADMIN_EVENTS_PAGE_SIZE,
): ListedPage<T> {
  const kept = sortEvents(
    events.filter((event) => keepsEvent(event, state.show, today) && matchesSearch(event, state.q)),
    state.sort,
  );
  const pages = Math.max(1, Math.ceil(kept.length / pageSize));
  const page = Math.min(state.page, pages);
  return { items: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pages };
}
