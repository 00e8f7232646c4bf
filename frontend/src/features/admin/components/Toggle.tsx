import { useId, type ReactNode } from 'react';
import * as Switch from '@radix-ui/react-switch';
import { cn } from '../../../lib/cn';

/** A labelled on/off switch (Radix: role="switch", Space and Enter toggle it). */
export function Toggle({
  checked,
  onCheckedChange,
  label,
  disabled,
  className,
  srLabel,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  className?: string;
  /** The accessible name when the visible label alone is ambiguous in a list. */
  srLabel?: string;
}) {
  const id = useId();
  return (
    <div className={cn('inline-flex items-center gap-2', className)}>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-label={srLabel}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-slate-300',
        )}
      >
        <Switch.Thumb className="pointer-events-none block size-5 translate-x-0 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
