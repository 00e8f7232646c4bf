import { API_PATHS } from '@dental/contracts';
import { useCallback, useEffect } from 'react';
import { hashKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignedInAccount, Role } from '@dental/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { refetchAfterWrite } from '../../../lib/query-client';
import { isAdminOnlyKey, queryKeys } from '../../../lib/query-keys';
import { roleOf } from '../components/roles';

/** Spec section 9: 'Signing In...' shows for about one second before the answer. */
export const SIGN_IN_DELAY_MS = 1000;

/** The signed-in admin, or null: a 401 from /api/auth/me means "not signed in", not a failure. */
export const getSession = (signal?: AbortSignal) =>
  api.get<SignedInAccount>(API_PATHS.signedInAccount.path, { signal, on401: 'returnNull' });

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.auth.me, queryFn: ({ signal }) => getSession(signal), staleTime: 0 });

export const useSession = () => useQuery(sessionQueryOptions());

/** The signed-in role, or null while signed out or still asking the server. */
export function useAdminRole(): Role | null {
  const { data } = useSession();
  return roleOf(data);
}

/** A 401 from the login call means wrong credentials, not an expired session. */
export const LOGIN_MUTATION_KEY = ['admin-login'] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function login(credentials: { email: string; password: string }): Promise<SignedInAccount> {
  // The answer, good or bad, shows only once the delay is over.
  const answer = api.post<SignedInAccount>(API_PATHS.login.path, credentials);
  await Promise.allSettled([answer, wait(SIGN_IN_DELAY_MS)]);
  return answer;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: LOGIN_MUTATION_KEY,
    mutationFn: login,
    onSuccess: (session) => {
      queryClient.setQueryData(queryKeys.auth.me, session);
      // The role the screens are shaped by is whatever /api/auth/me says, not what the login answer carried.
      void refetchAfterWrite(queryClient, queryKeys.auth.me);
    },
  });
}

/** Forgets everything only an admin may see, and marks the browser signed out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData(queryKeys.auth.me, null);
    queryClient.removeQueries({ predicate: (query) => isAdminOnlyKey(query.queryKey) });
  }, [queryClient]);
}

export function useLogout() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>(API_PATHS.logout.path),
    onSuccess: endSession,
  });
}

/**
 * When any admin call answers 401 the session has ended on the server (expired or signed out in
 * another tab): show the login form instead of a broken screen.
 */
export function useSignOutOn401() {
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  useEffect(() => {
    const expired = (error: unknown) => error instanceof ApiError && error.status === 401;
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        expired(event.action.error) &&
        event.query.queryHash !== hashKey(queryKeys.auth.me)
      )
        endSession();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error' || !expired(event.action.error)) return;
      if (event.mutation.options.mutationKey?.[0] === LOGIN_MUTATION_KEY[0]) return;
      endSession();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, endSession]);
}
