import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A group of related controls (radio buttons, checkboxes, the parts of one value) under a legend,
 * with the hint or error under it tied to the group for screen readers.
 */
export function FieldGroup({
  id,
  legend,
  hint,
  error,
  className,
  legendClassName,
  children,
}: {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  legendClassName?: string;
  children: ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} aria-describedby={describedBy} className={cn('min-w-0', className)}>
      <legend className={cn('text-sm font-medium text-slate-800', legendClassName)}>{legend}</legend>
      {/* The hint says what the group is for, so it is read before the controls. */}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-2">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A checkbox or radio button with its label beside it; the label is the whole click target. */
export function ChoiceLabel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-2 rounded-md px-1 py-1 text-sm text-slate-800 hover:bg-slate-50',
        className,
      )}
    >
      {children}
    </label>
  );
}

export const choiceInputClass = 'mt-0.5 size-4 shrink-0 accent-brand-700';
