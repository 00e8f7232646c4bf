import { eventDaysFromText, type Agenda, type EventFields } from '@dental/contracts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The fields of an event's next edition: the same listing on a new date. Its first and last day
 * are read again from the new date (they are dropped here and settled when it is listed), and
 * agenda days written as ISO dates ('2026-12-14') move by as many days as the event does, so
 * "day 2" stays day 2. Other day labels ('Day 1', 'Friday') are kept as they are.
 */
export function nextEditionFields(source: EventFields, date: string): EventFields {
  const { startDate, endDate: _end, ...fields } = source;
  const shift = daysBetween(startDate ?? null, eventDaysFromText(date)?.startDate ?? null);
  return {
    ...fields,
    date,
    agenda: shift === null || shift === 0 ? fields.agenda : shiftAgendaDays(fields.agenda, shift),
  };
}

function daysBetween(from: string | null, to: string | null): number | null {
  if (!from || !to || !ISO_DAY.test(from) || !ISO_DAY.test(to)) return null;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function shiftDay(day: string, shift: number): string {
  if (!ISO_DAY.test(day)) return day;
  const moved = new Date(Date.parse(`${day}T00:00:00Z`) + shift * DAY_MS);
  return Number.isNaN(moved.getTime()) ? day : moved.toISOString().slice(0, 10);
}

/** Every agenda shape the form accepts: a list of days (or of sessions), {days: [...]}, or sessions keyed by day. */
export function shiftAgendaDays(agenda: Agenda | null, shift: number): Agenda | null {
  if (agenda === null) return null;
  const shiftEntry = <T>(entry: T): T => {
    const day = (entry as { date?: unknown }).date;
    return typeof day === 'string' && 'sessions' in (entry as object)
      ? { ...entry, date: shiftDay(day, shift) }
      : entry;
  };
  if (Array.isArray(agenda)) return (agenda as unknown[]).map(shiftEntry) as Agenda;
  if ('days' in agenda && Array.isArray(agenda.days)) return { ...agenda, days: agenda.days.map(shiftEntry) } as Agenda;
  return Object.fromEntries(Object.entries(agenda).map(([day, sessions]) => [shiftDay(day, shift), sessions]));
}
