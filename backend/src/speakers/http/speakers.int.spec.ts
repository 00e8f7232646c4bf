import type { ApiErrorBody, EventListing, Speaker } from '@dental/contracts';
import { SpeakersQueries, type TrashedSpeaker } from '../speakers.queries';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { TrashPurgeJob } from '../../purge/trash-purge.job';
import { replayAndCompare } from '../../testing/replay-equals-live';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';
import { SPEAKER_IN_TRASH } from '../domain/speaker.decider';

/** A valid edit-speaker form for tests. */
function speakerForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Rafael Montoya',
    profession: 'Oral and Maxillofacial Surgeon (DDS, MD)',
    specialty: 'Implant Dentistry',
    lectureTitle: 'Sinus Augmentation Without the Guesswork',
    email: 'rafael.montoya@example.com',
    image: '/attached_assets/speakers/rafael-montoya.svg',
    socialLinks: {
      instagram: 'https://www.instagram.com/rafa.demo',
      linkedin: 'https://www.linkedin.com/in/rafa-demo',
    },
    profileUrl: 'https://speakersphere.example.com/profiles/rafael-montoya',
    abstract: 'Posterior maxillary sites with limited residual bone.',
    objectives: ['Select the technique', 'Manage perforations'],
    ...overrides,
  };
}

