import type { ApiErrorBody, EventListing } from '@dental/contracts';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';
import { PointInTimeService } from './point-in-time.service';

describe('GET /api/events?asOf= (point in time)', () => {
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
});
