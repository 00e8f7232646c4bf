import { formatClockTime, isoDayText, type AgendaDay, type AgendaSession } from '@dental/contracts';
import type { Document } from 'domhandler';
import { validIsoDate } from './day-label';
import { findElements, plainText, rawText, truncate } from './html-text';
import { LIMITS, buildSession } from './session-builder';

type JsonObject = Record<string, unknown>;

interface DatedSession {
  date?: string;
  minutes?: number;
  session: AgendaSession;
}

/** How deep arrays, @graph and mainEntity are unwrapped looking for the Event. */
const MAX_NESTING = 6;

/**
 * The agenda from schema.org Event JSON-LD: the top Event's subEvent list, one session per
 * sub-event, grouped by the calendar day of its startDate and sorted. Empty when there is none.
 */
export function agendaFromJsonLd(document: Document, pageUrl: string): AgendaDay[] {
  const nodes = jsonLdNodes(document);
  const event = topEventWithSubEvents(nodes);
  if (!event) return [];
  const byId = indexById(nodes, pageUrl);
  const dated = subEventsOf(event)
    .map((item) => resolveReference(item, byId, pageUrl))
    .filter(isObject)
    .slice(0, LIMITS.sessions)
    .map(toDatedSession)
    .filter((entry): entry is DatedSession => entry !== null);
  return groupByDay(dated);
}

const JSON_LD_TYPE = /^\s*application\/ld\+json\s*(?:;|$)/i;

/** Every object in every JSON-LD script, flattened; a script that is not valid JSON is skipped. */
function jsonLdNodes(document: Document): JsonObject[] {
  const nodes: JsonObject[] = [];
  for (const script of findElements(document.children, 'script')) {
    if (!JSON_LD_TYPE.test(script.attribs.type ?? '')) continue;
    try {
      collectObjects(JSON.parse(rawText(script)), nodes, 0);
    } catch {
      // Broken markup in one script must not hide a valid one elsewhere on the page.
    }
  }
  return nodes;
}

function collectObjects(value: unknown, into: JsonObject[], depth: number): void {
  if (depth > MAX_NESTING) return;
  if (Array.isArray(value)) {
    for (const item of value) collectObjects(item, into, depth + 1);
  } else if (isObject(value)) {
    into.push(value);
    if (value['@graph'] !== undefined) collectObjects(value['@graph'], into, depth + 1);
    if (value.mainEntity !== undefined) collectObjects(value.mainEntity, into, depth + 1);
  }
}

/** The first Event with sub-events that is not itself listed as another event's sub-event. */
function topEventWithSubEvents(nodes: JsonObject[]): JsonObject | undefined {
  const events = nodes.filter((node) => isEventType(node['@type']) && subEventsOf(node).length > 0);
  const nested = new Set(events.flatMap((event) => subEventsOf(event)));
  return events.find((event) => !nested.has(event)) ?? events[0];
}

function subEventsOf(event: JsonObject): unknown[] {
  return asArray(event.subEvent ?? event.subEvents);
}

function isEventType(type: unknown): boolean {
  return asArray(type).some((t) => typeof t === 'string' && /(?:^|[/:#])(?:\w*Event|Festival)$/.test(t));
}

function indexById(nodes: JsonObject[], pageUrl: string): Map<string, JsonObject> {
  const byId = new Map<string, JsonObject>();
  for (const node of nodes) {
    const id = absoluteId(node['@id'], pageUrl);
    if (id && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
  }
  return byId;
}

/** A sub-event may be just {"@id": ...} pointing at a node elsewhere in the @graph. */
function resolveReference(item: unknown, byId: Map<string, JsonObject>, pageUrl: string): unknown {
  if (!isObject(item) || Object.keys(item).length !== 1) return item;
  const id = absoluteId(item['@id'], pageUrl);
  return (id && byId.get(id)) || item;
}

function absoluteId(id: unknown, pageUrl: string): string | undefined {
  if (typeof id !== 'string') return undefined;
  try {
    return new URL(id, pageUrl).href;
  } catch {
    return id;
  }
}

function toDatedSession(node: JsonObject): DatedSession | null {
  const start = parseLocalDateTime(node.startDate);
  const session = buildSession({
    title: textOf(node.name),
    time: start?.minutes !== undefined ? formatClockTime(start.minutes) : undefined,
    speakers: asArray(node.performer ?? node.performers)
      .map(personName)
      .filter((n): n is string => n !== undefined),
    location: placeName(node.location),
    description: node.description === undefined ? undefined : textOf(node.description),
  });
  return session ? { date: start?.date, minutes: start?.minutes, session } : null;
}

/**
 * Date and wall-clock time exactly as written in an ISO startDate. The offset is ignored on
 * purpose: '2026-10-15T08:00:00-04:00' is an 8:00 AM session in the event's own time zone, and
 * converting it to the server's zone would move sessions to the wrong hour or even day.
 */
function parseLocalDateTime(value: unknown): { date: string; minutes?: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value);
  const date = match ? validIsoDate(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
  if (!match || !date) return null;
  const hour = Number(match[4] ?? NaN);
  const minute = Number(match[5] ?? NaN);
  return hour <= 23 && minute <= 59 ? { date, minutes: hour * 60 + minute } : { date };
}

function personName(performer: unknown): string | undefined {
  if (typeof performer === 'string') return cleanString(performer);
  if (!isObject(performer)) return undefined;
  if (performer.name !== undefined) return textOf(performer.name);
  const parts = [performer.givenName, performer.familyName].filter((p) => typeof p === 'string');
  return parts.length > 0 ? cleanString(parts.join(' ')) : undefined;
}

function placeName(location: unknown): string | undefined {
  const first = asArray(location)[0];
  if (typeof first === 'string') return cleanString(first);
  return isObject(first) && first.name !== undefined ? textOf(first.name) : undefined;
}

/** Longest JSON-LD string looked at; longer ones are cut before any parsing. */
const MAX_JSON_TEXT = 20_000;

function cleanString(value: string): string {
  return plainText(truncate(value, MAX_JSON_TEXT));
}

/** Text of a JSON-LD value, which may be a string, a language-tagged {@value}, or a list of them. */
function textOf(value: unknown): string {
  const first = asArray(value)[0];
  if (typeof first === 'string') return cleanString(first);
  if (typeof first === 'number') return String(first);
  if (isObject(first) && typeof first['@value'] === 'string') return cleanString(first['@value']);
  return '';
}

function groupByDay(entries: DatedSession[]): AgendaDay[] {
  const days = new Map<string, DatedSession[]>();
  for (const entry of entries) {
    const key = entry.date ?? '';
    if (!days.has(key)) days.set(key, []);
    days.get(key)!.push(entry);
  }
  return [...days.keys()].sort(undatedLast).map((key) => {
    const sessions = days
      .get(key)!
      .sort(byStartTime)
      .map((entry) => entry.session);
    return key === '' ? { sessions } : { date: key, day: isoDayText(key, { weekday: true }), sessions };
  });
}

function undatedLast(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '') return 1;
  if (b === '') return -1;
  return a < b ? -1 : 1;
}

/** Untimed sessions go last; equal times keep page order (sort is stable). */
function byStartTime(a: DatedSession, b: DatedSession): number {
  return (a.minutes ?? Number.MAX_SAFE_INTEGER) - (b.minutes ?? Number.MAX_SAFE_INTEGER);
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
