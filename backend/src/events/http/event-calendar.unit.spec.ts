import ICAL from 'ical.js';
import type { EventListing } from '@dental/contracts';
import {
  CALENDAR_UID_DOMAIN,
  calendarDays,
  toCalendarFeed,
  toICalendar,
  type CalendarFeedOptions,
} from './event-calendar';

function listing(overrides: Partial<EventListing> = {}): EventListing {
  return {
    id: 'glis-2027',
    title: 'Great Lakes Implant Symposium',
    description: 'Two days of implant dentistry lectures and workshops.',
    date: 'March 12-14, 2027',
    location: 'Lakeside Convention Center',
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
    ...overrides,
  };
}

const URL_OF = (id: string) => `https://events.example.com/events/${id}`;
const NOW = new Date('2026-11-20T12:00:00.000Z');
const FEED: CalendarFeedOptions = {
  name: 'Dental Education Events',
  source: 'https://events.example.com/calendar.ics',
  url: 'https://events.example.com/events',
  refreshSeconds: 24 * 60 * 60,
};

// ical.js reads properties it does not know (RFC 7986's NAME and SOURCE, the X-WR- ones) as raw
// values; calendar apps read these as text, and so does this test.
const propertyTypes = ICAL.design.defaultSet.property as Record<string, { defaultType: string }>;
for (const name of ['name', 'x-wr-calname', 'x-wr-caldesc', 'x-wr-timezone'])
  propertyTypes[name] = { defaultType: 'text' };
propertyTypes.source = { defaultType: 'uri' };

/** The calendar as a real parser reads it. */
const parse = (text: string) => new ICAL.Component(ICAL.parse(text) as unknown[]);
const vevents = (text: string) => parse(text).getAllSubcomponents('vevent');
const dateOf = (vevent: ICAL.Component, name: 'dtstart' | 'dtend') => {
  const property = vevent.getFirstProperty(name)!;
  return { type: property.type, value: String(property.getFirstValue()) };
};

