import type { ProposedChanges } from '../domain-events/organisers';
import { formatFee, type EventFee } from '../continuing-education';
import type { EventListing } from '../entities';
import type { ChangeDiffRow } from '../http/organisers';
import { agendaChanges, sessionChangeText } from './agenda-changes';
import { keyedSessions } from './session-keys';

/** What the comparison reads of the speakers the request names. */
export interface ComparedSpeaker {
  id: string;
  name: string;
  credentials: string;
  disclosure: string;
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  description: 'Description',
  date: 'Date',
  location: 'Location',
  city: 'City',
  image: 'Image',
  registrationUrl: 'Registration URL',
  agenda: 'Agenda',
  format: 'Format',
  audiences: 'Audiences',
  topics: 'Subjects (AGD codes)',
  ceProvider: 'CE provider',
  fees: 'Fees',
  timezone: 'Time zone',
  startDate: 'First day',
  endDate: 'Last day',
  country: 'Country',
  region: 'State or province',
  commercialSupport: 'Commercial support',
  estimatedCeCredits: 'Estimated CE credits',
  credentials: 'Credentials',
  disclosure: 'Disclosure',
};

/** A field's label in the comparison; a field without one keeps its name. */
export function changedFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/**
 * A change request as its reviewer reads it: one row per proposed field whose value differs from
 * the event's (or the speaker's) current one, before and after in words. A field proposed with
 * the value it already has is left out, so the rows are what approving would change.
 */
export function changeRequestDiff(
  event: object,
  speakers: readonly ComparedSpeaker[],
  changes: ProposedChanges,
): ChangeDiffRow[] {
  const rows: ChangeDiffRow[] = [];
  for (const [field, proposed] of Object.entries(changes)) {
    if (field === 'speakers') continue;
    if (field === 'agenda') {
      const row = agendaRow(event, proposed);
      if (row) rows.push(row);
      continue;
    }
    const text = field === 'fees' ? feesText : valueText;
    const before = text((event as Readonly<Record<string, unknown>>)[field]);
    const after = text(proposed);
    if (before !== after) rows.push({ field: changedFieldLabel(field), before, after });
  }
  for (const change of changes.speakers ?? []) {
    const speaker = speakers.find((candidate) => candidate.id === change.speakerId);
    const name = speaker?.name ?? 'A speaker no longer listed';
    for (const field of ['credentials', 'disclosure'] as const) {
      const proposed = change[field];
      if (proposed === undefined) continue;
      const before = valueText(speaker?.[field]);
      const after = valueText(proposed);
      if (before !== after) rows.push({ field: `${name}: ${changedFieldLabel(field)}`, before, after });
    }
  }
  return rows;
}

/** A value in words: text as it is, lists joined, structures (an agenda, a provider) as indented JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.length === 0 ? '(empty)' : value.join(', ');
  return JSON.stringify(value, null, 2);
}

/** What a session's other fields are called in a line of the agenda's row. */
const SESSION_DETAIL_LABELS: Readonly<Record<string, string>> = {
  description: 'description',
  ceCredits: 'CE credits',
  creditType: 'credit type',
  topics: 'subjects',
  objectives: 'learning objectives',
  minutes: 'minutes of instruction',
  delivery: 'delivery',
  mandates: 'mandated subjects',
  track: 'track',
  type: 'kind of session',
};
/**
 * Fields left out of the details: those agendaChanges words already (time, room, speakers,
 * status, title), a workshop group's own sessions (each is a session of its own) and the plan key.
 */
const NOT_DETAILS = new Set(['time', 'location', 'speaker', 'speakers', 'status', 'title', 'sessions', 'key']);

/**
 * The agenda's row: the agenda now in a line ('12 sessions on 2 days'), and what approving would
 * change in it, a session a line, in the words of the change log and the followers' notices
 * (sessions added, removed, cancelled, moved, in another room, with other speakers), then the
 * sessions whose other details (credits, subjects, objectives...) differ. Null when the proposed
 * agenda is the one listed.
 */
function agendaRow(event: object, proposed: unknown): ChangeDiffRow | null {
  const listed = event as Partial<Pick<EventListing, 'agenda' | 'startDate' | 'endDate'>>;
  const before = { agenda: listed.agenda ?? null, startDate: listed.startDate, endDate: listed.endDate };
  const after = { ...before, agenda: proposed as EventListing['agenda'] };
  if (valueText(before.agenda) === valueText(after.agenda)) return null;
  const changes = agendaChanges(before, after);
  const lines = changes.map(sessionChangeText);
  // A session moved to another time has another key: pair it through its change.
  const keyAfter = new Map(changes.flatMap((change) => (change.previousKey ? [[change.previousKey, change.key]] : [])));
  const sessionsAfter = new Map(keyedSessions(after).map((keyed) => [keyed.key, keyed]));
  for (const then of keyedSessions(before)) {
    const now = sessionsAfter.get(keyAfter.get(then.key) ?? then.key);
    if (!now) continue;
    const fields = detailFieldsChanged(then.session, now.session);
    if (fields.length > 0) lines.push(`${now.session.title.trim()}: ${fields.join(', ')} changed`);
  }
  return {
    field: changedFieldLabel('agenda'),
    before: agendaSummary(before),
    after: lines.length > 0 ? lines.join('\n') : 'The same sessions, laid out differently (days or order)',
  };
}

function detailFieldsChanged(then: object, now: object): string[] {
  const [a, b] = [then as Readonly<Record<string, unknown>>, now as Readonly<Record<string, unknown>>];
  const fields = new Set<string>();
  for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (NOT_DETAILS.has(field)) continue;
    if (JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null))
      fields.add(SESSION_DETAIL_LABELS[field] ?? field);
  }
  return [...fields];
}

/** '12 sessions on 2 days', '1 session', or '(empty)'. */
function agendaSummary(
  event: Pick<EventListing, 'agenda'> & Partial<Pick<EventListing, 'startDate' | 'endDate'>>,
): string {
  const sessions = keyedSessions(event);
  if (sessions.length === 0) return '(empty)';
  const days = new Set(sessions.map((session) => session.day).filter((day) => day !== null)).size;
  const count = `${sessions.length} ${sessions.length === 1 ? 'session' : 'sessions'}`;
  return days > 1 ? `${count} on ${days} days` : count;
}

const isFee = (value: unknown): value is EventFee =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EventFee).label === 'string' &&
  typeof (value as EventFee).amount === 'number' &&
  ((value as EventFee).currency === 'USD' || (value as EventFee).currency === 'CAD');

/** Fees a line each, as the event page prices them ('In person, dentist: $895'); anything else as valueText. */
function feesText(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isFee)) return valueText(value);
  return value.map((fee) => `${fee.label}: ${formatFee(fee)}`).join('\n');
}
