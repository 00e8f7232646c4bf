import {
  AS_OF_INVALID_MESSAGE,
  EVENTS_AS_OF_PAGE_SIZE,
  type ApiErrorBody,
  type EventListing,
  type EventsAsOfAnswer,
} from '@dental/contracts';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';
import { PointInTimeService } from './point-in-time.service';

/**
 * The events list as it was at a moment (decisions 0013, 0109): every event whole at
 * GET /api/events?asOf=, a page of summaries at a time at GET /api/admin/events-as-of.
 */
describe('the events list as it was (point in time)', () => {
  let app: TestApp;
  let admin: string;

  beforeEach(async () => {
    app = await TestApp.start();
  });
  afterEach(async () => {
    await app.stop();
  });

  const at = async (time: string) => {
    app.clock.set(time);
    admin = await app.login();
  };
  const create = async (overrides: Record<string, unknown>) =>
    (await app.request<EventListing>('POST', '/api/events', { body: eventForm(overrides), cookie: admin })).body;

  describe('GET /api/events?asOf=', () => {
    const asOf = async (time: string) => {
      const response = await app.request<EventListing[]>('GET', `/api/events?asOf=${encodeURIComponent(time)}`, {
        cookie: admin,
      });
      expect(response.status).toBe(200);
      return response.body.map((event) => ({
        title: event.title,
        isHidden: event.isHidden,
        isFeatured: event.isFeatured,
      }));
    };

    it('answers the list as it was at three moments of a scripted history', async () => {
      // Moment 1 (March): two events listed, one featured.
      await at('2026-03-01T09:00:00.000Z');
      const alpha = await create({ title: 'Alpha Implant Forum', date: '2026-09-01' });
      const beta = await create({ title: 'Beta Ortho Days', date: '2026-10-01' });
      await app.request('PATCH', `/api/events/${alpha.id}`, { body: { isFeatured: true }, cookie: admin });
      // Moment 2 (April): Alpha renamed, Beta hidden, Gamma listed.
      await at('2026-04-01T09:00:00.000Z');
      await app.request('PATCH', `/api/events/${alpha.id}`, { body: { title: 'Alpha Implant Summit' }, cookie: admin });
      await app.request('PATCH', `/api/events/${beta.id}`, { body: { isHidden: true }, cookie: admin });
      await create({ title: 'Gamma Perio Retreat', date: '2026-11-01' });
      // Moment 3 (May): Alpha trashed, Beta shown again.
      await at('2026-05-01T09:00:00.000Z');
      await app.request('POST', `/api/events/${alpha.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      await app.request('PATCH', `/api/events/${beta.id}`, { body: { isHidden: false }, cookie: admin });

      expect(await asOf('2026-02-28T23:59:59Z')).toEqual([]);
      expect(await asOf('2026-03-15T00:00:00Z')).toEqual([
        { title: 'Alpha Implant Forum', isHidden: false, isFeatured: true },
        { title: 'Beta Ortho Days', isHidden: false, isFeatured: false },
      ]);
      expect(await asOf('2026-04-15')).toEqual([
        { title: 'Alpha Implant Summit', isHidden: false, isFeatured: true },
        { title: 'Beta Ortho Days', isHidden: true, isFeatured: false },
        { title: 'Gamma Perio Retreat', isHidden: false, isFeatured: false },
      ]);
      expect(await asOf('2026-05-02T00:00:00+02:00')).toEqual([
        { title: 'Beta Ortho Days', isHidden: false, isFeatured: false },
        { title: 'Gamma Perio Retreat', isHidden: false, isFeatured: false },
      ]);
      // The present list is untouched by these replays.
      const now = await app.request<EventListing[]>('GET', '/api/events', { cookie: admin });
      expect(now.body.map((event) => event.title)).toEqual(['Beta Ortho Days', 'Gamma Perio Retreat']);
    });

    it('keeps backdated domain events: it filters by occurredAt rather than stopping at the first later one', async () => {
      await at('2026-06-01T09:00:00.000Z');
      await create({ title: 'Recorded Now' });
      // A command dated in the past but appended later (as the demo data does).
      const { CommandBus } = await import('@nestjs/cqrs');
      const { ForEvent } = await import('../../events/commands');
      await app.app
        .get(CommandBus)
        .execute(
          new ForEvent(
            { type: 'CreateEvent', fields: { ...eventForm({ title: 'Backdated' }), agenda: null } },
            { actor: 'system', occurredAt: new Date('2026-01-01T00:00:00Z'), correlationId: 'c', causationId: 'c' },
          ),
        );
      expect((await asOf('2026-02-01')).map((event) => event.title)).toEqual(['Backdated']);
      expect((await asOf('2026-06-02')).map((event) => event.title).sort()).toEqual(['Backdated', 'Recorded Now']);
    });

    it('is for admins only, and refuses a bad time with 400', async () => {
      await at('2026-06-01T09:00:00.000Z');
      expect((await app.request('GET', '/api/events?asOf=2026-01-01')).status).toBe(401);
      for (const bad of ['yesterday', '2026-13-01', '2026-02-30', '', '2026-01-01T10:00']) {
        const response = await app.request<ApiErrorBody>('GET', `/api/events?asOf=${encodeURIComponent(bad)}`, {
          cookie: admin,
        });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(
          'asOf must be a date (2026-03-01) or an ISO date-time (2026-03-01T12:00:00Z).',
        );
      }
    });

    it('caches an answer until the log moves on', async () => {
      await at('2026-06-01T09:00:00.000Z');
      await create({ title: 'One' });
      const service = app.get(PointInTimeService);
      const replay = jest.spyOn(service, 'readModelsAsOf');
      await asOf('2026-07-01');
      await asOf('2026-07-01');
      expect(replay).toHaveBeenCalledTimes(1);
      await create({ title: 'Two' });
      expect(await asOf('2026-07-01')).toHaveLength(2);
      expect(replay).toHaveBeenCalledTimes(2);
    });

    it('lets go of an answer once the log moves on, and of one no admin has read for ten minutes', async () => {
      await at('2026-06-01T09:00:00.000Z');
      await create({ title: 'One' });
      const service = app.get(PointInTimeService);
      const replay = jest.spyOn(service, 'readModelsAsOf');
      await asOf('2026-07-01');
      await asOf('2026-07-02');
      expect(service.keptAnswers).toBe(2);
      // Nine minutes later the first is read again, so it is kept; the second, unread for ten, goes.
      app.clock.set('2026-06-01T09:09:00.000Z');
      await asOf('2026-07-01');
      app.clock.set('2026-06-01T09:10:00.000Z');
      service.letGo();
      expect(service.keptAnswers).toBe(1);
      await asOf('2026-07-01');
      expect(replay).toHaveBeenCalledTimes(2);
      // A change: the answers of the head before it are let go at the next read.
      await create({ title: 'Two' });
      await asOf('2026-07-03');
      expect(service.keptAnswers).toBe(1);
      expect(replay).toHaveBeenCalledTimes(3);
    });
  });

  describe('GET /api/admin/events-as-of', () => {
    const asOf = async (query: string) => {
      const response = await app.request<EventsAsOfAnswer>('GET', `/api/admin/events-as-of?${query}`, {
        cookie: admin,
      });
      expect(response.status).toBe(200);
      return response.body;
    };
    const titles = (answer: EventsAsOfAnswer) => answer.items.map((event) => event.title);

    it('answers a page of what was public then, or of every event with hidden=1, with the counts of then', async () => {
      await at('2026-03-01T09:00:00.000Z');
      const alpha = await create({ title: 'Alpha Implant Forum', date: '2026-09-01', city: 'Denver' });
      const beta = await create({ title: 'Beta Ortho Days', date: '2026-08-01', city: 'Toronto' });
      await app.request('PATCH', `/api/events/${alpha.id}`, { body: { isFeatured: true }, cookie: admin });
      await at('2026-04-01T09:00:00.000Z');
      await app.request('PATCH', `/api/events/${alpha.id}`, { body: { title: 'Alpha Implant Summit' }, cookie: admin });
      await app.request('PATCH', `/api/events/${beta.id}`, { body: { isHidden: true }, cookie: admin });
      await create({ title: 'Gamma Perio Retreat', date: '2026-10-01', city: 'Denver' });
      await at('2026-05-01T09:00:00.000Z');
      await app.request('POST', `/api/events/${alpha.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });

      const march = await asOf('asOf=2026-03-15');
      // The public lists' date order: Beta (August) before Alpha (September).
      expect(titles(march)).toEqual(['Beta Ortho Days', 'Alpha Implant Forum']);
      expect(march).toMatchObject({
        total: 2,
        listed: 2,
        hidden: 0,
        page: 1,
        pages: 1,
        pageSize: EVENTS_AS_OF_PAGE_SIZE,
      });
      expect(march.items[1].isFeatured).toBe(true);
      // Summaries: a page never carries an agenda.
      expect(march.items.every((event) => !('agenda' in event))).toBe(true);

      const april = await asOf('asOf=2026-04-15T00:00:00Z');
      expect(titles(april)).toEqual(['Alpha Implant Summit', 'Gamma Perio Retreat']);
      expect(april).toMatchObject({ total: 2, listed: 2, hidden: 1 });
      const aprilAll = await asOf('asOf=2026-04-15T00:00:00Z&hidden=1');
      expect(titles(aprilAll)).toEqual(['Beta Ortho Days', 'Alpha Implant Summit', 'Gamma Perio Retreat']);
      expect(aprilAll.items[0].isHidden).toBe(true);
      expect(aprilAll).toMatchObject({ total: 3, listed: 3, hidden: 1 });

      // Words of the title or the city, whatever their case; the counts of then stay.
      expect(titles(await asOf('asOf=2026-04-15&hidden=1&q=denver'))).toEqual([
        'Alpha Implant Summit',
        'Gamma Perio Retreat',
      ]);
      const found = await asOf('asOf=2026-04-15&q=PERIO%20denver');
      expect(titles(found)).toEqual(['Gamma Perio Retreat']);
      expect(found).toMatchObject({ total: 1, listed: 2, hidden: 1 });

      expect(titles(await asOf('asOf=2026-05-02'))).toEqual(['Gamma Perio Retreat']);
      expect(await asOf('asOf=2026-02-01')).toMatchObject({ items: [], total: 0, listed: 0, hidden: 0, pages: 1 });
    });

    it('pages the list, and answers the last page past it', async () => {
      await at('2026-03-01T09:00:00.000Z');
      const count = EVENTS_AS_OF_PAGE_SIZE + 3;
      for (let index = 0; index < count; index += 1)
        await create({
          title: `Course ${String(index).padStart(2, '0')}`,
          date: `2026-09-${String(index + 1).padStart(2, '0')}`,
        });
      const first = await asOf('asOf=2026-03-02');
      expect(first).toMatchObject({ total: count, listed: count, page: 1, pages: 2 });
      expect(first.items).toHaveLength(EVENTS_AS_OF_PAGE_SIZE);
      const second = await asOf('asOf=2026-03-02&page=2');
      expect(titles(second)).toEqual(['Course 24', 'Course 25', 'Course 26']);
      expect((await asOf('asOf=2026-03-02&page=9')).page).toBe(2);
    });

    it('replays only the domain events its list is made of, and keeps the lists while the log stays put', async () => {
      await at('2026-03-01T09:00:00.000Z');
      await create({ title: 'One' });
      const readTypes = jest.spyOn(app.get(EventStore), 'readTypes');
      const replay = jest.spyOn(app.get(PointInTimeService), 'readModelsAsOf');
      await asOf('asOf=2026-03-02');
      await asOf('asOf=2026-03-02&hidden=1&page=2&q=one');
      expect(replay).toHaveBeenCalledTimes(1);
      const types = readTypes.mock.calls[0][2];
      expect(types).toContain('EventCreated');
      expect(types.some((type) => type.startsWith('Speaker') || type.startsWith('Sponsor'))).toBe(false);
      await create({ title: 'Two' });
      expect((await asOf('asOf=2026-03-02')).total).toBe(2);
      expect(replay).toHaveBeenCalledTimes(2);
    });

    it('is for admins only, and refuses a bad moment or parameter with 400', async () => {
      await at('2026-06-01T09:00:00.000Z');
      expect((await app.request('GET', '/api/admin/events-as-of?asOf=2026-01-01')).status).toBe(401);
      const refused = async (query: string) => {
        const response = await app.request<ApiErrorBody>('GET', `/api/admin/events-as-of?${query}`, { cookie: admin });
        expect(response.status).toBe(400);
        return response.body.message;
      };
      for (const bad of ['yesterday', '2026-13-01', '2026-02-30', '', '2026-01-01T10:00'])
        expect(await refused(`asOf=${encodeURIComponent(bad)}`)).toBe(AS_OF_INVALID_MESSAGE);
      expect(await refused('')).toBe(AS_OF_INVALID_MESSAGE);
      expect(await refused('asOf=2026-01-01&hidden=yes')).toBe('hidden must be 0 or 1');
      expect(await refused('asOf=2026-01-01&page=0')).toBe('page must be a whole number of at least 1');
      expect(await refused('asOf=2026-01-01&sort=title')).toBe('Unknown field(s): sort');
    });
  });
});
