import type { Agenda, AgendaSession, EventListing } from '../entities';
import { normaliseAgenda, type AgendaDayView, type AgendaItem, type NormalisedAgenda } from './agenda';
import { readSessionTime, sessionDay } from './session-times';

/**
 * A session's key within its event: the one name a plan, a progress request, a search by renewal
 * rule and the public agenda (`key` on each session) give a session. Worked out from the agenda
 * alone, so the browser and the server always agree.
 */
export interface KeyedSession {
  key: string;
  /** The agenda entry it was read from. */
  session: AgendaSession;
  /** The time it is at (a workshop's is its group's when it states none). */
  time: string | undefined;
  /** The session's day, YYYY-MM-DD, null when nothing says. */
  day: string | null;
  /** When what follows it in the agenda starts (minutes after midnight): its likely end when its time states none. */
  until: number | null;
}

/**
 * Every session of an event a visitor can choose, in agenda order, with its key: plain sessions,
 * each session of a workshop group, each lecture of a corporate forum (the forum itself when it
 * lists none). Breaks and untitled entries are left out.
 */
export function keyedSessions(
  event: Pick<EventListing, 'agenda'> & Partial<Pick<EventListing, 'startDate' | 'endDate'>>,
  agenda: NormalisedAgenda = normaliseAgenda(event.agenda),
): KeyedSession[] {
  const sessions: KeyedSession[] = [];
  const usedKeys = new Set<string>();
  agenda.days.forEach((day, dayIndex) => {
    const isoDay = sessionDay(day.label, dayIndex, {
      startDate: event.startDate ?? null,
      endDate: event.endDate ?? null,
    });
    const starts = startsOfDay(day);
    for (const { session, time } of choosableSessions(day.items)) {
      const title = session.title.trim();
      if (title === '') continue;
      const key = uniqueKey(sessionKey(isoDay ?? day.label ?? `#${dayIndex}`, time, title), usedKeys);
      const start = readSessionTime(time)?.start;
      sessions.push({
        key,
        session,
        time,
        day: isoDay,
        until: start === undefined ? null : (starts.find((next) => next > start) ?? null),
      });
    }
  });
  return sessions;
}

/**
 * A copy of the event's agenda in its own shape, each session one can choose carrying its `key`:
 * what public answers give, so a page, a plan and a progress request name sessions alike.
 */
export function agendaWithSessionKeys(
  event: Pick<EventListing, 'agenda'> & Partial<Pick<EventListing, 'startDate' | 'endDate'>>,
): Agenda | null {
  return keyedAgenda(event).agenda;
}

/**
 * agendaWithSessionKeys, with the event's agenda read as one (normaliseAgenda), for a caller that
 * needs both: the agenda is read once, and its keys written into the copy through a map from each
 * entry to its copy. The read agenda's sessions are the event's own: read them, never change them.
 */
export function keyedAgenda(
  event: Pick<EventListing, 'agenda'> & Partial<Pick<EventListing, 'startDate' | 'endDate'>>,
): { agenda: Agenda | null; normalised: NormalisedAgenda } {
  // Each session's entry in the agenda, so its key is written into that entry's copy.
  const entries = new Map<AgendaSession, Record<string, unknown>>();
  const normalised = normaliseAgenda(event.agenda, entries);
  if (event.agenda === null || event.agenda === undefined) return { agenda: null, normalised };
  const copies = new Map<object, Record<string, unknown>>();
  const copy = copyOfJson(event.agenda, copies) as Agenda;
  for (const { key, session } of keyedSessions(event, normalised)) {
    const entry = entries.get(session);
    const copied = entry && copies.get(entry);
    if (copied) copied.key = key;
  }
  return { agenda: copy, normalised };
}

/** A deep copy of JSON data, noting each object's copy (what structuredClone gives, and the map). */
function copyOfJson(value: unknown, copies: Map<object, Record<string, unknown>>): unknown {
  if (Array.isArray(value)) return value.map((item) => copyOfJson(item, copies));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const field of Object.keys(value)) copy[field] = copyOfJson((value as Record<string, unknown>)[field], copies);
  copies.set(value, copy);
  return copy;
}

/** The sessions of a day one can attend, each with the time it is at (a workshop's is its group's). */
function choosableSessions(items: readonly AgendaItem[]): Array<{ session: AgendaSession; time: string | undefined }> {
  return items.flatMap((item) => {
    switch (item.kind) {
      case 'break':
        return [];
      case 'session':
        return [{ session: item.session, time: item.session.time }];
      case 'workshop-group':
        return item.sessions.map(({ session }) => ({ session, time: session.time ?? item.time ?? undefined }));
      case 'corporate-forum':
        if (item.sessions.length === 0) return [{ session: item.session, time: item.session.time }];
        return item.sessions.map(({ session }) => ({ session, time: session.time ?? item.session.time }));
    }
  });
}

/** Every start time the day's agenda states, breaks included, in order: where a session with no stated end likely stops. */
function startsOfDay(day: AgendaDayView): number[] {
  const times = day.items.flatMap((item) => {
    if (item.kind === 'workshop-group') return [item.time, ...item.sessions.map(({ session }) => session.time)];
    if (item.kind === 'corporate-forum')
      return [item.session.time, ...item.sessions.map(({ session }) => session.time)];
    return [item.session.time];
  });
  const starts = times
    .map((time) => readSessionTime(time)?.start)
    .filter((start): start is number => start !== undefined);
  return [...new Set(starts)].sort((a, b) => a - b);
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A short name for a session within its event, from its day, time and title: the same session
 * keeps its key when other sessions are added, removed or reordered, or its speakers, credits or
 * description change. The time counts as read ('9 am' and '9:00 AM' are one time), so retyping it
 * changes nothing either. Changing its day, time or title gives a new key; refreshing a plan then
 * finds it by its title (refreshPlanItem in the browser).
 */
export function sessionKey(day: string, time: string | undefined, title: string): string {
  const read = readSessionTime(time);
  const timePart = read ? `${read.start}-${read.end ?? ''}` : normalise(time ?? '');
  return fnv1a(`${normalise(day)}|${timePart}|${normalise(title)}`).toString(36);
}

/** The same day, time and title twice in one agenda: the second is '<key>-2'. */
function uniqueKey(key: string, used: Set<string>): string {
  let candidate = key;
  for (let count = 2; used.has(candidate); count += 1) candidate = `${key}-${count}`;
  used.add(candidate);
  return candidate;
}

/** 32-bit FNV-1a over UTF-16 code units: short, stable, and spread well enough for the sessions of one event. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
