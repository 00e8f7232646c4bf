import type { EventListing } from '../entities';
import { isoDayText } from './date-labels';
import { keyedSessions, type KeyedSession } from './session-keys';
import { formatSessionTime, readSessionTime } from './session-times';
import { speakerNamesOf } from './speaker-names';

/**
 * What an edit of an agenda changed for the people relying on it, found by comparing the agenda
 * before and after the edit session by session (decision 0070): sessions added, removed,
 * cancelled or back on, moved to another time or day, to another room, or given other speakers.
 * Pure, so the change log, the follower notices and the browser read one answer.
 */

export const SESSION_CHANGE_KINDS = [
  'added',
  'removed',
  'cancelled',
  'reinstated',
  'moved',
  'room',
  'speakers',
] as const;
export type SessionChangeKind = (typeof SESSION_CHANGE_KINDS)[number];

/** Where and when a session is, and who gives it, as one side of a change reads it. */
export interface SessionPlace {
  /** YYYY-MM-DD, null when nothing says. */
  day: string | null;
  /** The time as written ('2:00 PM'), null when none. */
  time: string | null;
  /** Its room, null when none. */
  location: string | null;
  speakers: string[];
}

export interface SessionChange extends SessionPlace {
  kind: SessionChangeKind;
  /** The session's plan key after the edit (before it, for a removed session). */
  key: string;
  /** Its plan key before the edit; null for an added session. */
  previousKey: string | null;
  title: string;
  /** The session before the edit; null for an added session. */
  previous: SessionPlace | null;
}

type AgendaOf = Pick<EventListing, 'agenda'> & Partial<Pick<EventListing, 'startDate' | 'endDate'>>;

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

function placeOf(keyed: KeyedSession): SessionPlace {
  return {
    day: keyed.day,
    time: keyed.time?.trim() || null,
    location: keyed.session.location?.trim() || null,
    speakers: speakerNamesOf(keyed.session),
  };
}

/** The same time, read as a time where it can be ('9 am' is '9:00 AM'). */
function sameTime(a: string | null, b: string | null): boolean {
  const readA = readSessionTime(a);
  const readB = readSessionTime(b);
  if (readA && readB) return readA.start === readB.start && readA.end === readB.end;
  return normalise(a ?? '') === normalise(b ?? '');
}

const sameSpeakers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, index) => normalise(name) === normalise(b[index]));

/**
 * Pairs each session after the edit with the one it was before: the same plan key (its day, time
 * and title), else the one session of the same title on the same day, else of the same title in
 * the whole agenda (its day or time was edited). What is left is added or removed.
 */
function pairSessions(
  before: readonly KeyedSession[],
  after: readonly KeyedSession[],
): { pairs: Array<[KeyedSession, KeyedSession]>; added: KeyedSession[]; removed: KeyedSession[] } {
  const unpairedBefore = new Set(before);
  const pairs: Array<[KeyedSession, KeyedSession]> = [];
  const unpairedAfter: KeyedSession[] = [];
  for (const session of after) {
    const same = before.find((old) => unpairedBefore.has(old) && old.key === session.key);
    if (same) {
      unpairedBefore.delete(same);
      pairs.push([same, session]);
    } else unpairedAfter.push(session);
  }
  const added: KeyedSession[] = [];
  for (const session of unpairedAfter) {
    const title = normalise(session.session.title);
    const sameTitle = [...unpairedBefore].filter((old) => normalise(old.session.title) === title);
    const sameDay = sameTitle.filter((old) => old.day === session.day);
    const match = sameDay.length === 1 ? sameDay[0] : sameTitle.length === 1 ? sameTitle[0] : undefined;
    if (match) {
      unpairedBefore.delete(match);
      pairs.push([match, session]);
    } else added.push(session);
  }
  return { pairs, added, removed: [...unpairedBefore] };
}

