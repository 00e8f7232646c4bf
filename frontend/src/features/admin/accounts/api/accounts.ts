import { API_PATHS, apiPath } from '@dental/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refetchAfterWrite } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';
import type { Account, Role } from '@dental/contracts';

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accounts.list(),
    queryFn: ({ signal }) => api.get<Account[]>(API_PATHS.listAccounts.path, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useAccounts = () => useQuery(accountsQueryOptions());

export function useInviteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: Role }) => api.post<Account>(API_PATHS.inviteAccount.path, body),
    onSettled: () => refetchAfterWrite(queryClient, queryKeys.accounts.all),
  });
}

export type AccountChange = { role: Role } | { status: 'disabled' };

export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AccountChange }) =>
      api.patch<Account>(apiPath(API_PATHS.updateAccount, { id }), change),
    onSettled: () => refetchAfterWrite(queryClient, queryKeys.accounts.all),
  });
}
