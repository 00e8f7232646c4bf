import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventListing } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Public list: the server leaves out hidden and trashed events. */
export const getEvents = (signal?: AbortSignal) => api.get<EventListing[]>('/api/events', { signal });

export const eventsQueryOptions = () => queryOptions({ queryKey: queryKeys.events.list(), queryFn: ({ signal }) => getEvents(signal) });

export const useEvents = (options: { enabled?: boolean } = {}) => useQuery({ ...eventsQueryOptions(), enabled: options.enabled ?? true });
