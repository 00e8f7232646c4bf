import type { ApiErrorBody, AuditPage, EventListing, Speaker } from '@dental/contracts';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { replayAndCompare } from '../../testing/replay-equals-live';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';

/** Moving a speaker to another event, and several speaker flags in one PATCH. */
describe('speaker move and several flags at once', () => {
  let app: TestApp;
  let admin: string;
  let from: EventListing;
  let to: EventListing;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
    from = (
      await app.request<EventListing>('POST', '/api/events', {
        body: eventForm({ title: 'Great Lakes Periodontal Symposium' }),
        cookie: admin,
      })
    ).body;
    to = (
      await app.request<EventListing>('POST', '/api/events', {
        body: eventForm({ title: 'Gulf Coast Implant Forum', date: '2027-02-12' }),
        cookie: admin,
      })
    ).body;
  });
  afterEach(async () => {
    await app.stop();
  });

  let count = 0;
  const addSpeaker = async (eventId: string, overrides: Record<string, unknown> = {}) => {
    count += 1;
    const body = {
      name: `Dr. Speaker ${count}`,
      profession: 'Periodontist',
      specialty: 'Periodontics',
      lectureTitle: 'Soft tissue grafting',
      email: `speaker${count}@example.com`,
      eventId,
      ...overrides,
    };
    const response = await app.request<Speaker>('POST', '/api/speakers', { body, cookie: admin });
    expect(response.status).toBe(201);
    return response.body;
  };
  const patch = <T = Speaker>(id: string, body: unknown, cookie = admin) =>
    app.request<T>('PATCH', `/api/speakers/${id}`, { body, cookie });
  const speaker = async (id: string) =>
    (await app.request<Speaker>('GET', `/api/speakers/${id}`, { cookie: admin })).body;
  const ofEvent = async (eventId: string) =>
    (await app.request<Speaker[]>('GET', `/api/speakers?eventId=${eventId}`, { cookie: admin })).body.map(
      (item) => item.id,
    );
  const typesOf = async (stream: string) =>
    (await app.get(EventStore).readStream(stream)).map((domainEvent) => domainEvent.type);

  it('moves a speaker to another event, with an edit in the same append', async () => {
    const moved = await addSpeaker(from.id);
    const response = await patch(moved.id, { eventId: to.id, lectureTitle: 'Grafting, revisited' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: moved.id, eventId: to.id, lectureTitle: 'Grafting, revisited' });
    expect(await ofEvent(from.id)).toEqual([]);
    expect(await ofEvent(to.id)).toEqual([moved.id]);
    const stream = await app.get(EventStore).readStream(`speaker-${moved.id}`);
    expect(stream.map((domainEvent) => domainEvent.type)).toEqual([
      'SpeakerAdded',
      'SpeakerUpdated',
      'SpeakerMovedToEvent',
    ]);
    expect(stream[2].data).toEqual({ speakerId: moved.id, fromEventId: from.id, eventId: to.id });
    expect(stream[2].position - stream[1].position).toBe(1);

    const row = (
      await app.request<AuditPage>('GET', '/api/audit?kind=speaker&type=SpeakerMovedToEvent', { cookie: admin })
    ).body.rows[0];
    expect(row.summary).toBe(`admin@example.com moved the speaker “${moved.name}” to “Gulf Coast Implant Forum”`);
    expect((await app.request('POST', `/api/audit/${row.position}/undo`, { cookie: admin })).status).toBe(200);
    expect((await speaker(moved.id)).eventId).toBe(from.id);
  });

  it('shows a moved speaker publicly when its new event was edited just before the move', async () => {
    const moved = await addSpeaker(from.id, { name: 'Dr. Imogen Vasquez-Tran' });
    // The public views are built, then two writes arrive before the next read: the new event's edit first.
    expect((await app.request('GET', '/api/speakers')).status).toBe(200);
    const edited = await app.request('PATCH', `/api/events/${to.id}`, {
      body: { title: 'Gulf Coast Forum' },
      cookie: admin,
    });
    expect(edited.status).toBe(200);
    expect((await patch(moved.id, { eventId: to.id })).status).toBe(200);
    const publicOf = async (eventId: string) =>
      (await app.request<Speaker[]>('GET', `/api/speakers?eventId=${eventId}`)).body.map((item) => item.id);
    expect(await publicOf(to.id)).toEqual([moved.id]);
    expect(await publicOf(from.id)).toEqual([]);
    expect((await app.request('GET', `/api/speakers/${moved.id}/profile`)).status).toBe(200);
    const found = await app.request<{ items: Speaker[] }>('GET', '/api/speakers/search?q=vasquez');
    expect(found.body.items.map((item) => item.id)).toEqual([moved.id]);
  });

  it('finds a speaker moved and renamed by the words of their name now, not by those they had, after moves both ways', async () => {
    const moved = await addSpeaker(from.id, { name: 'Dr. Imogen Vasquez-Tran' });
    const found = async (q: string) =>
      (await app.request<{ items: Speaker[] }>('GET', `/api/speakers/search?q=${q}`)).body.items.map((item) => item.id);
    // A first search by words builds the word index, which every change after it keeps.
    expect(await found('vasquez')).toEqual([moved.id]);
    for (const [target, name, word, asked] of [
      [to, 'Dr. Imogen Okafor', 'okafor', 4],
      [from, 'Dr. Imogen Lindqvist', 'lindqvist', 5],
    ] as const) {
      // The event joined changed just before the move: its speakers are worked out again first.
      const edited = await app.request('PATCH', `/api/events/${target.id}`, {
        body: { title: `${target.title} (edited)` },
        cookie: admin,
      });
      expect(edited.status).toBe(200);
      expect((await patch(moved.id, { eventId: target.id, name })).status).toBe(200);
      expect(await found(word)).toEqual([moved.id]);
      // Asked as words not asked before, so that the word index answers them, not a search kept from before.
      for (const before of ['vasquez', 'okafor', 'lindqvist'].filter((other) => other !== word)) {
        const start = before.slice(0, asked);
        expect([start, await found(start)]).toEqual([start, []]);
      }
    }
  });

  it('keeps a featured speaker featured on the event it joins', async () => {
    const featured = await addSpeaker(from.id);
    expect((await patch(featured.id, { isFeatured: true })).status).toBe(200);
    expect((await patch(featured.id, { eventId: to.id })).body).toMatchObject({ eventId: to.id, isFeatured: true });
    expect(await typesOf(`featured-speakers-${from.id}`)).toEqual(['SpeakerFeatured', 'SpeakerUnfeatured']);
    expect(await typesOf(`featured-speakers-${to.id}`)).toEqual(['SpeakerFeatured']);
    // Its old event has a free place again.
    for (let index = 0; index < 3; index += 1)
      expect((await patch((await addSpeaker(from.id)).id, { isFeatured: true })).status).toBe(200);
  });

  it('refuses a featured speaker when the event it would join has 3, and writes nothing', async () => {
    for (let index = 0; index < 3; index += 1) await patch((await addSpeaker(to.id)).id, { isFeatured: true });
    const featured = await addSpeaker(from.id);
    await patch(featured.id, { isFeatured: true });
    const response = await patch(featured.id, { eventId: to.id, name: 'Dr. Renamed' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'You can only have 3 featured speakers per event. Please unfeature a speaker first.',
    });
    expect(await speaker(featured.id)).toMatchObject({ eventId: from.id, isFeatured: true, name: featured.name });
    expect(await typesOf(`speaker-${featured.id}`)).toEqual(['SpeakerAdded']);

    // An unfeatured speaker moves to a full event without a question.
    const plain = await addSpeaker(from.id);
    expect((await patch(plain.id, { eventId: to.id })).body).toMatchObject({ eventId: to.id, isFeatured: false });
  });

  it("leaves the speaker moved and unfeatured, answering with that, when the target's last place is taken while it moves", async () => {
    const others = [await addSpeaker(to.id), await addSpeaker(to.id), await addSpeaker(to.id)];
    const moving = await addSpeaker(from.id);
    await patch(moving.id, { isFeatured: true });
    const runner = app.get(CommandRunner);
    const run = runner.run.bind(runner);
    // Another admin fills the target's featured places after the move's check, before its write.
    jest.spyOn(runner, 'run').mockImplementation(async (...args: Parameters<CommandRunner['run']>) => {
      if (args[0] === `speaker-${moving.id}`)
        for (const other of others) expect((await patch(other.id, { isFeatured: true })).status).toBe(200);
      return run(...args);
    });
    const response = await patch(moving.id, { eventId: to.id });
    jest.restoreAllMocks();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ eventId: to.id, isFeatured: false });
    expect(await typesOf(`featured-speakers-${to.id}`)).toEqual([
      'SpeakerFeatured',
      'SpeakerFeatured',
      'SpeakerFeatured',
    ]);
    expect(await typesOf(`featured-speakers-${from.id}`)).toEqual(['SpeakerFeatured', 'SpeakerUnfeatured']);
  });

  it('answers 404 for an unknown event or speaker, 400 for a bad body, 409 for a trashed event or speaker, and applies none of an edit sent with it', async () => {
    const moved = await addSpeaker(from.id);
    expect((await patch(moved.id, { eventId: 'nope', name: 'Dr. Renamed' })).body).toEqual({
      message: 'Event not found',
    });
    expect((await patch('nope', { eventId: to.id })).status).toBe(404);
    expect((await patch<ApiErrorBody>(moved.id, { eventId: '' })).body.issues).toContainEqual({
      path: 'eventId',
      message: 'Event is required',
    });
    expect((await patch(moved.id, { eventId: to.id, socialVisible: false })).body).toEqual({
      message: 'Send flags or fields to change, not both in one request.',
    });
    expect((await patch(moved.id, { eventId: to.id, email: 'not an email' })).status).toBe(400);

    await app.request('POST', `/api/events/${to.id}/trash`, { body: { password: TEST_ADMIN_PASSWORD }, cookie: admin });
    const trashedEvent = await patch(moved.id, { eventId: to.id, name: 'Dr. Renamed' });
    expect(trashedEvent.status).toBe(409);
    expect(trashedEvent.body).toEqual({ message: 'This event is in the trash. Restore it first.' });
    expect(await speaker(moved.id)).toMatchObject({ eventId: from.id, name: moved.name });
    expect(await typesOf(`speaker-${moved.id}`)).toEqual(['SpeakerAdded']);

    await app.request('POST', `/api/speakers/${moved.id}/trash`, {
      body: { password: TEST_ADMIN_PASSWORD },
      cookie: admin,
    });
    expect((await patch(moved.id, { eventId: from.id })).status).toBe(409);
    expect((await patch(moved.id, { eventId: to.id }, '')).status).toBe(401);
  });

  describe('several flags in one PATCH', () => {
    it('applies {socialVisible: false, hideAbstract: true} as one append', async () => {
      const added = await addSpeaker(from.id);
      const response = await patch(added.id, { socialVisible: false, hideAbstract: true });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ socialVisible: false, hideAbstract: true });
      const flags = (await app.get(EventStore).readStream(`speaker-${added.id}`)).slice(1);
      expect(flags.map((domainEvent) => domainEvent.type)).toEqual([
        'SpeakerSocialLinksHidden',
        'SpeakerAbstractHidden',
      ]);
      expect(flags[1].position - flags[0].position).toBe(1);
    });

    it('applies neither when one is refused', async () => {
      const added = await addSpeaker(from.id);
      const refused = await patch<ApiErrorBody>(added.id, { socialVisible: false, hideAbstract: 'yes' });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toContainEqual({
        path: 'hideAbstract',
        message: 'hideAbstract must be true or false',
      });
      expect(await speaker(added.id)).toMatchObject({ socialVisible: true, hideAbstract: false });

      await app.request('POST', `/api/speakers/${added.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      expect((await patch(added.id, { socialVisible: false, hideAbstract: true })).status).toBe(409);
      expect(await typesOf(`speaker-${added.id}`)).toEqual(['SpeakerAdded', 'SpeakerTrashed']);
    });
  });

  it('rebuilds by replay exactly the read models built live', async () => {
    const a = await addSpeaker(from.id);
    const b = await addSpeaker(from.id);
    await patch(a.id, { isFeatured: true });
    await patch(a.id, { eventId: to.id, lectureTitle: 'Moved' });
    await patch(b.id, { socialVisible: false, hideAbstract: true });
    await patch(b.id, { eventId: to.id });
    const { live, replayed } = await replayAndCompare(app, ['speakers', 'analytics-speakers']);
    expect(replayed).toEqual(live);
  });
});
