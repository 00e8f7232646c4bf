import ICAL from 'ical.js';
import type { EventListing } from '@dental/contracts';
import { toCalendarFeed, toICalendar } from './event-calendar';

/**
 * Titles, descriptions and places come from the public submission form. Whatever line break
 * they hold, each listing stays one VEVENT: for ical.js, and for a lenient reader that splits
 * lines wherever Unicode sees a line break (Python's splitlines does: CR, LF, NEL, LS, PS).
 */
const BREAKS: Array<[string, string]> = [
  ['a bare CR', '\r'],
  ['a bare LF', '\n'],
  ['CRLF', '\r\n'],
  ['NEL (U+0085)', '\u0085'],
  ['LINE SEPARATOR (U+2028)', '\u2028'],
  ['PARAGRAPH SEPARATOR (U+2029)', '\u2029'],
];
const NOW = new Date(Date.UTC(2026, 10, 20, 12));

function listing(id: string, text: string): EventListing {
  return {
    id,
    title: text,
    description: text,
    date: 'March 12-14, 2027',
    location: text,
    city: 'Chicago, IL',
    image: '',
    agenda: null,
    registrationUrl: null,
    isHidden: false,
    isFeatured: false,
    hideSocialMedia: false,
    hideAbstracts: false,
    format: 'in_person',
    audiences: [],
    topics: [],
    ceProvider: null,
    fees: [],
    timezone: null,
    startDate: '2027-03-12',
    endDate: '2027-03-14',
    country: 'US',
    region: 'IL',
    commercialSupport: null,
    estimatedCeCredits: null,
    ceCredits: null,
    trashedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T11:30:00.000Z',
    status: 'scheduled',
    statusNote: null,
    previousStartDate: null,
  };
}

const evil = (newline: string) => `x${newline}END:VEVENT${newline}BEGIN:VEVENT${newline}SUMMARY:evil`;
const vevents = (text: string) => new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent');
/** Content lines as a lenient reader sees them: unfolded, then split at every Unicode line break. */
const lenientLines = (text: string) =>
  // eslint-disable-next-line no-control-regex -- the vertical tab, form feed and separators are line breaks to such a reader
  text.replace(/\r\n[ \t]/g, '').split(/\r\n|[\r\n\u000b\u000c\u001c-\u001e\u0085\u2028\u2029]/);

describe('calendar writers and line breaks in listing text', () => {
  it.each(BREAKS)(
    'the one-event download stays one entry with %s in its title, description and place',
    (_name, newline) => {
      const text = toICalendar(listing('a', evil(newline)), 'https://events.example.com/events/a', NOW)!;
      const entries = vevents(text);
      expect(entries).toHaveLength(1);
      expect(entries[0].getFirstPropertyValue('summary')).toBe(evil('\n'));
      expect(lenientLines(text).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
      expect(lenientLines(text).filter((line) => line.startsWith('SUMMARY:'))).toHaveLength(1);
    },
  );

  it.each(BREAKS)('the calendar feed keeps one entry per listing with %s in their texts', (_name, newline) => {
    const entries = ['a', 'b', 'c'].map((id) => ({
      event: listing(id, evil(newline)),
      url: `https://events.example.com/events/${id}`,
    }));
    const text = toCalendarFeed(entries, {
      name: `Feed${newline}END:VCALENDAR`,
      source: 'https://events.example.com/calendar.ics',
      url: 'https://events.example.com/events',
      refreshSeconds: 86400,
    });
    const parsed = vevents(text);
    expect(parsed.map((entry) => entry.getFirstPropertyValue('uid'))).toEqual(
      ['a', 'b', 'c'].map((id) => `${id}@dental-education-events`),
    );
    for (const entry of parsed) expect(entry.getFirstPropertyValue('summary')).toBe(evil('\n'));
    expect(lenientLines(text).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lenientLines(text).filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);
  });
});
