import { SESSION_DELIVERIES, isMandate, type Mandate, type SessionDelivery } from '../continuing-education';
import type { AgendaSession } from '../entities';
import { parseEventDate } from './event-date';
import { speakerNamesOf } from './speaker-names';

export const AGENDA_HEADING = 'Event Agenda';
/** Used when the agenda is a plain list of sessions with no days (spec section 2). */
export const SCHEDULE_HEADING = 'Event Schedule';
export const WORKSHOP_GROUP_HINT = 'Click to view all available sessions';
export const workshopGroupTitle = (count: number) => `${count} Concurrent Workshops & Seminars`;
/**
 * The count under a corporate forum's title. A forum that lists no talks of its own is one
 * session, the forum itself: it gets no count rather than '0 sessions'.
 */
export const forumSessionCount = (count: number): string | null =>
  count === 0 ? null : count === 1 ? '1 session' : `${count} sessions`;

export interface SessionWithSpeakers {
  session: AgendaSession;
  speakerNames: string[];
}

export type AgendaItem =
  | { kind: 'session'; session: AgendaSession; speakerNames: string[] }
  /** Breaks show no speakers. */
  | { kind: 'break'; session: AgendaSession }
  | { kind: 'workshop-group'; title: string; hint: string; time: string | null; sessions: SessionWithSpeakers[] }
  | { kind: 'corporate-forum'; session: AgendaSession; sessions: SessionWithSpeakers[] };

export interface AgendaDayView {
  /** The day's date or day text; null for a plain session list. */
  label: string | null;
  items: AgendaItem[];
}

export interface NormalisedAgenda {
  heading: typeof AGENDA_HEADING | typeof SCHEDULE_HEADING;
  days: AgendaDayView[];
}

type Json = Record<string, unknown>;

/**
 * One shape for the four agenda shapes of spec sections 2 and 3: a list of days ({date or day,
 * sessions}); a plain list of sessions (one unlabelled day under 'Event Schedule'); an object with a
 * `days` list; an object keyed by date (days sorted by date, unreadable keys last in their original
 * order). Anything else is an empty agenda, never an error: the data is scraped and hand-edited.
 * With `entries`, each session read is noted there with the agenda entry it was read from.
 */
export function normaliseAgenda(
  agenda: unknown,
  entries?: Map<AgendaSession, Record<string, unknown>>,
): NormalisedAgenda {
  entriesRead = entries ?? null;
  try {
    return readAgenda(agenda);
  } finally {
    entriesRead = null;
  }
}

/**
 * normaliseAgenda without reading who speaks: every `speakerNames` is empty. For readers of the
 * agenda's items and credits alone (eventCeCredits): splitting and checking each session's
 * speaker text was a third of reading a catalogue agenda, and every replay reads each agenda for
 * its credits.
 */
export function normaliseAgendaWithoutSpeakers(agenda: unknown): NormalisedAgenda {
  namesRead = false;
  try {
    return readAgenda(agenda);
  } finally {
    namesRead = true;
  }
}

/** Whether the agenda read now reads the sessions' speaker names (normaliseAgendaWithoutSpeakers turns it off). */
let namesRead = true;

/**
 * Whether normaliseAgenda gives the agenda any item, found without reading it: true when one of
 * its days, in whichever of the four shapes, lists a session.
 */
export function agendaHasItems(agenda: unknown): boolean {
  if (Array.isArray(agenda)) {
    if (agenda.length > 0 && agenda.every(isDayLike)) return agenda.some((day) => listsASession(day.sessions));
    return agenda.some(isJson);
  }
  if (!isJson(agenda)) return false;
  if (Array.isArray(agenda.days)) return agenda.days.some((day) => isJson(day) && listsASession(day.sessions));
  if (isDayLike(agenda)) return listsASession(agenda.sessions);
  return Object.values(agenda).some(listsASession);
}

function listsASession(sessions: unknown): boolean {
  return Array.isArray(sessions) && sessions.some(isJson);
}

