import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardAnswer } from '@dental/contracts';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export type Dashboard = DashboardAnswer;

/** Always read fresh: the dashboard is where the admin starts, after changes made anywhere. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => api.get<Dashboard>('/api/dashboard', { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
