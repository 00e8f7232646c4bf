import { API_PATHS, apiPath } from '@dental/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AuditFacets, AuditPage, AuditQuery, AuditRow, EventsAsOfAnswer, UndoResult } from '@dental/contracts';
import { api, withQuery } from '../../../../lib/api-client';
import { refetchAfterWrite } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** Filters of the audit list, as they appear in the page's URL (all optional; `from` and `to` are YYYY-MM-DD, inclusive): GET /api/audit's own parameters. */
export type AuditFilters = Partial<Record<Exclude<keyof AuditQuery, 'limit' | 'before'>, string>>;

const clean = (filters: AuditFilters & { limit?: string }): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => typeof value === 'string' && value !== ''));

/** Newest first, one page at a time: each page's `nextBefore` is the cursor of the next (older) one. */
export const auditQueryOptions = (filters: AuditFilters, pageSize = 50) => {
  const params = clean({ ...filters, limit: String(pageSize) });
  return infiniteQueryOptions({
    queryKey: queryKeys.audit.list(params),
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditPage>(
        withQuery(API_PATHS.auditHistory.path, { ...params, before: pageParam ? String(pageParam) : undefined }),
        {
          signal,
        },
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    staleTime: 0,
  });
};

export const useAuditRows = (filters: AuditFilters, pageSize?: number) =>
  useInfiniteQuery(auditQueryOptions(filters, pageSize));

export const useAuditFacets = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.audit.facets(),
      queryFn: ({ signal }) => api.get<AuditFacets>(API_PATHS.auditFacets.path, { signal }),
    }),
  );

/**
 * Undo one change. The server records a compensating change; afterwards every list may differ
 * (the entity itself, the audit history, analytics), so all of them are refetched.
 */
export function useUndoChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: AuditRow) => api.post<UndoResult>(apiPath(API_PATHS.undoChange, { position: row.position })),
    onSettled: () =>
      refetchAfterWrite(
        queryClient,
        queryKeys.audit.all,
        queryKeys.events.all,
        queryKeys.speakers.all,
        queryKeys.sponsors.all,
        queryKeys.sponsorTiers.all,
        queryKeys.submissions.all,
        queryKeys.siteSettings,
        queryKeys.analytics.all,
      ),
  });
}

/** Which page of the events list as it was: the moment (an ISO time), hidden events or not, the search's words. */
export interface EventsAsOfChoice {
  asOf: string | null;
  includeHidden: boolean;
  q: string;
  page: number;
}

/**
 * A page of the events list as it was at `asOf`, replayed by the server (decision 0109). The page
 * shown stays while the next one loads, so paging and typing do not blank the list.
 */
export const useEventsAsOf = ({ asOf, includeHidden, q, page }: EventsAsOfChoice) => {
  const params: Record<string, string> = { asOf: asOf ?? '' };
  if (includeHidden) params.hidden = '1';
  if (q.trim()) params.q = q.trim();
  if (page > 1) params.page = String(page);
  return useQuery({
    queryKey: queryKeys.events.asOf(params),
    queryFn: ({ signal }) => api.get<EventsAsOfAnswer>(withQuery(API_PATHS.eventsAsOf.path, params), { signal }),
    enabled: asOf !== null,
    placeholderData: keepPreviousData,
  });
};
