import { localIsoDay, readEventDate } from './event-date';

/**
 * Agenda times are free text typed by organisers ('9:00 AM', '1:30-3:00 PM', 'Morning'), written in
 * the event's own time zone (`EventListing.timezone`). These rules read them into minutes after
 * midnight, place a session on its calendar day, and turn that wall-clock time into an instant
 * through the zone, so a visitor sees '9:00 AM CST' and sessions of events in different zones can
 * be compared.
 *
 * Only the runtime's Intl data is used (no clock, no host time zone), so the server's render and
 * the browser's agree.
 */

/** Minutes after midnight; `end` may pass 1440 when a session runs past midnight, and is null when not stated. */
export interface SessionTime {
  start: number;
  end: number | null;
}

const MINUTES_PER_DAY = 24 * 60;

interface ClockReading {
  hour: number;
  minute: number;
  /** Whether minutes were written ('9:00', not '9'). */
  hasMinutes: boolean;
  meridiem: 'am' | 'pm' | null;
}

const CLOCK = '(\\d{1,2})(?:[:.](\\d{2}))?\\s*(am|pm)?';
const RANGE_SEPARATOR = '\\s*(?:-|\u2013|\u2014|to|until)\\s*';
const SESSION_TIME = new RegExp(`^${CLOCK}(?:${RANGE_SEPARATOR}${CLOCK})?$`);

/**
 * Reads a session's time text: '9:00 AM', '9 am', '9am', '13:30', '12 noon', '1:30 PM - 3:00 PM',
 * '1:30-3:00 PM', '11-12:30 pm', '9:00 a.m. to 10:15 a.m.'. Null for anything else ('Morning',
 * 'TBD', '9:00 AM CST', an end before its start): the caller shows the text as written.
 *
 * Without AM or PM a time is read on the 24-hour clock and needs its minutes ('13:30', '09:00'); a
 * bare '9' says too little. In a range, a start without AM/PM takes the end's ('1:30-3:00 PM' is
 * 1:30 PM), unless that would put it after the end ('11:00-1:00 PM' starts at 11 AM); an end
 * without AM/PM takes the start's, moving to PM when it would otherwise come first.
 */
export function readSessionTime(text: string | null | undefined): SessionTime | null {
  if (typeof text !== 'string') return null;
  const known = readings.get(text);
  if (known !== undefined) return known;
  const reading = readTimeText(text);
  // What is kept is bounded, since the texts are typed by organisers.
  if (readings.size >= MOST_READINGS_KEPT) readings.clear();
  readings.set(text, reading === null ? null : Object.freeze(reading));
  return reading;
}

/**
 * Readings of the time texts already read: agendas repeat a few ('8:00 AM'), and an agenda's
 * times are read for each session's key, for its end and for the day's starts (a tenth of
 * reading a catalogue's agendas went to normalising the same texts again).
 */
const readings = new Map<string, Readonly<SessionTime> | null>();
const MOST_READINGS_KEPT = 5_000;

function readTimeText(text: string): SessionTime | null {
  const match = SESSION_TIME.exec(normaliseTimeText(text));
  if (!match) return null;
  const first = clockReading(match[1], match[2], match[3]);
  if (match[4] === undefined) {
    const start = first && minutesOf(first);
    return start === null || start === undefined ? null : { start, end: null };
  }
  const second = clockReading(match[4], match[5], match[6]);
  if (!first || !second) return null;
  return readRange(first, second);
}

function normaliseTimeText(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\b([ap])\.?\s?m\b\.?/g, '$1m')
    .replace(/\b12(?::00)? ?noon\b|\bnoon\b/g, '12:00 pm')
    .replace(/\b12(?::00)? ?midnight\b|\bmidnight\b/g, '12:00 am');
}

function clockReading(
  hourText: string,
  minuteText: string | undefined,
  meridiemText: string | undefined,
): ClockReading | null {
  const hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  const meridiem = meridiemText === 'am' || meridiemText === 'pm' ? meridiemText : null;
  if (minute > 59) return null;
  if (meridiem ? hour < 1 || hour > 12 : hour > 23) return null;
  return { hour, minute, hasMinutes: minuteText !== undefined, meridiem };
}

/** Minutes after midnight, or null for a time that says too little ('9' without AM or PM). */
function minutesOf(reading: ClockReading): number | null {
  if (reading.meridiem === null) return reading.hasMinutes ? reading.hour * 60 + reading.minute : null;
  return withMeridiem(reading, reading.meridiem);
}

function withMeridiem(reading: ClockReading, meridiem: 'am' | 'pm'): number | null {
  if (reading.hour > 12) return null;
  const hour = (reading.hour % 12) + (meridiem === 'pm' ? 12 : 0);
  return hour * 60 + reading.minute;
}

