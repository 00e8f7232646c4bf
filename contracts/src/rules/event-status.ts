import type { EventListing } from '../entities';
import { MONTH_NAMES } from './event-date';
import { isIsoDay } from './session-times';

type StatusOfListing = Pick<EventListing, 'status' | 'statusNote' | 'previousStartDate'>;

/** What a visitor reads of a status that is not 'scheduled': the badge and the admin's note. */
export interface StatusBadge {
  label: string;
  note: string | null;
  /** Cancelled events are the one status a visitor must not miss. */
  tone: 'alarm' | 'notice';
}

/**
 * The badge on a card and on the event's page ('Cancelled', 'Postponed', 'Rescheduled from May 4',
 * 'Moved online'), or null for a scheduled event (decision 0060). Listings from before statuses
 * existed carry none and read as scheduled.
 */
export function eventStatusBadge(listing: Partial<StatusOfListing>): StatusBadge | null {
  const note = listing.statusNote?.trim() || null;
  switch (listing.status) {
    case 'cancelled':
      return { label: 'Cancelled', note, tone: 'alarm' };
    case 'postponed':
      return { label: 'Postponed', note, tone: 'notice' };
    case 'rescheduled':
      return {
        label: listing.previousStartDate ? `Rescheduled from ${monthAndDay(listing.previousStartDate)}` : 'Rescheduled',
        note,
        tone: 'notice',
      };
    case 'moved_online':
      return { label: 'Moved online', note, tone: 'notice' };
    default:
      return null;
  }
}

/** 'YYYY-MM-DD' → 'May 4': the year is the event's own, read beside it. */
function monthAndDay(isoDay: string): string {
  if (!isIsoDay(isoDay)) return isoDay;
  const [, month, day] = isoDay.split('-').map(Number);
  return `${MONTH_NAMES[month - 1]} ${day}`;
}

/**
 * An event's iCalendar SEQUENCE (RFC 5545 §3.8.7.4): the whole seconds from its listing to its
 * last change. It grows with every change, so a calendar that holds the entry replaces it with
 * the newer one (a cancellation included), and it is read from the listing alone, the same in
 * the download, the feed and a replayed read model.
 */
export function calendarSequence(listing: Pick<EventListing, 'createdAt' | 'updatedAt'>): number {
  const seconds = Math.floor((Date.parse(listing.updatedAt) - Date.parse(listing.createdAt)) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** Each status as the admin's choice names it. */
export const EVENT_STATUS_LABELS: Record<EventListing['status'], string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
  moved_online: 'Moved online',
};
