import { z } from 'zod';
import { EVENT_STATUSES } from '../event-status';
import { SESSION_CHANGE_KINDS } from '../rules/agenda-changes';

/**
 * GET /api/events/:id/changes: what changed of a public event while it was public, in the order
 * it happened, each in plain words (decision 0070). Worked out from the event's own stream.
 */

/** What a change is about: the status, the date, the place (location or city), or a session of the agenda. */
export const EVENT_CHANGE_KINDS = ['status', 'date', 'location', 'city', 'session'] as const;
export type EventChangeKind = (typeof EVENT_CHANGE_KINDS)[number];

export const EventChangeSchema = z.object({
  /** When it changed (ISO time). */
  at: z.string(),
  kind: z.enum(EVENT_CHANGE_KINDS),
  /** The change in plain words with its new value: 'Location: Harbor Ballroom, 9 Dock St', 'Afternoon Lab: now 2:00 PM'. */
  text: z.string(),
  /** The status it changed to (kind 'status'). */
  status: z.enum(EVENT_STATUSES).optional(),
  /** What happened to the session (kind 'session'). */
  sessionChange: z.enum(SESSION_CHANGE_KINDS).optional(),
  /** The session's plan key after the change, and before it (kind 'session'). */
  sessionKey: z.string().optional(),
  previousSessionKey: z.string().nullable().optional(),
});
export type EventChange = z.infer<typeof EventChangeSchema>;

export const EventChangesAnswerSchema = z.object({
  eventId: z.string(),
  changes: z.array(EventChangeSchema),
});
export type EventChangesAnswer = z.infer<typeof EventChangesAnswerSchema>;