function readRange(first: ClockReading, second: ClockReading): SessionTime | null {
  let start: number | null;
  let end: number | null;
  if (first.meridiem === null && second.meridiem !== null && first.hour <= 12) {
    end = withMeridiem(second, second.meridiem);
    start = withMeridiem(first, second.meridiem);
    if (start !== null && end !== null && start >= end)
      start = withMeridiem(first, second.meridiem === 'pm' ? 'am' : 'pm');
  } else if (first.meridiem !== null && second.meridiem === null && second.hour <= 12) {
    start = withMeridiem(first, first.meridiem);
    end = withMeridiem(second, first.meridiem);
    if (start !== null && end !== null && end <= start) end = withMeridiem(second, 'pm');
  } else {
    start = minutesOf(first);
    end = minutesOf(second);
  }
  if (start === null || end === null) return null;
  if (end > start) return { start, end };
  // '10:00 PM - 1:00 AM' runs past midnight; any other end at or before its start is a typing slip.
  if (first.meridiem === 'pm' && second.meridiem === 'am') return { start, end: end + MINUTES_PER_DAY };
  return null;
}

/** 540 → '9:00 AM', 750 → '12:30 PM', 0 → '12:00 AM'; minutes past midnight of the next day read as that day's clock. */
export function formatClockTime(minutes: number): string {
  const inDay = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour = Math.floor(inDay / 60);
  const minute = inDay % 60;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '9:00 AM' or '1:30 PM – 3:00 PM'. */
export function formatSessionTime(time: SessionTime): string {
  return time.end === null
    ? formatClockTime(time.start)
    : `${formatClockTime(time.start)} \u2013 ${formatClockTime(time.end)}`;
}

// ---------------------------------------------------------------------------------------------
// Days

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written as YYYY-MM-DD. */
export function isIsoDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (
    date.getUTCFullYear() === Number(match[1]) &&
    date.getUTCMonth() === Number(match[2]) - 1 &&
    date.getUTCDate() === Number(match[3])
  );
}

/** The day `count` days after an ISO day (calendar arithmetic on UTC dates, so no zone can shift it). */
export function addDays(isoDay: string, count: number): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + count)).toISOString().slice(0, 10);
}

const DAY_NUMBER = /^day\s*(\d{1,2})\b/i;

/**
 * The calendar day (YYYY-MM-DD) of an agenda day, for an event whose days are known:
 * - a label that is a date ('2027-03-11', 'March 11, 2027') is that day;
 * - 'Day 2' (or 'Day 2: Workshops') is the event's second day;
 * - another label ('Friday, June 5', 'Workshops') is the event's first day plus the day's place
 *   in the agenda;
 * - a schedule without days (no label) is the event's day when the event has one day only; over
 *   several days nothing says which.
 * Null when nothing says.
 */
export function sessionDay(
  label: string | null,
  dayIndex: number,
  event: { startDate: string | null; endDate?: string | null },
): string | null {
  const labelText = label?.trim() ?? '';
  if (labelText !== '') {
    const read = readEventDate(labelText);
    if (read) return localIsoDay(read.date);
  }
  const start = isIsoDay(event.startDate) ? event.startDate : null;
  if (!start) return null;
  if (labelText === '') return !event.endDate || event.endDate === start ? start : null;
  const numbered = DAY_NUMBER.exec(labelText);
  if (numbered && Number(numbered[1]) >= 1) return addDays(start, Number(numbered[1]) - 1);
  return addDays(start, Math.max(0, dayIndex));
}

// ---------------------------------------------------------------------------------------------
// Time zones

// Formats are kept per zone, keyed in lower case: the runtime reads a zone's name in any case, and a
// name typed into a form in a new mix of cases must not add a format.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  const key = timeZone.toLowerCase();
  let format = wallClockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(key, format);
  }
  return format;
}