/** Every change an edit made to the sessions of an agenda, in the order of the agenda after it (removed ones last). */
export function agendaChanges(before: AgendaOf, after: AgendaOf): SessionChange[] {
  const { pairs, added, removed } = pairSessions(keyedSessions(before), keyedSessions(after));
  const changes: SessionChange[] = [];
  const change = (kind: SessionChangeKind, now: KeyedSession, old: KeyedSession | null): SessionChange => ({
    kind,
    key: now.key,
    previousKey: old?.key ?? null,
    title: now.session.title.trim(),
    ...placeOf(now),
    previous: old ? placeOf(old) : null,
  });
  const order = new Map(keyedSessions(after).map((session, index) => [session.key, index]));
  const inOrder = [...pairs.map(([, now]) => now), ...added].sort(
    (a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0),
  );
  for (const now of inOrder) {
    const old = pairs.find(([, paired]) => paired === now)?.[0] ?? null;
    if (!old) {
      changes.push(change('added', now, null));
      continue;
    }
    const wasCancelled = old.session.status === 'cancelled';
    const isCancelled = now.session.status === 'cancelled';
    if (isCancelled && !wasCancelled) changes.push(change('cancelled', now, old));
    if (!isCancelled && wasCancelled) changes.push(change('reinstated', now, old));
    // A cancelled session's other edits are no news: nobody will attend it.
    if (isCancelled) continue;
    const [then, nowPlace] = [placeOf(old), placeOf(now)];
    if (then.day !== nowPlace.day || !sameTime(then.time, nowPlace.time)) changes.push(change('moved', now, old));
    if (normalise(then.location ?? '') !== normalise(nowPlace.location ?? '')) changes.push(change('room', now, old));
    if (!sameSpeakers(then.speakers, nowPlace.speakers)) changes.push(change('speakers', now, old));
  }
  for (const old of removed)
    changes.push({
      kind: 'removed',
      key: old.key,
      previousKey: old.key,
      title: old.session.title.trim(),
      ...placeOf(old),
      previous: placeOf(old),
    });
  return changes;
}

/** A time as the site writes it when it can be read ('2:00 PM'), else as typed. */
function timeText(time: string | null): string | null {
  if (time === null) return null;
  const read = readSessionTime(time);
  return read ? formatSessionTime(read) : time;
}

/** 'Friday, May 5, 2027 at 2:00 PM', or the day or the time alone, or null when neither is known. */
function whenText(place: Pick<SessionPlace, 'day' | 'time'>, withDay: boolean): string | null {
  const day = withDay && place.day ? isoDayText(place.day, { weekday: true }) : null;
  const time = timeText(place.time);
  if (day && time) return `${day} at ${time}`;
  return day ?? time;
}

/** Names joined for reading: 'A', 'A and B', 'A, B and C'. */
function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * One change in plain words, as the event page's 'What changed' and a follower's notice say it:
 * 'Afternoon Lab: now 2:00 PM', 'Afternoon Lab: cancelled', 'Added: Afternoon Lab (2:00 PM)'.
 */
export function sessionChangeText(change: SessionChange): string {
  const dayMoved = change.previous !== null && change.previous.day !== change.day;
  switch (change.kind) {
    case 'added': {
      const when = whenText(change, true);
      return when ? `Added: ${change.title} (${when})` : `Added: ${change.title}`;
    }
    case 'removed':
      return `Removed: ${change.title}`;
    case 'cancelled':
      return `${change.title}: cancelled`;
    case 'reinstated':
      return `${change.title}: back on the agenda`;
    case 'moved': {
      const when = whenText(change, dayMoved);
      return when ? `${change.title}: now ${when}` : `${change.title}: no time given now`;
    }
    case 'room':
      return change.location ? `${change.title}: now in ${change.location}` : `${change.title}: no room given now`;
    case 'speakers':
      return change.speakers.length > 0
        ? `${change.title}: now with ${namesText(change.speakers)}`
        : `${change.title}: no speaker named now`;
  }
}

/**
 * The short mark a planned session carries in a CE plan: 'Cancelled', 'Moved to 2:00 PM', 'Moved
 * to Friday, May 5, 2027 at 2:00 PM'. Null for a change a plan does not mark.
 */
export function planChangeMark(
  change: Pick<SessionChange, 'kind' | 'day' | 'time' | 'location' | 'previous'>,
): string | null {
  switch (change.kind) {
    case 'cancelled':
      return 'Cancelled';
    case 'moved': {
      const when = whenText(change, change.previous !== null && change.previous.day !== change.day);
      return when ? `Moved to ${when}` : 'Time changed';
    }
    case 'room':
      return change.location ? `Now in ${change.location}` : 'Room changed';
    default:
      return null;
  }
}
