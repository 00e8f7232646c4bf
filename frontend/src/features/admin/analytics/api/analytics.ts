import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsReport } from '@dental/contracts';
import { api } from '../../../../lib/api-client';
import { apiPaths } from '../../../../lib/api-paths';
import { queryKeys } from '../../../../lib/query-keys';

/** Every figure of the analytics screen, always fetched fresh when the screen opens. */
export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.analytics.report(),
    queryFn: ({ signal }) => api.get<AnalyticsReport>(apiPaths.analytics, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useAnalytics = () => useQuery(analyticsQueryOptions());
