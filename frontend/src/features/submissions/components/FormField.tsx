import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export const inputClass = (invalid: boolean) =>
  cn(
    'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 shadow-sm',
    invalid ? 'border-red-600 focus:border-red-600' : 'border-slate-300 focus:border-brand-500',
  );

/** Label, control and the error line under it, tied together for screen readers. */
export function FormField({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes for a control inside <FormField>. */
export function fieldAria(id: string, error: string | undefined, hint?: string) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}
