import {
  AgendaDaySchema,
  CREDIT_TYPES,
  SESSION_DELIVERIES,
  eventCeCredits,
  isMandate,
  type Agenda,
  type AgendaSession,
  type CeCredits,
  type CreditType,
  type Mandate,
  type SessionDelivery,
} from '@dental/contracts';

/**
 * The agenda editor works on one shape (days of sessions) whatever shape the event's agenda was
 * stored in, and writes it back in that same shape when it still fits. Fields the editor does not
 * show (a speaker object's lecture title, extra keys of scraped data) are carried through.
 */

export const SESSION_TYPES = [
  { value: '', label: 'None' },
  { value: 'break', label: 'Break' },
  { value: 'corporate_forum', label: 'Corporate forum' },
] as const;

export type AgendaShape = 'days' | 'sessions' | 'days-object' | 'by-date';

type Json = Record<string, unknown>;

export interface EditableSession {
  key: string;
  time: string;
  title: string;
  track: string;
  location: string;
  type: string;
  description: string;
  /** Names, comma-separated. */
  speakers: string;
  /** 'speaker' keeps the stored single string as typed; 'speakers' stores a list. */
  speakerField: 'speaker' | 'speakers';
  sessions: EditableSession[];
  /** CE hours as typed ('' when the session states none). */
  ceCredits: string;
  creditType: CreditType | '';
  /** AGD subject codes. */
  topics: string[];
  /** Learning objectives, one per line. */
  objectives: string;
  /** Minutes of instruction as typed ('' when not stated): what boards count hours from. */
  minutes: string;
  delivery: SessionDelivery | '';
  /** Mandated subjects the session teaches (MANDATES). */
  mandates: Mandate[];
  /** Whether the session will not take place: it stays in the public agenda, struck through. */
  cancelled: boolean;
  /** The stored session, for the fields the editor does not show. */
  original: Json;
}

export interface EditableDay {
  key: string;
  label: string;
  labelField: 'date' | 'day';
  sessions: EditableSession[];
  original: Json;
}

export interface EditableAgenda {
  shape: AgendaShape;
  days: EditableDay[];
  /** The stored object around `days` (shape 'days-object'). */
  original: Json;
}

let counter = 0;
export const newKey = () => `agenda-${(counter += 1)}`;

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isDayLike = (value: unknown): value is Json =>
  isJson(value) && Array.isArray(value.sessions) && typeof value.title !== 'string';

function speakerName(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  if (isJson(entry) && typeof entry.name === 'string') return entry.name;
  return '';
}

export function emptySession(): EditableSession {
  return {
    key: newKey(),
    time: '',
    title: '',
    track: '',
    location: '',
    type: '',
    description: '',
    speakers: '',
    speakerField: 'speakers',
    sessions: [],
    ceCredits: '',
    creditType: '',
    topics: [],
    objectives: '',
    minutes: '',
    delivery: '',
    mandates: [],
    cancelled: false,
    original: {},
  };
}

export function emptyDay(): EditableDay {
  return { key: newKey(), label: '', labelField: 'date', sessions: [emptySession()], original: {} };
}

const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

const isCreditType = (value: unknown): value is CreditType => (CREDIT_TYPES as readonly unknown[]).includes(value);
const isDelivery = (value: unknown): value is SessionDelivery =>
  (SESSION_DELIVERIES as readonly unknown[]).includes(value);

/** Non-empty lines, trimmed: how objectives are typed. */
export const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function toEditableSession(raw: unknown): EditableSession {
  const session = isJson(raw) ? raw : {};
  const hasList = Array.isArray(session.speakers);
  return {
    key: newKey(),
    time: text(session.time),
    title: text(session.title),
    track: text(session.track),
    location: text(session.location),
    type: text(session.type),
    description: text(session.description),
    speakers: hasList
      ? (session.speakers as unknown[]).map(speakerName).filter(Boolean).join(', ')
      : text(session.speaker),
    speakerField: hasList || typeof session.speaker !== 'string' ? 'speakers' : 'speaker',
    sessions: Array.isArray(session.sessions) ? session.sessions.map(toEditableSession) : [],
    ceCredits: typeof session.ceCredits === 'number' ? String(session.ceCredits) : text(session.ceCredits),
    creditType: isCreditType(session.creditType) ? session.creditType : '',
    topics: textList(session.topics),
    objectives: textList(session.objectives).join('\n'),
    minutes: typeof session.minutes === 'number' ? String(session.minutes) : text(session.minutes),
    delivery: isDelivery(session.delivery) ? session.delivery : '',
    mandates: textList(session.mandates).filter(isMandate),
    cancelled: session.status === 'cancelled',
    original: session,
  };
}

function toEditableDay(raw: Json, label?: string): EditableDay {
  const labelField = typeof raw.date === 'string' || typeof raw.day !== 'string' ? 'date' : 'day';
  return {
    key: newKey(),
    label: label ?? text(raw[labelField]),
    labelField,
    sessions: Array.isArray(raw.sessions) ? raw.sessions.map(toEditableSession) : [],
    original: raw,
  };
}

