import type { EventListing } from '../entities';
import { FEATURED_EVENTS_LIMIT } from '../http/event-requests';
import { listingTiming } from './event-timing';
import { byDateKeyThenId, eventDateSortKey } from './event-order';

/**
 * The admin events list's rules (decision 0093): what each filter keeps, the orders, the search,
 * the page, and which featured events no longer hold one of the 6 places (featured means
 * upcoming: a featured event that is over or hidden stays marked until an admin unfeatures it, but
 * the home page does not show it and it does not count). The server pages with them
 * (GET /api/admin/events); the screen marks its cards with them.
 */

export const ADMIN_EVENT_FILTERS = ['all', 'upcoming', 'past', 'hidden', 'featured', 'trash'] as const;
export type AdminEventFilter = (typeof ADMIN_EVENT_FILTERS)[number];

export const ADMIN_EVENT_SORTS = ['changed', 'date', 'soonest', 'title'] as const;
export type AdminEventSort = (typeof ADMIN_EVENT_SORTS)[number];
/**
 * The orders a comparator gives, the same whatever the day. 'soonest' is not one: what is past
 * moves with the day (soonestFirst).
 */
export type AdminEventOrder = Exclude<AdminEventSort, 'soonest'>;
/**
 * What the list opens with: the event an admin just added, edited or toggled is on the first
 * page, however many events there are.
 */
export const DEFAULT_ADMIN_EVENT_SORT: AdminEventSort = 'changed';
export const ADMIN_EVENTS_PAGE_SIZE = 20;
/**
 * How many events an admin screen's event menu offers before a search (decision 0107): a catalogue
 * of this many or fewer is offered whole, as the spec's menus are; past it, the menu offers the
 * first this many (not over yet, soonest first, then past, latest first) and a box to find the
 * others by words of their title, city or date.
 */
export const EVENT_MENU_LENGTH = 50;

/** What the list is asked for: words, a filter, an order and a page. */
export interface AdminEventListState {
  q: string;
  show: AdminEventFilter;
  sort: AdminEventSort;
  page: number;
}

/** What the list's rules read of an event. */
export type AdminListedEventFields = Pick<
  EventListing,
  'title' | 'city' | 'location' | 'date' | 'startDate' | 'endDate' | 'isFeatured' | 'isHidden' | 'updatedAt'
>;

type Timed = Pick<EventListing, 'date' | 'startDate' | 'endDate'>;

export const isPastListing = (event: Timed, today: Date) => listingTiming(event, today) === 'past';

export type StaleReason = 'past' | 'hidden';

