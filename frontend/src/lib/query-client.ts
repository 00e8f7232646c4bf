import { QueryClient } from '@tanstack/react-query';
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
