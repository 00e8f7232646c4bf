import { API_PATHS } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardAnswer } from '@dental/contracts';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** Always read fresh: the dashboard is where the admin starts, after changes made anywhere. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard(),
    queryFn: ({ signal }) => api.get<DashboardAnswer>(API_PATHS.dashboard.path, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
