import {
  EVENTS_AS_OF_PAGE_SIZE,
  adminEventSearchText,
  isPublicEvent,
  pageOfShownAdminEvents,
  type EventListing,
  type EventSummary,
  type EventsAsOfAnswer,
  type EventsAsOfQuery,
} from '@dental/contracts';
import type { PastView } from '../audit';
import { keptPerObject } from '../shared/kept-per-object';
import { listedEvents } from './events.queries';
import { eventSummary } from './public-event';

/** GET /api/events?asOf=: the admin's events list (hidden included, trashed not) as it was then, every event whole. */
export const EVENTS_AS_OF: PastView<EventListing[]> = {
  name: 'events',
  projections: ['events'],
  read: (store) => listedEvents(store, 'admin'),
};

/** The events list as it was at a moment, for its pages: in date order, without agendas. */
export interface PastEventLists {
  /** Every event not in the trash then. */
  all: readonly EventSummary[];
  /** The public ones (neither hidden nor trashed). */
  public: readonly EventSummary[];
}

/** GET /api/admin/events-as-of (decision 0109): the lists its pages are cut from, kept per moment. */
export const EVENT_LISTS_AS_OF: PastView<PastEventLists> = {
  name: 'event-lists',
  projections: ['events'],
  read: async (store) => {
    const all = (await listedEvents(store, 'admin')).map(eventSummary);
    return { all, public: all.filter(isPublicEvent) };
  },
};

/** Each past event's search text, while the kept lists hold it: paging through a search asks again. */
const searchTextOf = keptPerObject(adminEventSearchText);

/** One page of the events list as it was: the public events or, with `hidden=1`, every one, searched by words. */
export function pageOfEventsAsOf(lists: PastEventLists, query: EventsAsOfQuery): EventsAsOfAnswer {
  const shown = query.hidden === '1' ? lists.all : lists.public;
  const found = pageOfShownAdminEvents(shown, query, EVENTS_AS_OF_PAGE_SIZE, searchTextOf);
  return {
    items: found.items,
    total: found.total,
    page: found.page,
    pageSize: EVENTS_AS_OF_PAGE_SIZE,
    pages: found.pages,
    listed: shown.length,
    hidden: lists.all.length - lists.public.length,
  };
}
