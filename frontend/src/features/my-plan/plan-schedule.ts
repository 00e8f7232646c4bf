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
  /** The credits one person can earn from the chosen sessions: of sessions that overlap, only those one can attend. */
  credits: number;
  /** Every credit the chosen sessions state, overlapping ones in full. */
  listed: number;
  lecture: number;
  participation: number;
  /** Credits whose sessions state no type. */
  untyped: number;
  /** Per AGD subject, in the AGD's order; a session with several subjects counts under each. */
  subjects: SubjectTotal[];
  /** Chosen sessions that state no credits. */
  withoutCredits: number;
  /** Chosen sessions left out of the totals because they overlap sessions worth more. */
  setAside: PlanItem[];
  /** Chosen sessions (or sessions of events) cancelled since: they earn nothing and set nothing aside. */
  cancelled: PlanItem[];
}

const SUBJECT_ORDER = new Map<string, number>(AGD_SUBJECTS.map((subject, index) => [subject.code, index]));

/**
 * What the chosen sessions add up to, counting only what one person can earn: of sessions that
 * overlap, the set one can attend that is worth the most credits (earnableItems). The type and
 * subject totals are those of the same sessions, so they add up to the headline. A cancelled
 * session counts nothing and does not compete with the sessions it overlapped.
 */
export function planTotals(items: readonly PlanItem[]): PlanTotals {
  const counted = earnableItems(scheduleItems(items.filter((item) => !item.cancelled)));
  const totals: PlanTotals = {
    credits: 0,
    listed: 0,
    lecture: 0,
    participation: 0,
    untyped: 0,
    subjects: [],
    withoutCredits: 0,
    setAside: [],
    cancelled: [],
  };
  const subjects = new Map<string, SubjectTotal>();
  for (const item of items) {
    if (item.cancelled) {
      totals.cancelled.push(item);
      continue;
    }
    if (item.credits === null) {
      totals.withoutCredits += 1;
      continue;
    }
    totals.listed += item.credits;
    if (!counted.has(item)) {
      if (item.credits > 0) totals.setAside.push(item);
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

/**
 * The chosen sessions one person can attend together that are worth the most credits: among
 * sessions whose times can be compared (instants, or wall-clock times of one event), the heaviest
 * set of sessions no two of which overlap (weighted interval scheduling); with equal worth, the
 * sessions that end first. Sessions whose time cannot be read overlap nothing and all count.
 */
export function earnableItems(scheduled: readonly ScheduledItem[]): Set<PlanItem> {
  const counted = new Set<PlanItem>();
  const comparable = new Map<string, Array<ScheduledItem & { span: SessionSpan }>>();
  for (const entry of scheduled) {
    if (entry.span === null) {
      counted.add(entry.item);
      continue;
    }
    const group = entry.span.absolute ? 'instants' : `event:${entry.item.eventId}`;
    comparable.set(group, [...(comparable.get(group) ?? []), { ...entry, span: entry.span }]);
  }
  for (const group of comparable.values()) for (const item of heaviestCompatible(group)) counted.add(item);
  return counted;
}

function heaviestCompatible(entries: ReadonlyArray<ScheduledItem & { span: SessionSpan }>): PlanItem[] {
  const byEnd = [...entries].sort((a, b) => a.span.end - b.span.end || a.span.start - b.span.start);
  // best[j]: the most credits from the first j sessions by end, with the sessions that give it.
  const best: Array<{ credits: number; items: PlanItem[] }> = [{ credits: 0, items: [] }];
  byEnd.forEach((entry, index) => {
    // The sessions ending by the time this one starts come before it in byEnd.
    let before = index;
    while (before > 0 && byEnd[before - 1].span.end > entry.span.start) before -= 1;
    const withIt = best[before].credits + (entry.item.credits ?? 0);
    const without = best[index];
    best.push(withIt > without.credits ? { credits: withIt, items: [...best[before].items, entry.item] } : without);
  });
  return best[byEnd.length].items;
}