/** Why a featured event no longer holds a featured place, or null while it does (or is not featured). */
export function staleFeatureReason(
  event: Timed & Pick<EventListing, 'isFeatured' | 'isHidden'>,
  today: Date,
): StaleReason | null {
  if (!event.isFeatured) return null;
  // As the dashboard says it: an event that is over is 'past' even when it is also hidden.
  if (isPastListing(event, today)) return 'past';
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

/** The words of a search, folded: what adminEventSearchText must hold, each somewhere. */
export const adminEventSearchWords = (query: string): string[] => folded(query).split(/\s+/).filter(Boolean);

/** Whether an event's search text (adminEventSearchText) holds every word of a search (adminEventSearchWords). */
export const holdsAdminEventWords = (text: string, words: readonly string[]): boolean =>
  words.every((word) => text.includes(word));

/** What the search looks in: the title, city, location and date text, folded. */
export const adminEventSearchText = (event: Pick<EventListing, 'title' | 'city' | 'location' | 'date'>): string =>
  folded([event.title, event.city, event.location, event.date].join(' '));

export function keepsAdminEvent(event: AdminListedEventFields, filter: AdminEventFilter, today: Date): boolean {
  switch (filter) {
    case 'all':
    case 'trash':
      return true;
    case 'upcoming':
      return !isPastListing(event, today);
    case 'past':
      return isPastListing(event, today);
    case 'hidden':
      return event.isHidden;
    case 'featured':
      return event.isFeatured;
  }
}

// One collator, not localeCompare with options per comparison: sorting tens of thousands of titles
// with localeCompare builds a collator each time.
const titleOrder = new Intl.Collator('en', { sensitivity: 'base' });
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One of the list's orders as a comparator, for putting one event in its place in a list already
 * in that order. Events the order ties (the same time of change, title or date) go by id, so a
 * page holds the same events whatever order they were read in.
 */
export function adminEventOrder<T extends AdminListedEventFields & { id: string }>(
  sort: AdminEventOrder,
): (a: T, b: T) => number {
  switch (sort) {
    case 'date':
      return (a, b) =>
        byDateKeyThenId(
          { dateKey: eventDateSortKey(a.date), id: a.id },
          { dateKey: eventDateSortKey(b.date), id: b.id },
        );
    case 'title':
      return (a, b) => titleOrder.compare(a.title, b.title) || byText(a.id, b.id);
    case 'changed':
      // ISO times of one format order as text; newest first.
      return (a, b) => byText(b.updatedAt, a.updatedAt) || byText(a.id, b.id);
  }
}

/** The list in one of its orders (adminEventOrder), each date read once. */
export function sortAdminEvents<T extends AdminListedEventFields & { id: string }>(
  events: readonly T[],
  sort: AdminEventOrder,
): T[] {
  if (sort !== 'date') return [...events].sort(adminEventOrder<T>(sort));
  const keyed = events.map((event) => ({ event, id: event.id, dateKey: eventDateSortKey(event.date) }));
  keyed.sort(byDateKeyThenId);
  return keyed.map(({ event }) => event);
}

/**
 * The 'soonest' order (decision 0110): the events not over by `today` in date order, then the past
 * ones, the latest first. What an admin works on comes first, as the event menus list them
 * (decision 0107), however many years of events the list holds.
 */
export function soonestFirst<T extends AdminListedEventFields & { id: string }>(
  events: readonly T[],
  today: Date,
): T[] {
  const byDate = sortAdminEvents(events, 'date');
  const past = byDate.filter((event) => isPastListing(event, today));
  return [...byDate.filter((event) => !isPastListing(event, today)), ...past.reverse()];
}

export interface AdminEventsListed<T> {
  items: T[];
  /** How many events match the search and filter, on every page. */
  total: number;
  /** The page shown: the asked one, or the last when the list has become shorter. */
  page: number;
  pages: number;
}

/**
 * Search, filter, order and cut out one page. The trash filter is given the trashed events as
 * `events`. `textOf` gives an event's search text (adminEventSearchText), so a caller may keep it.
 */
export function listAdminEvents<T extends AdminListedEventFields & { id: string }>(
  events: readonly T[],
  state: AdminEventListState,
  today: Date,
  pageSize = ADMIN_EVENTS_PAGE_SIZE,
  textOf: (event: T) => string = adminEventSearchText,
): AdminEventsListed<T> {
  const kept = events.filter((event) => keepsAdminEvent(event, state.show, today));
  const shown = state.sort === 'soonest' ? soonestFirst(kept, today) : sortAdminEvents(kept, state.sort);
  return pageOfShownAdminEvents(shown, state, pageSize, textOf);
}

/**
 * The search and the page, from the events a filter shows already in their order (so a caller may
 * keep each order's filtered list: every order is total, so filtering the ordered list gives what
 * ordering the filtered one does). Without words, the list itself is paged.
 */
export function pageOfShownAdminEvents<T extends AdminListedEventFields & { id: string }>(
  shown: readonly T[],
  { q, page: asked }: Pick<AdminEventListState, 'q' | 'page'>,
  pageSize = ADMIN_EVENTS_PAGE_SIZE,
  textOf: (event: T) => string = adminEventSearchText,
): AdminEventsListed<T> {
  const words = adminEventSearchWords(q);
  const kept = words.length === 0 ? shown : shown.filter((event) => holdsAdminEventWords(textOf(event), words));
  const pages = Math.max(1, Math.ceil(kept.length / pageSize));
  const page = Math.min(asked, pages);
  return { items: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pages };
}
