import { API_PATHS } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsReport } from '@dental/contracts';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** Every figure of the analytics screen, always fetched fresh when the screen opens. */
export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.analytics.report(),
    queryFn: ({ signal }) => api.get<AnalyticsReport>(API_PATHS.analytics.path, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useAnalytics = () => useQuery(analyticsQueryOptions());
