import { API_PATHS, apiPath } from '@dental/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CeRuleSet, CreateCeRuleSetRequest } from '@dental/contracts';
import { api } from '../../../../lib/api-client';
import { refetchAfterWrite } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** Every renewal rule set, read fresh for the admin list (the public reads the same route). */
export const adminRuleSetsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.ceRuleSets.adminList(),
    queryFn: ({ signal }) => api.get<CeRuleSet[]>(API_PATHS.listCeRuleSets.path, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useAdminRuleSets = () => useQuery(adminRuleSetsQueryOptions());

export const useAdminRuleSet = (id: string) =>
  useQuery({
    queryKey: queryKeys.ceRuleSets.adminDetail(id),
    queryFn: ({ signal }) => api.get<CeRuleSet>(apiPath(API_PATHS.getCeRuleSet, { id }), { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

function useRefreshRuleSets() {
  const queryClient = useQueryClient();
  return () => refetchAfterWrite(queryClient, queryKeys.ceRuleSets.all);
}

export function useCreateRuleSet() {
  const refresh = useRefreshRuleSets();
  return useMutation({
    mutationFn: (fields: CreateCeRuleSetRequest) => api.post<CeRuleSet>(API_PATHS.createCeRuleSet.path, fields),
    onSettled: refresh,
  });
}

/** Only the changed fields; `rules` and `sources` replace the set's whole lists. */
export function useEditRuleSet(id: string) {
  const refresh = useRefreshRuleSets();
  return useMutation({
    mutationFn: (changes: Partial<CreateCeRuleSetRequest>) =>
      api.patch<CeRuleSet>(apiPath(API_PATHS.editCeRuleSet, { id }), changes),
    onSettled: refresh,
  });
}
