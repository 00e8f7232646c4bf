import { formatClockTime } from '@dental/contracts';

/** One clock time: '8:00', '08:00', '8am', '8:00 a.m.', '8h30' (Canadian French), 'noon'. */
const CLOCK = String.raw`(?:(\d{1,2})(?:(?::|\s?h\s?)(\d{2}))?\s*([ap])\.?\s?m(?![a-z])\.?|(\d{1,2})(?::|\s?h\s?)(\d{2})(?!\d)|(noon))`;
const RANGE_JOIN = String.raw`\s*(?:-|–|—|to|until)\s*`;
const LEADING_TIME = new RegExp(String.raw`^\s*${CLOCK}(?:${RANGE_JOIN}${CLOCK})?`, 'i');
const SEPARATOR = /^[\s\-–—:|.,]+/;

interface Clock {
  hour: number;
  minute: number;
  meridiem: 'a' | 'p' | null;
}

export interface LeadingTime {
  /** Start time as 'h:mm AM'. */
  time: string;
  /** Minutes after midnight of the start, for ordering. */
  minutes: number;
  /** What follows the time (or time range) and its separator. */
  rest: string;
}

/**
 * Reads a time or time range at the start of a text ('8:00-9:00am Opening Remarks') and returns
 * the start time. A bare number is not a time: it needs minutes or am/pm, so '1. Introduction'
 * stays a title. Times without am/pm are read as a 24-hour clock.
 */
export function parseLeadingTime(text: string): LeadingTime | null {
  const match = LEADING_TIME.exec(text);
  if (!match) return null;
  const start = clockFrom(match.slice(1, 7));
  if (!start) return null;
  const minutes = startMinutes(start, clockFrom(match.slice(7, 13)));
  if (minutes === null) return null;
  return { time: formatClockTime(minutes), minutes, rest: text.slice(match[0].length).replace(SEPARATOR, '').trim() };
}

function clockFrom(groups: Array<string | undefined>): Clock | null {
  const [h12, m12, meridiem, h24, m24, noon] = groups;
  if (noon) return { hour: 12, minute: 0, meridiem: 'p' };
  if (h12 !== undefined)
    return { hour: Number(h12), minute: Number(m12 ?? 0), meridiem: meridiem!.toLowerCase() as 'a' | 'p' };
  if (h24 !== undefined) return { hour: Number(h24), minute: Number(m24), meridiem: null };
  return null;
}

/** In '8:00-9:00am' the start borrows the end's am/pm, unless that would put it after the end ('11-1pm'). */
function startMinutes(start: Clock, end: Clock | null): number | null {
  if (start.meridiem === null && end?.meridiem) {
    const borrowed = toMinutes({ ...start, meridiem: end.meridiem });
    const endMinutes = toMinutes(end);
    if (borrowed === null || endMinutes === null) return null;
    return borrowed > endMinutes ? toMinutes({ ...start, meridiem: 'a' }) : borrowed;
  }
  return toMinutes(start);
}

function toMinutes({ hour, minute, meridiem }: Clock): number | null {
  if (minute > 59) return null;
  if (meridiem === null) return hour <= 23 ? hour * 60 + minute : null;
  if (hour < 1 || hour > 12) return null;
  return ((hour % 12) + (meridiem === 'p' ? 12 : 0)) * 60 + minute;
}
