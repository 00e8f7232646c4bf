import {
  AUDIENCE_LABELS,
  DEFAULT_EVENT_FORMAT,
  COUNTRY_NAMES,
  CREDIT_TYPE_LABELS,
  EVENT_FORMAT_LABELS,
  formatCredits,
  formatFee,
  auditReferenceKind,
  regionName,
  type AuditEntityName,
  type AuditRow,
  type EntityKind,
} from '@dental/contracts';
import { subjectList } from '../../event-editing/components/ce-labels';

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
  audiences: 'Audiences',
  topics: 'Subjects',
  ceProvider: 'CE provider',
  timezone: 'Time zone',
  region: 'State or province',
  estimatedCeCredits: 'Estimated CE credits',
  ceCredits: 'CE credits',
  creditType: 'Credit type',
  samePersonAs: 'Same person as',
  cycleYears: 'Cycle (years)',
  perDayMaximum: 'Most counted in one day',
  verifiedOn: 'Verified on',
  effectiveFrom: 'Effective from',
};

export const KIND_LABELS: Record<EntityKind, string> = {
  event: 'Event',
  speaker: 'Speaker',
  sponsor: 'Sponsor',
  submission: 'Submission',
  settings: 'Settings',
  account: 'Account',
  'rule-set': 'Renewal rule set',
};

/**
 * An event's fields that always have a value: before one was first set the history holds null,
 * which the server reads as this default (an undo of the first setting restores it too).
 */
const EVENT_DEFAULTS: Record<string, unknown> = { format: DEFAULT_EVENT_FORMAT };

/** The value a change line shows: an event's unset format is 'in_person', as everywhere else. */
export function shownValue(kind: EntityKind, field: string, value: unknown): unknown {
  return kind === 'event' && (value === null || value === undefined) && field in EVENT_DEFAULTS
    ? EVENT_DEFAULTS[field]
    : value;
}

/** 'lectureTitle' → 'Lecture title'. */
export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MAX_TEXT = 90;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const shorten = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);
const quoted = (text: string) => `“${shorten(text)}”`;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const labelOf = (labels: Record<string, string>, value: unknown) =>
  typeof value === 'string' ? (labels[value] ?? value) : undefined;

