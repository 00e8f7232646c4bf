import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventListing } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getEvent = (id: string, signal?: AbortSignal) => api.get<EventListing>(`/api/events/${encodeURIComponent(id)}`, { signal });

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.events.detail(id), queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));

/** The .ics download of one event (a plain link, not a query). */
export const eventCalendarUrl = (id: string) => `/api/events/${encodeURIComponent(id)}/ics`;
