import {
  EVENT_CHOICES_FIRST_MAX,
  EVENT_MENU_LENGTH,
  adminEventSearchText,
  adminEventSearchWords,
  isPastListing,
  sortAdminEvents,
  type ApiErrorBody,
  type EventChoice,
  type EventListing,
} from '@dental/contracts';
import { TestApp } from '../../testing/test-app';

const CITIES = ['Boston', 'Montréal', 'Denver', 'Toronto'];

/**
 * GET /api/admin/event-choices (decisions 0094, 0107): every event not in the trash in the admin
 * list's date order, or the first of those the words find, as an event menu asks while an admin
 * types. Checked against the admin's whole list after changes, so the kept order is never trusted
 * on its own word.
 */
describe('the event menus: events by date, the first found by words', () => {
  let app: TestApp;
  let admin: string;
  let events: EventListing[];

  const choices = (query = '') =>
    app.request<EventChoice[]>('GET', `/api/admin/event-choices${query}`, { cookie: admin });

  /**
   * What the menu should offer: the admin's list without the trash, events not over yet by date
   * (events of one date by id), then past ones the other way round, found by words.
   */
  async function expected(q = '', first = Infinity): Promise<EventChoice[]> {
    const all = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
    const now = app.clock.now();
    const byDate = sortAdminEvents(all, 'date');
    const words = adminEventSearchWords(q);
    return [
      ...byDate.filter((event) => !isPastListing(event, now)),
      ...byDate.filter((event) => isPastListing(event, now)).reverse(),
    ]
      .filter((event) => words.every((word) => adminEventSearchText(event).includes(word)))
      .slice(0, first)
      .map(({ id, title, date, isHidden }) => ({ id, title, date, isHidden }));
  }

  async function expectEveryQuery(): Promise<void> {
    for (const [q, first] of [
      ['', undefined],
      ['', EVENT_MENU_LENGTH + 1],
      ['', 3],
      ['boston', EVENT_MENU_LENGTH + 1],
      ['montreal', 5],
      ['BOSTON 2028', EVENT_MENU_LENGTH + 1],
      ['2028 boston', EVENT_MENU_LENGTH + 1],
      ['implant', 1],
      ['no such words', EVENT_MENU_LENGTH + 1],
    ] as const) {
      const query = new URLSearchParams({ q, ...(first === undefined ? {} : { first: String(first) }) });
      const response = await choices(`?${query}`);
      expect({ query: `${query}`, status: response.status }).toEqual({ query: `${query}`, status: 200 });
      expect(response.body).toEqual(await expected(q, first));
    }
  }

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.login();
    events = [];
    // More events than a menu offers before a search, several on one date (their order is by id).
    for (let index = 0; index < EVENT_MENU_LENGTH + 10; index += 1) {
      const city = CITIES[index % CITIES.length];
      events.push(
        await app.createEvent(admin, {
          title: `${index % 7 === 0 ? 'Implant' : 'Perio'} Meeting ${index} in ${city}`,
          city,
          // Past and coming years, several events on one date.
          date: `${2024 + (index % 5)}-${String((index % 12) + 1).padStart(2, '0')}-${index % 5 === 0 ? '15' : '20'}`,
          isHidden: index % 11 === 0,
        }),
      );
    }
    await app.trash(admin, `/api/events/${events[1].id}`);
  }, 60_000);

  afterAll(() => app.stop());

  /** The day after the app's today, YYYY-MM-DD: sooner than any coming event made above. */
  function nextDay(): string {
    const day = new Date(app.clock.now().getTime() + 86_400_000);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  }

  it('offers every event not in the trash by date, or the first the words find, hidden events too', async () => {
    const all = (await choices()).body;
    expect(all).toHaveLength(EVENT_MENU_LENGTH + 9);
    expect(all.some((choice) => choice.id === events[1].id)).toBe(false);
    expect(all.some((choice) => choice.isHidden)).toBe(true);
    expect((await choices(`?first=${EVENT_MENU_LENGTH + 1}`)).body).toHaveLength(EVENT_MENU_LENGTH + 1);
    // Accents and case do not matter, and every word must be there.
    expect((await choices('?q=MONTREAL')).body.map((choice) => choice.title)).toEqual(
      (await expected('montreal')).map((choice) => choice.title),
    );
    expect((await choices('?q=montreal')).body.length).toBeGreaterThan(0);
    await expectEveryQuery();
  });

  it('follows each change: a renamed, moved, trashed or restored event is offered where it now belongs', async () => {
    // Warm the kept order first, so the changes below are followed rather than read afresh.
    await expectEveryQuery();
    const [renamed, moved, trashed] = [events[4], events[9], events[20]];
    const edit = (id: string, body: Record<string, unknown>) =>
      app.request('PATCH', `/api/events/${id}`, { body, cookie: admin });
    expect((await edit(renamed.id, { title: 'Renamed Boston Implant Day' })).status).toBe(200);
    // Moved to the soonest date that is not over: the first the menu offers.
    expect((await edit(moved.id, { date: nextDay() })).status).toBe(200);
    await app.trash(admin, `/api/events/${trashed.id}`);
    await expectEveryQuery();
    expect((await choices('?first=1')).body.map((choice) => choice.id)).toEqual([moved.id]);
    expect((await choices('?q=renamed')).body.map((choice) => choice.id)).toEqual([renamed.id]);

    const restored = await app.request('POST', `/api/events/${trashed.id}/restore`, { cookie: admin });
    expect(restored.status).toBe(200);
    await expectEveryQuery();
    expect((await choices()).body.some((choice) => choice.id === trashed.id)).toBe(true);
  });

  it('refuses bad parameters with a message, and anyone not signed in', async () => {
    const firstMessage = `first must be a whole number from 1 to ${EVENT_CHOICES_FIRST_MAX}`;
    for (const [query, message] of [
      ['?first=0', firstMessage],
      [`?first=${EVENT_CHOICES_FIRST_MAX + 1}`, firstMessage],
      ['?first=2.5', firstMessage],
      ['?first=some', firstMessage],
      ['?first=1&first=2', firstMessage],
      [`?q=${'x'.repeat(201)}`, 'q must be under 200 characters'],
      ['?q=a&q=b', 'q must be given once'],
      ['?page=2', 'page'],
    ]) {
      const response = await choices(query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect((response.body as unknown as ApiErrorBody).message).toContain(message);
    }
    expect((await app.request('GET', '/api/admin/event-choices?first=5')).status).toBe(401);
  });
});