export function toEditableAgenda(agenda: Agenda | null | undefined): EditableAgenda {
  if (Array.isArray(agenda)) {
    if (agenda.length > 0 && agenda.every(isDayLike))
      return { shape: 'days', days: agenda.map((day) => toEditableDay(day as unknown as Json)), original: {} };
    if (agenda.length === 0) return { shape: 'days', days: [], original: {} };
    return {
      shape: 'sessions',
      days: [{ key: newKey(), label: '', labelField: 'date', sessions: agenda.map(toEditableSession), original: {} }],
      original: {},
    };
  }
  if (isJson(agenda)) {
    if (Array.isArray(agenda.days))
      return {
        shape: 'days-object',
        days: (agenda.days as unknown[]).filter(isJson).map((day) => toEditableDay(day)),
        original: agenda,
      };
    return {
      shape: 'by-date',
      days: Object.entries(agenda)
        .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
        .map(([date, sessions]) => ({
          key: newKey(),
          label: date,
          labelField: 'date' as const,
          sessions: sessions.map(toEditableSession),
          original: {},
        })),
      original: {},
    };
  }
  return { shape: 'days', days: [], original: {} };
}

const EDITED_SESSION_KEYS = [
  'time',
  'title',
  'track',
  'location',
  'type',
  'description',
  'speaker',
  'speakers',
  'sessions',
  'ceCredits',
  'creditType',
  'topics',
  'objectives',
  'minutes',
  'delivery',
  'mandates',
  'status',
];

function withoutKeys(source: Json, keys: readonly string[]): Json {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !keys.includes(key)));
}

export function toStoredSession(session: EditableSession): AgendaSession {
  const stored: Json = { ...withoutKeys(session.original, EDITED_SESSION_KEYS) };
  const set = (key: string, value: string) => {
    if (value.trim() !== '') stored[key] = value.trim();
  };
  set('time', session.time);
  stored.title = session.title.trim();
  set('track', session.track);
  set('location', session.location);
  set('type', session.type);
  set('description', session.description);
  if (session.speakerField === 'speaker') {
    set('speaker', session.speakers);
  } else {
    const previous = Array.isArray(session.original.speakers) ? (session.original.speakers as unknown[]) : [];
    const names = session.speakers
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names.length > 0)
      stored.speakers = names.map((name) => previous.find((entry) => speakerName(entry) === name) ?? name);
  }
  if (session.sessions.length > 0) stored.sessions = session.sessions.map(toStoredSession);
  const credits = session.ceCredits.trim();
  // Text that is not a number is kept as typed, so the agenda check names the problem under the input.
  if (credits !== '') stored.ceCredits = Number.isFinite(Number(credits)) ? Number(credits) : credits;
  if (session.creditType !== '') stored.creditType = session.creditType;
  if (session.topics.length > 0) stored.topics = [...session.topics];
  const objectives = lines(session.objectives);
  if (objectives.length > 0) stored.objectives = objectives;
  const minutes = session.minutes.trim();
  // As with credits, text that is not a number is kept, so the agenda check names it under the input.
  if (minutes !== '') stored.minutes = Number.isFinite(Number(minutes)) ? Number(minutes) : minutes;
  if (session.delivery !== '') stored.delivery = session.delivery;
  if (session.mandates.length > 0) stored.mandates = [...session.mandates];
  if (session.cancelled) stored.status = 'cancelled';
  return stored as unknown as AgendaSession;
}

function toStoredDay(day: EditableDay): Json {
  const stored: Json = { ...withoutKeys(day.original, ['date', 'day', 'sessions']) };
  if (day.label.trim() !== '') stored[day.labelField] = day.label.trim();
  stored.sessions = day.sessions.map(toStoredSession);
  return stored;
}

/** The days as a plain days list: what the editor validates, whatever shape is stored. */
export function toDaysList(agenda: EditableAgenda): Json[] {
  return agenda.days.map(toStoredDay);
}

/** The agenda to store: the original shape when it still fits, a days list otherwise; null when empty. */
export function toStoredAgenda(agenda: EditableAgenda): Agenda | null {
  const { days } = agenda;
  if (days.length === 0) return null;
  if (agenda.shape === 'sessions' && days.length === 1 && days[0].label.trim() === '')
    return days[0].sessions.map(toStoredSession);
  if (agenda.shape === 'days-object') return { ...agenda.original, days: toDaysList(agenda) } as Agenda;
  if (agenda.shape === 'by-date') {
    const labels = days.map((day) => day.label.trim());
    if (labels.every((label) => label !== '') && new Set(labels).size === labels.length) {
      return Object.fromEntries(days.map((day) => [day.label.trim(), day.sessions.map(toStoredSession)]));
    }
  }
  return toDaysList(agenda) as Agenda;
}

/** Problems by path ('0.sessions.2.title'), checked with the contracts' agenda day schema. */
export function validateAgenda(agenda: EditableAgenda): Record<string, string> {
  const result = AgendaDaySchema.array().safeParse(toDaysList(agenda));
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    problems[path] ??= issue.message;
  }
  return problems;
}

/** The credits of the agenda as it stands in the editor, worked out as the server will: the running total. */
export function agendaCredits(agenda: EditableAgenda): CeCredits | null {
  return eventCeCredits(toStoredAgenda(agenda));
}
