import {
  CREDIT_STEP,
  SESSION_CREDITS_MAX,
  isAgdSubjectCode,
  isIsoDay,
  isTimeZone,
  type CreditType,
} from '@dental/contracts';

/**
 * One session a visitor chose, as kept in their browser: enough to show the plan, total its
 * credits and write a calendar file without asking the server, and the ids to refresh it from
 * the event when the event is still listed.
 */
export interface PlanItem {
  eventId: string;
  eventTitle: string;
  /** The event's IANA zone, which the agenda's times are in; null when the event states none. */
  timezone: string | null;
  /** Names the session within its event (see plan-sessions.ts). */
  key: string;
  title: string;
  /** The agenda's time text as written ('9:00 AM'), null when there is none. */
  time: string | null;
  /** The session's day, YYYY-MM-DD, null when nothing says. */
  day: string | null;
  /** When what follows it in the agenda starts (minutes after midnight): its likely end when its time states none. */
  until: number | null;
  credits: number | null;
  creditType: CreditType | null;
  /** AGD subject codes. */
  topics: string[];
  /** The room and venue, for the calendar entry. */
  place: string | null;
  /** The session or its event is cancelled (absent in plans kept before sessions could be). */
  cancelled?: boolean;
  /** The event's calendar SEQUENCE when the item was last refreshed: grows with every change of the event. */
  sequence?: number;
  /**
   * When and where the session was when the visitor last saw it, kept while it differs from now:
   * the plan marks the change ('Moved to 2:00 PM', 'Cancelled') until the visitor accepts it.
   */
  accepted?: PlanItemPlace | null;
}

/** What a plan marks a change of: the session's day, time, place and whether it is cancelled. */
export interface PlanItemPlace {
  day: string | null;
  time: string | null;
  place: string | null;
  cancelled: boolean;
}

export const PLAN_LIMITS = {
  /** More sessions than anyone attends in a year of meetings; keeps a tampered store or link small. */
  items: 300,
  text: 500,
  time: 100,
  place: 600,
} as const;

/** Event ids are UUIDs (demo events use readable keys); nothing else is ever fetched or linked. */
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A session key: a hash in base 36, with '-2', '-3'... for a repeated session. */
const SESSION_KEY = /^[0-9a-z]{1,8}(-\d{1,3})?$/;

export const isEventId = (value: unknown): value is string => typeof value === 'string' && EVENT_ID.test(value);
export const isSessionKey = (value: unknown): value is string => typeof value === 'string' && SESSION_KEY.test(value);

/** The same session of the same event. */
export const samePlanItem = (a: Pick<PlanItem, 'eventId' | 'key'>, b: Pick<PlanItem, 'eventId' | 'key'>) =>
  a.eventId === b.eventId && a.key === b.key;

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max ? value : null;
}

function optionalText(value: unknown, max: number): string | null | undefined {
  if (value === null) return null;
  return text(value, max) ?? undefined;
}

function credits(value: unknown): number | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > SESSION_CREDITS_MAX)
    return undefined;
  return Number.isInteger(value / CREDIT_STEP) ? value : undefined;
}

/**
 * A stored plan item, checked field by field: the browser's storage can hold anything (an old
 * version, another site's script, a hand edit), so a value that is not exactly a plan item is
 * dropped rather than shown. Null for anything else.
 */
export function readPlanItem(value: unknown): PlanItem | null {
  if (!isJson(value)) return null;
  const { eventId, key } = value;
  const eventTitle = text(value.eventTitle, PLAN_LIMITS.text);
  const title = text(value.title, PLAN_LIMITS.text);
  const time = optionalText(value.time, PLAN_LIMITS.time);
  const place = optionalText(value.place, PLAN_LIMITS.place);
  const credit = credits(value.credits);
  const timezone = value.timezone === null ? null : isTimeZone(value.timezone) ? value.timezone : undefined;
  const day = value.day === null ? null : isIsoDay(value.day) ? value.day : undefined;
  const until =
    value.until === null
      ? null
      : Number.isInteger(value.until) && (value.until as number) >= 0 && (value.until as number) <= 48 * 60
        ? (value.until as number)
        : undefined;
  const creditType =
    value.creditType === null
      ? null
      : value.creditType === 'lecture' || value.creditType === 'participation'
        ? value.creditType
        : undefined;
  const topics =
    Array.isArray(value.topics) &&
    value.topics.length <= 40 &&
    value.topics.every((code) => typeof code === 'string' && isAgdSubjectCode(code))
      ? [...new Set(value.topics as string[])]
      : undefined;
  const cancelled = value.cancelled === undefined ? false : value.cancelled;
  const sequence = value.sequence === undefined ? 0 : value.sequence;
  const accepted = value.accepted === undefined || value.accepted === null ? null : readPlace(value.accepted);
  if (typeof cancelled !== 'boolean' || !Number.isSafeInteger(sequence) || (sequence as number) < 0) return null;
  if (accepted === undefined) return null;
  if (!isEventId(eventId) || !isSessionKey(key) || !eventTitle || !title) return null;
  if (
    time === undefined ||
    place === undefined ||
    credit === undefined ||
    timezone === undefined ||
    day === undefined ||
    until === undefined ||
    creditType === undefined ||
    !topics
  )
    return null;
  const item: PlanItem = {
    eventId,
    eventTitle,
    timezone,
    key,
    title,
    time,
    day,
    until,
    credits: credit,
    creditType,
    topics,
    place,
  };
  // Written only when they say something, as planSessions writes them.
  if (cancelled) item.cancelled = true;
  if ((sequence as number) > 0) item.sequence = sequence as number;
  if (accepted) item.accepted = accepted;
  return item;
}

/** A stored PlanItemPlace, checked like the rest; undefined when it is not one. */
function readPlace(value: unknown): PlanItemPlace | undefined {
  if (!isJson(value)) return undefined;
  const day = value.day === null ? null : isIsoDay(value.day) ? value.day : undefined;
  const time = optionalText(value.time, PLAN_LIMITS.time);
  const place = optionalText(value.place, PLAN_LIMITS.place);
  if (day === undefined || time === undefined || place === undefined || typeof value.cancelled !== 'boolean')
    return undefined;
  return { day, time, place, cancelled: value.cancelled };
}

/** Valid items only, each session once (the first), at most PLAN_LIMITS.items. */
export function readPlanItems(values: unknown): PlanItem[] {
  if (!Array.isArray(values)) return [];
  const items: PlanItem[] = [];
  for (const value of values.slice(0, PLAN_LIMITS.items * 2)) {
    const item = readPlanItem(value);
    if (item && !items.some((kept) => samePlanItem(kept, item))) items.push(item);
    if (items.length === PLAN_LIMITS.items) break;
  }
  return items;
}
