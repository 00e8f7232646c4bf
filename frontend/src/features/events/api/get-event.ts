import { API_PATHS, apiPath } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventListing } from '@dental/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One public event, or null when there is none to show (unknown, hidden or trashed: 404). */
export const getEvent = (id: string, signal?: AbortSignal) =>
  api.get<EventListing>(apiPath(API_PATHS.getEvent, { id }), { signal }).catch(nullWhenNotFound);

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.events.detail(id), queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));

/** The .ics download of one event (a plain link, not a query). */
export const eventCalendarUrl = (id: string) => apiPath(API_PATHS.eventCalendar, { id });

/** 'Not found' is an answer the page shows (and the server sends as a 404 page), not a failure. */
function nullWhenNotFound(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}