describe('speakers API', () => {
  let app: TestApp;
  let admin: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
  });
  afterEach(async () => {
    await app.stop();
  });

  const createEvent = async (overrides: Record<string, unknown> = {}) => {
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm(overrides),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const addSpeaker = async (eventId: string, overrides: Record<string, unknown> = {}) => {
    const response = await app.request<Speaker>('POST', '/api/speakers', {
      body: { ...speakerForm(overrides), eventId },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const patch = <T = Speaker>(id: string, body: unknown, cookie: string | undefined = admin) =>
    app.request<T>('PATCH', `/api/speakers/${id}`, { body, cookie });
  const trash = (id: string, password: unknown = TEST_ADMIN_PASSWORD) =>
    app.request<ApiErrorBody>('POST', `/api/speakers/${id}/trash`, { body: { password }, cookie: admin });
  /** The domain events of one stream, straight from the store. */
  const readStream = (stream: string) => app.app.get(EventStore).readStream(stream);
  const publicIds = async (query = '') =>
    (await app.request<Speaker[]>('GET', `/api/speakers${query}`)).body.map((speaker) => speaker.id);
  const adminIds = async (query = '') =>
    (await app.request<Speaker[]>('GET', `/api/speakers${query}`, { cookie: admin })).body.map((speaker) => speaker.id);

  describe('POST /api/speakers', () => {
    it('adds a speaker that the next read already shows (read-your-writes)', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      expect(speaker).toMatchObject({
        ...speakerForm(),
        eventId: event.id,
        socialVisible: true,
        hideAbstract: false,
        isFeatured: false,
        trashedAt: null,
        createdAt: app.clock.now().toISOString(),
      });
      expect(await publicIds()).toEqual([speaker.id]);
      expect((await app.request<Speaker>('GET', `/api/speakers/${speaker.id}`)).body.name).toBe('Rafael Montoya');
    });

    it('fills the optional fields with empty values', async () => {
      const event = await createEvent();
      const { image: _i, socialLinks: _s, profileUrl: _p, abstract: _a, objectives: _o, ...required } = speakerForm();
      const response = await app.request<Speaker>('POST', '/api/speakers', {
        body: { ...required, eventId: event.id },
        cookie: admin,
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        image: '',
        socialLinks: {},
        profileUrl: null,
        abstract: '',
        objectives: [],
      });
    });

    it("drops social links given as '#' or empty, and stores a '#' profile URL as none", async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id, {
        socialLinks: { instagram: '#', twitter: '', linkedin: 'https://www.linkedin.com/in/rafa-demo' },
        profileUrl: '#',
      });
      expect(speaker.socialLinks).toEqual({ linkedin: 'https://www.linkedin.com/in/rafa-demo' });
      expect(speaker.profileUrl).toBeNull();
    });

    it('accepts an http(s) photo URL, an attached-asset path or no photo', async () => {
      const event = await createEvent();
      for (const image of ['https://media.example.com/a.jpg', '/attached_assets/speakers/x.svg', ''])
        expect((await addSpeaker(event.id, { image })).image).toBe(image);
    });

    it.each([
      ['name', { name: '' }, 'Name is required'],
      ['profession', { profession: ' ' }, 'Profession is required'],
      ['specialty', { specialty: '' }, 'Specialty is required'],
      ['lectureTitle', { lectureTitle: '' }, 'Lecture title is required'],
      ['email', { email: 'not-an-email' }, 'Please provide a valid email address'],
      ['email', { email: undefined }, 'Please provide a valid email address'],
      ['image', { image: 'javascript:alert(1)' }, 'Please provide a valid image URL'],
      ['image', { image: '/attached_assets/../secret' }, 'Please provide a valid image URL'],
      [
        'socialLinks.instagram',
        { socialLinks: { instagram: 'instagram.com/rafa' } },
        'Please provide a valid Instagram URL',
      ],
      ['socialLinks.twitter', { socialLinks: { twitter: 'javascript:alert(1)' } }, 'Please provide a valid X URL'],
      ['profileUrl', { profileUrl: 'ftp://profiles.example.com/rafa' }, 'Please provide a valid profile URL'],
      ['abstract', { abstract: 'x'.repeat(5001) }, 'Abstract must be under 5000 characters'],
      [
        'objectives',
        { objectives: Array.from({ length: 21 }, (_, index) => `Objective ${index}`) },
        'Up to 20 objectives',
      ],
      ['objectives.0', { objectives: ['x'.repeat(501)] }, 'Each objective must be under 500 characters'],
      ['eventId', { eventId: '' }, 'Event is required'],
    ])('refuses a bad %s (case %#)', async (path, overrides, message) => {
      const event = await createEvent();
      const response = await app.request<ApiErrorBody>('POST', '/api/speakers', {
        body: { ...speakerForm(), eventId: event.id, ...overrides },
        cookie: admin,
      });
      expect(response.status).toBe(400);
      expect(response.body.issues).toContainEqual({ path, message });
      expect(await adminIds()).toEqual([]);
    });

    it('accepts an abstract of exactly 5000 characters and 20 objectives of 500', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id, {
        abstract: 'x'.repeat(5000),
        objectives: Array.from({ length: 20 }, () => 'o'.repeat(500)),
      });
      expect(speaker.objectives).toHaveLength(20);
    });

    it('names every bad field at once', async () => {
      const event = await createEvent();
      const response = await app.request<ApiErrorBody>('POST', '/api/speakers', {
        body: { eventId: event.id, email: 'x' },
        cookie: admin,
      });
      expect(response.status).toBe(400);
      expect(response.body.issues?.map((issue) => issue.path)).toEqual([
        'name',
        'profession',
        'specialty',
        'lectureTitle',
        'email',
      ]);
    });

    it('answers 404 for an event that does not exist', async () => {
      const response = await app.request('POST', '/api/speakers', {
        body: { ...speakerForm(), eventId: 'no-such-event' },
        cookie: admin,
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Event not found' });
    });

    it('refuses an event in the trash with 409', async () => {
      const event = await createEvent();
      await app.request('POST', `/api/events/${event.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      const response = await app.request('POST', '/api/speakers', {
        body: { ...speakerForm(), eventId: event.id },
        cookie: admin,
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'This event is in the trash. Restore it first.' });
    });

    it('needs an admin session', async () => {
      const event = await createEvent();
      const response = await app.request('POST', '/api/speakers', { body: { ...speakerForm(), eventId: event.id } });
      expect(response.status).toBe(401);
    });
  });

  describe('GET /api/speakers and /api/speakers/:id', () => {
    it('filters by event with ?eventId=', async () => {
      const first = await createEvent({ title: 'First' });
      const second = await createEvent({ title: 'Second' });
      const a = await addSpeaker(first.id, { name: 'A' });
      const b = await addSpeaker(second.id, { name: 'B' });
      expect(await publicIds(`?eventId=${first.id}`)).toEqual([a.id]);
      expect(await publicIds(`?eventId=${second.id}`)).toEqual([b.id]);
      expect(await publicIds('?eventId=unknown')).toEqual([]);
      expect((await publicIds()).sort()).toEqual([a.id, b.id].sort());
    });

    it('refuses more than one ?eventId=', async () => {
      expect((await app.request('GET', '/api/speakers?eventId=a&eventId=b')).status).toBe(400);
    });

    it('gives the public no speakers of hidden events, and admins all of them', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      await app.request('PATCH', `/api/events/${event.id}`, { body: { isHidden: true }, cookie: admin });
      expect(await publicIds()).toEqual([]);
      expect(await publicIds(`?eventId=${event.id}`)).toEqual([]);
      expect((await app.request('GET', `/api/speakers/${speaker.id}`)).status).toBe(404);
      expect(await adminIds()).toEqual([speaker.id]);
      expect((await app.request('GET', `/api/speakers/${speaker.id}`, { cookie: admin })).status).toBe(200);
    });

    it('gives nobody the speakers of a trashed event in the lists', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      await app.request('POST', `/api/events/${event.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      expect(await publicIds()).toEqual([]);
      expect(await adminIds()).toEqual([]);
      expect((await app.request('GET', `/api/speakers/${speaker.id}`)).status).toBe(404);
      await app.request('POST', `/api/events/${event.id}/restore`, { cookie: admin });
      expect(await publicIds()).toEqual([speaker.id]);
    });

    it("answers 404 'Speaker not found' for unknown ids", async () => {
      const response = await app.request('GET', '/api/speakers/does-not-exist');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Speaker not found' });
    });
  });

  describe('PATCH /api/speakers/:id', () => {
    it('saves some of the form fields and records only what changed', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      const response = await patch(speaker.id, {
        name: 'Rafael Montoya',
        lectureTitle: 'Sinus Lifts',
        socialLinks: { twitter: 'https://x.com/rafa' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        lectureTitle: 'Sinus Lifts',
        socialLinks: { twitter: 'https://x.com/rafa' },
        image: speaker.image,
        abstract: speaker.abstract,
      });
      const stored = await readStream(`speaker-${speaker.id}`);
      expect(stored.map((domainEvent) => [domainEvent.type, domainEvent.data])).toEqual([
        ['SpeakerAdded', expect.anything()],
        [
          'SpeakerUpdated',
          {
            speakerId: speaker.id,
            changes: { lectureTitle: 'Sinus Lifts', socialLinks: { twitter: 'https://x.com/rafa' } },
          },
        ],
      ]);
    });

    it.each([
      ['name', { name: '' }, 'Name is required'],
      ['email', { email: 'nope' }, 'Please provide a valid email address'],
      ['lectureTitle', { lectureTitle: '   ' }, 'Lecture title is required'],
      ['socialLinks.linkedin', { socialLinks: { linkedin: 'linkedin' } }, 'Please provide a valid LinkedIn URL'],
    ])('refuses an edit with a bad %s', async (path, body, message) => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      const response = await patch<ApiErrorBody>(speaker.id, body);
      expect(response.status).toBe(400);
      expect(response.body.issues).toContainEqual({ path, message });
    });

    it('refuses unknown fields, an empty body, a flag with fields, isFeatured with other flags and a flag that is not a boolean', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      const unknown = await patch<ApiErrorBody>(speaker.id, { colour: 'red' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Unknown field(s): colour');
      expect((await patch(speaker.id, {})).body).toEqual({ message: 'Send a flag or the fields to change.' });
      expect((await patch(speaker.id, { socialVisible: false, name: 'X' })).body).toEqual({
        message: 'Send flags or fields to change, not both in one request.',
      });
      expect((await patch(speaker.id, { isFeatured: true, hideAbstract: true })).body).toEqual({
        message:
          'Send isFeatured in a request of its own: it is decided on the featured list, apart from the other flags.',
      });
      expect((await patch<ApiErrorBody>(speaker.id, { socialVisible: 'no' })).body.issues).toContainEqual({
        path: 'socialVisible',
        message: 'socialVisible must be true or false',
      });
      expect((await patch(speaker.id, [1])).body).toEqual({ message: 'The request body must be a JSON object.' });
      expect((await app.request('GET', `/api/speakers/${speaker.id}`)).body).toMatchObject({
        name: speaker.name,
        isFeatured: false,
        hideAbstract: false,
      });
    });

    it('toggles social visibility and abstract visibility independently', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      expect((await patch(speaker.id, { socialVisible: false })).body).toMatchObject({
        socialVisible: false,
        hideAbstract: false,
      });
      expect((await patch(speaker.id, { hideAbstract: true })).body).toMatchObject({
        socialVisible: false,
        hideAbstract: true,
      });
      expect((await patch(speaker.id, { socialVisible: true })).body).toMatchObject({
        socialVisible: true,
        hideAbstract: true,
      });
      expect((await patch(speaker.id, { hideAbstract: false })).body).toMatchObject({
        socialVisible: true,
        hideAbstract: false,
      });
      const types = (await readStream(`speaker-${speaker.id}`)).map((domainEvent) => domainEvent.type);
      expect(types).toEqual([
        'SpeakerAdded',
        'SpeakerSocialLinksHidden',
        'SpeakerAbstractHidden',
        'SpeakerSocialLinksShown',
        'SpeakerAbstractShown',
      ]);
    });

    it('features up to 3 speakers per event and refuses a 4th with the spec message', async () => {
      const event = await createEvent();
      const other = await createEvent({ title: 'Other' });
      const speakers = [];
      for (const name of ['A', 'B', 'C', 'D']) speakers.push(await addSpeaker(event.id, { name }));
      for (const speaker of speakers.slice(0, 3))
        expect((await patch(speaker.id, { isFeatured: true })).body.isFeatured).toBe(true);
      const fourth = await patch(speakers[3].id, { isFeatured: true });
      expect(fourth.status).toBe(409);
      expect(fourth.body).toEqual({
        message: 'You can only have 3 featured speakers per event. Please unfeature a speaker first.',
      });
      // The limit is per event: another event has its own 3 places.
      const elsewhere = await addSpeaker(other.id, { name: 'E' });
      expect((await patch(elsewhere.id, { isFeatured: true })).status).toBe(200);
      // Unfeaturing frees a place.
      expect((await patch(speakers[0].id, { isFeatured: false })).body.isFeatured).toBe(false);
      expect((await patch(speakers[3].id, { isFeatured: true })).status).toBe(200);
      const roster = await readStream(`featured-speakers-${event.id}`);
      expect(roster.map((domainEvent) => domainEvent.type)).toEqual([
        'SpeakerFeatured',
        'SpeakerFeatured',
        'SpeakerFeatured',
        'SpeakerUnfeatured',
        'SpeakerFeatured',
      ]);
    });

    it('holds the limit of 3 under 24 concurrent feature requests', async () => {
      const event = await createEvent();
      const speakers: Speaker[] = [];
      for (let index = 0; index < 24; index += 1)
        speakers.push(await addSpeaker(event.id, { name: `Speaker ${index}` }));
      const responses = await Promise.all(speakers.map((speaker) => patch(speaker.id, { isFeatured: true })));
      const accepted = responses.filter((response) => response.status === 200);
      const refused = responses.filter((response) => response.status !== 200);
      expect(accepted).toHaveLength(3);
      expect(refused).toHaveLength(21);
      for (const response of refused) {
        expect(response.status).toBe(409);
        expect(response.body).toEqual({
          message: 'You can only have 3 featured speakers per event. Please unfeature a speaker first.',
        });
      }
      const listed = (await app.request<Speaker[]>('GET', `/api/speakers?eventId=${event.id}`)).body;
      expect(listed.filter((speaker) => speaker.isFeatured)).toHaveLength(3);
      expect(await readStream(`featured-speakers-${event.id}`)).toHaveLength(3);
    });

    it('answers 404 for an unknown speaker, for fields and for flags', async () => {
      expect((await patch('nope', { name: 'X' })).body).toEqual({ message: 'Speaker not found' });
      expect((await patch('nope', { isFeatured: true })).status).toBe(404);
      expect((await patch('nope', { socialVisible: false })).status).toBe(404);
    });

    it('needs an admin session', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      expect((await patch(speaker.id, { isFeatured: true }, '')).status).toBe(401);
      expect((await app.request('POST', `/api/speakers/${speaker.id}/restore`)).status).toBe(401);
      expect(
        (await app.request('POST', `/api/speakers/${speaker.id}/trash`, { body: { password: TEST_ADMIN_PASSWORD } }))
          .status,
      ).toBe(401);
    });
  });

  describe('trash, restore and purge', () => {
    it("refuses an empty password with 'Password is required' and a wrong one with 'Incorrect password'", async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      const empty = await trash(speaker.id, '');
      expect(empty.status).toBe(400);
      expect(empty.body.issues).toContainEqual({ path: 'password', message: 'Password is required' });
      const missing = await app.request('POST', `/api/speakers/${speaker.id}/trash`, { body: {}, cookie: admin });
      expect(missing.status).toBe(400);
      const wrong = await trash(speaker.id, 'not the password');
      expect(wrong.status).toBe(403);
      expect(wrong.body).toEqual({ message: 'Incorrect password' });
      expect(await publicIds()).toEqual([speaker.id]);
    });

    it('moves a speaker to trash: it leaves every list and the trash list shows when it will be purged', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      const response = await trash(speaker.id);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Speaker moved to trash' });
      expect(await publicIds()).toEqual([]);
      expect(await adminIds()).toEqual([]);
      expect((await app.request('GET', `/api/speakers/${speaker.id}`)).status).toBe(404);
      expect((await app.request<Speaker>('GET', `/api/speakers/${speaker.id}`, { cookie: admin })).body.trashedAt).toBe(
        app.clock.now().toISOString(),
      );
      const trashList = await app.request<TrashedSpeaker[]>('GET', '/api/speakers/trash', { cookie: admin });
      expect(trashList.body).toHaveLength(1);
      expect(trashList.body[0]).toMatchObject({ id: speaker.id, trashedAt: app.clock.now().toISOString() });
      expect(new Date(trashList.body[0].purgeAt).getTime() - app.clock.now().getTime()).toBe(14 * 24 * 60 * 60 * 1000);
    });

    it('keeps the trash list from the public', async () => {
      expect((await app.request('GET', '/api/speakers/trash')).status).toBe(401);
    });

    it('answers 404 when trashing an unknown speaker', async () => {
      const response = await trash('nope');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Speaker not found' });
    });

    it('unfeatures a featured speaker before trashing it, freeing its place', async () => {
      const event = await createEvent();
      const speakers = [];
      for (const name of ['A', 'B', 'C', 'D']) speakers.push(await addSpeaker(event.id, { name }));
      for (const speaker of speakers.slice(0, 3)) await patch(speaker.id, { isFeatured: true });
      await trash(speakers[0].id);
      expect(
        (await app.request<Speaker>('GET', `/api/speakers/${speakers[0].id}`, { cookie: admin })).body.isFeatured,
      ).toBe(false);
      expect((await patch(speakers[3].id, { isFeatured: true })).status).toBe(200);
      const roster = await readStream(`featured-speakers-${event.id}`);
      expect(roster.map((domainEvent) => domainEvent.type)).toEqual([
        'SpeakerFeatured',
        'SpeakerFeatured',
        'SpeakerFeatured',
        'SpeakerUnfeatured',
        'SpeakerFeatured',
      ]);
    });

    it('refuses to feature or edit a trashed speaker', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      await trash(speaker.id);
      expect((await patch(speaker.id, { isFeatured: true })).body).toEqual({
        message: 'This speaker is in the trash. Restore it first.',
      });
      expect((await patch(speaker.id, { name: 'X' })).status).toBe(409);
    });

    it('restores a trashed speaker, unfeatured, and refuses to restore a live one', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      await patch(speaker.id, { isFeatured: true });
      await patch(speaker.id, { hideAbstract: true });
      await trash(speaker.id);
      expect((await app.request('GET', '/api/speakers/trash', { cookie: admin })).body).toHaveLength(1);
      const restored = await app.request('POST', `/api/speakers/${speaker.id}/restore`, { cookie: admin });
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ trashedAt: null, isFeatured: false, hideAbstract: true });
      expect(await publicIds()).toEqual([speaker.id]);
      const again = await app.request('POST', `/api/speakers/${speaker.id}/restore`, { cookie: admin });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'This speaker is not in the trash.' });
      expect((await app.request('POST', '/api/speakers/nope/restore', { cookie: admin })).status).toBe(404);
      // Restored, it left the trash: the list and the purge 14 days on no longer see it.
      expect((await app.request('GET', '/api/speakers/trash', { cookie: admin })).body).toEqual([]);
      app.clock.advanceDays(14);
      expect(await app.get(SpeakersQueries).purgeDue(app.clock.now())).toEqual([]);
    });

    it('purges only after 14 days, keeping the history in the log', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      await trash(speaker.id);
      const purgeJob = app.get(TrashPurgeJob);
      app.clock.advanceDays(13);
      expect(await purgeJob.run()).toBe(0);
      admin = await app.login();
      expect((await app.request('GET', '/api/speakers/trash', { cookie: admin })).body).toHaveLength(1);
      app.clock.advanceDays(1);
      expect(await purgeJob.run()).toBe(1);
      admin = await app.login();
      expect((await app.request('GET', '/api/speakers/trash', { cookie: admin })).body).toEqual([]);
      expect((await app.request('GET', `/api/speakers/${speaker.id}`, { cookie: admin })).status).toBe(404);
      const stored = await readStream(`speaker-${speaker.id}`);
      expect(stored.map((domainEvent) => domainEvent.type)).toEqual([
        'SpeakerAdded',
        'SpeakerTrashed',
        'SpeakerPurged',
      ]);
      expect(stored[2].metadata.actor).toBe('system');
    });
  });

  it('records actor and correlation on speaker domain events', async () => {
    const event = await createEvent();
    const speaker = await addSpeaker(event.id);
    await app.request('PATCH', `/api/speakers/${speaker.id}`, {
      body: { isFeatured: true },
      cookie: admin,
      headers: { 'x-correlation-id': 'req-7' },
    });
    const [featured] = await readStream(`featured-speakers-${event.id}`);
    expect(featured.data).toEqual({ speakerId: speaker.id, eventId: event.id });
    expect(featured.metadata).toMatchObject({ actor: 'admin@example.com', correlationId: 'req-7' });
  });

  describe('featuring racing a trash of the same speaker (two streams, no atomic append)', () => {
    const rosterTypes = async (eventId: string) =>
      (await readStream(`featured-speakers-${eventId}`)).map((domainEvent) => domainEvent.type);

    it('takes the feature back when the trash lands between reading the speaker and featuring it', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      const runner = app.get(CommandRunner);
      const load = runner.load.bind(runner);
      jest.spyOn(runner, 'load').mockImplementationOnce(async (stream, decider) => {
        const stillListed = await load(stream, decider);
        expect((await trash(speaker.id)).status).toBe(200);
        return stillListed;
      });
      const response = await patch(speaker.id, { isFeatured: true });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ message: SPEAKER_IN_TRASH });
      expect(await rosterTypes(event.id)).toEqual(['SpeakerFeatured', 'SpeakerUnfeatured']);
    });

    it('unfeatures again after trashing when the feature lands between the first unfeature and the trash', async () => {
      const event = await createEvent();
      const speaker = await addSpeaker(event.id);
      const runner = app.get(CommandRunner);
      const run = runner.run.bind(runner);
      let featuredInBetween = false;
      jest.spyOn(runner, 'run').mockImplementation(async (stream, decider, command, metadata) => {
        if (
          !featuredInBetween &&
          stream === `speaker-${speaker.id}` &&
          (command as { type: string }).type === 'TrashSpeaker'
        ) {
          featuredInBetween = true;
          expect((await patch(speaker.id, { isFeatured: true })).status).toBe(200);
        }
        return run(stream, decider, command, metadata);
      });
      expect((await trash(speaker.id)).status).toBe(200);
      expect(featuredInBetween).toBe(true);
      expect(await rosterTypes(event.id)).toEqual(['SpeakerFeatured', 'SpeakerUnfeatured']);
      expect((await app.request('POST', `/api/speakers/${speaker.id}/restore`, { cookie: admin })).status).toBe(200);
      expect((await app.request<Speaker>('GET', `/api/speakers/${speaker.id}`, { cookie: admin })).body).toMatchObject({
        isFeatured: false,
      });
    });
  });

  it('rebuilds by replay exactly the read model built live', async () => {
    const event = await createEvent();
    const a = await addSpeaker(event.id, { name: 'A' });
    const b = await addSpeaker(event.id, { name: 'B' });
    const c = await addSpeaker(event.id, { name: 'C' });
    await patch(a.id, { isFeatured: true });
    await patch(b.id, { isFeatured: true });
    await patch(b.id, { socialVisible: false });
    await patch(c.id, { hideAbstract: true });
    await patch(a.id, { lectureTitle: 'Renamed', objectives: ['One'] });
    await trash(b.id);
    await app.request('POST', `/api/speakers/${b.id}/restore`, { cookie: admin });
    await trash(c.id);
    app.clock.advanceDays(15);
    await app.get(TrashPurgeJob).run();
    const { live, replayed } = await replayAndCompare(app, ['speakers']);
    expect(live.speakers).toHaveLength(2);
    expect(replayed).toEqual(live);
  });
});
