import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSearchAnswer } from '@dental/contracts';
import { api, nonEmptyParams, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Parameters of GET /api/events/search as the URL carries them; empty ones are left out. */
export type EventSearchParams = Partial<Record<'upcoming' | 'q' | 'city' | 'month' | 'page' | 'pageSize', string>>;

export const searchEvents = (params: EventSearchParams, signal?: AbortSignal) =>
  api.get<EventSearchAnswer>(withQuery('/api/events/search', nonEmptyParams(params)), { signal });

export const eventSearchQueryOptions = (params: EventSearchParams) =>
  queryOptions({
    queryKey: queryKeys.events.search(nonEmptyParams(params)),
    queryFn: ({ signal }) => searchEvents(params, signal),
    // While the next page or filter loads, the current cards stay instead of placeholders.
    placeholderData: keepPreviousData,
  });

export const useEventSearch = (params: EventSearchParams) => useQuery(eventSearchQueryOptions(params));
