import { isEventId, isSessionKey, PLAN_LIMITS, type PlanItem } from './api/plan-item';

/**
 * A plan shared as a link: `/my-plan?share=<code>`, the code being base64url of a compact JSON
 * `{"v":1,"p":[[eventId,[sessionKey,...]],...]}`. Only ids travel: whoever opens the link sees
 * titles, times and credits as the site lists them now, never text from the link itself.
 */

export const SHARE_PARAM = 'share';
const VERSION = 1;
/** Past this length a code is refused before it is decoded; a full plan of UUIDs and keys stays far below. */
const MAX_CODE_LENGTH = 12_000;
const MAX_EVENTS = 60;

/** The sessions of one event in a shared plan. */
export interface SharedEvent {
  eventId: string;
  keys: string[];
}

/** The link's code for a plan: its events in the plan's order, each with its sessions' keys. */
export function encodeSharedPlan(items: ReadonlyArray<Pick<PlanItem, 'eventId' | 'key'>>): string {
  const events = new Map<string, string[]>();
  for (const { eventId, key } of items) {
    const keys = events.get(eventId) ?? [];
    if (!keys.includes(key)) keys.push(key);
    events.set(eventId, keys);
  }
  return toBase64Url(JSON.stringify({ v: VERSION, p: [...events] }));
}

/**
 * The shared plan in a link's code, or null unless the code is exactly what encodeSharedPlan
 * writes: base64url of UTF-8 JSON holding a version 1 object with nothing but its list of
 * [event id, [session keys]], ids and keys of their own shapes, each event once, each key once per
 * event, within the plan's limits. Anything else is refused as a whole, not partly read.
 */
export function decodeSharedPlan(code: string | null | undefined): SharedEvent[] | null {
  if (typeof code !== 'string' || code.length === 0 || code.length > MAX_CODE_LENGTH || !/^[A-Za-z0-9_-]+$/.test(code))
    return null;
  const json = fromBase64Url(code);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { v, p, ...rest } = value as Record<string, unknown>;
  if (v !== VERSION || Object.keys(rest).length > 0 || !Array.isArray(p) || p.length === 0 || p.length > MAX_EVENTS)
    return null;

  const events: SharedEvent[] = [];
  let total = 0;
  for (const entry of p) {
    if (!Array.isArray(entry) || entry.length !== 2) return null;
    const [eventId, keys] = entry as [unknown, unknown];
    if (!isEventId(eventId) || events.some((event) => event.eventId === eventId)) return null;
    if (!Array.isArray(keys) || keys.length === 0 || !keys.every(isSessionKey) || new Set(keys).size !== keys.length)
      return null;
    total += keys.length;
    if (total > PLAN_LIMITS.items) return null;
    events.push({ eventId, keys: [...keys] });
  }
  return events;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The UTF-8 text of a base64url code, or null when it is not valid base64url of valid UTF-8. */
function fromBase64Url(code: string): string | null {
  // A length of 1 more than a multiple of 4 cannot come from any bytes.
  if (code.length % 4 === 1) return null;
  try {
    const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
