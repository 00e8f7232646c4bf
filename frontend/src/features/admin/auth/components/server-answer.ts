import { ApiError } from '../../../../lib/api-client';

/**
 * Where a refused password form shows the server's words: on the password field when the server
 * named it (too short, too common), otherwise as the form's message (a used or expired link, too
 * many attempts, a wrong current password).
 */
export function passwordFormError(
  error: unknown,
  fallback: string,
): { field: 'password' | 'currentPassword' | null; message: string } {
  if (!(error instanceof ApiError)) return { field: null, message: fallback };
  const issue = error.issues.find((entry) => /^(password|newPassword|currentPassword)$/.test(entry.path));
  if (issue)
    return { field: issue.path === 'currentPassword' ? 'currentPassword' : 'password', message: issue.message };
  return { field: null, message: error.serverMessage ?? fallback };
}
