import { isTimeZone, readSessionTime, zonedTimeToInstant } from './session-times';

/**
 * When a chosen session takes place, as instants in its event's zone: what a plan's overlaps and
 * a renewal rule set's progress (overlapping sessions count once) both read.
 */

/** What a session's span is read from: its day and time as the agenda writes them, what follows it, its credits, the event's zone. */
export interface SpanFacts {
  /** YYYY-MM-DD, null when nothing says. */
  day: string | null;
  time: string | null;
  /** When what follows it in the agenda starts (minutes after midnight). */
  until: number | null;
  credits: number | null;
  timezone: string | null;
}

const MINUTE_MS = 60_000;
/** Used as a session's length when nothing else says: an hour, as calendar apps assume for a new entry. */
export const DEFAULT_SESSION_MINUTES = 60;
/** Credits are hours of instruction; past this, they say little about one sitting. */
const LONGEST_SESSION_MINUTES = 12 * 60;

/** How the end of a session was found, most certain first. */
export type SessionEndSource = 'stated' | 'next-session' | 'credits' | 'default';

export interface SessionSpan {
  /** Milliseconds since the epoch when the zone is known (`absolute`); else the wall clock read as UTC. */
  start: number;
  end: number;
  /** Whether start and end are instants, comparable across events and zones. */
  absolute: boolean;
  /** Wall-clock minutes after midnight of the session's day, for a calendar entry in the event's zone. */
  startMinutes: number;
  endMinutes: number;
  endFrom: SessionEndSource;
}

/**
 * When a session takes place, or null when its day or time cannot be read. Its end is the one its
 * time states ('1:30-3:00 PM'), else when the next thing on the agenda starts, else its credits
 * read as hours, else an hour later. Times are in the event's zone; without one they stay wall-clock
 * times, comparable only with sessions of the same event.
 */
export function sessionSpan(item: SpanFacts): SessionSpan | null {
  const time = readSessionTime(item.time);
  if (!item.day || !time) return null;
  const { start } = time;
  const [end, endFrom]: [number, SessionEndSource] =
    time.end !== null
      ? [time.end, 'stated']
      : item.until !== null && item.until > start
        ? [item.until, 'next-session']
        : item.credits
          ? [start + Math.min(Math.round(item.credits * 60), LONGEST_SESSION_MINUTES), 'credits']
          : [start + DEFAULT_SESSION_MINUTES, 'default'];
  const zone = item.timezone && isTimeZone(item.timezone) ? item.timezone : null;
  const startsAt = zone ? zonedTimeToInstant(item.day, start, zone) : null;
  const endsAt = zone ? zonedTimeToInstant(item.day, end, zone) : null;
  if (startsAt !== null && endsAt !== null)
    return { start: startsAt, end: endsAt, absolute: true, startMinutes: start, endMinutes: end, endFrom };
  const [year, month, day] = item.day.split('-').map(Number);
  const midnight = Date.UTC(year, month - 1, day);
  return {
    start: midnight + start * MINUTE_MS,
    end: midnight + end * MINUTE_MS,
    absolute: false,
    startMinutes: start,
    endMinutes: end,
    endFrom,
  };
}
