import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { Account, Role as AdminRole } from '@dental/contracts';

/** GET /api/accounts (owners only): every account, invited and disabled ones too. */
export type { Account, AccountStatus } from '@dental/contracts';

/** Under an 'admin' segment, so the list is dropped from the browser at logout. */
export const accountKeys = {
  all: ['/api/accounts'] as const,
  list: () => ['/api/accounts', 'admin'] as const,
};

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.list(),
    queryFn: ({ signal }) => api.get<Account[]>('/api/accounts', { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useAccounts = () => useQuery(accountsQueryOptions());

export function useInviteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: AdminRole }) => api.post<Account>('/api/accounts/invitations', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export type AccountChange = { role: AdminRole } | { status: 'disabled' };

export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AccountChange }) =>
      api.patch<Account>(`/api/accounts/${encodeURIComponent(id)}`, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
