import { listingTiming, type EventFields, type EventStatus } from '@dental/contracts';

/** An event's status as its stream records it (decision 0060). */
export interface StatusOfEvent {
  status: EventStatus;
  statusNote: string | null;
  previousStartDate: string | null;
}

export const SCHEDULED: StatusOfEvent = { status: 'scheduled', statusNote: null, previousStartDate: null };

/** What a status command asks for; a field left out keeps its value (an undo sends only what it reverts). */
export interface RequestedStatus {
  status?: EventStatus;
  statusNote?: string | null;
  previousStartDate?: string | null;
}

/**
 * The status an admin's request (or an undo) leads to. The day a rescheduled event moved from is
 * kept only while it stays rescheduled, unless the request names it (an undo puts it back).
 */
export function requestedStatus(current: StatusOfEvent, requested: RequestedStatus): StatusOfEvent {
  const status = requested.status ?? current.status;
  return {
    status,
    statusNote: requested.statusNote !== undefined ? requested.statusNote : current.statusNote,
    previousStartDate:
      requested.previousStartDate !== undefined
        ? requested.previousStartDate
        : status === 'rescheduled'
          ? current.previousStartDate
          : null,
  };
}

/** The statuses a new first day turns into 'rescheduled'; a cancelled or online event keeps its status. */
const RESCHEDULABLE: readonly EventStatus[] = ['scheduled', 'postponed', 'rescheduled'];

/**
 * The status an edit of a published upcoming event leads to when it moves the first day to
 * another known day: 'rescheduled', with the day it moved from, and no note (the last one spoke of
 * the old date). Moving a rescheduled event back to the day it moved from makes it scheduled
 * again (the move was a mistake, or its undo). Null when the edit leaves the status as it is:
 * the first day did not move, one of the two days is not known, the event is hidden or not
 * upcoming (on `now`'s calendar day), or it is cancelled or moved online.
 */
export function statusAfterEdit(
  before: { fields: EventFields; isHidden: boolean } & StatusOfEvent,
  changes: Partial<EventFields>,
  now: Date,
): StatusOfEvent | null {
  const from = before.fields.startDate;
  const to = changes.startDate;
  if (!from || !to || from === to) return null;
  if (before.isHidden || listingTiming(before.fields, now) !== 'upcoming') return null;
  if (!RESCHEDULABLE.includes(before.status)) return null;
  if (before.status === 'rescheduled' && to === before.previousStartDate) return SCHEDULED;
  return { status: 'rescheduled', statusNote: null, previousStartDate: from };
}

export function sameStatus(a: StatusOfEvent, b: StatusOfEvent): boolean {
  return a.status === b.status && a.statusNote === b.statusNote && a.previousStartDate === b.previousStartDate;
}