/** Whether the runtime knows this IANA zone ('America/Chicago'). */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '' || timeZone.length > 64) return false;
  try {
    wallClockFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC in minutes at an instant (-360 for Chicago in winter); null for an unknown zone. */
export function timeZoneOffsetMinutes(instant: number, timeZone: string): number | null {
  if (!isTimeZone(timeZone) || !Number.isFinite(instant)) return null;
  const whole = Math.floor(instant / 1000) * 1000;
  const parts = wallClockFormat(timeZone).formatToParts(new Date(whole));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
  return Math.round((wallClock - whole) / 60_000);
}

/**
 * The instant (ms since the epoch) at which a zone's clocks read `minutes` after midnight of
 * `isoDay`. Where clocks go back and a wall time happens twice, the first; where they go forward
 * and it never happens, it is read with the offset from before the change (2:30 AM becomes 3:30 AM
 * daylight time), as calendar apps do. Null for an unknown zone or day.
 */
export function zonedTimeToInstant(isoDay: string, minutes: number, timeZone: string): number | null {
  if (!isIsoDay(isoDay) || !Number.isFinite(minutes)) return null;
  const [year, month, day] = isoDay.split('-').map(Number);
  const wallClock = Date.UTC(year, month - 1, day) + minutes * 60_000;
  // Zones change their offset at most once within a day or so: the offsets a day either side are the candidates.
  const before = timeZoneOffsetMinutes(wallClock - DAY_MS, timeZone);
  const after = timeZoneOffsetMinutes(wallClock + DAY_MS, timeZone);
  if (before === null || after === null) return null;
  const readings = [before, after]
    .map((offset) => wallClock - offset * 60_000)
    .filter((instant) => timeZoneOffsetMinutes(instant, timeZone) === (wallClock - instant) / 60_000);
  return readings.length > 0 ? Math.min(...readings) : wallClock - before * 60_000;
}

const DAY_MS = 24 * 60 * 60 * 1000;

type ZoneNameStyle = 'short' | 'long' | 'shortGeneric' | 'longGeneric';

// Making an Intl.DateTimeFormat costs far more than using one (about a tenth of a millisecond, more
// on a phone), and an agenda names its zone on every row: one format per zone and style.
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

function zoneNameFormat(timeZone: string, style: ZoneNameStyle): Intl.DateTimeFormat {
  const key = `${timeZone.toLowerCase()} ${style}`;
  let format = zoneNameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style });
    zoneNameFormats.set(key, format);
  }
  return format;
}

function zoneName(timeZone: string, instant: number, style: ZoneNameStyle): string | null {
  if (!isTimeZone(timeZone)) return null;
  try {
    const parts = zoneNameFormat(timeZone, style).formatToParts(new Date(instant));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

// A fixed instant for the generic names ('CT'), which are the same all year: the clock is never read.
const ANY_INSTANT = Date.UTC(2025, 0, 15, 12);

/**
 * The zone's abbreviation at an instant as people in the US and Canada write it: 'CST' in winter
 * and 'CDT' in summer for Chicago, 'EST'/'EDT' for Toronto. Without an instant (a day nobody
 * knows), the name that holds all year: 'CT'. Zones without a common abbreviation get their
 * offset ('GMT-3:30'). Null for an unknown zone.
 */
export function timeZoneAbbreviation(timeZone: string, instant: number | null): string | null {
  return zoneName(timeZone, instant ?? ANY_INSTANT, instant === null ? 'shortGeneric' : 'short');
}

/** 'Central Standard Time', or 'Central Time' without an instant: the abbreviation spelled out. */
export function timeZoneLongName(timeZone: string, instant: number | null): string | null {
  return zoneName(timeZone, instant ?? ANY_INSTANT, instant === null ? 'longGeneric' : 'long');
}

export interface SessionTimeLabel {
  /** '9:00 AM' or '1:30 PM – 3:00 PM'. */
  time: string;
  /** '1:30 PM' and '3:00 PM', for a page that keeps each on one line. */
  start: string;
  end: string | null;
  /** 'CST', or null when the event states no zone. */
  zone: string | null;
  /** 'Central Standard Time', for a tooltip or a screen reader. */
  zoneName: string | null;
  /** When the session starts, when both its day and zone are known. */
  startsAt: number | null;
}

/**
 * How a session's time is shown: its time read from the text, with the abbreviation of the
 * event's zone on that day ('9:00 AM CST'); the agenda's times are already in that zone, so only
 * the label is added. Null when the text cannot be read, so the page keeps the organiser's words.
 */
export function sessionTimeLabel(
  text: string | null | undefined,
  isoDay: string | null,
  timeZone: string | null | undefined,
): SessionTimeLabel | null {
  const time = readSessionTime(text);
  if (!time) return null;
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : null;
  const startsAt = zone && isoDay ? zonedTimeToInstant(isoDay, time.start, zone) : null;
  return {
    time: formatSessionTime(time),
    start: formatClockTime(time.start),
    end: time.end === null ? null : formatClockTime(time.end),
    zone: zone && timeZoneAbbreviation(zone, startsAt),
    zoneName: zone && timeZoneLongName(zone, startsAt),
    startsAt,
  };
}

/**
 * What a time says when the event gives no time zone: the venue's clock, said in words, so a time
 * never reads as if it were the reader's own (decision 0056).
 */
export const LOCAL_TIME = 'local time';

/** '9:00 AM CST', or '9:00 AM local time' when the event gives no zone. */
export function sessionTimeText(label: SessionTimeLabel): string {
  return `${label.time} ${label.zone ?? LOCAL_TIME}`;
}
