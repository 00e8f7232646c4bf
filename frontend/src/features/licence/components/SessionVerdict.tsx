import { CircleCheck, CircleMinus } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { verdictCounts } from '../api/session-verdict';

/**
 * A session's verdict for the chosen licence ('Counts toward: Infection control, Total', or
 * 'Not counted: …'), as the agenda and the plan's rows show it; nothing without lines.
 */
export function SessionVerdict({ lines, className }: { lines: readonly string[]; className?: string }) {
  if (lines.length === 0) return null;
  const counts = verdictCounts(lines);
  return (
    <div
      className={cn('flex items-start gap-1.5 text-sm', counts ? 'text-teal-900' : 'text-slate-600', className)}
      data-session-counts-toward={counts ? 'counts' : 'not-counted'}
    >
      {counts ? (
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
      ) : (
        <CircleMinus className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      )}
      <div className="min-w-0">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
