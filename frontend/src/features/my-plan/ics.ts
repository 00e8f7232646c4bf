import { addDays, isTimeZone, sessionSpan, timeZoneAbbreviation, timeZoneOffsetMinutes } from '@dental/contracts';
import type { PlanItem } from './api/plan-item';
import { agdSubjectLabel } from '@dental/contracts';
import { creditsText } from './plan-words';

/**
 * The plan as an iCalendar file (RFC 5545), written here rather than by a library: the browser
 * needs a few dozen lines of it, and the rules that matter are tested (ics.test.ts).
 *
 * - Text values escape '\', ';' and ',', and turn every line break into '\n' — CRLF, LF, a bare
 *   CR and the Unicode ones (NEL, LINE and PARAGRAPH SEPARATOR) alike, since many calendar apps
 *   read any of them as a new line, which would let a title start a property or an entry of its
 *   own. Other control characters are dropped.
 * - Lines are folded at 75 octets of UTF-8, never inside a character.
 * - A timed session is written in its event's zone (DTSTART;TZID=America/Chicago:20270311T090000)
 *   with a VTIMEZONE for that zone, which is what calendar apps expect: the entry stays at 9:00 in
 *   Dallas whatever zone the visitor's calendar is in. The VTIMEZONE is worked out from the
 *   runtime's own zone data: one observance at the start of the first year the plan touches,
 *   then every change of offset until the end of the last, found by looking at the offsets.
 * - A session whose time cannot be read is an all-day entry on its day; one without a known day is
 *   left out (the page says so). An event without a zone gets wall-clock ('floating') times.
 */

export const CALENDAR_FILE_NAME = 'my-ce-plan.ics';
const PRODUCT_ID = '-//Dental Education Events//My CE Plan//EN';
const UID_DOMAIN = 'dental-education-events';
const MAX_LINE_OCTETS = 75;

/** A TEXT value: the escapes of RFC 5545 section 3.3.11, every line break as '\n', other control characters dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what this step removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

function utf8Length(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** One content line folded into lines of at most 75 octets, each continuation starting with a space; joined by CRLF. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** '20270311' */
const dateValue = (isoDay: string) => isoDay.replace(/-/g, '');

/** Wall-clock date-time of `minutes` after midnight of `isoDay` ('20270311T090000'); minutes past midnight move to the next day. */
function localDateTime(isoDay: string, minutes: number): string {
  const day = addDays(isoDay, Math.floor(minutes / 1440));
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${dateValue(day)}T${pad(Math.floor(inDay / 60))}${pad(inDay % 60)}00`;
}

function utcDateTime(instant: number): string {
  const date = new Date(instant);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** '-0600', '+0530', '-0230'. */
function offsetValue(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}${pad(absolute % 60)}`;
}

/** The wall clock of an instant in a zone whose offset there is `offset` minutes ('20270314T020000'). */
function wallClockAt(instant: number, offset: number): string {
  return utcDateTime(instant + offset * 60_000).slice(0, -1);
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

interface Observance {
  /** The first instant of the observance. */
  from: number;
  offsetFrom: number;
  offsetTo: number;
}

/** Each change of the zone's offset between two instants, found day by day, then to the minute. */
function offsetChanges(timeZone: string, from: number, to: number): Observance[] {
  const offsetAt = (instant: number) => timeZoneOffsetMinutes(instant, timeZone) ?? 0;
  const changes: Observance[] = [];
  let previous = offsetAt(from);
  for (let day = from; day < to; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, to);
    const offset = offsetAt(next);
    if (offset === previous) continue;
    // The first minute with the new offset.
    let low = day;
    let high = next;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetAt(middle) === previous) low = middle;
      else high = middle;
    }
    changes.push({ from: high, offsetFrom: previous, offsetTo: offset });
    previous = offset;
  }
  return changes;
}

/**
 * A VTIMEZONE covering the whole of the years from `firstYear` to `lastYear`. The observance in
 * force on January 1 comes first (TZOFFSETFROM equal to TZOFFSETTO), then one per change; each is
 * DAYLIGHT when its offset is above the lowest of the period, STANDARD otherwise. The onsets are
 * written in the wall-clock time before the change, as RFC 5545 asks.
 */