/**
 * Where the agenda read now notes each session's entry (normaliseAgenda's `entries`), or null. Only
 * a caller that writes into a copy of the agenda asks: noting every session of every agenda read
 * (a weak map, once) was a tenth of a replay's time.
 */
let entriesRead: Map<AgendaSession, Record<string, unknown>> | null = null;

function readAgenda(agenda: unknown): NormalisedAgenda {
  if (Array.isArray(agenda)) {
    if (agenda.length > 0 && agenda.every(isDayLike)) return { heading: AGENDA_HEADING, days: agenda.map(toDay) };
    const sessions = toSessions(agenda);
    if (sessions.length > 0)
      return { heading: SCHEDULE_HEADING, days: [{ label: null, items: agendaItems(sessions) }] };
  } else if (isJson(agenda)) {
    if (Array.isArray(agenda.days)) return { heading: AGENDA_HEADING, days: agenda.days.filter(isJson).map(toDay) };
    if (isDayLike(agenda)) return { heading: AGENDA_HEADING, days: [toDay(agenda)] };
    return { heading: AGENDA_HEADING, days: daysKeyedByDate(agenda) };
  }
  return { heading: AGENDA_HEADING, days: [] };
}

/**
 * How sessions become agenda items, in order of precedence:
 * - type 'break' is a break (no speakers);
 * - type 'corporate_forum' is a forum card holding its nested sessions;
 * - a title naming a workshop, workshops, seminars or hands-on (whole words, any case) becomes a
 *   collapsible '{n} Concurrent Workshops & Seminars' group. With nested `sessions`, those are the
 *   group and n is their count. Without, consecutive such sessions at the same (non-empty) time
 *   fold into one group, n being how many folded. A group of one is no choice between concurrent
 *   sessions: it is shown as the plain session it holds, at the group's time (decision 0064);
 * - anything else is a plain session with its speakers.
 */
export function agendaItems(sessions: readonly AgendaSession[]): AgendaItem[] {
  const items: AgendaItem[] = [];
  let openGroup: WorkshopGroup | null = null;
  for (const session of sessions) {
    if (openGroup && isLoneWorkshop(session) && sameTime(openGroup.time, session.time)) {
      openGroup.sessions.push(withSpeakers(session));
      openGroup.title = workshopGroupTitle(openGroup.sessions.length);
      continue;
    }
    const item = agendaItem(session);
    items.push(item);
    openGroup = item.kind === 'workshop-group' && isLoneWorkshop(session) ? item : null;
  }
  return items.map(unlessAlone);
}

/** A workshop group holding a single session is that session, with the group's time when it states none. */
function unlessAlone(item: AgendaItem): AgendaItem {
  if (item.kind !== 'workshop-group' || item.sessions.length !== 1) return item;
  const [{ session, speakerNames }] = item.sessions;
  if (session.type?.toLowerCase() === 'break') return { kind: 'break', session };
  const timed = session.time?.trim() || item.time === null ? session : { ...session, time: item.time };
  return { kind: 'session', session: timed, speakerNames };
}

type WorkshopGroup = Extract<AgendaItem, { kind: 'workshop-group' }>;

function agendaItem(session: AgendaSession): AgendaItem {
  const type = session.type?.toLowerCase();
  const nested = session.sessions ?? [];
  if (type === 'break') return { kind: 'break', session };
  if (type === 'corporate_forum') return { kind: 'corporate-forum', session, sessions: nested.map(withSpeakers) };
  if (isWorkshopTitle(session.title))
    return workshopGroup(session.time, nested.length > 0 ? nested.map(withSpeakers) : [withSpeakers(session)]);
  return { kind: 'session', session, speakerNames: namesRead ? speakerNamesOf(session) : [] };
}

/** A workshop-titled session without nested sessions: the kind that folds with its neighbours. */
function isLoneWorkshop(session: AgendaSession): boolean {
  const type = session.type?.toLowerCase();
  return type !== 'break' && type !== 'corporate_forum' && isWorkshopTitle(session.title) && !session.sessions?.length;
}

