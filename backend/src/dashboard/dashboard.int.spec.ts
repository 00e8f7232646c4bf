import {
  listingTiming,
  normaliseAgenda,
  type AuditPage,
  type DashboardAnswer,
  type EventListing,
  type EventSubmission,
  type Speaker,
  type Sponsor,
} from '@dental/contracts';
import { AuditQueries } from '../audit';
import { ANALYTICS_EVENTS_COLLECTION } from '../analytics';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { EVENTS_COLLECTION, EventsQueries } from '../events';
import { OrganisersQueries } from '../organisers';
import { Clock } from '../shared/clock';
import { SpeakersQueries } from '../speakers';
import { SponsorsQueries } from '../sponsors';
import { SubmissionsQueries } from '../submissions';
import { submit } from '../submissions/testing/submission-test-kit';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../testing/test-app';
import { DashboardService } from './dashboard.service';

/** What a service that has read nothing yet answers: every list read whole, as at a start. */
const answerAfresh = (app: TestApp) =>
  new DashboardService(
    app.get(EventsQueries),
    app.get(SpeakersQueries),
    app.get(SponsorsQueries),
    app.get(SubmissionsQueries),
    app.get(AuditQueries),
    app.get(OrganisersQueries),
    app.get(Clock),
    app.get(ProjectionEngine),
    app.get(ReadStore),
  ).answer();

