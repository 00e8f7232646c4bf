/**
 * Event dates are free text typed by organisers (spec section 4). Every result is a LOCAL calendar
 * date: 'YYYY-MM-DD' must not become the previous evening in the Americas, as `new Date(iso)` would.
 */

/** The months' English names, January first: one table for reading dates and for writing them. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTH_WORD = '([A-Za-z]{3,9})\\.?';
const DASH = '\\s*[-\u2013\u2014]\\s*';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAY_YEAR = new RegExp(`^${MONTH_WORD}\\s+(\\d{1,2}),?\\s+(\\d{4})$`);
const MONTH_YEAR = new RegExp(`^${MONTH_WORD},?\\s+(\\d{4})$`);
/** 'March 12-14, 2026', 'March 30 - April 2, 2026', 'December 30, 2025 – January 2, 2026'. */
const RANGE = new RegExp(
  `^${MONTH_WORD}\\s+(\\d{1,2})(?:,?\\s+(\\d{4}))?${DASH}(?:${MONTH_WORD}\\s+)?(\\d{1,2}),?\\s+(\\d{4})$`,
);
const ORDINAL_SUFFIX = /(\d)(?:st|nd|rd|th)\b/gi;

export interface ReadEventDate {
  /** Local midnight of the (first) day. */
  date: Date;
  /** Local midnight of the last day: the same day unless the text is a range. */
  end: Date;
  /** True for 'Month D-D, YYYY' style ranges, which sort differently (spec section 9). */
  isRange: boolean;
}

/** Start day of an event date text, or null when it is not a date ('TBD', 'Spring 2026', ''). */
export function parseEventDate(text: string): Date | null {
  return readEventDate(text)?.date ?? null;
}

/** Like parseEventDate, and also tells whether the text was a range. */
export function readEventDate(text: string): ReadEventDate | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim().replace(/\s+/g, ' ');
  // Ordinals ('October 3rd, 2026') are stripped only as a fallback (spec section 4).
  return readDateText(trimmed) ?? readDateText(trimmed.replace(ORDINAL_SUFFIX, '$1'));
}

function readDateText(text: string): ReadEventDate | null {
  const iso = ISO_DATE.exec(text);
  if (iso) return single(localDate(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])));

  const range = RANGE.exec(text);
  if (range) {
    const [, month, day, startYear, endMonth, endDay, endYear] = range;
    if (endMonth !== undefined && monthIndex(endMonth) < 0) return null;
    // 'December 30 - January 2, 2026' starts in the year before the one written.
    const wrapsYear = endMonth !== undefined && monthIndex(endMonth) < monthIndex(month);
    const year = startYear ? Number(startYear) : Number(endYear) - (wrapsYear ? 1 : 0);
    const date = localDate(year, monthIndex(month), Number(day));
    const end = localDate(Number(endYear), monthIndex(endMonth ?? month), Number(endDay));
    if (!date) return null;
    // An end that cannot be read or comes before the start counts as a one-day event.
    return { date, end: end && end.getTime() >= date.getTime() ? end : date, isRange: true };
  }

  const named = MONTH_DAY_YEAR.exec(text);
  if (named) return single(localDate(Number(named[3]), monthIndex(named[1]), Number(named[2])));

  const monthOnly = MONTH_YEAR.exec(text);
  if (monthOnly) return single(localDate(Number(monthOnly[2]), monthIndex(monthOnly[1]), 1));

  return looksLikeADate(text) ? single(validDate(new Date(text))) : null;
}

/**
 * Engines disagree on free text: V8 reads 'Spring 2026' as January 1 and '12' as December 2001,
 * Firefox rejects both. Only hand `Date` texts with a full year and no words other than month or
 * weekday names, so the server and every browser agree.
 */
function looksLikeADate(text: string): boolean {
  if (!/\b\d{4}\b/.test(text) || /^\d{4}(-\d{1,2})?$/.test(text)) return false;
  const words = text.match(/[A-Za-z]+/g) ?? [];
  return words.every(
    (word) =>
      monthIndex(word) >= 0 ||
      nameIndex(WEEKDAYS, word) >= 0 ||
      ['t', 'z', 'am', 'pm', 'utc', 'gmt'].includes(word.toLowerCase()),
  );
}

/** Index 0-11 for a month name or its three-letter abbreviation ('Sept' too), in any case, else -1. */
export function monthIndex(word: string): number {
  return word.toLowerCase() === 'sept' ? 8 : nameIndex(MONTHS, word);
}

/** Index of a lower-case name, or of its three-letter abbreviation, in any case; else -1. */
function nameIndex(names: readonly string[], word: string): number {
  const lower = word.toLowerCase();
  return names.findIndex((name) => name === lower || name.slice(0, 3) === lower);
}

/** Null for impossible days such as February 30, which `Date` would silently roll over. */
function localDate(year: number, month: number, day: number): Date | null {
  if (month < 0) return null;
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

function validDate(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

function single(date: Date | null): ReadEventDate | null {
  return date ? { date, end: date, isRange: false } : null;
}

/** Local midnight of the day containing `moment`. */
export function startOfLocalDay(moment: Date): Date {
  return new Date(moment.getFullYear(), moment.getMonth(), moment.getDate());
}

/** Whole calendar days from `from` to `to` in local time; rounding absorbs daylight-saving hours. */
export function calendarDaysBetween(from: Date, to: Date): number {
  const MS_PER_DAY = 24 * 60 * 60 * 1000;
  return Math.round((startOfLocalDay(to).getTime() - startOfLocalDay(from).getTime()) / MS_PER_DAY);
}

/** The first and last day of a readable date text as YYYY-MM-DD, or null when the text is not a date. */
export function eventDaysFromText(text: string): { startDate: string; endDate: string } | null {
  const read = readEventDate(text);
  return read ? { startDate: localIsoDay(read.date), endDate: localIsoDay(read.end) } : null;
}

/**
 * 'YYYY-MM-DD' of the local calendar day containing `moment`: how a day is written everywhere
 * (date fields, query parameters, what pages count days from, memo keys).
 */
export function localIsoDay(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