describe('the one-event calendar file', () => {
  it('is an all-day span from the first day to the day after the last, with the event page and its CE data', () => {
    const event = listing({
      timezone: 'America/Chicago',
      topics: ['690'],
      agenda: [{ title: 'Soft tissue', time: '9:00 AM', topics: ['490', '690'] }],
      ceCredits: { max: 14, lecture: 10, participation: 4 },
    });
    const text = toICalendar(event, URL_OF(event.id), NOW)!;
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Chicago');
    const [vevent] = calendar.getAllSubcomponents('vevent');
    expect(vevent.getFirstPropertyValue('uid')).toBe(`glis-2027@${CALENDAR_UID_DOMAIN}`);
    expect(dateOf(vevent, 'dtstart')).toEqual({ type: 'date', value: '2027-03-12' });
    expect(dateOf(vevent, 'dtend')).toEqual({ type: 'date', value: '2027-03-15' });
    // All-day dates float: RFC 5545 gives a DATE no time zone.
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBeUndefined();
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-20T12:00:00Z');
    expect(vevent.getFirstPropertyValue('summary')).toBe('Great Lakes Implant Symposium');
    expect(vevent.getFirstPropertyValue('location')).toBe('Lakeside Convention Center, Chicago, IL');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://events.example.com/events/glis-2027');
    expect(vevent.getFirstPropertyValue('description')).toBe(
      'Two days of implant dentistry lectures and workshops.\n\nUp to 14 CE credits\n\nSubjects: Implants, Periodontics\n\nhttps://events.example.com/events/glis-2027',
    );
    expect(vevent.getFirstProperty('categories')!.getValues()).toEqual(['Implants', 'Periodontics']);
  });

  it("words an organiser's estimate as the event card does, and leaves out credits and subjects nobody stated", () => {
    const estimated = vevents(toICalendar(listing({ estimatedCeCredits: 12 }), URL_OF('a'), NOW)!)[0];
    expect(estimated.getFirstPropertyValue('description')).toContain('\n\nAbout 12 CE credits\n\n');
    const bare = vevents(toICalendar(listing(), URL_OF('a'), NOW)!)[0];
    expect(bare.getFirstPropertyValue('description')).toBe(
      'Two days of implant dentistry lectures and workshops.\n\nhttps://events.example.com/events/a',
    );
    expect(bare.getFirstProperty('categories')).toBeNull();
    expect(parse(toICalendar(listing(), URL_OF('a'), NOW)!).getFirstProperty('x-wr-timezone')).toBeNull();
  });

  it('names the venue and the city once', () => {
    const place = (location: string, city: string) =>
      vevents(toICalendar(listing({ location, city }), URL_OF('a'), NOW)!)[0].getFirstPropertyValue('location');
    expect(place('Trinity Ridge Convention Center, Dallas, TX', 'Dallas')).toBe(
      'Trinity Ridge Convention Center, Dallas, TX',
    );
    expect(place('Online', 'Dallas, TX')).toBe('Online, Dallas, TX');
    expect(place('', 'Chicago')).toBe('Chicago');
    expect(place('', '')).toBeNull();
  });

  it('has no file for an event without days, and one day for an end before the start', () => {
    expect(toICalendar(listing({ date: 'TBD', startDate: null, endDate: null }), URL_OF('a'), NOW)).toBeNull();
    expect(toICalendar(listing({ startDate: '2027-02-30', endDate: null }), URL_OF('a'), NOW)).toBeNull();
    const backwards = vevents(
      toICalendar(listing({ startDate: '2027-03-12', endDate: '2027-03-10' }), URL_OF('a'), NOW)!,
    )[0];
    expect(dateOf(backwards, 'dtend').value).toBe('2027-03-13');
    // Days stored by an admin for a date text nobody can read are used as they are.
    const stored = vevents(
      toICalendar(listing({ date: 'Spring 2027', startDate: '2027-04-30', endDate: '2027-05-01' }), URL_OF('a'), NOW)!,
    )[0];
    expect([dateOf(stored, 'dtstart').value, dateOf(stored, 'dtend').value]).toEqual(['2027-04-30', '2027-05-02']);
  });

  it.each([
    ['a bare CR', '\r'],
    ['a bare LF', '\n'],
    ['CRLF', '\r\n'],
  ])('cannot be given a second entry by a title, description or place holding %s', (_name, newline) => {
    const injected = `END:VEVENT${newline}BEGIN:VEVENT${newline}UID:evil@example.com${newline}SUMMARY:Free CE`;
    const event = listing({
      title: `Symposium${newline}${injected}`,
      description: `About${newline}${injected}`,
      location: `Hall${newline}${injected}`,
    });
    const text = toICalendar(event, URL_OF('a'), NOW)!;
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
    expect(text).not.toMatch(/(^|[\r\n])UID:evil/);
    const all = vevents(text);
    expect(all).toHaveLength(1);
    // The text itself survives, as one value with a line break in it.
    expect(all[0].getFirstPropertyValue('summary')).toBe(
      `Symposium\n${injected.replace(new RegExp(newline, 'g'), '\n')}`,
    );
  });

  it('folds long lines at 75 octets without splitting a character, and drops control characters strict parsers refuse', () => {
    const title = `Implantologie avancée — ${'é'.repeat(40)} 🦷🦷🦷 ${'x'.repeat(60)}`;
    const text = toICalendar(listing({ title, description: 'Bell\u0007 and\u0000 tab\tkept' }), URL_OF('a'), NOW)!;
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
    const [vevent] = vevents(text);
    expect(vevent.getFirstPropertyValue('summary')).toBe(title);
    expect(vevent.getFirstPropertyValue('description')).toMatch(/^Bell and tab\tkept\n\n/);
  });

  it('writes the same days whatever time zone the server runs in', () => {
    const before = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Adak', 'UTC']) {
        process.env.TZ = zone;
        const [vevent] = vevents(toICalendar(listing({ timezone: 'America/Chicago' }), URL_OF('a'), NOW)!);
        expect([zone, dateOf(vevent, 'dtstart').value, dateOf(vevent, 'dtend').value]).toEqual([
          zone,
          '2027-03-12',
          '2027-03-15',
        ]);
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe('the calendar feed', () => {
  it('names itself, asks to be read again daily, and lists the events with days in the order given', () => {
    const texas = listing({
      id: 'tx',
      title: 'Texas Meeting',
      timezone: 'America/Chicago',
      startDate: '2027-01-05',
      endDate: '2027-01-05',
      updatedAt: '2026-10-01T08:00:00.000Z',
    });
    const undated = listing({ id: 'tbd', date: 'TBD', startDate: null, endDate: null });
    const chicago = listing({ id: 'chi', timezone: 'America/Chicago' });
    const text = toCalendarFeed(
      [texas, undated, chicago].map((event) => ({ event, url: URL_OF(event.id) })),
      FEED,
    );
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Dental Education Events');
    expect(calendar.getFirstPropertyValue('name')).toBe('Dental Education Events');
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n');
    expect(text).toContain('\r\nX-PUBLISHED-TTL:P1D\r\n');
    expect(calendar.getFirstPropertyValue('source')).toBe('https://events.example.com/calendar.ics');
    // Every event is in Chicago's zone, so the calendar's default zone can say so.
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Chicago');
    const all = calendar.getAllSubcomponents('vevent');
    expect(all.map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual([
      `tx@${CALENDAR_UID_DOMAIN}`,
      `chi@${CALENDAR_UID_DOMAIN}`,
    ]);
    expect(String(all[0].getFirstPropertyValue('dtstamp'))).toBe('2026-10-01T08:00:00Z');
    expect(String(all[0].getFirstPropertyValue('last-modified'))).toBe('2026-10-01T08:00:00Z');
    expect(dateOf(all[0], 'dtend').value).toBe('2027-01-06');
  });

  it('names no default time zone when the events are in several, or some have none', () => {
    const feed = (zones: Array<string | null>) =>
      parse(
        toCalendarFeed(
          zones.map((timezone, index) => ({ event: listing({ id: `e${index}`, timezone }), url: URL_OF(`e${index}`) })),
          FEED,
        ),
      );
    expect(feed(['America/Chicago', 'America/Denver']).getFirstProperty('x-wr-timezone')).toBeNull();
    expect(feed(['America/Chicago', null]).getFirstProperty('x-wr-timezone')).toBeNull();
    expect(feed([]).getFirstProperty('x-wr-timezone')).toBeNull();
  });

  it('escapes its own name and description once, so a site name cannot add lines either', () => {
    const name = 'Smith, Jones & Co; CE\\Events\rEND:VCALENDAR';
    const text = toCalendarFeed([{ event: listing(), url: URL_OF('a') }], {
      ...FEED,
      name,
      description: 'Texas, Implants\nBEGIN:VEVENT',
    });
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
    expect(text.match(/^END:VCALENDAR$/gm)).toHaveLength(1);
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Smith, Jones & Co; CE\\Events\nEND:VCALENDAR');
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe('Texas, Implants\nBEGIN:VEVENT');
  });
});

describe('calendar days', () => {
  it('reads YYYY-MM-DD days only', () => {
    expect(calendarDays({ startDate: '2027-12-31', endDate: null })).toEqual({
      start: new Date('2027-12-31T00:00:00Z'),
      dayAfterEnd: new Date('2028-01-01T00:00:00Z'),
    });
    expect(calendarDays({ startDate: 'March 12, 2027', endDate: null })).toBeNull();
    expect(calendarDays({ startDate: null, endDate: '2027-03-14' })).toBeNull();
  });
});

describe('a changed event in a calendar', () => {
  const entry = (text: string) => vevents(text)[0];
  it('is marked CANCELLED or TENTATIVE, and its SEQUENCE grows with each change, in the download and the feed', () => {
    const scheduled = listing();
    const cancelled = listing({ status: 'cancelled', statusNote: 'Storm', updatedAt: '2026-11-10T09:00:00.000Z' });
    const download = (event: EventListing) => entry(toICalendar(event, 'https://events.example.com/e', NOW)!);
    expect(download(scheduled).getFirstPropertyValue('status')).toBeNull();
    expect(download(cancelled).getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(download(cancelled).getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(download(scheduled).getFirstPropertyValue('sequence')),
    );
    expect(download(listing({ status: 'postponed' })).getFirstPropertyValue('status')).toBe('TENTATIVE');
    const feed = entry(toCalendarFeed([{ event: cancelled, url: 'https://events.example.com/e' }], FEED));
    expect(feed.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(feed.getFirstPropertyValue('sequence')).toBe(download(cancelled).getFirstPropertyValue('sequence'));
  });
});