export function timeZoneComponent(timeZone: string, firstYear: number, lastYear: number): string[] {
  const approximateStart = Date.UTC(firstYear, 0, 1);
  const startOffset = timeZoneOffsetMinutes(approximateStart, timeZone) ?? 0;
  const start = approximateStart - startOffset * 60_000;
  const observances: Observance[] = [
    { from: start, offsetFrom: startOffset, offsetTo: startOffset },
    ...offsetChanges(timeZone, start, Date.UTC(lastYear + 1, 0, 1) + DAY_MS),
  ];
  const standardOffset = Math.min(...observances.map((observance) => observance.offsetTo));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  for (const observance of observances) {
    const kind = observance.offsetTo > standardOffset ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${wallClockAt(observance.from, observance.offsetFrom)}`,
      `TZOFFSETFROM:${offsetValue(observance.offsetFrom)}`,
      `TZOFFSETTO:${offsetValue(observance.offsetTo)}`,
    );
    const name = timeZoneAbbreviation(timeZone, observance.from);
    if (name) lines.push(`TZNAME:${escapeText(name)}`);
    lines.push(`END:${kind}`);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

export interface CalendarFile {
  text: string;
  /** Sessions without a known day, which a calendar cannot hold. */
  leftOut: PlanItem[];
}

export interface CalendarOptions {
  /** The site's origin, for each entry's link to its event page. */
  origin: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** One VEVENT per chosen session with a day, in the given order. */
export function planCalendar(items: readonly PlanItem[], { origin, now }: CalendarOptions): CalendarFile {
  const leftOut = items.filter((item) => item.day === null);
  const entries = items.filter((item): item is PlanItem & { day: string } => item.day !== null);
  const stamp = utcDateTime(now.getTime());

  // Per zone, the years its entries fall in, for its VTIMEZONE.
  const zonesUsed = new Map<string, { first: number; last: number }>();
  const events = entries.flatMap((item) => {
    const span = sessionSpan(item);
    const zone = item.timezone && isTimeZone(item.timezone) ? item.timezone : null;
    if (span && zone) {
      const year = Number(item.day.slice(0, 4));
      const lastYear = Number(addDays(item.day, Math.floor(span.endMinutes / 1440)).slice(0, 4));
      const used = zonesUsed.get(zone) ?? { first: year, last: lastYear };
      zonesUsed.set(zone, { first: Math.min(used.first, year), last: Math.max(used.last, lastYear) });
    }
    const when = !span
      ? [`DTSTART;VALUE=DATE:${dateValue(item.day)}`, `DTEND;VALUE=DATE:${dateValue(addDays(item.day, 1))}`]
      : zone
        ? [
            `DTSTART;TZID=${zone}:${localDateTime(item.day, span.startMinutes)}`,
            `DTEND;TZID=${zone}:${localDateTime(item.day, span.endMinutes)}`,
          ]
        : [
            `DTSTART:${localDateTime(item.day, span.startMinutes)}`,
            `DTEND:${localDateTime(item.day, span.endMinutes)}`,
          ];
    const url = new URL(`/events/${encodeURIComponent(item.eventId)}`, origin).href;
    const description = [
      item.eventTitle,
      item.credits === null ? null : `Credits: ${creditsText(item)}`,
      item.topics.length > 0 ? `Subjects (AGD): ${item.topics.map(agdSubjectLabel).join(', ')}` : null,
      !span && item.time ? `Time as listed: ${item.time}` : null,
      url,
    ].filter((line): line is string => line !== null);
    return [
      'BEGIN:VEVENT',
      `UID:session-${item.key}.${item.eventId}@${UID_DOMAIN}`,
      `DTSTAMP:${stamp}`,
      ...when,
      `SUMMARY:${escapeText(item.title)}`,
      `DESCRIPTION:${escapeText(description.join('\n'))}`,
      ...(item.place ? [`LOCATION:${escapeText(item.place)}`] : []),
      `URL:${url}`,
      // A cancelled session stays, marked, and the SEQUENCE grows with its event's changes, so a
      // calendar that imported the plan before replaces the entry rather than keeping the old one.
      `SEQUENCE:${item.sequence ?? 0}`,
      ...(item.cancelled ? ['STATUS:CANCELLED'] : []),
      'END:VEVENT',
    ];
  });

  const timeZones = [...zonesUsed].flatMap(([zone, years]) => timeZoneComponent(zone, years.first, years.last));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:My CE Plan',
    ...timeZones,
    ...events,
    'END:VCALENDAR',
  ];
  return { text: `${lines.map(foldLine).join('\r\n')}\r\n`, leftOut };
}
