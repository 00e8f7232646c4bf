import type { ApiErrorBody, AuditPage, EventListing } from '@dental/contracts';
import { TestApp, eventForm } from '../../testing/test-app';
import { replayAndCompare } from '../../testing/replay-equals-live';

describe('event status', () => {
  let app: TestApp;
  let admin: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
  });
  afterEach(async () => {
    await app.stop();
  });

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm({ date: 'May 4-5, 2027', ...overrides }),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const patch = <T = EventListing>(id: string, body: unknown, cookie: string | undefined = admin) =>
    app.request<T>('PATCH', `/api/events/${id}`, { body, cookie });
  const publicEvent = async (id: string) => (await app.request<EventListing>('GET', `/api/events/${id}`)).body;
  const statusRows = async () =>
    (await app.request<AuditPage>('GET', '/api/audit?kind=event&type=EventStatusChanged', { cookie: admin })).body.rows;

  it('starts scheduled, and a cancellation with its note reaches the public JSON', async () => {
    const event = await create();
    expect(event).toMatchObject({ status: 'scheduled', statusNote: null, previousStartDate: null });
    const answer = await patch(event.id, { status: 'cancelled', statusNote: '  Hurricane: refunds by e-mail ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'cancelled', statusNote: 'Hurricane: refunds by e-mail' });
    expect(await publicEvent(event.id)).toMatchObject({
      status: 'cancelled',
      statusNote: 'Hurricane: refunds by e-mail',
      previousStartDate: null,
    });
  });

  it('refuses a status it does not know, a note too long, a status with other fields, and visitors', async () => {
    const event = await create();
    const refusals: Array<[unknown, string]> = [
      [{ status: 'delayed' }, 'Status must be one of: scheduled, cancelled, postponed, rescheduled, moved_online'],
      [{ status: 'cancelled', statusNote: 'x'.repeat(501) }, 'Status note must be under 500 characters'],
      [
        { status: 'cancelled', title: 'New title' },
        'Send status (and statusNote) in a request of their own, without flags or fields.',
      ],
      [
        { status: 'cancelled', isHidden: true },
        'Send status (and statusNote) in a request of their own, without flags or fields.',
      ],
    ];
    for (const [body, message] of refusals) {
      const answer = await patch<ApiErrorBody>(event.id, body);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
    const visitor = await app.request('PATCH', `/api/events/${event.id}`, { body: { status: 'cancelled' } });
    expect(visitor.status).toBe(401);
    expect(await publicEvent(event.id)).toMatchObject({ status: 'scheduled', title: event.title });
  });

  it('reschedules a published upcoming event whose first day moves, keeping the day it moved from', async () => {
    const event = await create();
    expect((await patch(event.id, { date: 'May 18-19, 2027' })).body).toMatchObject({
      status: 'rescheduled',
      previousStartDate: '2027-05-04',
      startDate: '2027-05-18',
    });
    const hidden = await create({ isHidden: true });
    expect((await patch(hidden.id, { date: 'May 18-19, 2027' })).body).toMatchObject({
      status: 'scheduled',
      previousStartDate: null,
    });
  });

  it('writes audit rows in words, and undo puts the status and note back', async () => {
    const event = await create({ title: 'Gulf Coast Implant Course' });
    await patch(event.id, { status: 'postponed', statusNote: 'New date soon' });
    await patch(event.id, { status: 'cancelled', statusNote: null });
    await patch(event.id, { date: 'June 1, 2027' });
    const rows = await statusRows();
    expect(rows.map((row) => row.summary)).toEqual([
      'admin@example.com cancelled “Gulf Coast Implant Course”',
      'admin@example.com postponed “Gulf Coast Implant Course”',
    ]);
    expect(rows[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'postponed', after: 'cancelled' },
        { field: 'statusNote', before: 'New date soon', after: null },
      ]),
    );
    expect((await app.request('POST', `/api/audit/${rows[0].position}/undo`, { cookie: admin })).status).toBe(200);
    expect(await publicEvent(event.id)).toMatchObject({ status: 'postponed', statusNote: 'New date soon' });

    await patch(event.id, { date: 'June 8, 2027' });
    const rescheduled = (await statusRows())[0];
    expect(rescheduled.summary).toBe('admin@example.com rescheduled “Gulf Coast Implant Course” from June 1, 2027');
    expect((await app.request('POST', `/api/audit/${rescheduled.position}/undo`, { cookie: admin })).status).toBe(200);
    expect(await publicEvent(event.id)).toMatchObject({
      status: 'postponed',
      statusNote: 'New date soon',
      previousStartDate: null,
    });

    const { live, replayed } = await replayAndCompare(app, ['events']);
    expect(replayed).toEqual(live);
  });

  it('cancelling an upcoming event marks its calendar entry with a higher SEQUENCE, frees its featured slot and can be searched out', async () => {
    const event = await create({ date: '2026-12-14' });
    const other = await create({ title: 'Desert Perio Forum', date: '2026-12-20' });
    const calendar = async () => (await app.request<string>('GET', `/api/events/${event.id}/ics`)).text;
    const sequence = (text: string) => Number(/^SEQUENCE:(\d+)/m.exec(text)?.[1]);
    const before = await calendar();
    expect(before).not.toContain('STATUS:CANCELLED');
    expect((await patch(event.id, { isFeatured: true })).status).toBe(200);
    const featured = async () =>
      (await app.request<Array<{ id: string }>>('GET', '/api/events/featured')).body.map((item) => item.id);
    expect(await featured()).toContain(event.id);

    app.clock.set('2026-11-21T12:00:05.000Z');
    await patch(event.id, { status: 'cancelled', statusNote: 'Hurricane' });
    const after = await calendar();
    expect(after).toContain('STATUS:CANCELLED');
    expect(sequence(after)).toBeGreaterThan(sequence(before));
    expect(await featured()).not.toContain(event.id);
    const cancelled = await patch(other.id, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect((await patch<ApiErrorBody>(other.id, { isFeatured: true })).body.message).toBe(
      'A cancelled event cannot be featured.',
    );

    const search = async (query: string) =>
      (await app.request<{ items: Array<{ id: string; status: string }> }>('GET', `/api/events/search?${query}`)).body
        .items;
    expect((await search('')).map((item) => item.status)).toEqual(['cancelled', 'cancelled']);
    await patch(other.id, { status: 'scheduled' });
    expect((await search('status=scheduled&status=rescheduled')).map((item) => item.id)).toEqual([other.id]);
    expect((await app.request<ApiErrorBody>('GET', '/api/events/search?status=gone')).status).toBe(400);
  });
});
