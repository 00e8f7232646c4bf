import type { EntityKind } from '@dental/contracts';

/** How the audit screens word fields, values and times. */

const FIELD_LABELS: Record<string, string> = {
  isHidden: 'Hidden from the public',
  isFeatured: 'Featured',
  hideSocialMedia: 'Social icons hidden',
  hideAbstracts: 'Abstracts hidden',
  socialVisible: 'Social icons visible',
  hideAbstract: 'Abstract hidden',
  inTrash: 'In trash',
  purged: 'Purged',
  removed: 'Deleted',
  isGlobalSponsor: 'Global sponsor',
  registrationUrl: 'Registration URL',
  profileUrl: 'Profile URL',
  eventId: 'Event',
  createdEventId: 'Created event',
  sourceSubmissionId: 'From submission',
  platinumTierName: 'Platinum tier name',
  goldTierName: 'Gold tier name',
  silverTierName: 'Silver tier name',
  eventCreated: 'Live event created',
};

export const KIND_LABELS: Record<EntityKind, string> = { event: 'Event', speaker: 'Speaker', sponsor: 'Sponsor', submission: 'Submission', settings: 'Settings' };

/** 'lectureTitle' → 'Lecture title'. */
export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MAX_TEXT = 90;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A value as one short line: text quoted and shortened, yes/no, lists and objects summarised. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return formatTime(value);
    return `“${value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value}”`;
  }
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (typeof value === 'object') {
    const keys = Object.keys(value as object);
    if (keys.length === 0) return '(none)';
    return keys.length <= 4 ? keys.join(', ') : `${keys.length} entries`;
  }
  return String(value);
}

const dateTime = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function formatTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : dateTime.format(time);
}

/** A date input's value (YYYY-MM-DD, local) as the ISO time of the end of that local day. */
export function endOfLocalDay(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** A date input's value as the ISO time of the start of that local day. */
export function startOfLocalDay(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const start = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(start.getTime()) ? null : start.toISOString();
}
