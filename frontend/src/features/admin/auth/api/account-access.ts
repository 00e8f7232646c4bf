import { API_PATHS } from '@dental/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refetchAfterWrite } from '../../../../lib/query-client';
import { isAdminOnlyKey, queryKeys } from '../../../../lib/query-keys';
import type { SignedInAccount } from '@dental/contracts';

/** The invitee sets a password; the server signs the browser in as the new account. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<SignedInAccount>(API_PATHS.acceptInvitation.path, body),
    onSuccess: async () => {
      // Whatever this browser held belonged to whoever was signed in before.
      queryClient.removeQueries({ predicate: (query) => isAdminOnlyKey(query.queryKey) });
      await refetchAfterWrite(queryClient, queryKeys.auth.me);
    },
  });
}

/** Everyone's own password: the current one proves it is them; the server ends their other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.post<unknown>(API_PATHS.changePassword.path, body),
  });
}

/** Asks for a reset link; the answer is the same whether or not an account has that address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: { email: string }) => api.post<unknown>(API_PATHS.requestPasswordReset.path, body),
  });
}

/**
 * Sets a new password from a reset link. The server ends every session of that account; this
 * browser may have held one of them, so it asks again who is signed in.
 */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<unknown>(API_PATHS.confirmPasswordReset.path, body),
    onSuccess: () => refetchAfterWrite(queryClient, queryKeys.auth.me),
  });
}
