import { escapeText, foldLine, planCalendar, timeZoneComponent } from './ics';
import type { PlanItem } from './api/plan-item';

const octets = (text: string) => new TextEncoder().encode(text).length;
/** Content lines as a calendar app reads them: CRLF followed by a space continues the line. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

function item(change: Partial<PlanItem>): PlanItem {
  return {
    eventId: 'evt-dallas',
    eventTitle: 'Lone Star Summit',
    timezone: 'America/Chicago',
    key: 'k1',
    title: 'Guided Implant Surgery',
    time: '9:00 AM',
    day: '2027-03-11',
    until: 10 * 60 + 30,
    credits: 1.5,
    creditType: 'lecture',
    topics: ['690'],
    place: 'Ballroom A, Trinity Center, Dallas, TX',
    ...change,
  };
}

const options = { origin: 'https://ce.example.org', now: new Date(Date.UTC(2026, 10, 23, 23, 12, 5)) };

describe('escapeText', () => {
  it("escapes backslash, semicolon and comma, and writes line breaks as '\\n'", () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('turns a bare CR into an escaped line break, so a title cannot start a property or an entry', () => {
    const escaped = escapeText('Implant Day\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Free cruise');
    expect(escaped).toBe('Implant Day\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Free cruise');
    expect(escaped).not.toMatch(/[\r\n]/);
  });

  it('drops other control characters and keeps tabs and every other character', () => {
    expect(escapeText('a\u0000b\u0007c\u001bd\u007fe\tf É 🦷')).toBe('abcde\tf É 🦷');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets as it is', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
  });

  it('folds longer lines at 75 octets, each continuation starting with a space', () => {
    const folded = foldLine(`SUMMARY:${'a'.repeat(200)}`);
    const lines = folded.split('\r\n');
    // 208 octets: 75 on the first line, 74 and a space on the next, the last 59 and a space.
    expect(lines.map(octets)).toEqual([75, 75, 60]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toEqual([`SUMMARY:${'a'.repeat(200)}`]);
  });

  it('never splits a character, counting octets of UTF-8', () => {
    const text = `SUMMARY:${'é'.repeat(60)}${'🦷'.repeat(30)}`;
    const lines = foldLine(text).split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    // No replacement characters: each line is whole UTF-8 on its own.
    expect(
      lines.every(
        (line) =>
          new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line)) === line &&
          !line.includes('\ufffd'),
      ),
    ).toBe(true);
    expect(unfold(lines.join('\r\n'))).toEqual([text]);
    expect(lines.length).toBeGreaterThan(3);
  });
});

describe('timeZoneComponent', () => {
  it("Chicago's year: standard time from January 1, daylight time from March 14 at 2 AM, standard again from November 7 at 2 AM", () => {
    expect(timeZoneComponent('America/Chicago', 2027, 2027)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Chicago',
      'BEGIN:STANDARD',
      'DTSTART:20270101T000000',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:-0600',
      'TZNAME:CST',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20270314T020000',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:-0500',
      'TZNAME:CDT',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20271107T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0600',
      'TZNAME:CST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('a zone without daylight saving time has one observance; half-hour offsets are written as such', () => {
    expect(timeZoneComponent('America/Regina', 2027, 2027).filter((line) => line.startsWith('BEGIN:'))).toEqual([
      'BEGIN:VTIMEZONE',
      'BEGIN:STANDARD',
    ]);
    expect(timeZoneComponent('America/St_Johns', 2027, 2027)).toContain('TZOFFSETTO:-0230');
  });

  it('covers every year asked for', () => {
    const lines = timeZoneComponent('America/Toronto', 2026, 2027);
    expect(lines.filter((line) => line === 'BEGIN:DAYLIGHT')).toHaveLength(2);
    expect(lines).toContain('DTSTART:20260308T020000');
    expect(lines).toContain('DTSTART:20271107T020000');
  });
});

describe('planCalendar', () => {
  it('one VEVENT per session in its zone, with the VTIMEZONE it names', () => {
    const { text, leftOut } = planCalendar(
      [
        item({}),
        item({
          key: 'k2',
          eventId: 'evt-toronto',
          eventTitle: 'Great Lakes',
          timezone: 'America/Toronto',
          day: '2026-05-01',
          time: '1:30-3:00 PM',
          place: null,
        }),
      ],
      options,
    );
    expect(leftOut).toEqual([]);
    const lines = unfold(text);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('TZID:'))).toEqual(['TZID:America/Chicago', 'TZID:America/Toronto']);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'UID:session-k1.evt-dallas@dental-education-events',
        'DTSTAMP:20261123T231205Z',
        'DTSTART;TZID=America/Chicago:20270311T090000',
        // Its end is when the next thing on the agenda starts.
        'DTEND;TZID=America/Chicago:20270311T103000',
        'SUMMARY:Guided Implant Surgery',
        'DESCRIPTION:Lone Star Summit\\nCredits: 1.5 CE · Lecture\\nSubjects (AGD): 690 Implants\\nhttps://ce.example.org/events/evt-dallas',
        'LOCATION:Ballroom A\\, Trinity Center\\, Dallas\\, TX',
        'URL:https://ce.example.org/events/evt-dallas',
        'DTSTART;TZID=America/Toronto:20260501T133000',
        'DTEND;TZID=America/Toronto:20260501T150000',
        'END:VCALENDAR',
      ]),
    );
    // Each VTIMEZONE comes before the entries that use it.
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('a time it cannot read makes an all-day entry on its day that quotes the time; no day, no entry', () => {
    const { text, leftOut } = planCalendar([item({ time: 'Morning' }), item({ key: 'k9', day: null })], options);
    const lines = unfold(text);
    expect(lines).toContain('DTSTART;VALUE=DATE:20270311');
    expect(lines).toContain('DTEND;VALUE=DATE:20270312');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('\\nTime as listed: Morning\\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('BEGIN:VTIMEZONE'))).toBe(false);
    expect(leftOut.map((left) => left.key)).toEqual(['k9']);
  });

  it('an event without a zone gets wall-clock times and no VTIMEZONE', () => {
    const lines = unfold(planCalendar([item({ timezone: null })], options).text);
    expect(lines).toContain('DTSTART:20270311T090000');
    expect(lines).toContain('DTEND:20270311T103000');
    expect(lines.some((line) => line.includes('TZID'))).toBe(false);
  });

  it('a session past midnight ends on the next day', () => {
    const lines = unfold(planCalendar([item({ time: '10:00 PM - 1:00 AM', day: '2027-12-31' })], options).text);
    expect(lines).toContain('DTEND;TZID=America/Chicago:20280101T010000');
    // The zone is described into the next year, whose own changes it lists.
    expect(lines).toContain('DTSTART:20280312T020000');
  });

  it('text from the agenda cannot add entries or properties', () => {
    const { text } = planCalendar(
      [
        item({
          title: 'Implant Day\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected',
          eventTitle: 'Summit\nATTACH:http://evil.example',
        }),
      ],
      options,
    );
    const lines = unfold(text);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('SUMMARY:Injected') || line.startsWith('ATTACH'))).toBe(false);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('the same session has the same UID in every export', () => {
    const uid = (text: string) => unfold(text).find((line) => line.startsWith('UID:'));
    expect(uid(planCalendar([item({})], options).text)).toBe(
      uid(planCalendar([item({ title: 'Renamed' })], { ...options, now: new Date() }).text),
    );
  });
});

describe('a changed session in the calendar file', () => {
  it('carries the SEQUENCE of its event, and STATUS:CANCELLED once cancelled, so a calendar updates the entry', () => {
    const before = unfold(planCalendar([item({ sequence: 40 })], options).text);
    expect(before).toContain('SEQUENCE:40');
    expect(before).not.toContain('STATUS:CANCELLED');
    const after = unfold(planCalendar([item({ sequence: 95, cancelled: true })], options).text);
    expect(after).toContain('SEQUENCE:95');
    expect(after).toContain('STATUS:CANCELLED');
    expect(unfold(planCalendar([item({})], options).text)).toContain('SEQUENCE:0');
  });
});