function sameTime(groupTime: string | null, time: string | undefined): boolean {
  return groupTime !== null && groupTime === time?.trim();
}

const WORKSHOP_WORDS = /\b(workshops?|seminars|hands-on)\b/i;

export function isWorkshopTitle(title: string): boolean {
  return WORKSHOP_WORDS.test(title);
}

function workshopGroup(time: string | undefined, sessions: SessionWithSpeakers[]): WorkshopGroup {
  const trimmed = time?.trim() ?? '';
  return {
    kind: 'workshop-group',
    title: workshopGroupTitle(sessions.length),
    hint: WORKSHOP_GROUP_HINT,
    time: trimmed || null,
    sessions,
  };
}

function withSpeakers(session: AgendaSession): SessionWithSpeakers {
  return {
    session,
    speakerNames: session.type?.toLowerCase() === 'break' || !namesRead ? [] : speakerNamesOf(session),
  };
}

function daysKeyedByDate(agenda: Json): AgendaDayView[] {
  return Object.entries(agenda)
    .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
    .map(([label, sessions], index) => ({ label, sessions, index, date: parseEventDate(label)?.getTime() ?? Infinity }))
    .sort((a, b) => a.date - b.date || a.index - b.index)
    .map(({ label, sessions }) => ({ label, items: agendaItems(toSessions(sessions)) }));
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A day has a sessions list and a date or day; a titled entry with sessions is a parent session. */
function isDayLike(value: unknown): value is Json {
  return (
    isJson(value) &&
    Array.isArray(value.sessions) &&
    (typeof value.date === 'string' || typeof value.day === 'string' || typeof value.title !== 'string')
  );
}

function toDay(day: Json): AgendaDayView {
  const label = [day.date, day.day].find((text): text is string => typeof text === 'string' && text.trim() !== '');
  return {
    label: label?.trim() ?? null,
    items: agendaItems(toSessions(Array.isArray(day.sessions) ? day.sessions : [])),
  };
}

/** Keeps only well-typed fields, so the screens can trust every session they are given. */
function toSessions(values: readonly unknown[]): AgendaSession[] {
  return values.filter(isJson).map(toSession);
}

function toSession(raw: Json): AgendaSession {
  const session: AgendaSession = { title: typeof raw.title === 'string' ? raw.title : '' };
  for (const key of ['time', 'speaker', 'track', 'location', 'type', 'description'] as const) {
    const value = raw[key];
    if (typeof value === 'string') session[key] = value;
  }
  if (Array.isArray(raw.speakers)) {
    session.speakers = raw.speakers.filter(
      (entry): entry is string | { name: string } =>
        typeof entry === 'string' || (isJson(entry) && typeof entry.name === 'string'),
    );
  }
  if (Array.isArray(raw.sessions)) session.sessions = toSessions(raw.sessions);
  if (typeof raw.ceCredits === 'number' && Number.isFinite(raw.ceCredits)) session.ceCredits = raw.ceCredits;
  if (raw.creditType === 'lecture' || raw.creditType === 'participation') session.creditType = raw.creditType;
  for (const key of ['topics', 'objectives'] as const) {
    const list = raw[key];
    if (Array.isArray(list)) session[key] = list.filter((entry): entry is string => typeof entry === 'string');
  }
  if (typeof raw.minutes === 'number' && Number.isFinite(raw.minutes) && raw.minutes >= 0)
    session.minutes = raw.minutes;
  if ((SESSION_DELIVERIES as readonly unknown[]).includes(raw.delivery))
    session.delivery = raw.delivery as SessionDelivery;
  if (Array.isArray(raw.mandates))
    session.mandates = raw.mandates.filter((entry): entry is Mandate => typeof entry === 'string' && isMandate(entry));
  if (typeof raw.key === 'string') session.key = raw.key;
  if (raw.status === 'cancelled') session.status = 'cancelled';
  entriesRead?.set(session, raw);
  return session;
}
