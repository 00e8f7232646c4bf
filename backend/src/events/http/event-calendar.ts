import { readEventDate, type EventListing } from '@dental/contracts';

/**
 * An iCalendar (RFC 5545) file for one event: an all-day VEVENT spanning the event's dates.
 * Returns null when the event's date cannot be read (such as 'TBD').
 */
export function toICalendar(event: EventListing, publicUrl: string, now: Date): string | null {
  const start = readEventDate(event.date);
  if (!start) return null;
  const lastDay = rangeEndDay(event.date, start.date);
  const dayAfterLast = new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 1);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dental Education Events//Event Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@dental-education-events`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${dateValue(start.date)}`,
    `DTEND;VALUE=DATE:${dateValue(dayAfterLast)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${publicUrl}`)}`,
    `LOCATION:${escapeText([event.location, event.city].filter(Boolean).join(', '))}`,
    `URL:${publicUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** 'March 12-14, 2026' ends on the 14th; 'March 30 - April 2, 2026' on April 2; anything else is one day. */
function rangeEndDay(text: string, start: Date): Date {
  const sameMonth = /^\s*[A-Za-z]+\.?\s+\d{1,2}\s*[-–]\s*(\d{1,2})(?:st|nd|rd|th)?,?\s+\d{4}\s*$/.exec(text);
  if (sameMonth) {
    const end = new Date(start.getFullYear(), start.getMonth(), Number(sameMonth[1]));
    return end >= start ? end : start;
  }
  const crossMonth = /[-–]\s*([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\s*$/.exec(text);
  if (crossMonth) {
    const end = new Date(`${crossMonth[1]} ${crossMonth[2]}, ${crossMonth[3]}`);
    if (!Number.isNaN(end.getTime()) && end >= start) return end;
  }
  return start;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateValue = (date: Date) => `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + character, 'utf8') > limit) {
      parts.push(current);
      current = '';
    }
    current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
