import {
  agendaChanges,
  entityStateAfter,
  eventDateText,
  isoDayText,
  sessionChangeText,
  type Agenda,
  type EntityState,
  type EventChange,
  type EventStatus,
} from '@dental/contracts';
import type { EventDomainEvent } from './event.decider';

/**
 * What changed of an event for the people relying on it, read from its own stream (decision
 * 0070): the change log of its page and the notices to its followers say the same thing.
 */

/** A domain event of the event's stream with where, when and by whom it was recorded. */
export type LoggedEventDomainEvent = EventDomainEvent & { position: number; occurredAt: string; actor: string };

/** A change as a notice needs it: the public change, where in the log it was recorded, and whether it is told at once. */
export interface PublicChange extends EventChange {
  position: number;
  /** A cancellation or postponement: followers hear of it at once, not in the next digest. */
  urgent: boolean;
}

/** What the public could read of the event just before a domain event. */
interface Seen {
  date: string;
  location: string;
  city: string;
  registrationUrl: string | null;
  agenda: Agenda | null;
  startDate: string | null;
  endDate: string | null;
}

/** Registration opening is news for followers, not part of the event's public change log. */
export type FollowerChange = PublicChange | (Omit<PublicChange, 'kind'> & { kind: 'registration' });

/** A new date in plain words, with the one it replaces when there was one: 'Date: now May 6–8, 2027 (was May 4–6, 2027)'. */
export function dateChangeText(date: string, previous: string): string {
  const was = previous.trim() ? ` (was ${eventDateText(previous.trim())})` : '';
  return `Date: now ${eventDateText(date.trim())}${was}`;
}

/**
 * Whether a status set is what the edit just before it did to the date (decision 0060: moving a
 * published upcoming event's first day makes it rescheduled, moving it back scheduled again). The
 * date's own line says it already ('Date: now …, was …'), so it is not a second line.
 */
function followsDateMove(
  status: { status: EventStatus; statusNote: string | null; previousStartDate: string | null },
  dateMove: { position: number; occurredAt: string; startDateBefore: string | null } | null,
  previous: { position: number; occurredAt: string } | null,
): boolean {
  if (!dateMove || !previous || previous.position !== dateMove.position) return false;
  if (previous.occurredAt !== dateMove.occurredAt || status.statusNote !== null) return false;
  return (
    (status.status === 'rescheduled' && status.previousStartDate === dateMove.startDateBefore) ||
    status.status === 'scheduled'
  );
}

/** Whether a status tells people not to come on the day they planned: told at once. */
const isUrgent = (status: EventStatus) => status === 'cancelled' || status === 'postponed';

/** A status in plain words, with the admin's note when there is one. */
export function statusChangeText(status: EventStatus, note: string | null, previousStartDate: string | null): string {
  const words = {
    scheduled: 'Scheduled again',
    cancelled: 'Cancelled',
    postponed: 'Postponed: a new date will follow',
    rescheduled: previousStartDate ? `Rescheduled from ${isoDayText(previousStartDate)}` : 'Rescheduled',
    moved_online: 'Moved online',
  }[status];
  return note?.trim() ? `${words} (${note.trim()})` : words;
}

/**
 * Every change the public could see, oldest first: a status set, a new date, location or city,
 * the sessions an agenda edit added, removed, cancelled or moved (`agendaChanges`), and for
 * followers a registration link given. Only changes made while the event was public (shown and
 * not in the trash) count: what happened while nobody could see it is nobody's news.
 */
export function followerChangesOf(stream: readonly LoggedEventDomainEvent[]): FollowerChange[] {
  const changes: FollowerChange[] = [];
  let seen: Seen | null = null;
  // Hidden or in the trash, as the catalogue's reading of each domain event records it.
  let listing: EntityState = {};
  // The last edit that told of a new date, and the domain event just before the current one.
  let dateMove: { position: number; occurredAt: string; startDateBefore: string | null } | null = null;
  let previous: { position: number; occurredAt: string } | null = null;
  for (const domainEvent of stream) {
    const justBefore = previous;
    previous = { position: domainEvent.position, occurredAt: domainEvent.occurredAt };
    const { position, occurredAt: at } = domainEvent;
    const isPublic = listing.isHidden !== true && listing.inTrash !== true;
    listing = entityStateAfter(listing, { ...domainEvent, metadata: { actor: domainEvent.actor, occurredAt: at } });
    if (domainEvent.type === 'EventCreated') {
      const { data } = domainEvent;
      seen = {
        date: data.date,
        location: data.location,
        city: data.city,
        registrationUrl: data.registrationUrl,
        agenda: data.agenda,
        startDate: data.startDate ?? null,
        endDate: data.endDate ?? null,
      };
      continue;
    }
    if (seen === null) continue;
    const change = (kind: FollowerChange['kind'], text: string, extra: Partial<EventChange> = {}) => {
      if (isPublic) changes.push({ at, position, kind, text, urgent: false, ...extra });
    };
    switch (domainEvent.type) {
      case 'EventUpdated': {
        const edit = domainEvent.data.changes;
        const before = seen;
        const after: Seen = {
          ...before,
          ...(edit.date !== undefined && { date: edit.date }),
          ...(edit.location !== undefined && { location: edit.location }),
          ...(edit.city !== undefined && { city: edit.city }),
          ...(edit.registrationUrl !== undefined && { registrationUrl: edit.registrationUrl }),
          ...(edit.agenda !== undefined && { agenda: edit.agenda }),
          ...(edit.startDate !== undefined && { startDate: edit.startDate }),
          ...(edit.endDate !== undefined && { endDate: edit.endDate }),
        };
        if (after.date.trim() !== before.date.trim() && after.date.trim() !== '' && isPublic) {
          change('date', dateChangeText(after.date, before.date));
          dateMove = { position, occurredAt: at, startDateBefore: before.startDate };
        }
        if (after.location.trim() !== before.location.trim() && after.location.trim() !== '')
          change('location', `Location: ${after.location.trim()}`);
        if (after.city.trim() !== before.city.trim() && after.city.trim() !== '')
          change('city', `City: ${after.city.trim()}`);
        if (after.registrationUrl && after.registrationUrl !== before.registrationUrl)
          change('registration', `Registration is open: ${after.registrationUrl}`);
        if (edit.agenda !== undefined)
          for (const session of agendaChanges(before, after))
            change('session', sessionChangeText(session), {
              sessionChange: session.kind,
              sessionKey: session.key,
              previousSessionKey: session.previousKey,
            });
        seen = after;
        break;
      }
      case 'EventStatusChanged': {
        const { status, statusNote, previousStartDate } = domainEvent.data;
        if (followsDateMove(domainEvent.data, dateMove, justBefore)) break;
        if (isPublic)
          changes.push({
            at,
            position,
            kind: 'status',
            status,
            text: statusChangeText(status, statusNote, previousStartDate),
            urgent: isUrgent(status),
          });
        break;
      }
      default:
        break;
    }
  }
  return changes;
}

/** The event's public change log: every change but a registration link, oldest first, as the API answers it. */
export function publicChangesOf(stream: readonly LoggedEventDomainEvent[]): EventChange[] {
  return followerChangesOf(stream).flatMap((change) => {
    if (change.kind === 'registration') return [];
    // Where it is in the log and how a notice goes are not part of the public answer.
    const { position: _position, urgent: _urgent, ...publicChange } = change;
    return [publicChange];
  });
}