/** GET /api/dashboard: what needs attention, with counts that match the admin list APIs. The clock starts on 2026-11-21. */
describe('GET /api/dashboard', () => {
  let app: TestApp;
  let admin: string;

  afterEach(async () => {
    await app.stop();
  });

  const get = async <T>(url: string) => {
    const response = await app.request<T>('GET', url, { cookie: admin });
    expect(response.status).toBe(200);
    return response.body;
  };

  describe('on a store of its own', () => {
    beforeEach(async () => {
      app = await TestApp.start();
      admin = await app.login();
    });

    const create = async (overrides: Record<string, unknown> = {}) => {
      const response = await app.request<EventListing>('POST', '/api/events', {
        body: eventForm(overrides),
        cookie: admin,
      });
      expect(response.status).toBe(201);
      return response.body;
    };
    const addSpeaker = async (eventId: string, overrides: Record<string, unknown> = {}) => {
      const body = {
        name: 'Dr. Ana Ruiz',
        profession: 'Periodontist',
        specialty: 'Periodontics',
        lectureTitle: 'Grafting',
        email: 'ana@example.com',
        eventId,
        ...overrides,
      };
      const response = await app.request<Speaker>('POST', '/api/speakers', { body, cookie: admin });
      expect(response.status).toBe(201);
      return response.body;
    };

    it('needs an admin', async () => {
      expect((await app.request('GET', '/api/dashboard')).status).toBe(401);
    });

    it('is empty on an empty store, but for the first owner recorded at start', async () => {
      expect(await get<DashboardAnswer>('/api/dashboard')).toEqual({
        pendingSubmissions: { count: 0, oldestSubmittedAt: null },
        pendingChangeRequests: { count: 0, oldestSubmittedAt: null },
        featured: { used: 0, limit: 6, stale: [] },
        eventsWithoutAgenda: [],
        eventsWithoutImage: [],
        speakersWithoutPhoto: [],
        speakersWithoutDisclosure: [],
        counts: {
          eventsWithoutAgenda: 0,
          eventsWithoutImage: 0,
          speakersWithoutPhoto: 0,
          speakersWithoutDisclosure: 0,
        },
        trash: { events: 0, speakers: 0, sponsors: 0, nextPurgeAt: null },
        recentChanges: [expect.objectContaining({ type: 'OwnerAccountEstablished', actor: 'system' })],
      });
    });

    it('keeps what needs attention only until a list it reads changes, or the day does', async () => {
      const dashboard = () => get<DashboardAnswer>('/api/dashboard');
      const titles = (answer: DashboardAnswer) => answer.eventsWithoutAgenda.map((event) => event.title);
      const names = (answer: DashboardAnswer) => answer.speakersWithoutPhoto.map((speaker) => speaker.name);
      const soon = await create({ title: 'Soon', date: '2026-11-22' });
      expect(titles(await dashboard())).toEqual(['Soon']);
      expect(titles(await dashboard())).toEqual(['Soon']);

      const agenda = [{ date: '2026-11-22', sessions: [{ time: '9:00 AM', title: 'Opening' }] }];
      expect((await app.request('PATCH', `/api/events/${soon.id}`, { body: { agenda }, cookie: admin })).status).toBe(
        200,
      );
      expect(titles(await dashboard())).toEqual([]);

      const speaker = await addSpeaker(soon.id, { name: 'Dr. No Photo' });
      expect(names(await dashboard())).toEqual(['Dr. No Photo']);
      await app.request('POST', `/api/speakers/${speaker.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      const afterTrash = await dashboard();
      expect(names(afterTrash)).toEqual([]);
      expect(afterTrash.trash.speakers).toBe(1);
      await app.request('POST', `/api/speakers/${speaker.id}/restore`, { cookie: admin });
      expect(names(await dashboard())).toEqual(['Dr. No Photo']);

      await submit(app, { title: 'A submission' });
      expect((await dashboard()).pendingSubmissions.count).toBe(1);

      // Nothing changes but the day: 'Soon' is over, and over events need no work.
      app.clock.advanceDays(2);
      admin = await app.login();
      expect(names(await dashboard())).toEqual([]);
    });

    it('lists what needs attention, leaving out what is over or in the trash', async () => {
      const agenda = [{ date: '2026-12-14', sessions: [{ time: '9:00 AM', title: 'Opening' }] }];
      const complete = await create({ title: 'Complete', agenda, image: 'aaid-conference' });
      const bare = await create({ title: 'Bare', image: '', date: '2027-01-20' });
      const past = await create({ title: 'Over', date: '2026-11-25' });
      const hidden = await create({ title: 'Hidden', date: '2027-02-20', agenda, image: 'aaid-conference' });
      for (const event of [complete, past, hidden])
        expect(
          (await app.request('PATCH', `/api/events/${event.id}`, { body: { isFeatured: true }, cookie: admin })).status,
        ).toBe(200);
      await app.request('PATCH', `/api/events/${hidden.id}`, { body: { isHidden: true }, cookie: admin });

      const withEverything = await addSpeaker(complete.id, {
        image: '/attached_assets/speakers/ana.svg',
        disclosure: 'No relevant financial relationships to disclose.',
      });
      const noPhoto = await addSpeaker(complete.id, { name: 'Dr. No Photo', disclosure: 'Consultant for Periogen.' });
      const noDisclosure = await addSpeaker(bare.id, {
        name: 'Dr. No Disclosure',
        image: 'https://media.example.com/b.jpg',
      });
      await addSpeaker(past.id, { name: 'Dr. Past' });
      const trashedSpeaker = await addSpeaker(bare.id, { name: 'Dr. Trashed' });
      await app.request('POST', `/api/speakers/${trashedSpeaker.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      const sponsor = (
        await app.request<Sponsor>('POST', '/api/sponsors', {
          body: { name: 'Periogen', description: 'Biologics', logo: 'PERIO', tier: 'gold' },
          cookie: admin,
        })
      ).body;
      app.clock.advanceDays(1);
      admin = await app.login();
      await app.request('POST', `/api/sponsors/${sponsor.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      const gone = await create({ title: 'Trashed' });
      await app.request('POST', `/api/events/${gone.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      await submit(app, { title: 'First submission' });
      app.clock.advanceDays(1);
      await submit(app, { title: 'Second submission' });

      // Four days later "Over" is past: it stays featured in the list but holds no place.
      app.clock.set('2026-11-27T12:00:00.000Z');
      admin = await app.login();
      const dashboard = await get<DashboardAnswer>('/api/dashboard');
      expect(dashboard.pendingSubmissions).toEqual({ count: 2, oldestSubmittedAt: '2026-11-22T12:00:00.000Z' });
      expect(dashboard.featured).toEqual({
        used: 1,
        limit: 6,
        stale: expect.arrayContaining([
          { id: past.id, title: 'Over', reason: 'past' },
          { id: hidden.id, title: 'Hidden', reason: 'hidden' },
        ]),
      });
      expect(dashboard.featured.stale).toHaveLength(2);
      expect(dashboard.eventsWithoutAgenda).toEqual([{ id: bare.id, title: 'Bare' }]);
      expect(dashboard.eventsWithoutImage).toEqual([{ id: bare.id, title: 'Bare' }]);
      expect(dashboard.speakersWithoutPhoto).toEqual([{ id: noPhoto.id, name: 'Dr. No Photo', eventId: complete.id }]);
      expect(dashboard.speakersWithoutDisclosure).toEqual([
        { id: noDisclosure.id, name: 'Dr. No Disclosure', eventId: bare.id },
      ]);
      expect(dashboard.speakersWithoutPhoto.map((item) => item.id)).not.toContain(withEverything.id);
      expect(dashboard.counts).toEqual({
        eventsWithoutAgenda: 1,
        eventsWithoutImage: 1,
        speakersWithoutPhoto: 1,
        speakersWithoutDisclosure: 1,
      });
      // The speaker was trashed first, on the 21st: the soonest purge is 14 days after it.
      expect(dashboard.trash).toEqual({ events: 1, speakers: 1, sponsors: 1, nextPurgeAt: '2026-12-05T12:00:00.000Z' });
      const audit = await get<AuditPage>('/api/audit?limit=10');
      expect(dashboard.recentChanges).toEqual(audit.rows);
      expect(dashboard.recentChanges).toHaveLength(10);
    });
  });

  it('follows each change of an event, a speaker, a sponsor or a submission as reading every list afresh does', async () => {
    app = await TestApp.start({ demoData: true, env: { READ_MODELS: 'file' } });
    admin = await app.login();
    const live = () => get<DashboardAnswer>('/api/dashboard');
    const afresh = () => answerAfresh(app);
    const events = await get<EventListing[]>('/api/events');
    const speakers = await get<Speaker[]>('/api/speakers');
    const sponsors = await get<Sponsor[]>('/api/sponsors');
    const upcoming = events.filter((event) => listingTiming(event, app.clock.now()) === 'upcoming');
    const speaker = speakers.find((one) => one.image !== '' && upcoming.some((event) => event.id === one.eventId))!;
    const first = upcoming.find((event) => event.id === speaker.eventId)!;
    const second = upcoming.find((event) => event !== first)!;
    const plain = upcoming.find((event) => !event.isFeatured)!;
    const { recentChanges: _recent, ...atStart } = await live();
    expect({ ...atStart, recentChanges: _recent }).toEqual(await afresh());

    const request = (method: 'PATCH' | 'POST', path: string, body?: unknown) => () =>
      app.request(method, path, { body, cookie: admin });
    const trash = (path: string) => request('POST', `${path}/trash`, { password: TEST_ADMIN_PASSWORD });
    const changes: Array<[string, () => Promise<{ status: number }>]> = [
      ['a speaker without a photo', request('PATCH', `/api/speakers/${speaker.id}`, { image: '' })],
      ['without a disclosure either', request('PATCH', `/api/speakers/${speaker.id}`, { disclosure: '' })],
      ['moved to another event', request('PATCH', `/api/speakers/${speaker.id}`, { eventId: second.id })],
      ['an agenda emptied', request('PATCH', `/api/events/${second.id}`, { agenda: [] })],
      ['an image removed', request('PATCH', `/api/events/${first.id}`, { image: '' })],
      ['an event featured', request('PATCH', `/api/events/${plain.id}`, { isFeatured: true })],
      ['and hidden', request('PATCH', `/api/events/${plain.id}`, { isHidden: true })],
      ['an event with its speakers in the trash', trash(`/api/events/${second.id}`)],
      ['the event restored', request('POST', `/api/events/${second.id}/restore`)],
      ['the speaker in the trash', trash(`/api/speakers/${speaker.id}`)],
      ['a sponsor in the trash', trash(`/api/sponsors/${sponsors[0].id}`)],
      ['a new event', request('POST', '/api/events', eventForm({ title: 'Bare', image: '' }))],
      ['a submission', () => submit(app, { title: 'A submission' }).then(() => ({ status: 201 }))],
    ];
    let before = atStart;
    for (const [change, make] of changes) {
      expect([change, (await make()).status < 300]).toEqual([change, true]);
      const { recentChanges, ...after } = await live();
      expect([change, { ...after, recentChanges }]).toEqual([change, await afresh()]);
      // Each change is one the dashboard shows.
      expect([change, after]).not.toEqual([change, before]);
      before = after;
    }
  });

  it('reads no agenda for its first answer, and reads whole only an event the analytics facts do not know', async () => {
    app = await TestApp.start({ demoData: true, env: { READ_MODELS: 'file' } });
    admin = await app.login();
    const store = app.get(ReadStore);
    const fresh = () => answerAfresh(app);
    const live = await get<DashboardAnswer>('/api/dashboard');
    const events = await get<EventListing[]>('/api/events');
    // A public event the dashboard names for its missing agenda.
    const bare = events.find((event) => live.eventsWithoutAgenda.some((item) => item.id === event.id))!;
    expect(bare).toBeDefined();
    /** The ids of the events a spied read took whole (undefined for a whole list). */
    const readWhole = (spy: { mock: { calls: unknown[][] } }) =>
      spy.mock.calls.filter(([collection]) => collection === EVENTS_COLLECTION).map(([, id]) => id);
    const list = jest.spyOn(store, 'list');
    const getOne = jest.spyOn(store, 'get');
    // What every answer reads whole: the events of the pending change requests, which it counts.
    await get('/api/dashboard');
    const everyAnswer = readWhole(getOne);
    getOne.mockClear();
    expect(await fresh()).toEqual(live);
    expect(readWhole(list)).toEqual([]);
    expect(readWhole(getOne)).toEqual(everyAnswer);

    // Facts that lack the event (a read model another version left behind): that event is read whole.
    getOne.mockClear();
    const listFields = store.listFields.bind(store);
    jest
      .spyOn(store, 'listFields')
      .mockImplementation(async (collection, fields) =>
        (await listFields(collection, fields)).filter(
          (document) => collection !== ANALYTICS_EVENTS_COLLECTION || document.id !== bare.id,
        ),
      );
    expect(await fresh()).toEqual(live);
    expect(readWhole(list)).toEqual([]);
    expect(readWhole(getOne).sort()).toEqual([...everyAnswer, bare.id].sort());
    jest.restoreAllMocks();
  });

  it('matches the admin list APIs on the demo data set', async () => {
    app = await TestApp.start({ demoData: true });
    admin = await app.login();
    const dashboard = await get<DashboardAnswer>('/api/dashboard');
    const events = await get<EventListing[]>('/api/events');
    const speakers = await get<Speaker[]>('/api/speakers');
    const submissions = await get<EventSubmission[]>('/api/event-submissions');
    const trashed = [
      await get<Array<{ purgeAt: string }>>('/api/events/trash'),
      await get<Array<{ purgeAt: string }>>('/api/speakers/trash'),
      await get<Array<{ purgeAt: string }>>('/api/sponsors/trash'),
    ];

    const pending = submissions.filter((submission) => submission.status === 'pending');
    expect(dashboard.pendingSubmissions.count).toBe(pending.length);
    expect(dashboard.featured.used + dashboard.featured.stale.length).toBe(
      events.filter((event) => event.isFeatured).length,
    );
    expect(dashboard.featured.used).toBeLessThanOrEqual(6);
    const byId = new Map(events.map((event) => [event.id, event]));
    // As the event page reads each agenda: none shows an item.
    for (const item of dashboard.eventsWithoutAgenda)
      expect(normaliseAgenda(byId.get(item.id)!.agenda).days.some((day) => day.items.length > 0)).toBe(false);
    for (const item of dashboard.eventsWithoutImage) expect(byId.get(item.id)!.image).toBe('');
    const speakerById = new Map(speakers.map((speaker) => [speaker.id, speaker]));
    for (const item of dashboard.speakersWithoutPhoto) expect(speakerById.get(item.id)!.image).toBe('');
    for (const item of dashboard.speakersWithoutDisclosure) expect(speakerById.get(item.id)!.disclosure).toBe('');
    expect(dashboard.trash).toEqual({
      events: trashed[0].length,
      speakers: trashed[1].length,
      sponsors: trashed[2].length,
      nextPurgeAt:
        trashed
          .flat()
          .map((item) => item.purgeAt)
          .sort()[0] ?? null,
    });
    expect(dashboard.trash.events + dashboard.trash.speakers).toBeGreaterThan(0);
    expect(dashboard.recentChanges).toEqual((await get<AuditPage>('/api/audit?limit=10')).rows);
  });
});
