import ICAL from 'ical.js';
import { XMLParser } from 'fast-xml-parser';
import type { ApiErrorBody, EventListing, EventSearchAnswer, EventSummary } from '@dental/contracts';
import { PublicReadPath } from '../site/public-read-path';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../testing/test-app';

/**
 * /calendar.ics and /feed.xml read back with real parsers (ical.js, fast-xml-parser), and checked
 * against the /events search they follow.
 */

// ical.js reads properties it does not know (RFC 7986's NAME, the X-WR- ones) as raw values;
// calendar apps read these as text, and so does this test.
for (const name of ['name', 'x-wr-calname', 'x-wr-caldesc', 'x-wr-timezone'])
  (ICAL.design.defaultSet.property as Record<string, { defaultType: string }>)[name] = { defaultType: 'text' };

const parseCalendar = (text: string) => new ICAL.Component(ICAL.parse(text) as unknown[]);
const uidsOf = (text: string) =>
  parseCalendar(text)
    .getAllSubcomponents('vevent')
    .map((vevent) => String(vevent.getFirstPropertyValue('uid')));
const idOfUid = (uid: string) => uid.slice(0, uid.lastIndexOf('@'));

interface AtomEntry {
  title: { '#text': string; type: string };
  id: string;
  link: Array<{ href: string }>;
  updated: string;
  published: string;
  summary: { '#text': string; type: string };
  category?: Array<{ term: string; label: string }>;
}
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['entry', 'link', 'category'].includes(name),
});
interface AtomFeed {
  title: string;
  id: string;
  updated: string;
  link: Array<{ rel: string; href: string }>;
  entry?: AtomEntry[];
}
const parseAtom = (text: string) => (xml.parse(text) as { feed: AtomFeed }).feed;
/** What a feed reader shows of an entry's type="html" text. */
const htmlText = (value: string) =>
  value
    .replace(/<br>|<\/p>/g, '\n')
    .replace(/<p>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('calendar.ics and feed.xml over the demo catalogue', () => {
  let app: TestApp;
  let base: string;
  let all: EventListing[];

  beforeAll(async () => {
    // The demo catalogue has past, upcoming and undated events with CE data in several states and provinces.
    app = await TestApp.start({ demoData: true });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.app.getHttpServer().address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    all = (await app.request<EventListing[]>('GET', '/api/events')).body;
  });
  afterAll(async () => {
    await app?.stop();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  /** Every upcoming event the search matches, all pages, in its order. */
  const searchAll = async (parameters: string) => {
    const items: EventSummary[] = [];
    for (let page = 1; ; page++) {
      const answer = await app.request<EventSearchAnswer>(
        'GET',
        `/api/events/search?upcoming=true&pageSize=100&page=${page}${parameters ? `&${parameters}` : ''}`,
      );
      expect(answer.status).toBe(200);
      items.push(...answer.body.items);
      if (items.length >= answer.body.total) return items;
    }
  };

  it('lists every upcoming event with days, each a full all-day VEVENT linking to its page', async () => {
    const response = await get('/calendar.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = parseCalendar(response.text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Dental Education Events');
    expect(response.text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n');

    const upcoming = await searchAll('');
    const dated = upcoming.filter((event) => event.startDate !== null);
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents.map((vevent) => idOfUid(String(vevent.getFirstPropertyValue('uid'))))).toEqual(
      dated.map((event) => event.id),
    );
    expect(dated.length).toBeGreaterThan(3);

    for (const vevent of vevents) {
      const event = all.find((candidate) => candidate.id === idOfUid(String(vevent.getFirstPropertyValue('uid'))))!;
      expect(vevent.getFirstPropertyValue('uid')).toMatch(/^.+@dental-education-events$/);
      expect(vevent.getFirstPropertyValue('summary')).toBe(event.title);
      expect(vevent.getFirstPropertyValue('url')).toBe(`${base}/events/${encodeURIComponent(event.id)}`);
      expect(vevent.getFirstPropertyValue('dtstamp')).not.toBeNull();
      for (const name of ['dtstart', 'dtend'] as const) expect(vevent.getFirstProperty(name)!.type).toBe('date');
      expect(String(vevent.getFirstPropertyValue('dtstart'))).toBe(event.startDate);
    }
    // Undated and past events are left out; the catalogue has both, so this checks something.
    const undated = upcoming.filter((event) => event.startDate === null);
    const past = (await app.request<EventSearchAnswer>('GET', '/api/events/search?upcoming=false&pageSize=100')).body
      .items;
    expect(undated.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    const listed = new Set(uidsOf(response.text).map(idOfUid));
    for (const event of [...undated, ...past]) expect(listed.has(event.id)).toBe(false);
  });

  it('spans a multi-day event over all its days, names its subjects and credits, and says its time zone where they share one', async () => {
    const multiDay = all.find(
      (event) => event.startDate && event.endDate && event.endDate > event.startDate && event.date.includes('2027'),
    )!;
    expect(multiDay).toBeDefined();
    const vevent = parseCalendar((await get('/calendar.ics')).text)
      .getAllSubcomponents('vevent')
      .find((candidate) => idOfUid(String(candidate.getFirstPropertyValue('uid'))) === multiDay.id)!;
    const dayAfter = new Date(`${multiDay.endDate}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(String(vevent.getFirstPropertyValue('dtend'))).toBe(dayAfter.toISOString().slice(0, 10));

    // Texas listings are all in Central time; the whole catalogue spans several zones.
    const texas = parseCalendar((await get('/calendar.ics?region=TX')).text);
    expect(new Set(all.filter((event) => event.region === 'TX').map((event) => event.timezone))).toEqual(
      new Set(['America/Chicago']),
    );
    expect(texas.getFirstPropertyValue('x-wr-timezone')).toBe('America/Chicago');
    expect(parseCalendar((await get('/calendar.ics')).text).getFirstProperty('x-wr-timezone')).toBeNull();
    const entries = texas.getAllSubcomponents('vevent');
    expect(entries.length).toBeGreaterThan(0);
    const descriptions = entries.map((entry) => String(entry.getFirstPropertyValue('description')));
    expect(descriptions.some((description) => /\n\n(Up to|About) [\d.]+ CE credits?\n\n/.test(description))).toBe(true);
    expect(descriptions.some((description) => /\n\nSubjects: [^\n]+\n\n/.test(description))).toBe(true);
    for (const entry of entries)
      expect(
        String(entry.getFirstPropertyValue('description')).endsWith(
          `\n\n${String(entry.getFirstPropertyValue('url'))}`,
        ),
      ).toBe(true);
  });

  it.each([
    'topic=690&region=TX',
    'topic=690',
    'topic=690&topic=490',
    'format=virtual&format=hybrid',
    'audience=hygienist',
    'minCredits=6',
    'q=implant',
    'near=Dallas%2C+TX&radiusMiles=300',
    'country=CA',
    'month=2027-03',
    'from=2027-01-01&to=2027-03-12',
    'sort=credits',
  ])('with %s lists exactly the events the search returns, in its order', async (parameters) => {
    const response = await get(`/calendar.ics?${parameters}`);
    expect(response.status).toBe(200);
    const expected = (await searchAll(parameters)).filter((event) => event.startDate !== null).map((event) => event.id);
    expect(uidsOf(response.text).map(idOfUid)).toEqual(expected);
  });

  it('filters for real: a filtered feed is a smaller, non-empty part of the whole', async () => {
    const everything = uidsOf((await get('/calendar.ics')).text);
    const implants = uidsOf((await get('/calendar.ics?topic=690')).text);
    expect(implants.length).toBeGreaterThan(0);
    expect(implants.length).toBeLessThan(everything.length);
    expect(everything).toEqual(expect.arrayContaining(implants));
    // Its name says what it follows, so two subscriptions are told apart.
    expect(
      parseCalendar((await get('/calendar.ics?topic=690&region=TX')).text).getFirstPropertyValue('x-wr-calname'),
    ).toBe('Dental Education Events: Implants, TX');
    const toward = await get('/calendar.ics?countsToward=ca-dentist%3Ainfection-control');
    expect(toward.status).toBe(200);
    expect(parseCalendar(toward.text).getFirstPropertyValue('x-wr-calname')).toBe(
      'Dental Education Events: counts toward California dentists · Infection control',
    );
    expect(
      parseCalendar((await get('/calendar.ics?countsToward=ny-dentist')).text).getFirstPropertyValue('x-wr-calname'),
    ).toBe('Dental Education Events: counts toward New York dentists');
  });

  it.each([
    ['topic=999', 'topic.0', 'topic must be an AGD subject code'],
    ['radiusMiles=50', 'radiusMiles', 'radiusMiles needs near'],
    ['near=Xyzzyville', 'near', 'US or Canadian city called "Xyzzyville"'],
    ['region=ZZ', 'region', 'region must be a US state'],
    ['colour=blue', '', 'Unknown field(s): colour'],
    ['page=2', 'page', 'page does not apply to a calendar feed'],
    ['upcoming=false', 'upcoming', 'upcoming does not apply to a calendar feed'],
  ])('refuses %s with a 400 naming it', async (parameters, path, message) => {
    const response = await get(`/calendar.ics?${parameters}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = JSON.parse(response.text) as ApiErrorBody;
    expect(body.message).toContain(message);
    expect(body.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path, message: expect.stringContaining(message) })]),
    );
  });

  it('names every problem at once', async () => {
    const body = JSON.parse((await get('/calendar.ics?pageSize=5&topic=999')).text) as ApiErrorBody;
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(['pageSize', 'topic.0']);
  });

  it.each(['/calendar.ics?topic=690', '/feed.xml'])(
    'keeps %s as a public answer: the next request is answered from the cache, and 304 for a current ETag',
    async (path) => {
      const stats = () => app.get(PublicReadPath).cache.stats();
      const first = await get(path);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const hits = stats().hits;
      const again = await get(path);
      expect(again.text).toBe(first.text);
      expect(stats().hits).toBe(hits + 1);
      const notModified = await get(path, { 'if-none-match': etag! });
      expect(notModified.status).toBe(304);
      expect(notModified.text).toBe('');
    },
  );

  it('answers feed.xml as Atom: events not over yet, the newest listing first, each linking to its page', async () => {
    const response = await get('/feed.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = parseAtom(response.text);
    expect(feed.title).toBe('Dental Education Events: newly listed events');
    expect(feed.link).toEqual(
      expect.arrayContaining([
        { rel: 'self', href: `${base}/feed.xml` },
        { rel: 'alternate', href: `${base}/events` },
      ]),
    );
    const entries = feed.entry ?? [];
    const notPast =
      all.filter((event) => !event.isHidden && !event.trashedAt).length -
      (await app.request<EventSearchAnswer>('GET', '/api/events/search?upcoming=false')).body.total;
    expect(entries).toHaveLength(Math.min(50, notPast));
    const published = entries.map((entry) => Date.parse(entry.published));
    expect(published).toEqual([...published].sort((a, b) => b - a));
    const past = new Set(
      (await app.request<EventSearchAnswer>('GET', '/api/events/search?upcoming=false&pageSize=100')).body.items.map(
        (event) => event.id,
      ),
    );
    for (const entry of entries) {
      const event = all.find((candidate) => `${base}/events/${encodeURIComponent(candidate.id)}` === entry.id)!;
      expect(event).toBeDefined();
      expect(past.has(event.id)).toBe(false);
      expect(entry.link).toEqual([{ href: entry.id }]);
      expect(entry.updated).toBe(event.updatedAt);
      expect(entry.published).toBe(event.createdAt);
      expect(htmlText(entry.title['#text'])).toBe(event.title);
      expect(htmlText(entry.summary['#text'])).toContain(event.date);
    }
    expect(entries.some((entry) => (entry.category ?? []).length > 0)).toBe(true);
  });
});

describe('calendar.ics and feed.xml for listings an admin or a visitor wrote', () => {
  let app: TestApp;
  let admin: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
  });
  afterEach(async () => {
    await app.stop();
  });

  const later = () => app.clock.set(new Date(app.clock.now().getTime() + 60 * 60 * 1000));
  const create = async (overrides: Record<string, unknown>) => {
    later();
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm(overrides),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const calendar = async (path = '/calendar.ics') => {
    const response = await app.request('GET', path, { headers: { host: 'events.example.com' } });
    expect(response.status).toBe(200);
    return response.text;
  };

  it('leaves out undated, past, hidden and trashed events, and gives a title with a bare CR no second entry', async () => {
    // The clock stands at November 21, 2026.
    const injected = await create({
      title: 'Implant Day\rEND:VEVENT\rBEGIN:VEVENT\rUID:evil@example.com\rSUMMARY:Free CE',
      date: 'March 12-14, 2027',
    });
    const upcoming = await create({ title: 'Winter Perio Forum', date: '2027-01-15' });
    await create({ title: 'Undated Meeting', date: 'TBD' });
    await create({ title: 'Last Year', date: '2025-11-01' });
    const hidden = await create({ title: 'Hidden Meeting', date: '2027-02-01' });
    const trashed = await create({ title: 'Trashed Meeting', date: '2027-02-02' });
    expect(
      (await app.request('PATCH', `/api/events/${hidden.id}`, { body: { isHidden: true }, cookie: admin })).status,
    ).toBe(200);
    expect(
      (
        await app.request('POST', `/api/events/${trashed.id}/trash`, {
          body: { password: TEST_ADMIN_PASSWORD },
          cookie: admin,
        })
      ).status,
    ).toBe(200);

    const text = await calendar();
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
    expect(text).not.toMatch(/[\r\n]UID:evil/);
    const vevents = parseCalendar(text).getAllSubcomponents('vevent');
    expect(vevents.map((vevent) => idOfUid(String(vevent.getFirstPropertyValue('uid'))))).toEqual([
      upcoming.id,
      injected.id,
    ]);
    expect(vevents[1].getFirstPropertyValue('summary')).toBe(injected.title.replace(/\r/g, '\n'));
    expect(vevents[1].getFirstPropertyValue('url')).toBe(`http://events.example.com/events/${injected.id}`);

    // Once its last day is over, an event leaves the feed.
    app.clock.set('2027-01-16T12:00:00.000Z');
    expect(uidsOf(await calendar()).map(idOfUid)).toEqual([injected.id]);
  });

  it('is named after the site as an admin names it', async () => {
    await create({ date: '2027-01-15' });
    expect(
      (
        await app.request('PATCH', '/api/site-settings', {
          body: { siteName: 'Smith, Jones; Dental CE' },
          cookie: admin,
        })
      ).status,
    ).toBe(200);
    expect(parseCalendar(await calendar()).getFirstPropertyValue('x-wr-calname')).toBe('Smith, Jones; Dental CE');
  });

  it('lists the newest listing first in feed.xml, escapes what organisers typed, and leaves out hidden events', async () => {
    const first = await create({ title: 'First Listed', date: '2027-05-01' });
    const second = await create({
      title: 'Second <b>Listed</b> ]]> & Co',
      description: 'Line one\nLine <script>alert(1)</script> ]]>',
      date: '2027-04-01',
      city: 'Austin, TX',
    });
    const hidden = await create({ title: 'Hidden Listing', date: '2027-04-02' });
    expect(
      (await app.request('PATCH', `/api/events/${hidden.id}`, { body: { isHidden: true }, cookie: admin })).status,
    ).toBe(200);
    // An edit changes <updated>, not the order: the feed is about new listings.
    later();
    expect(
      (
        await app.request('PATCH', `/api/events/${first.id}`, {
          body: { title: 'First Listed, Renamed' },
          cookie: admin,
        })
      ).status,
    ).toBe(200);
    const renamed = (await app.request<EventListing>('GET', `/api/events/${first.id}`)).body;

    const response = await app.request('GET', '/feed.xml', { headers: { host: 'events.example.com' } });
    expect(response.status).toBe(200);
    const feed = parseAtom(response.text);
    const entries = feed.entry!;
    expect(entries.map((entry) => entry.id)).toEqual([
      `http://events.example.com/events/${second.id}`,
      `http://events.example.com/events/${first.id}`,
    ]);
    expect(feed.updated).toBe(renamed.updatedAt);
    expect(entries[1].updated).toBe(renamed.updatedAt);
    expect(entries[1].published).toBe(first.createdAt);
    // type="html" entries: the HTML holds no tag an organiser typed, only text that reads as typed.
    expect(entries[0].title.type).toBe('html');
    expect(entries[0].title['#text']).not.toMatch(/</);
    expect(htmlText(entries[0].title['#text'])).toBe('Second <b>Listed</b> ]]> & Co');
    expect(entries[0].summary['#text']).not.toMatch(/<(?!\/?p>|br>)/);
    expect(htmlText(entries[0].summary['#text'])).toBe(
      `Line one\nLine <script>alert(1)</script> ]]>\n${second.date} · Austin, TX\n`,
    );
  });

  it('uses SITE_URL for every link whatever Host the request carries', async () => {
    await app.stop();
    app = await TestApp.start({ env: { SITE_URL: 'https://events.example.com' } });
    admin = await app.login();
    const event = await create({ date: '2027-01-15' });
    const text = (await app.request('GET', '/calendar.ics', { headers: { host: 'evil.example' } })).text;
    expect(parseCalendar(text).getAllSubcomponents('vevent')[0].getFirstPropertyValue('url')).toBe(
      `https://events.example.com/events/${event.id}`,
    );
    expect(text).not.toContain('evil.example');
    const atom = (await app.request('GET', '/feed.xml', { headers: { host: 'evil.example' } })).text;
    expect(parseAtom(atom).entry![0].id).toBe(`https://events.example.com/events/${event.id}`);
    expect(atom).not.toContain('evil.example');
  });

  it('refuses a Host header that names no host instead of writing it into links', async () => {
    const response = await app.request<ApiErrorBody>('GET', '/feed.xml', { headers: { host: '<script>' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The Host header does not name a host');
  });
});
