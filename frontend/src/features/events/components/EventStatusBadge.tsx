import { CalendarClock, Ban } from 'lucide-react';
import { eventStatusBadge, type EventSummary } from '@dental/contracts';

type StatusOfEvent = Partial<Pick<EventSummary, 'status' | 'statusNote' | 'previousStartDate'>>;

const TONES = {
  alarm: 'bg-red-700 text-white ring-red-800',
  notice: 'bg-amber-100 text-amber-950 ring-amber-300',
} as const;

/**
 * 'Cancelled', 'Postponed', 'Rescheduled from May 4' or 'Moved online' (nothing for a scheduled
 * event), so nobody travels to an event that changed (decision 0060).
 */
export function EventStatusBadge({ event, className = '' }: { event: StatusOfEvent; className?: string }) {
  const badge = eventStatusBadge(event);
  if (!badge) return null;
  const Icon = badge.tone === 'alarm' ? Ban : CalendarClock;
  return (
    <span
      data-testid="event-status"
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${TONES[badge.tone]} ${className}`}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {badge.label}
    </span>
  );
}

/** The admin's public note on the status, under the event's title. */
export function EventStatusNote({ event }: { event: StatusOfEvent }) {
  const badge = eventStatusBadge(event);
  if (!badge?.note) return null;
  return (
    <p
      role="note"
      aria-label={badge.label}
      className="mt-3 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <strong className="font-semibold">{badge.label}:</strong> {badge.note}
    </p>
  );
}

/** A countdown to a cancelled or postponed event would tell people to come. */
export function countsDown(event: StatusOfEvent): boolean {
  return event.status !== 'cancelled' && event.status !== 'postponed';
}
