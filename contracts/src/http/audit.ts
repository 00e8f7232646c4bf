import { z } from 'zod';
import type { EntityKind } from '../domain-events/define';
import { pageNumber, searchWordsParameter, type EventSummary, type Page } from './public-reads';

/**
 * The admin audit history (GET /api/audit), its undo (POST /api/audit/:position/undo) and the
 * point-in-time events list (GET /api/events?asOf=). Shapes shared by the server and the browser.
 */

export const ENTITY_KINDS = [
  'event',
  'speaker',
  'sponsor',
  'submission',
  'settings',
  'account',
  'rule-set',
] as const satisfies readonly EntityKind[];

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

export const UNDO_UNSUPPORTED_MESSAGE = 'This change cannot be undone.';
export const AS_OF_INVALID_MESSAGE = 'asOf must be a date (2026-03-01) or an ISO date-time (2026-03-01T12:00:00Z).';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads a time given in a query string: an ISO date-time with an offset, or a bare date. A bare
 * date means the start of that day (UTC) or, with `endOfDay`, its last millisecond, so that
 * `to=2026-03-01` includes all of the 1st. Returns null when the text is not such a time.
 */
export function parseQueryTime(text: unknown, options: { endOfDay?: boolean } = {}): Date | null {
  if (typeof text !== 'string') return null;
  const value = text.trim();
  if (ISO_DATE.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return null;
    return options.endOfDay ? new Date(day.getTime() + 24 * 60 * 60 * 1000 - 1) : day;
  }
  if (!ISO_DATE_TIME.test(value)) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** A time parameter read by parseQueryTime, as an ISO instant; its message names the field. */
const queryTime = (field: string, endOfDay: boolean) => {
  const message = `${field} must be a date (2026-03-01) or an ISO date-time (2026-03-01T12:00:00Z).`;
  return z.string({ message }).transform((value, context) => {
    const time = parseQueryTime(value, { endOfDay });
    if (!time) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return time.toISOString();
  });
};

/** Events a page of the events list as it was (GET /api/admin/events-as-of): eight rows of three cards. */
export const EVENTS_AS_OF_PAGE_SIZE = 24;

/**
 * GET /api/admin/events-as-of: the events list as it was at a moment, a page at a time (decision
 * 0109), where GET /api/events?asOf= answers every event whole. Unknown parameters are refused.
 */
export const EventsAsOfQuerySchema = z
  .object({
    asOf: queryTime('asOf', true).describe('The moment: a date (2026-03-01, its end) or an ISO date-time.'),
    hidden: z
      .enum(['0', '1'], { message: 'hidden must be 0 or 1' })
      .default('0')
      .describe('1: the hidden events too, as the admin list had them; else only what was public.'),
    q: searchWordsParameter('q').describe(
      'Words that must all appear in the title, city, location or date, in any order, without accents or case.',
    ),
    page: pageNumber.describe('Past the last page, the last page is answered.'),
  })
  .strict();
export type EventsAsOfQuery = z.output<typeof EventsAsOfQuerySchema>;

/** A page of the events list as it was, in the public lists' date order, without agendas. */
export interface EventsAsOfAnswer extends Page<EventSummary> {
  /** How many pages the search makes (at least 1). */
  pages: number;
  /** Events listed then, whatever the search: the public ones, or every one with `hidden=1`. */
  listed: number;
  /** Of the events not in the trash then, how many were hidden. */
  hidden: number;
}

/** GET /api/audit query string. */
export const AuditQuerySchema = z
  .object({
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(AUDIT_PAGE_SIZE_MAX, `limit must be at most ${AUDIT_PAGE_SIZE_MAX}`)
      .default(AUDIT_PAGE_SIZE),
    /** Cursor: only rows strictly older (lower position) than this one. */
    before: z.coerce
      .number({ message: 'before must be a position' })
      .int('before must be a position')
      .positive('before must be a position')
      .optional(),
    kind: z.enum(ENTITY_KINDS, { message: `kind must be one of ${ENTITY_KINDS.join(', ')}` }).optional(),
    entityId: z.string().trim().min(1).max(200).optional(),
    /** One domain event type, or several separated by commas. */
    type: z.string().trim().min(1).max(2000).optional(),
    actor: z.string().trim().min(1).max(320).optional(),
    from: queryTime('from', false).optional(),
    to: queryTime('to', true).optional(),
  })
  .strict();
export type AuditQuery = z.output<typeof AuditQuerySchema>;

/** One changed field, before → after. `before` is null for a field that did not exist yet. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditEntityRef {
  kind: EntityKind;
  id: string;
  /** What the entity was called right after this change: an event's title, a speaker's name, ... */
  label: string;
}

/**
 * An entity a row refers to, by the name it has when the history is read: an event's title, a
 * speaker's or sponsor's name. An entity in the trash, purged or deleted keeps its last known name.
 */
export interface AuditEntityName {
  kind: EntityKind;
  id: string;
  name: string;
  status: 'current' | 'trashed' | 'gone';
}

const REFERENCE_KINDS: Record<string, EntityKind> = {
  event: 'event',
  speaker: 'speaker',
  sponsor: 'sponsor',
  submission: 'submission',
};

/**
 * The kind of entity a changed field names by id, or null: `eventId`, `createdEventId` and any
 * other `…EventId` name an event (likewise speakers, sponsors and submissions), and `samePersonAs`
 * a speaker.
 */
export function auditReferenceKind(field: string): EntityKind | null {
  if (field === 'samePersonAs') return 'speaker';
  const match = /^(event|speaker|sponsor|submission)Id$|[a-z0-9](Event|Speaker|Sponsor|Submission)Id$/.exec(field);
  if (!match) return null;
  return REFERENCE_KINDS[(match[1] ?? match[2]).toLowerCase()] ?? null;
}

export interface AuditRow {
  /** The domain event's position in the log: the row's id and the pagination cursor. */
  position: number;
  domainEventId: string;
  type: string;
  /** The type in plain words: 'Sponsor removed from global list'. */
  typeLabel: string;
  stream: string;
  entity: AuditEntityRef;
  /** An admin's e-mail, 'public' or 'system'. */
  actor: string;
  occurredAt: string;
  /** One line in plain words: 'admin@example.com featured “Great Lakes Implant Symposium”'. */
  summary: string;
  changes: AuditChange[];
  correlationId: string;
  /** Set when this row undid an earlier one: that row's position. */
  revertsPosition: number | null;
  /** Whether POST /api/audit/:position/undo would be tried now. */
  undoable: boolean;
  /** Why it cannot be undone, when the type supports undo but later changes are in the way. */
  undoBlockedReason: string | null;
  /** The row's entity and every entity its changes name by id (auditReferenceKind), by their names now. */
  references: AuditEntityName[];
}

export interface AuditPage {
  rows: AuditRow[];
  /** Pass as `before` to get the next (older) page; null on the last page. */
  nextBefore: number | null;
}

export interface AuditFacets {
  types: Array<{ type: string; kind: EntityKind; label: string; description: string; undoable: boolean }>;
  actors: string[];
}

export interface UndoResult {
  message: string;
  /** The position of the row that was undone. */
  revertedPosition: number;
  /** The position of the last compensating domain event, null when nothing needed writing. */
  position: number | null;
}
