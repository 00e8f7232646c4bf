import type { ApiErrorBody, EventListing } from '@dental/contracts';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { ProjectionEngine } from '../../event-sourcing/projections/projection-engine';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { TrashPurgeJob } from '../../purge/trash-purge.job';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';
import { replayAndCompare } from '../../testing/replay-equals-live';
import { EVENT_IN_TRASH } from '../../shared/domain/event-availability';
import type { TrashedEvent } from '../events.queries';
import { FEATURED_EVENTS_STREAM } from '../domain/featured-events.decider';

describe('events API', () => {
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
      body: eventForm(overrides),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const patch = <T = EventListing>(id: string, body: unknown, cookie: string | undefined = admin) =>
    app.request<T>('PATCH', `/api/events/${id}`, { body, cookie });

  describe('create and read', () => {
    it('creates an event that the next read already shows (read-your-writes)', async () => {
      const created = await create();
      expect(created).toMatchObject({
        title: 'Great Lakes Implant Symposium',
        city: 'Chicago',
        isHidden: false,
        isFeatured: false,
        trashedAt: null,
        agenda: null,
      });
      const listed = await app.request<EventListing[]>('GET', '/api/events');
      expect(listed.body.map((event) => event.id)).toEqual([created.id]);
      expect((await app.request<EventListing>('GET', `/api/events/${created.id}`)).body.title).toBe(
        'Great Lakes Implant Symposium',
      );
    });

    it('lists events sorted by date ascending', async () => {
      await create({ title: 'Late', date: '2027-03-01' });
      await create({ title: 'Range', date: 'March 12-14, 2026' });
      await create({ title: 'Early', date: '2026-01-20' });
      const titles = (await app.request<EventListing[]>('GET', '/api/events')).body.map((event) => event.title);
      expect(titles).toEqual(['Early', 'Range', 'Late']);
    });

    it('answers 404 with a message for unknown ids', async () => {
      const response = await app.request('GET', '/api/events/does-not-exist');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Event not found' });
    });

    it.each([
      ['title', { title: '' }, 'Title is required'],
      ['date', { date: '  ' }, 'Date is required'],
      ['location', { location: '' }, 'Location is required'],
      ['city', { city: '' }, 'City is required'],
      ['description', { description: '' }, 'Description is required'],
      ['title', { title: 'x'.repeat(201) }, 'Title must be under 200 characters'],
      ['registrationUrl', { registrationUrl: 'javascript:alert(1)' }, 'Please provide a valid registration URL'],
      [
        'image',
        { image: 'ftp://images.example.com/a.png' },
        'Choose a bundled image, upload one or give an https image URL',
      ],
    ])('refuses a create with a bad %s: %j', async (path, overrides, message) => {
      const response = await app.request<ApiErrorBody>('POST', '/api/events', {
        body: eventForm(overrides),
        cookie: admin,
      });
      expect(response.status).toBe(400);
      expect(response.body.issues).toContainEqual({ path, message });
      expect((await app.request('GET', '/api/events')).body).toEqual([]);
    });

    it('refuses a create with a wrongly typed field', async () => {
      const response = await app.request<ApiErrorBody>('POST', '/api/events', {
        body: eventForm({ title: 42 }),
        cookie: admin,
      });
      expect(response.status).toBe(400);
      expect(response.body.issues?.[0]?.path).toBe('title');
    });
  });

  describe('visibility', () => {
    it('hides an event from the public but not from the admin, and shows it again', async () => {
      const event = await create();
      const hidden = await patch(event.id, { isHidden: true });
      expect(hidden.status).toBe(200);
      expect(hidden.body.isHidden).toBe(true);
      expect((await app.request('GET', '/api/events')).body).toEqual([]);
      expect((await app.request('GET', `/api/events/${event.id}`)).status).toBe(404);
      expect((await app.request('GET', '/api/events', { cookie: admin })).body).toHaveLength(1);
      expect((await app.request('GET', `/api/events/${event.id}`, { cookie: admin })).status).toBe(200);
      await patch(event.id, { isHidden: false });
      expect((await app.request('GET', '/api/events')).body).toHaveLength(1);
    });

    it('toggles hideSocialMedia and hideAbstracts independently', async () => {
      const event = await create();
      expect((await patch(event.id, { hideSocialMedia: true })).body).toMatchObject({
        hideSocialMedia: true,
        hideAbstracts: false,
      });
      expect((await patch(event.id, { hideAbstracts: true })).body).toMatchObject({
        hideSocialMedia: true,
        hideAbstracts: true,
      });
      expect((await patch(event.id, { hideSocialMedia: false })).body).toMatchObject({
        hideSocialMedia: false,
        hideAbstracts: true,
      });
    });
  });

  describe('edit', () => {
    it('saves the edit form fields, including an agenda', async () => {
      const event = await create();
      const agenda = [
        { date: '2026-12-14', sessions: [{ time: '9:00 AM', title: 'Opening', speaker: 'Dr. Ana Ruiz' }] },
      ];
      const response = await patch(event.id, { title: 'Renamed Symposium', city: 'Toronto', agenda });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ title: 'Renamed Symposium', city: 'Toronto', agenda });
    });

    it('leaves fields the edit does not mention as they were', async () => {
      const event = await create({ image: 'esthetic-days', registrationUrl: 'https://register.example.com/keep' });
      const response = await patch(event.id, { title: 'Only the title' });
      expect(response.body).toMatchObject({
        title: 'Only the title',
        image: 'esthetic-days',
        registrationUrl: 'https://register.example.com/keep',
      });
    });

    it.each([
      [{}, 'Send a flag or the fields to change.'],
      [{ isHidden: true, title: 'x' }, 'Send flags or fields to change, not both in one request.'],
      [
        { isHidden: true, isFeatured: true },
        'Send isFeatured in a request of its own: it is decided on the featured list, apart from the other flags.',
      ],
      [{ title: '' }, 'Title is required'],
      [{ colour: 'red' }, 'Unknown field(s): colour'],
    ])('refuses %j with 400', async (body, message) => {
      const event = await create();
      const response = await patch<ApiErrorBody>(event.id, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect((await app.request<EventListing>('GET', `/api/events/${event.id}`)).body.title).toBe(
        'Great Lakes Implant Symposium',
      );
    });

    it('refuses a flag that is not a boolean', async () => {
      const event = await create();
      const response = await patch<ApiErrorBody>(event.id, { isHidden: 'yes' });
      expect(response.status).toBe(400);
      expect(response.body.issues?.[0]?.path).toBe('isHidden');
    });

    it('answers 404 for an unknown event', async () => {
      expect((await patch('nope', { title: 'x' })).status).toBe(404);
      expect((await patch('nope', { isHidden: true })).status).toBe(404);
      expect((await patch('nope', { isFeatured: true })).status).toBe(404);
    });
  });

  describe('featured limit', () => {
    it('features up to 6 events and refuses the 7th with the spec message', async () => {
      const events = [];
      for (let index = 0; index < 7; index += 1) events.push(await create({ title: `Event ${index}` }));
      for (const event of events.slice(0, 6)) expect((await patch(event.id, { isFeatured: true })).status).toBe(200);
      const seventh = await patch(events[6].id, { isFeatured: true });
      expect(seventh.status).toBe(409);
      expect(seventh.body).toEqual({ message: 'Cannot feature more than 6 events. Please unfeature an event first.' });
      await patch(events[0].id, { isFeatured: false });
      expect((await patch(events[6].id, { isFeatured: true })).status).toBe(200);
    });

    it('holds when 24 feature requests arrive at once', async () => {
      const events = [];
      for (let index = 0; index < 24; index += 1) events.push(await create({ title: `Event ${index}` }));
      const responses = await Promise.all(events.map((event) => patch<ApiErrorBody>(event.id, { isFeatured: true })));
      expect(responses.filter((response) => response.status === 200)).toHaveLength(6);
      const refused = responses.filter((response) => response.status === 409);
      expect(refused).toHaveLength(18);
      for (const response of refused)
        expect(response.body.message).toBe('Cannot feature more than 6 events. Please unfeature an event first.');
      const listed = (await app.request<EventListing[]>('GET', '/api/events')).body;
      expect(listed.filter((event) => event.isFeatured)).toHaveLength(6);
    });
  });

  describe('trash, restore and purge', () => {
    it('needs a password: 400 when empty, 403 when wrong, nothing changes', async () => {
      const event = await create();
      const empty = await app.request<ApiErrorBody>('POST', `/api/events/${event.id}/trash`, {
        body: { password: '' },
        cookie: admin,
      });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Password is required');
      const wrong = await app.request<ApiErrorBody>('POST', `/api/events/${event.id}/trash`, {
        body: { password: 'guess' },
        cookie: admin,
      });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('Incorrect password');
      expect((await app.request('GET', '/api/events')).body).toHaveLength(1);
    });

    it('moves an event to trash, out of every list, and restores it', async () => {
      const event = await create();
      const trashed = await app.request('POST', `/api/events/${event.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      expect(trashed.status).toBe(200);
      expect((await app.request('GET', '/api/events')).body).toEqual([]);
      expect((await app.request('GET', '/api/events', { cookie: admin })).body).toEqual([]);
      expect((await app.request('GET', `/api/events/${event.id}`)).status).toBe(404);
      const trash = await app.request<TrashedEvent[]>('GET', '/api/events/trash', { cookie: admin });
      expect(trash.body).toHaveLength(1);
      expect(trash.body[0]).toMatchObject({ id: event.id, trashedAt: app.clock.now().toISOString() });
      expect(new Date(trash.body[0].purgeAt).getTime() - app.clock.now().getTime()).toBe(14 * 24 * 60 * 60 * 1000);
      const restored = await app.request('POST', `/api/events/${event.id}/restore`, { cookie: admin });
      expect(restored.status).toBe(200);
      expect((await app.request('GET', '/api/events')).body).toHaveLength(1);
      expect((await app.request('POST', `/api/events/${event.id}/restore`, { cookie: admin })).status).toBe(409);
    });

    it('frees the featured place of a trashed event', async () => {
      const event = await create();
      await patch(event.id, { isFeatured: true });
      await app.request('POST', `/api/events/${event.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      await app.request('POST', `/api/events/${event.id}/restore`, { cookie: admin });
      expect((await app.request<EventListing>('GET', `/api/events/${event.id}`)).body.isFeatured).toBe(false);
    });

    it('purges only after 14 days, keeping the history in the log', async () => {
      const event = await create();
      await app.request('POST', `/api/events/${event.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      const purgeJob = app.get(TrashPurgeJob);
      app.clock.advanceDays(13);
      expect(await purgeJob.run()).toBe(0);
      admin = await app.login(); // sessions last 12 hours; the clock just moved 13 days
      expect((await app.request('GET', '/api/events/trash', { cookie: admin })).body).toHaveLength(1);
      app.clock.advanceDays(1);
      expect(await purgeJob.run()).toBe(1);
      admin = await app.login();
      expect((await app.request('GET', '/api/events/trash', { cookie: admin })).body).toEqual([]);
      expect((await app.request('GET', `/api/events/${event.id}`, { cookie: admin })).status).toBe(404);
      const history = await app.get(EventStore).readStream(`event-${event.id}`);
      expect(history.map((domainEvent) => domainEvent.type)).toEqual(['EventCreated', 'EventTrashed', 'EventPurged']);
      expect(history[2].metadata.actor).toBe('system');
    });
  });

  describe('featuring racing a trash of the same event (two streams, no atomic append)', () => {
    const trash = (id: string) =>
      app.request('POST', `/api/events/${id}/trash`, { body: { password: TEST_ADMIN_PASSWORD }, cookie: admin });
    const featuredStream = async () =>
      (await app.get(EventStore).readStream(FEATURED_EVENTS_STREAM)).map((domainEvent) => domainEvent.type);

    it('takes the feature back when the trash lands between reading the event and featuring it', async () => {
      const event = await create();
      const runner = app.get(CommandRunner);
      const load = runner.load.bind(runner);
      jest.spyOn(runner, 'load').mockImplementationOnce(async (stream, decider) => {
        const stillListed = await load(stream, decider);
        expect((await trash(event.id)).status).toBe(200);
        return stillListed;
      });
      const response = await patch(event.id, { isFeatured: true });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ message: EVENT_IN_TRASH });
      expect(await featuredStream()).toEqual(['EventFeatured', 'EventUnfeatured']);
      expect((await app.request<EventListing>('GET', `/api/events/${event.id}`, { cookie: admin })).body).toMatchObject(
        { isFeatured: false },
      );
    });

    it('unfeatures again after trashing when the feature lands between the first unfeature and the trash', async () => {
      const event = await create();
      const runner = app.get(CommandRunner);
      const run = runner.run.bind(runner);
      let featuredInBetween = false;
      jest.spyOn(runner, 'run').mockImplementation(async (stream, decider, command, metadata) => {
        if (
          !featuredInBetween &&
          stream === `event-${event.id}` &&
          (command as { type: string }).type === 'TrashEvent'
        ) {
          featuredInBetween = true;
          expect((await patch(event.id, { isFeatured: true })).status).toBe(200);
        }
        return run(stream, decider, command, metadata);
      });
      expect((await trash(event.id)).status).toBe(200);
      expect(featuredInBetween).toBe(true);
      expect(await featuredStream()).toEqual(['EventFeatured', 'EventUnfeatured']);
      const restored = await app.request<EventListing>('POST', `/api/events/${event.id}/restore`, { cookie: admin });
      expect(restored.status).toBe(200);
      expect((await app.request<EventListing>('GET', `/api/events/${event.id}`, { cookie: admin })).body).toMatchObject(
        { isFeatured: false, trashedAt: null },
      );
    });
  });

  describe('calendar file', () => {
    it('exports an all-day iCalendar event spanning a date range', async () => {
      const event = await create({ date: 'March 12-14, 2027', title: 'Spring, Implant; Summit' });
      const response = await app.request('GET', `/api/events/${event.id}/ics`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/calendar');
      expect(response.text).toContain('DTSTART;VALUE=DATE:20270312\r\n');
      expect(response.text).toContain('DTEND;VALUE=DATE:20270315\r\n');
      expect(response.text).toContain('SUMMARY:Spring\\, Implant\\; Summit\r\n');
    });

    it('refuses an event without a readable date', async () => {
      const event = await create({ date: 'TBD' });
      expect((await app.request('GET', `/api/events/${event.id}/ics`)).status).toBe(409);
    });
  });

  describe('domain event metadata', () => {
    it('records actor, time, correlation and causation on every domain event', async () => {
      const event = await create();
      await app.request('PATCH', `/api/events/${event.id}`, {
        body: { isHidden: true },
        cookie: admin,
        headers: { 'x-correlation-id': 'req-42' },
      });
      const [created, hidden] = await app.get(EventStore).readStream(`event-${event.id}`);
      expect(created.metadata).toMatchObject({ actor: 'admin@example.com', occurredAt: app.clock.now().toISOString() });
      expect(hidden.metadata).toMatchObject({ actor: 'admin@example.com', correlationId: 'req-42' });
      expect(hidden.metadata.causationId).toEqual(expect.any(String));
    });
  });

  describe('read-your-writes', () => {
    it('answers 503 with a clear message when the read models do not catch up in time', async () => {
      const event = await create();
      const engine = app.get(ProjectionEngine);
      const waitFor = jest.spyOn(engine, 'waitFor').mockResolvedValue(false);
      const response = await patch<ApiErrorBody>(event.id, { title: 'Slow' });
      waitFor.mockRestore();
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(
        'Your change was saved but is taking longer than usual to appear. Please refresh in a moment.',
      );
    });
  });

  it('rebuilds by replay exactly the read models built live', async () => {
    const first = await create({ title: 'One' });
    const second = await create({ title: 'Two' });
    await patch(first.id, { isFeatured: true });
    await patch(second.id, { isHidden: true });
    await patch(first.id, { title: 'One renamed', agenda: [{ title: 'Keynote' }] });
    await app.request('POST', `/api/events/${second.id}/trash`, {
      body: { password: TEST_ADMIN_PASSWORD },
      cookie: admin,
    });
    const { live, replayed } = await replayAndCompare(app, ['events']);
    expect(live.events).toHaveLength(2);
    expect(replayed).toEqual(live);
  });
});
