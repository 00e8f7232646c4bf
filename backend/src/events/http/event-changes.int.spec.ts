import type { ApiErrorBody, EventChangesAnswer, EventListing } from '@dental/contracts';
import { TestApp, eventForm } from '../../testing/test-app';

describe('GET /api/events/:id/changes', () => {
  let app: TestApp;
  let admin: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
  });
  afterEach(async () => {
    await app.stop();
  });

  const agendaWithLabAt = (time: string, extra: Record<string, unknown> = {}) => [
    { date: '2027-05-04', sessions: [{ time, title: 'Afternoon Lab', ...extra }] },
  ];
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm({ date: 'May 4-5, 2027', agenda: agendaWithLabAt('1:00 PM'), ...overrides }),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const patch = async (id: string, body: unknown) => {
    const answer = await app.request('PATCH', `/api/events/${id}`, { body, cookie: admin });
    expect(answer.status).toBe(200);
  };
  const changesOf = (id: string) => app.request<EventChangesAnswer>('GET', `/api/events/${id}/changes`);

  it('lists a public event’s changes in order, in plain words, with when each happened', async () => {
    const event = await create();
    expect((await changesOf(event.id)).body).toEqual({ eventId: event.id, changes: [] });
    await patch(event.id, { location: 'Harbor Ballroom, 9 Dock St', description: 'Not news' });
    await patch(event.id, { agenda: agendaWithLabAt('2:00 PM') });
    await patch(event.id, { agenda: agendaWithLabAt('2:00 PM', { status: 'cancelled' }) });
    await patch(event.id, { status: 'cancelled', statusNote: 'Hurricane' });

    const answer = await changesOf(event.id);
    expect(answer.status).toBe(200);
    expect(answer.body.changes.map(({ kind, text }) => [kind, text])).toEqual([
      ['location', 'Location: Harbor Ballroom, 9 Dock St'],
      ['session', 'Afternoon Lab: now 2:00 PM'],
      ['session', 'Afternoon Lab: cancelled'],
      ['status', 'Cancelled (Hurricane)'],
    ]);
    const times = answer.body.changes.map(({ at }) => Date.parse(at));
    expect(times.every((time, index) => index === 0 || time >= times[index - 1])).toBe(true);
    // The key the page and a plan name the moved session by now.
    const listed = (await app.request<EventListing>('GET', `/api/events/${event.id}`)).body;
    const sessionKey = (listed.agenda as Array<{ sessions: Array<{ key: string }> }>)[0].sessions[0].key;
    expect(answer.body.changes[1]).toMatchObject({ sessionChange: 'moved', sessionKey });
  });

  it('answers 404 for an event the public cannot see, and keeps what changed while it was hidden to itself', async () => {
    const event = await create();
    await patch(event.id, { isHidden: true });
    await patch(event.id, { city: 'Biloxi, MS' });
    const hidden = await app.request<ApiErrorBody>('GET', `/api/events/${event.id}/changes`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Event not found');
    await patch(event.id, { isHidden: false });
    await patch(event.id, { date: 'May 18-19, 2027' });
    // One line for the new date: the rescheduling it caused is not told twice.
    expect((await changesOf(event.id)).body.changes.map(({ text }) => text)).toEqual([
      'Date: now May 18–19, 2027 (was May 4–5, 2027)',
    ]);
    expect((await app.request<EventListing>('GET', `/api/events/${event.id}`)).body).toMatchObject({
      status: 'rescheduled',
      previousStartDate: '2027-05-04',
    });
    expect((await app.request('GET', '/api/events/no-such-event/changes')).status).toBe(404);
  });
});
