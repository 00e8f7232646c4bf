import { cn } from '../../lib/cn';

/**
 * A grey placeholder block; hidden from assistive technology (the region announces loading). It
 * pulses, unless it is inside a `skeleton-group` (see styles.css), which then pulses as a whole.
 */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('skeleton animate-pulse rounded-md bg-slate-200', className)} />;
}
