import type { ApiErrorBody, EventListing, EventSearchAnswer, FeaturedEventsAnswer } from '@dental/contracts';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import { PublicEventViews } from '../public-event-views';

/** Local noon, so the calendar day is November 21, 2026 in any time zone. */
const TODAY = new Date(2026, 10, 21, 12, 0, 0);

describe('paged public event reads', () => {
  let app: TestApp;
  let admin: string;
  /** Event ids by a short name. */
  const ids: Record<string, string> = {};

  const create = async (name: string, overrides: Record<string, unknown>) => {
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm({ title: name, description: `About ${name}.`, location: 'Convention Center', ...overrides }),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    ids[name] = response.body.id;
    return response.body;
  };
  const setFlag = async (name: string, flag: Record<string, boolean>) => {
    expect((await app.request('PATCH', `/api/events/${ids[name]}`, { body: flag, cookie: admin })).status).toBe(200);
  };
  const search = async (query = '', cookie?: string) => {
    const response = await app.request<EventSearchAnswer>('GET', `/api/events/search${query}`, { cookie });
    expect(response.status).toBe(200);
    return response.body;
  };
  const titles = (answer: { items: Array<{ title: string }> } | Array<{ title: string }>) =>
    (Array.isArray(answer) ? answer : answer.items).map((event) => event.title);

  /** A new app on November 21, 2026 with nine events: seven public, one hidden, one in the trash. */
  const startWithEvents = async () => {
    app = await TestApp.start();
    app.clock.set(TODAY);
    admin = await app.login();
    await create('Undated Toronto', { date: 'TBD', city: 'Toronto' });
    await create('Spring Chicago', { date: '2026-03-10', city: 'Chicago' });
    await create('October Dallas', { date: 'October 5-7, 2026', city: 'Dallas' });
    await create('October Austin', { date: '2026-10-07', city: 'Austin' });
    await create('Now Dallas', { date: 'November 20-22, 2026', city: 'Dallas' });
    await create('December Boston', {
      date: '2026-12-01',
      city: 'Boston',
      location: 'Hynes Convention Center',
      agenda: [{ date: '2026-12-01', sessions: [{ title: 'Opening lecture' }] }],
    });
    await create('March dallas', { date: '2027-03-15', city: 'dallas' });
    await create('Hidden Dallas', { date: '2026-12-05', city: 'Dallas' });
    await setFlag('Hidden Dallas', { isHidden: true });
    await create('Trashed Dallas', { date: '2026-12-06', city: 'Dallas' });
    const trashed = await app.request('POST', `/api/events/${ids['Trashed Dallas']}/trash`, {
      body: { password: TEST_ADMIN_PASSWORD },
      cookie: admin,
    });
    expect(trashed.status).toBe(200);
  };
  const stop = () => app.stop();

  describe('GET /api/events/search', () => {
    // These tests only read (one moves the clock): they share one app and its events, each starting on November 21.
    beforeAll(startWithEvents);
    afterAll(stop);
    beforeEach(() => app.clock.set(TODAY));

    it('without `upcoming` lists every public event in the order GET /api/events uses', async () => {
      const answer = await search();
      const list = (await app.request<EventListing[]>('GET', '/api/events')).body;
      expect(answer.items.map((event) => event.id)).toEqual(list.map((event) => event.id));
      expect(titles(answer)).toEqual([
        'Undated Toronto',
        'Spring Chicago',
        'October Dallas',
        'October Austin',
        'Now Dallas',
        'December Boston',
        'March dallas',
      ]);
      expect(answer).toMatchObject({ total: 7, page: 1, pageSize: 12 });
    });

    it('upcoming=true lists events not over yet, soonest first, happening now included, unknown dates last', async () => {
      const answer = await search('?upcoming=true');
      expect(titles(answer)).toEqual(['Now Dallas', 'December Boston', 'March dallas', 'Undated Toronto']);
      expect(answer.total).toBe(4);
    });

    it('upcoming=false lists past events newest first, by last day and then by first day', async () => {
      // 'October 5-7' and 'October 7' end the same day; the one that started later is newer.
      expect(titles(await search('?upcoming=false'))).toEqual(['October Austin', 'October Dallas', 'Spring Chicago']);
    });

    it('moves an event to the past list once its last day has gone by, without any write', async () => {
      app.clock.set(new Date(2026, 10, 23, 12, 0, 0));
      expect(titles(await search('?upcoming=true'))).toEqual(['December Boston', 'March dallas', 'Undated Toronto']);
      expect(titles(await search('?upcoming=false'))[0]).toBe('Now Dallas');
    });

    it('pages with a total that counts every match', async () => {
      const second = await search('?pageSize=3&page=2');
      expect(titles(second)).toEqual(['October Austin', 'Now Dallas', 'December Boston']);
      expect(second).toMatchObject({ total: 7, page: 2, pageSize: 3 });
      const last = await search('?pageSize=3&page=3');
      expect(titles(last)).toEqual(['March dallas']);
      const beyond = await search('?pageSize=3&page=4');
      expect(beyond).toMatchObject({ items: [], total: 7, page: 4 });
    });

    it('answers summaries: events without their agenda', async () => {
      const answer = await search('?q=hynes');
      expect(titles(answer)).toEqual(['December Boston']);
      expect(answer.items[0]).not.toHaveProperty('agenda');
      expect(answer.items[0]).toMatchObject({ id: ids['December Boston'], city: 'Boston', date: '2026-12-01' });
      expect(
        (await app.request<EventListing>('GET', `/api/events/${ids['December Boston']}`)).body.agenda,
      ).not.toBeNull();
    });

    it('q matches title, description, location and city in any case', async () => {
      expect(titles(await search('?q=OCTOBER'))).toEqual(['October Dallas', 'October Austin']);
      expect(titles(await search('?q=about%20spring'))).toEqual(['Spring Chicago']);
      expect(titles(await search('?q=hynes%20convention'))).toEqual(['December Boston']);
      expect(titles(await search('?q=toronto'))).toEqual(['Undated Toronto']);
      expect(await search('?q=nowhere')).toMatchObject({ items: [], total: 0 });
    });

    it('city is exact in any case, not a substring', async () => {
      expect(titles(await search('?city=DALLAS'))).toEqual(['October Dallas', 'Now Dallas', 'March dallas']);
      expect((await search('?city=Dal')).total).toBe(0);
    });

    it('month keeps events starting in that month', async () => {
      expect(titles(await search('?month=2026-10'))).toEqual(['October Dallas', 'October Austin']);
      expect(titles(await search('?month=2026-11'))).toEqual(['Now Dallas']);
    });

    it('combines filters', async () => {
      expect(titles(await search('?upcoming=true&city=dallas'))).toEqual(['Now Dallas', 'March dallas']);
      expect(titles(await search('?upcoming=false&city=dallas&month=2026-10'))).toEqual(['October Dallas']);
    });

    it('counts facets over the events matching every other filter, upcoming included', async () => {
      // Events with no CE data: every one counts as in person, with no subject, audience or region.
      const noCe = { topic: {}, audience: {}, region: {} };
      expect((await search('?upcoming=true')).facets).toEqual({
        city: { Boston: 1, Dallas: 2, Toronto: 1 },
        month: { '2026-11': 1, '2026-12': 1, '2027-03': 1 },
        format: { in_person: 4 },
        ...noCe,
      });
      // The city facet ignores the city filter; the month facet applies it.
      expect((await search('?upcoming=true&city=Dallas')).facets).toEqual({
        city: { Boston: 1, Dallas: 2, Toronto: 1 },
        month: { '2026-11': 1, '2027-03': 1 },
        format: { in_person: 2 },
        ...noCe,
      });
      expect((await search('?month=2026-10')).facets).toEqual({
        city: { Austin: 1, Dallas: 1 },
        month: { '2026-03': 1, '2026-10': 2, '2026-11': 1, '2026-12': 1, '2027-03': 1 },
        format: { in_person: 2 },
        ...noCe,
      });
      expect((await search('?q=october')).facets).toEqual({
        city: { Austin: 1, Dallas: 1 },
        month: { '2026-10': 2 },
        format: { in_person: 2 },
        ...noCe,
      });
    });

    it('never lists or counts hidden or trashed events, for admins either', async () => {
      for (const cookie of [undefined, admin]) {
        const answer = await search('?pageSize=100', cookie);
        expect(titles(answer)).not.toContain('Hidden Dallas');
        expect(titles(answer)).not.toContain('Trashed Dallas');
        expect(answer.facets.city.Dallas).toBe(3);
        expect(answer.facets.month['2026-12']).toBe(1);
        expect((await search('?q=hidden', cookie)).total).toBe(0);
        expect((await search('?q=trashed', cookie)).total).toBe(0);
      }
    });

    it('lists each facet in order: cities alphabetically under their usual spelling, other values by their own order', async () => {
      const { facets } = await search();
      expect(Object.keys(facets.city)).toEqual(['Austin', 'Boston', 'Chicago', 'Dallas', 'Toronto']);
      expect(Object.keys(facets.month)).toEqual(['2026-03', '2026-10', '2026-11', '2026-12', '2027-03']);
    });

    it.each([
      ['an unknown parameter', '?colour=blue', 'Unknown field(s): colour'],
      ['an unknown sort', '?sort=title', "sort must be 'date' or 'credits'"],
      ['pageSize 101', '?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
      ['pageSize 0', '?pageSize=0', 'pageSize must be a whole number from 1 to 100'],
      ['page 0', '?page=0', 'page must be a whole number of at least 1'],
      ['a page that is not a number', '?page=two', 'page must be a whole number of at least 1'],
      ['upcoming=yes', '?upcoming=yes', "upcoming must be 'true' or 'false'"],
      ['month 2026-13', '?month=2026-13', 'month must be written YYYY-MM'],
      ['a repeated parameter that is not repeatable', '?city=Dallas&city=Boston', 'city must be given once'],
    ])('answers 400 in the API error shape for %s', async (_case, query, message) => {
      const response = await app.request<ApiErrorBody>('GET', `/api/events/search${query}`);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
      expect(Array.isArray(response.body.issues)).toBe(true);
      if (message) expect(response.body.issues?.map((issue) => issue.message)).toContain(message);
    });
  });

  describe('GET /api/events/search after a write', () => {
    beforeEach(startWithEvents);
    afterEach(stop);

    it('re-derives only the event a write touched, never listing the read models again', async () => {
      await search();
      const readStore = app.get(ReadStore);
      const list = jest.spyOn(readStore, 'list');
      const get = jest.spyOn(readStore, 'get');
      const before = new Map((await app.get(PublicEventViews).snapshot()).byId);
      await search('?upcoming=true&q=dallas');
      await search('?upcoming=false&page=2&pageSize=1');
      await app.request('GET', '/api/events/featured');
      expect(get).not.toHaveBeenCalled();

      await create('New Denver', { date: '2027-01-10', city: 'Denver' });
      get.mockClear();
      expect(titles(await search('?city=denver'))).toEqual(['New Denver']);
      expect(list).not.toHaveBeenCalled();
      // The touched event's document and its stored public view (decision 0075).
      expect(get.mock.calls.map(([collection, id]) => `${collection}/${id}`)).toEqual([
        `events/${ids['New Denver']}`,
        `public-views/${ids['New Denver']}`,
      ]);
      // Every other event keeps its entry: the same object, not worked out again.
      const after = await app.get(PublicEventViews).snapshot();
      expect(after.byId.size).toBe(before.size + 1);
      for (const [id, entry] of before) expect(after.byId.get(id)).toBe(entry);
    });
  });

  describe('GET /api/events/featured', () => {
    beforeEach(startWithEvents);
    afterEach(stop);

    it('puts featured events first and fills up with the rest by date, never an event that is over', async () => {
      // An event over by now was featured while it was upcoming: it keeps the flag but is not shown.
      app.clock.set(new Date(2026, 2, 1, 12, 0, 0));
      admin = await app.login();
      await setFlag('Spring Chicago', { isFeatured: true });
      app.clock.set(new Date(2026, 10, 21, 12, 0, 0));
      admin = await app.login();
      await setFlag('March dallas', { isFeatured: true });
      const response = await app.request<FeaturedEventsAnswer>('GET', '/api/events/featured');
      expect(response.status).toBe(200);
      // The home rule's order, featured first, then by date; an event nobody can date comes after the dated ones.
      expect(titles(response.body)).toEqual(['March dallas', 'Now Dallas', 'December Boston', 'Undated Toronto']);
      expect(response.body[0]).not.toHaveProperty('agenda');
    });

    it('shows at most 6 and leaves out hidden events, featured or not', async () => {
      for (let month = 1; month <= 6; month += 1) await create(`Next year ${month}`, { date: `2027-0${month}-20` });
      // Featured while public, then hidden: it keeps the flag but is not shown.
      await setFlag('Hidden Dallas', { isHidden: false });
      await setFlag('Hidden Dallas', { isFeatured: true });
      await setFlag('Hidden Dallas', { isHidden: true });
      const featured = (await app.request<FeaturedEventsAnswer>('GET', '/api/events/featured')).body;
      expect(featured).toHaveLength(6);
      expect(titles(featured)).not.toContain('Hidden Dallas');
      expect(titles(featured)).not.toContain('Trashed Dallas');
    });

    it('drops an event from the list on the day after its last day', async () => {
      expect(titles((await app.request<FeaturedEventsAnswer>('GET', '/api/events/featured')).body)).toContain(
        'Now Dallas',
      );
      app.clock.set(new Date(2026, 10, 23, 9, 0, 0));
      const featured = titles((await app.request<FeaturedEventsAnswer>('GET', '/api/events/featured')).body);
      expect(featured).not.toContain('Now Dallas');
      expect(featured).toEqual(['December Boston', 'March dallas', 'Undated Toronto']);
    });
  });
});
