/**
 * Where an event stands for the people relying on it (docs/glossary.md, decision 0060):
 * - 'scheduled': as listed (every event's status until an admin or a date change says otherwise);
 * - 'cancelled': it will not take place; it stays listed, marked, so nobody travels to it;
 * - 'postponed': it will take place later, on a day not known yet; it keeps its last known date;
 * - 'rescheduled': its first day moved (`previousStartDate` is the day it moved from, when known);
 * - 'moved_online': it takes place online instead of in person.
 */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled', 'moved_online'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const DEFAULT_EVENT_STATUS: EventStatus = 'scheduled';

/** The longest public note an admin may add to a status ('Hurricane Helene: refunds by e-mail'). */
export const STATUS_NOTE_MAX_LENGTH = 500;

/**
 * Where one session of an agenda stands: absent while it takes place as listed, 'cancelled' when
 * it will not. A cancelled session stays in the agenda, struck through, and counts for nothing.
 */
export const SESSION_STATUSES = ['cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
