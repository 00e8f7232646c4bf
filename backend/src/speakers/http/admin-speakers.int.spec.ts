import {
  adminSpeakerStats,
  filterSpeakers,
  isPastListing,
  sortAdminEvents,
  type AdminSpeakersAnswer,
  type ApiErrorBody,
  type EventChoice,
  type EventListing,
  type Speaker,
} from '@dental/contracts';
import { TestApp } from '../../testing/test-app';

/**
 * GET /api/admin/speakers and GET /api/admin/event-choices (decision 0094): the groups the admin
 * speakers screen made in the browser from the whole of GET /api/speakers and GET /api/events, a
 * page at a time, and the events its menus offer.
 */
describe('the admin speakers screen and the event menus, from the server', () => {
  let app: TestApp;
  let admin: string;
  let events: EventListing[];

  const speakerForm = (eventId: string, name: string, overrides: Record<string, unknown> = {}) => ({
    eventId,
    name,
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
    profession: 'Periodontist',
    specialty: 'Periodontics',
    lectureTitle: 'Soft tissue grafting',
    ...overrides,
  });

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.login();
    events = [];
    // Twelve events with speakers (two pages of ten groups), one without, one hidden, one trashed.
    for (let index = 1; index <= 15; index += 1) {
      events.push(
        await app.createEvent(admin, {
          title: `Meeting ${index}`,
          date: `2027-${String(index % 12 || 12).padStart(2, '0')}-15`,
          isHidden: index === 14,
        }),
      );
    }
    for (const [index, event] of events.entries()) {
      if (index === 12) continue; // Meeting 13 has no speakers.
      for (const [at, name] of ['Ana Ortiz', 'Ben Okafor', `Chen ${index}`].entries()) {
        const response = await app.request<Speaker>('POST', '/api/speakers', {
          body: speakerForm(event.id, name, {
            profession: at === 1 ? 'Endodontist' : 'Periodontist',
            disclosure: at === 0 ? 'None' : '',
            socialLinks: at === 2 ? { linkedin: 'https://www.linkedin.com/in/chen' } : {},
          }),
          cookie: admin,
        });
        expect(response.status).toBe(201);
      }
    }
    const trashed = events[14];
    await app.trash(admin, `/api/events/${trashed.id}`);
  });
  afterAll(async () => {
    await app.stop();
  });

  const page = (query: string) =>
    app.request<AdminSpeakersAnswer>('GET', `/api/admin/speakers${query}`, { cookie: admin });

  /**
   * The screen's grouping in the browser, from the whole lists: the admin list's date order (events
   * of one date by id, decision 0105), each group filtered, speaker order.
   */
  async function groupedAsTheBrowserDid(search: string, eventId: string) {
    const all = sortAdminEvents(
      (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body,
      'date',
    );
    const speakers = (await app.request<Speaker[]>('GET', '/api/speakers', { cookie: admin })).body;
    const shown = filterSpeakers(speakers, { search, eventId });
    const groups = all
      .map((event) => ({
        event,
        all: speakers.filter((speaker) => speaker.eventId === event.id),
        shown: shown.filter((speaker) => speaker.eventId === event.id),
      }))
      .filter((group) => group.shown.length > 0);
    return { groups, speakers, shown };
  }

  it('answers the groups the screen made from the whole lists, a page of ten at a time', async () => {
    for (const [q, eventId] of [
      ['', ''],
      ['okafor', ''],
      ['ENDO', ''],
      ['chen 1', ''],
      ['', events[3].id],
      ['ortiz', events[3].id],
      ['nobody', ''],
    ]) {
      const expected = await groupedAsTheBrowserDid(q, eventId);
      const first = (await page(`?q=${encodeURIComponent(q)}&eventId=${eventId}`)).body;
      const second = (await page(`?q=${encodeURIComponent(q)}&eventId=${eventId}&page=2`)).body;
      const answered = [...first.items, ...(first.pages > 1 ? second.items : [])];
      expect({
        q,
        eventId,
        groups: answered.map((group) => [group.event.title, group.speakers.map((s) => s.id)]),
      }).toEqual({
        q,
        eventId,
        groups: expected.groups.map((group) => [group.event.title, group.shown.map((s) => s.id)]),
      });
      expect(first.total).toBe(expected.groups.length);
      expect(first.matching).toBe(expected.shown.length);
      for (const group of answered) {
        const whole = expected.groups.find((item) => item.event.id === group.event.id)!;
        expect(group.speakerCount).toBe(whole.all.length);
        expect(group.featuredCount).toBe(whole.all.filter((speaker) => speaker.isFeatured).length);
      }
      expect(first.stats).toEqual(adminSpeakerStats(expected.speakers));
    }
  });

  it('keeps its groups per change: after edits, moves, featuring, trashing and restoring it answers what the whole lists give', async () => {
    const everything = async () => {
      const expected = await groupedAsTheBrowserDid('', '');
      const answered = [...(await page('')).body.items, ...(await page('?page=2')).body.items];
      return {
        answered: answered.map((group) => [group.event.title, group.speakerCount, group.featuredCount, group.speakers]),
        expected: expected.groups.map((group) => [
          group.event.title,
          group.all.length,
          group.all.filter((speaker) => speaker.isFeatured).length,
          group.shown,
        ]),
        stats: [(await page('')).body.stats, adminSpeakerStats(expected.speakers)],
      };
    };
    const check = async () => {
      const { answered, expected, stats } = await everything();
      expect(answered).toEqual(expected);
      expect(stats[0]).toEqual(stats[1]);
    };
    await check();
    const speakers = (await app.request<Speaker[]>('GET', '/api/speakers', { cookie: admin })).body;
    const [first, second, third] = speakers.filter((speaker) => speaker.eventId === events[0].id);
    const patch = (id: string, body: unknown) => app.request('PATCH', `/api/speakers/${id}`, { body, cookie: admin });
    expect((await patch(first.id, { name: 'Ana Ortiz-Vega', disclosure: 'Consultant to Acme Dental' })).status).toBe(
      200,
    );
    expect((await patch(second.id, { isFeatured: true })).status).toBe(200);
    expect((await patch(third.id, { eventId: events[12].id })).status).toBe(200);
    await check();
    await app.trash(admin, `/api/speakers/${first.id}`);
    await app.trash(admin, `/api/events/${events[1].id}`);
    expect(
      (await app.request('PATCH', `/api/events/${events[2].id}`, { body: { title: 'Meeting Renamed' }, cookie: admin }))
        .status,
    ).toBe(200);
    // Moved in time: its group moves in the order.
    expect(
      (await app.request('PATCH', `/api/events/${events[4].id}`, { body: { date: '2027-12-20' }, cookie: admin }))
        .status,
    ).toBe(200);
    await check();

    expect((await app.request('POST', `/api/speakers/${first.id}/restore`, { cookie: admin })).status).toBe(200);
    expect((await app.request('POST', `/api/events/${events[1].id}/restore`, { cookie: admin })).status).toBe(200);
    await check();
    // A search, then a change that adds to what it finds, and the search's next page.
    const found = (await page('?q=okafor')).body;
    expect((await patch(first.id, { name: 'Ana Okafor' })).status).toBe(200);
    const expected = await groupedAsTheBrowserDid('okafor', '');
    const after = (await page('?q=okafor')).body;
    expect(after.matching).toBe(found.matching + 1);
    expect(after.matching).toBe(expected.shown.length);
    expect((await page('?q=okafor&page=2')).body.items.map((group) => group.speakers.map((one) => one.id))).toEqual(
      expected.groups.slice(10).map((group) => group.shown.map((one) => one.id)),
    );
    // Back as it was for the other tests.
    expect(
      (await app.request('PATCH', `/api/events/${events[4].id}`, { body: { date: '2027-05-15' }, cookie: admin }))
        .status,
    ).toBe(200);
    expect((await patch(third.id, { eventId: events[0].id })).status).toBe(200);
    expect((await patch(second.id, { isFeatured: false })).status).toBe(200);
    expect((await patch(first.id, { name: 'Ana Ortiz', disclosure: 'None' })).status).toBe(200);
    await check();
  });

  it('counts every listed speaker: the trashed event and its speakers are left out, the hidden one is in', async () => {
    const answer = (await page('')).body;
    expect(answer.stats).toEqual({ total: 39, events: 13, social: 13, disclosureMissing: 26 });
    expect(answer).toMatchObject({ total: 13, pages: 2, pageSize: 10 });
    expect(answer.items).toHaveLength(10);
    expect((await page('?page=7')).body).toMatchObject({ page: 2 });
  });

  it('offers every event not in the trash, by date, with a few fields each', async () => {
    const choices = (await app.request<EventChoice[]>('GET', '/api/admin/event-choices', { cookie: admin })).body;
    const all = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
    // Events not over yet by date (events of one date by id), then past ones the latest first (decision 0107).
    const byDate = sortAdminEvents(all, 'date');
    const now = app.clock.now();
    expect(choices).toEqual(
      [
        ...byDate.filter((event) => !isPastListing(event, now)),
        ...byDate.filter((event) => isPastListing(event, now)).reverse(),
      ].map(({ id, title, date, isHidden }) => ({ id, title, date, isHidden })),
    );
    expect(choices).toHaveLength(14);
    expect(choices.some((choice) => choice.isHidden)).toBe(true);
    expect((await app.request('GET', '/api/admin/event-choices')).status).toBe(401);
  });

  it('refuses unknown or invalid parameters with a message, and anyone not signed in', async () => {
    for (const [query, message] of [
      ['?page=0', 'page must be a whole number of at least 1'],
      [`?q=${'x'.repeat(201)}`, 'q must be under 200 characters'],
      [`?eventId=${'e'.repeat(101)}`, 'eventId must be under 100 characters'],
      ['?eventId=a&eventId=b', 'eventId must be given once'],
    ]) {
      const response = await page(query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect((response.body as unknown as ApiErrorBody).message).toContain(message);
    }
    expect((await page('?sort=name')).status).toBe(400);
    expect((await app.request('GET', '/api/admin/speakers')).status).toBe(401);
  });
});
