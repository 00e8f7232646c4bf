import { MONTH_NAMES, monthIndex, readEventDate } from './event-date';
import { isIsoDay } from './session-times';

/**
 * One way of writing a date wherever a visitor reads one: 'March 11, 2027', 'March 11–13, 2027',
 * 'Thursday, March 11, 2027' (decision 0056). Organisers type dates as they like ('2027-02-25',
 * 'December 3rd, 2026'); the pages show what the date rules read from them, and the organiser's
 * own words only where nothing can be read ('TBD (Spring 2027)'). Written from the calendar day
 * itself, without Intl or a time zone, so the server's render and every browser agree.
 */

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const EN_DASH = '\u2013';

interface CalendarDay {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
}

function calendarDayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

function calendarDayOfIso(isoDay: string): CalendarDay {
  const [year, month, day] = isoDay.split('-').map(Number);
  return { year, month: month - 1, day };
}

function weekdayOf({ year, month, day }: CalendarDay): string {
  return WEEKDAY_NAMES[new Date(Date.UTC(year, month, day)).getUTCDay()];
}

/** 'YYYY-MM-DD' → 'March 11, 2027', or 'Thursday, March 11, 2027' with the weekday. */
export function isoDayText(isoDay: string, { weekday = false }: { weekday?: boolean } = {}): string {
  if (!isIsoDay(isoDay)) return isoDay;
  const day = calendarDayOfIso(isoDay);
  const text = `${MONTH_NAMES[day.month]} ${day.day}, ${day.year}`;
  return weekday ? `${weekdayOf(day)}, ${text}` : text;
}

const MONTH_AND_YEAR = /^([A-Za-z]{3,9})\.?,?\s+(\d{4})$/;

/**
 * An event's date as the site writes it: 'December 3, 2026' for 'December 3rd, 2026' or
 * '2026-12-03', 'January 21–23, 2027', 'March 30 – April 2, 2027', 'December 30, 2026 – January
 * 2, 2027', 'March 2027' for a month alone; the text as typed when it is not a date.
 */
export function eventDateText(text: string): string {
  const trimmed = typeof text === 'string' ? text.trim().replace(/\s+/g, ' ') : '';
  const monthOnly = MONTH_AND_YEAR.exec(trimmed);
  if (monthOnly && monthIndex(monthOnly[1]) >= 0) return `${MONTH_NAMES[monthIndex(monthOnly[1])]} ${monthOnly[2]}`;
  const read = readEventDate(trimmed);
  if (!read) return trimmed;
  return daySpanText(calendarDayOf(read.date), calendarDayOf(read.end));
}

/** The days an event spans, given as 'YYYY-MM-DD' (its start and end days): 'March 11–13, 2027'. */
export function eventDaysText(startDate: string, endDate: string | null): string {
  if (!isIsoDay(startDate)) return startDate;
  const end = endDate && isIsoDay(endDate) && endDate >= startDate ? endDate : startDate;
  return daySpanText(calendarDayOfIso(startDate), calendarDayOfIso(end));
}

function daySpanText(start: CalendarDay, end: CalendarDay): string {
  const startMonth = MONTH_NAMES[start.month];
  const endMonth = MONTH_NAMES[end.month];
  if (start.year !== end.year)
    return `${startMonth} ${start.day}, ${start.year} ${EN_DASH} ${endMonth} ${end.day}, ${end.year}`;
  if (start.month !== end.month) return `${startMonth} ${start.day} ${EN_DASH} ${endMonth} ${end.day}, ${end.year}`;
  if (start.day !== end.day) return `${startMonth} ${start.day}${EN_DASH}${end.day}, ${end.year}`;
  return `${startMonth} ${start.day}, ${start.year}`;
}
