import ICAL from 'ical.js';
import { planCalendar } from './ics';
import type { PlanItem } from './api/plan-item';

/**
 * Session titles and places come from agendas, which organisers send through the public form.
 * Whatever line break they hold, each chosen session stays one VEVENT: read back with ical.js,
 * and by a lenient reader that splits lines wherever Unicode sees a line break.
 */
const BREAKS: Array<[string, string]> = [
  ['a bare CR', '\r'],
  ['a bare LF', '\n'],
  ['CRLF', '\r\n'],
  ['NEL (U+0085)', '\u0085'],
  ['LINE SEPARATOR (U+2028)', '\u2028'],
  ['PARAGRAPH SEPARATOR (U+2029)', '\u2029'],
];

const evil = (newline: string) => `x${newline}END:VEVENT${newline}BEGIN:VEVENT${newline}SUMMARY:evil`;

function item(key: string, text: string): PlanItem {
  return {
    eventId: 'evt-dallas',
    eventTitle: text,
    timezone: 'America/Chicago',
    key,
    title: text,
    time: '9:00 AM',
    day: '2027-03-11',
    until: 10 * 60 + 30,
    credits: 1.5,
    creditType: 'lecture',
    topics: ['690'],
    place: text,
  };
}

const options = { origin: 'https://ce.example.org', now: new Date(Date.UTC(2026, 10, 23, 23, 12, 5)) };
const lenientLines = (text: string) =>
  // eslint-disable-next-line no-control-regex -- the line breaks a lenient reader accepts include control characters
  text.replace(/\r\n[ \t]/g, '').split(/\r\n|[\r\n\u000b\u000c\u001c-\u001e\u0085\u2028\u2029]/);

describe('the My Plan calendar file and line breaks in agenda text', () => {
  it.each(BREAKS)('one VEVENT per session with %s in its title, event title and place', (_name, newline) => {
    const { text } = planCalendar([item('k1', evil(newline)), item('k2', evil(newline))], options);
    const vevents = new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent');
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual([
      'session-k1.evt-dallas@dental-education-events',
      'session-k2.evt-dallas@dental-education-events',
    ]);
    for (const vevent of vevents) {
      expect(vevent.getFirstPropertyValue('summary')).toBe(evil('\n'));
      expect(vevent.getFirstPropertyValue('location')).toBe(evil('\n'));
    }
    const lines = lenientLines(text);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toHaveLength(2);
  });
});