/** '2027-03-11' → 'Mar 11, 2027' (a calendar day, so no time zone moves it). */
function formatDay(day: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** '$895 Dentist, CA$1,100 Dentist (Canada)'. */
function formatFees(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const fees = value.filter(isRecord).map((fee) => {
    const price =
      typeof fee.amount === 'number' && (fee.currency === 'USD' || fee.currency === 'CAD')
        ? formatFee({ amount: fee.amount, currency: fee.currency })
        : typeof fee.amount === 'number' || typeof fee.amount === 'string'
          ? String(fee.amount)
          : '';
    return [price, typeof fee.label === 'string' ? fee.label : ''].filter(Boolean).join(' ');
  });
  return shorten(fees.join(', '));
}

/**
 * The continuing-education fields in their words instead of their codes: 'In person', 'Dentists,
 * Hygienists', '690 Implants', the provider by name, '$895 Dentist', 'Texas'. Undefined for other
 * fields, and for a value these rules do not know (it is then shown as any value is).
 */
function formatKnownField(field: string, value: unknown): string | undefined {
  if (Array.isArray(value) && value.length === 0 && ['audiences', 'topics', 'fees', 'objectives'].includes(field))
    return '—';
  switch (field) {
    case 'format':
      return labelOf(EVENT_FORMAT_LABELS, value);
    case 'creditType':
      return labelOf(CREDIT_TYPE_LABELS, value);
    case 'audiences':
      return Array.isArray(value)
        ? strings(value)
            .map((audience) => labelOf(AUDIENCE_LABELS, audience))
            .join(', ')
        : undefined;
    case 'topics':
      return Array.isArray(value) ? shorten(subjectList(strings(value))) : undefined;
    case 'ceProvider':
      return isRecord(value) && typeof value.name === 'string' ? quoted(value.name) : undefined;
    case 'fees':
      return formatFees(value);
    case 'country':
      return labelOf(COUNTRY_NAMES, value);
    case 'region':
      return typeof value === 'string' ? regionName(value) : undefined;
    case 'startDate':
    case 'endDate':
    case 'verifiedOn':
    case 'effectiveFrom':
      return typeof value === 'string' ? formatDay(value) : undefined;
    case 'role':
      // A rule set's role is an audience; an account's role (owner, editor) is shown as any text is.
      return typeof value === 'string' && value in AUDIENCE_LABELS ? labelOf(AUDIENCE_LABELS, value) : undefined;
    case 'rules':
    case 'sources':
      // A renewal rule set's rules by their labels, its sources by their titles.
      return Array.isArray(value) && value.length > 0
        ? shorten(
            value
              .filter(isRecord)
              .map((item) => item[field === 'rules' ? 'label' : 'title'])
              .filter((text): text is string => typeof text === 'string')
              .join(', '),
          )
        : undefined;
    case 'timezone':
      return typeof value === 'string' ? value : undefined;
    case 'estimatedCeCredits':
      return typeof value === 'number' ? formatCredits(value) : undefined;
    case 'ceCredits':
      return isRecord(value) && typeof value.max === 'number' ? `up to ${formatCredits(value.max)}` : undefined;
    default:
      return undefined;
  }
}

/**
 * A value as one short line: text quoted and shortened, yes/no, lists and objects summarised.
 * Given its field, a continuing-education value reads in words ('In person', '690 Implants').
 */
export function formatValue(value: unknown, field?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const known = field === undefined ? undefined : formatKnownField(field, value);
  if (known !== undefined) return known;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return formatTime(value);
    return quoted(value);
  }
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return '(none)';
    return keys.length <= 4 ? keys.join(', ') : `${keys.length} entries`;
  }
  // A change is read from JSON, which holds nothing else; anything stranger is named by its kind.
  return typeof value;
}

/**
 * The entity a changed field names by id ('eventId' → that event), as the server named it when
 * the history was read; undefined for other fields, or an id the history never saw.
 */
export function referencedEntity(
  references: readonly AuditEntityName[],
  field: string,
  value: unknown,
): AuditEntityName | undefined {
  const kind = auditReferenceKind(field);
  if (!kind || typeof value !== 'string') return undefined;
  return references.find((reference) => reference.kind === kind && reference.id === value);
}

/** The row's own entity as it is called now (the server names it with the rest), else as it was then. */
export function currentEntityName(row: Pick<AuditRow, 'entity' | 'references'>): AuditEntityName {
  return (
    row.references.find((reference) => reference.kind === row.entity.kind && reference.id === row.entity.id) ?? {
      kind: row.entity.kind,
      id: row.entity.id,
      name: row.entity.label,
      status: 'current',
    }
  );
}

/** 'Gulf Coast Dental Forum', 'Great Lakes Symposium (in the trash)', '… (deleted)'. */
export function entityNameText(entity: AuditEntityName): string {
  if (entity.status === 'trashed') return `${entity.name} (in the trash)`;
  if (entity.status === 'gone') return `${entity.name} (deleted)`;
  return entity.name;
}

/** What hovering a name shows: the entity's kind and id ('Event id 75edf2e1-…'). */
export function entityIdHint(entity: { kind: EntityKind; id: string }): string {
  return `${KIND_LABELS[entity.kind]} id ${entity.id}`;
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

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

/** Where an entity is edited in the admin area. */
export function entityAdminPath(kind: EntityKind, id: string): string {
  const encoded = encodeURIComponent(id);
  switch (kind) {
    case 'event':
      return `/admin/events/${encoded}/edit`;
    case 'speaker':
      return `/admin/speakers/edit/${encoded}`;
    case 'sponsor':
      return '/admin/sponsors';
    case 'submission':
      return '/admin/submissions';
    case 'settings':
      return '/admin/settings';
    case 'account':
      return '/admin/accounts';
    case 'rule-set':
      return '/admin/ce-requirements';
  }
}
