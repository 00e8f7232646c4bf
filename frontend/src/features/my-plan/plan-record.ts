import {
  CREDIT_TYPE_LABELS,
  EVENT_FORMAT_LABELS,
  SESSION_DELIVERY_LABELS,
  agdSubjectLabel,
  formatCredits,
  keyedSessions,
  type EventListing,
  type SessionDelivery,
} from '@dental/contracts';
import type { PlanItem } from './api/plan-item';
import { planDays, scheduleItems } from './plan-schedule';

/** What the record says of an event: its CE provider and how it is attended (its sessions' own delivery, where they state one). */
export type RecordEvent = Pick<EventListing, 'ceProvider' | 'format'> &
  Partial<Pick<EventListing, 'agenda' | 'startDate' | 'endDate'>>;

/** What a chosen licence's rule set says of a row: its name, and what the session counts toward. */
export interface RecordLicence {
  /** The rule set's name ('California dentists'), for the column's heading. */
  name: string;
  cellOf: (item: PlanItem) => string;
}

/**
 * One line of a CE record, in the words a board's audit asks for: when, what, who awarded the
 * credits and under which approval, the AGD subject, the credit type, the hours and how it was
 * delivered; and whether the visitor marked it attended or only planned it.
 */
export interface RecordRow {
  /** YYYY-MM-DD, or '' when the agenda does not say. */
  date: string;
  title: string;
  event: string;
  provider: string;
  approval: string;
  subject: string;
  creditType: string;
  hours: string;
  delivery: string;
  status: 'Attended' | 'Planned';
  /** With a licence chosen: its name and what the session counts toward it. */
  licence?: { name: string; text: string };
}

export const RECORD_COLUMNS: ReadonlyArray<{ key: Exclude<keyof RecordRow, 'licence'>; heading: string }> = [
  { key: 'date', heading: 'Date' },
  { key: 'title', heading: 'Title' },
  { key: 'event', heading: 'Event' },
  { key: 'provider', heading: 'Provider' },
  { key: 'approval', heading: 'Approval' },
  { key: 'subject', heading: 'AGD subject' },
  { key: 'creditType', heading: 'Credit type' },
  { key: 'hours', heading: 'Hours' },
  { key: 'delivery', heading: 'Delivery' },
  { key: 'status', heading: 'Status' },
];

/**
 * The columns of a record: the licence's after the status when the rows carry one, headed with
 * its name ('Counts toward (California dentists)'), since an audit is for one board.
 */
export function recordColumns(
  rows: readonly RecordRow[],
): Array<{ heading: string; cell: (row: RecordRow) => string }> {
  const columns = RECORD_COLUMNS.map(({ key, heading }) => ({ heading, cell: (row: RecordRow) => row[key] }));
  const licence = rows.find((row) => row.licence)?.licence;
  return licence
    ? [...columns, { heading: `Counts toward (${licence.name})`, cell: (row) => row.licence?.text ?? '' }]
    : columns;
}

/**
 * The plan as record rows, by day and time like the plan itself. Provider, approval and delivery
 * come from the event as listed now (delivery from the session's own where it states one, else
 * the event's format); an event no longer listed (or not loaded) leaves them empty rather than
 * guessed. With a licence, each row says what the session counts toward it.
 */
export function planRecordRows(
  items: readonly PlanItem[],
  eventOf: (eventId: string) => RecordEvent | undefined,
  isAttended: (item: PlanItem) => boolean,
  licence?: RecordLicence,
): RecordRow[] {
  const ordered = planDays(scheduleItems(items)).flatMap((day) => day.items.map(({ item }) => item));
  const deliveries = new Map<RecordEvent, Map<string, SessionDelivery | undefined>>();
  const deliveryOf = (event: RecordEvent, key: string) => {
    let byKey = deliveries.get(event);
    if (!byKey) {
      byKey = new Map(
        event.agenda ? keyedSessions({ ...event, agenda: event.agenda }).map((s) => [s.key, s.session.delivery]) : [],
      );
      deliveries.set(event, byKey);
    }
    return byKey.get(key);
  };
  return ordered.map((item) => {
    const event = eventOf(item.eventId);
    const delivery = event && deliveryOf(event, item.key);
    return {
      date: item.day ?? '',
      title: item.title,
      event: item.eventTitle,
      provider: event?.ceProvider?.name ?? '',
      approval: approvalText(event?.ceProvider ?? null),
      subject: item.topics.map(agdSubjectLabel).join('; '),
      creditType: item.creditType ? CREDIT_TYPE_LABELS[item.creditType] : '',
      hours: item.credits === null ? '' : formatCredits(item.credits),
      delivery: delivery ? SESSION_DELIVERY_LABELS[delivery] : event ? EVENT_FORMAT_LABELS[event.format] : '',
      status: isAttended(item) ? 'Attended' : 'Planned',
      ...(licence && { licence: { name: licence.name, text: licence.cellOf(item) } }),
    };
  });
}

/** 'ADA CERP 12345; AGD PACE 219876', else the provider's approval statement, else ''. */
function approvalText(provider: RecordEvent['ceProvider']): string {
  if (!provider) return '';
  const ids = [
    provider.adaCerpProviderId && `ADA CERP ${provider.adaCerpProviderId}`,
    provider.agdPaceProviderId && `AGD PACE ${provider.agdPaceProviderId}`,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join('; ') : (provider.approvalStatement ?? '');
}

export const RECORD_FILE_NAME = 'my-ce-record.csv';

/**
 * The rows as CSV (RFC 4180: every cell quoted, CRLF line ends), with a byte order mark so
 * spreadsheet programs read it as UTF-8. A cell that a spreadsheet would read as a formula
 * ('=', '+', '-', '@', tab, carriage return first) is written with a leading apostrophe: the titles
 * come from organisers and must never run in a visitor's spreadsheet.
 */
export function recordCsv(rows: readonly RecordRow[]): string {
  const columns = recordColumns(rows);
  const lines = [columns.map(({ heading }) => heading), ...rows.map((row) => columns.map(({ cell }) => cell(row)))];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
