import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

export { FormField, fieldAria, inputClass } from '../../submissions/components/FormField';

/**
 * Puts a 400's field issues under the fields they name, so the browser shows what the server
 * said; returns true when at least one issue landed on a field of this form.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const issue of error.issues) {
    const path = issue.path.replace(/\[(\d+)\]/g, '.$1');
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (!field) continue;
    setError(path as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
