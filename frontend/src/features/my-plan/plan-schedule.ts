import {
  AGD_SUBJECTS,
  agdSubjectName,
  sessionSpan,
  sessionTimeLabel,
  type SessionSpan,
  type SessionTimeLabel,
} from '@dental/contracts';
import type { PlanItem } from './api/plan-item';

export interface ScheduledItem {
  item: PlanItem;
  span: SessionSpan | null;
  /** '9:00 AM' with 'CST', or null when the time cannot be read. */
  label: SessionTimeLabel | null;
}

export interface Overlap {
  first: ScheduledItem;
  second: ScheduledItem;
}

/**
 * Pairs of chosen sessions that take place at the same time: their spans intersect, compared as
 * instants through each event's zone (9:00 AM in Toronto is 8:00 AM in Chicago). Sessions of an
 * event without a zone are compared only with that event's other sessions. Earliest first.
 */
export function findOverlaps(scheduled: readonly ScheduledItem[]): Overlap[] {
  const timed = scheduled
    .filter((entry): entry is ScheduledItem & { span: SessionSpan } => entry.span !== null)
    .sort((a, b) => a.span.start - b.span.start);
  const overlaps: Overlap[] = [];
  timed.forEach((first, index) => {
    for (const second of timed.slice(index + 1)) {
      const comparable =
        (first.span.absolute && second.span.absolute) ||
        (!first.span.absolute && !second.span.absolute && first.item.eventId === second.item.eventId);
      if (comparable && first.span.start < second.span.end && second.span.start < first.span.end)
        overlaps.push({ first, second });
    }
  });
  return overlaps;
}

export interface PlanDay {
  /** YYYY-MM-DD, or null for the sessions whose day is not known. */
  day: string | null;
  items: ScheduledItem[];
}

export function scheduleItems(items: readonly PlanItem[]): ScheduledItem[] {
  return items.map((item) => ({
    item,
    span: sessionSpan(item),
    label: sessionTimeLabel(item.time, item.day, item.timezone),
  }));
}

/**
 * The plan by day, earliest first, and within a day by when each session starts (as instants, so
 * across zones too); sessions whose time cannot be read come after the timed ones of their day,
 * and sessions without a day last.
 */
export function planDays(scheduled: readonly ScheduledItem[]): PlanDay[] {
  const sorted = [...scheduled].sort(
    (a, b) =>
      compareDays(a.item.day, b.item.day) ||
      (a.span?.start ?? Infinity) - (b.span?.start ?? Infinity) ||
      a.item.eventTitle.localeCompare(b.item.eventTitle) ||
      a.item.title.localeCompare(b.item.title),
  );
  const days: PlanDay[] = [];
  for (const entry of sorted) {
    const last = days.at(-1);
    if (last && last.day === entry.item.day) last.items.push(entry);
    else days.push({ day: entry.item.day, items: [entry] });
  }
  return days;
}

function compareDays(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

export interface SubjectTotal {
  code: string;
  name: string;
  credits: number;
  sessions: number;
}

export interface PlanTotals {
  /** Every credit the chosen sessions state. */
  credits: number;
  lecture: number;
  participation: number;
  /** Credits whose sessions state no type. */
  untyped: number;
  /** Per AGD subject, in the AGD's order; a session with several subjects counts under each. */
  subjects: SubjectTotal[];
  /** Chosen sessions that state no credits. */
  withoutCredits: number;
}

const SUBJECT_ORDER = new Map<string, number>(AGD_SUBJECTS.map((subject, index) => [subject.code, index]));

/**
 * What the chosen sessions add up to. Every chosen session counts in full, overlapping ones too:
 * the plan says which overlap, and the visitor decides which to attend.
 */
export function planTotals(items: readonly PlanItem[]): PlanTotals {
  const totals: PlanTotals = { credits: 0, lecture: 0, participation: 0, untyped: 0, subjects: [], withoutCredits: 0 };
  const subjects = new Map<string, SubjectTotal>();
  for (const item of items) {
    if (item.credits === null) {
      totals.withoutCredits += 1;
      continue;
    }
    totals.credits += item.credits;
    if (item.creditType === 'lecture') totals.lecture += item.credits;
    else if (item.creditType === 'participation') totals.participation += item.credits;
    else totals.untyped += item.credits;
    for (const code of new Set(item.topics)) {
      const subject = subjects.get(code) ?? { code, name: agdSubjectName(code), credits: 0, sessions: 0 };
      subject.credits += item.credits;
      subject.sessions += 1;
      subjects.set(code, subject);
    }
  }
  totals.subjects = [...subjects.values()].sort(
    (a, b) =>
      (SUBJECT_ORDER.get(a.code) ?? Infinity) - (SUBJECT_ORDER.get(b.code) ?? Infinity) || a.code.localeCompare(b.code),
  );
  return totals;
}
