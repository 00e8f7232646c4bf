import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Data freshness 5 minutes, no automatic retry, no polling, no refetch on window focus (spec section 9). */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: QUERY_STALE_TIME_MS,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * After a write: the queries under these keys go stale, and those on screen are fetched again.
 * Invalidation cancels a fetch in flight and asks again only for a query that has data; one still
 * on its first fetch gets that fetch handed back, and when the server answered it before the
 * write, the screen keeps the answer from before: an organiser link sent while the page was still
 * loading its links never showed in the list (decision 0140). Those first fetches are cancelled
 * here first (the query goes back to loading), so every query under the keys asks again.
 */
export async function refetchAfterWrite(queryClient: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  const onFirstFetch = (query: Query) => query.state.data === undefined;
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey, predicate: onFirstFetch })));
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
