import { countdownBadge, type CountdownTone, type ListingDates } from '@dental/contracts';
import { cn } from '../../../lib/cn';
import { useToday } from '../../../lib/today';

const TONE_CLASSES: Record<CountdownTone, string> = {
  past: 'bg-slate-200 text-slate-700',
  // Green rather than blue: the event is under way. White on emerald-700 is about 5.4:1.
  happening: 'bg-emerald-700 text-white',
  today: 'bg-brand-700 text-white',
  upcoming: 'bg-brand-100 text-brand-800',
  unknown: 'bg-white text-slate-700 ring-1 ring-slate-300',
};

/**
 * 'Past' (grey), 'Happening Now' (green), 'Today', '1 Day', 'N Days' (blue), or 'TBD' when the
 * event's days are unknown: a date text nobody can read, with no days given by an admin.
 */
export function CountdownBadge({ event, className }: { event: ListingDates; className?: string }) {
  const badge = countdownBadge(event, useToday());
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE_CLASSES[badge.tone],
        className,
      )}
    >
      {badge.label}
    </span>
  );
}
