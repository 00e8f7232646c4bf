import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSearchAnswer } from '@dental/contracts';
import { api, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Parameters of GET /api/events/search as the URL carries them; empty ones are left out. */
export type EventSearchParams = Partial<Record<'upcoming' | 'q' | 'city' | 'month' | 'page' | 'pageSize', string>>;

function present(params: EventSearchParams): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

export const searchEvents = (params: EventSearchParams, signal?: AbortSignal) =>
  api.get<EventSearchAnswer>(withQuery('/api/events/search', present(params)), { signal });

export const eventSearchQueryOptions = (params: EventSearchParams) =>
  queryOptions({
    queryKey: queryKeys.events.search(present(params)),
    queryFn: ({ signal }) => searchEvents(params, signal),
    // While the next page or filter loads, the current cards stay instead of placeholders.
    placeholderData: keepPreviousData,
  });

export const useEventSearch = (params: EventSearchParams) => useQuery(eventSearchQueryOptions(params));
