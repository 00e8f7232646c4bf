import {
  ADMIN_EVENT_FILTERS,
  ADMIN_EVENT_SORTS,
  countListings,
  featuredSlotsUsed,
  listAdminEvents,
  type AdminEventsAnswer,
  type ApiErrorBody,
  type EventListing,
} from '@dental/contracts';
import { TestApp } from '../../testing/test-app';

/**
 * GET /api/admin/events: the admin events screen's page (decision 0093). Its pages are the ones
 * the screen worked out in the browser from the whole of GET /api/events, with the counts of
 * every event not in the trash. The test clock starts on 2026-11-21.
 */
describe('GET /api/admin/events', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.login();
    const create = (overrides: Record<string, unknown>) => app.createEvent(admin, overrides);
    // Enough for two pages, with every filter holding something; 'Montréal' for the accents.
    for (let index = 1; index <= 23; index += 1)
      await create({
        title: `Course ${String(index).padStart(2, '0')}`,
        date: `2027-0${(index % 9) + 1}-1${index % 10}`,
      });
    await create({ title: 'Montréal Restorative Congress', city: 'Montreal, QC', date: '2027-10-22' });
    await create({ title: 'Spring Review', date: 'April 10, 2026' });
    await create({ title: 'Hidden Workshop', isHidden: true, date: '2027-02-02' });
    const featured = await create({ title: 'Featured Symposium', date: '2027-05-05' });
    expect(
      (await app.request('PATCH', `/api/events/${featured.id}`, { body: { isFeatured: true }, cookie: admin })).status,
    ).toBe(200);
    const trashed = await create({ title: 'Trashed Meeting', date: '2027-06-06' });
    await app.trash(admin, `/api/events/${trashed.id}`);
  });
  afterAll(async () => {
    await app.stop();
  });

  const page = (query: string) => app.request<AdminEventsAnswer>('GET', `/api/admin/events${query}`, { cookie: admin });

  it('answers the pages the screen worked out from the whole list, for every filter and order', async () => {
    const all = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
    const trashed = (await app.request<EventListing[]>('GET', '/api/events/trash', { cookie: admin })).body;
    const now = app.clock.now();
    for (const show of ADMIN_EVENT_FILTERS)
      for (const sort of ADMIN_EVENT_SORTS)
        for (const [q, pageNumber] of [
          ['', 1],
          ['', 2],
          ['course 1', 1],
          ['montreal', 1],
        ] as const) {
          const expected = listAdminEvents(show === 'trash' ? trashed : all, { q, show, sort, page: pageNumber }, now);
          const answer = (await page(`?show=${show}&sort=${sort}&page=${pageNumber}&q=${encodeURIComponent(q)}`)).body;
          expect({ show, sort, q, ids: answer.items.map((event) => event.id) }).toEqual({
            show,
            sort,
            q,
            ids: expected.items.map((event) => event.id),
          });
          expect(answer).toMatchObject({
            total: expected.total,
            page: expected.page,
            pages: expected.pages,
            pageSize: 20,
          });
        }
  });

  it('counts every event not in the trash whatever the search, as the spec counts them', async () => {
    const all = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
    const answer = (await page('?q=montreal&show=past')).body;
    expect(answer.total).toBe(0);
    expect(answer.counts).toEqual(countListings(all, app.clock.now()));
    expect(answer.counts).toEqual({ total: 27, upcoming: 26, past: 1 });
    expect(answer.featured).toEqual(featuredSlotsUsed(all, app.clock.now()));
    expect(answer.featured).toEqual({ used: 1, limit: 6, stale: 0 });
  });

  it('leaves the agenda out, and says when a trashed event will be purged', async () => {
    const listed = (await page('')).body.items;
    expect(listed).toHaveLength(20);
    for (const event of listed) {
      expect(event).not.toHaveProperty('agenda');
      expect(event.purgeAt).toBeNull();
    }
    const inTrash = (await page('?show=trash')).body;
    expect(inTrash.items.map((event) => [event.title, event.purgeAt])).toEqual([
      ['Trashed Meeting', expect.stringMatching(/^2026-12-05T/)],
    ]);
  });

  it('pages by the size asked for: the sponsors screen asks for ten event cards a page', async () => {
    const all = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
    for (const pageNumber of [1, 2, 3]) {
      const expected = listAdminEvents(
        all,
        { q: '', show: 'all', sort: 'date', page: pageNumber },
        app.clock.now(),
        10,
      );
      const answer = (await page(`?show=all&sort=date&pageSize=10&page=${pageNumber}`)).body;
      expect(answer.items.map((event) => event.id)).toEqual(expected.items.map((event) => event.id));
      expect(answer).toMatchObject({ total: 27, pages: 3, page: pageNumber, pageSize: 10 });
    }
    expect((await page('?show=all&sort=date&pageSize=10&page=3')).body.items).toHaveLength(7);
  });

  it('answers the last page when asked for one past the end', async () => {
    const answer = (await page('?sort=title&page=9')).body;
    expect(answer).toMatchObject({ page: 2, pages: 2, total: 27 });
    expect(answer.items).toHaveLength(7);
  });

  it('refuses unknown or invalid parameters with a message, and anyone not signed in', async () => {
    const cases: Array<[string, string]> = [
      ['?show=archived', 'show must be one of all, upcoming, past, hidden, featured, trash'],
      ['?sort=newest', 'sort must be one of changed, date, soonest, title'],
      ['?page=0', 'page must be a whole number of at least 1'],
      ['?page=two', 'page must be a whole number of at least 1'],
      [`?q=${'x'.repeat(201)}`, 'q must be under 200 characters'],
      ['?q=a&q=b', 'q must be given once'],
      ['?pageSize=0', 'pageSize must be a whole number from 1 to 100'],
      ['?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
      ['?pageSize=ten', 'pageSize must be a whole number from 1 to 100'],
    ];
    for (const [query, message] of cases) {
      const response = await page(query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect((response.body as unknown as ApiErrorBody).message).toContain(message);
    }
    const unknown = await page('?color=red');
    expect(unknown.status).toBe(400);
    expect((await app.request('GET', '/api/admin/events')).status).toBe(401);
  });

  // Last: it changes the events the tests above count.
  it('follows every change of an event, and the day for what is past', async () => {
    const compare = async () => {
      const all = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
      const trashed = (await app.request<EventListing[]>('GET', '/api/events/trash', { cookie: admin })).body;
      const now = app.clock.now();
      for (const [show, sort, q] of [
        ['all', 'changed', ''],
        ['past', 'date', ''],
        ['upcoming', 'date', ''],
        ['upcoming', 'title', 'course'],
        ['hidden', 'title', ''],
        ['featured', 'changed', ''],
        ['trash', 'changed', ''],
        ['all', 'title', 'renamed'],
        ['all', 'soonest', ''],
        ['past', 'soonest', ''],
        ['featured', 'soonest', ''],
        ['trash', 'soonest', ''],
      ] as const) {
        const expected = listAdminEvents(show === 'trash' ? trashed : all, { q, show, sort, page: 1 }, now);
        const answer = (await page(`?show=${show}&sort=${sort}&q=${q}`)).body;
        expect({ show, sort, q, ids: answer.items.map((event) => event.id), total: answer.total }).toEqual({
          show,
          sort,
          q,
          ids: expected.items.map((event) => event.id),
          total: expected.total,
        });
        expect(answer.counts).toEqual(countListings(all, now));
        expect(answer.featured).toEqual(featuredSlotsUsed(all, now));
      }
    };
    await compare();
    const [first, second, third, fourth, fifth] = (await page('?sort=title')).body.items;
    const patch = (id: string, body: unknown) => app.request('PATCH', `/api/events/${id}`, { body, cookie: admin });
    expect((await patch(first.id, { title: 'Renamed Course' })).status).toBe(200);
    await compare();
    expect((await patch(second.id, { isHidden: true })).status).toBe(200);
    await app.trash(admin, `/api/events/${third.id}`);
    await app.createEvent(admin, { title: 'Late Addition', date: '2026-12-01' });
    await compare();
    // Moved in time, to a day already over, and featured: each list, order and count follows.
    expect((await patch(fourth.id, { date: '2026-11-02' })).status).toBe(200);
    expect((await patch(fifth.id, { isFeatured: true })).status).toBe(200);
    await compare();
    expect((await app.request('POST', `/api/events/${third.id}/restore`, { cookie: admin })).status).toBe(200);
    await compare();
    // Nothing changes but the day: 'Late Addition' and the spring courses are over.
    app.clock.advanceDays(200);
    admin = await app.login();
    await compare();
  });
});
