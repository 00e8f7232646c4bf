import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { AuditPage, EventListing, Speaker, SpeakerProfile, Sponsor, SponsorTierNames } from '@dental/contracts';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import { replayAndCompare } from '../../testing/replay-equals-live';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';
import { EventDuplication } from '../commands';
import { UNFINISHED_DUPLICATIONS_COLLECTION } from '../projections/event-duplications.projection';

/** POST /api/events/:id/duplicate: the next edition of an event, hidden, with its agenda, speakers and sponsors. */
describe('duplicating an event', () => {
  let app: TestApp;
  let admin: string;
  let source: EventListing;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
    const agenda = [{ date: '2026-12-14', sessions: [{ time: '9:00 AM', title: 'Opening', speaker: 'Dr. Ana Ruiz' }] }];
    source = (
      await app.request<EventListing>('POST', '/api/events', {
        body: eventForm({ date: '2026-12-14', agenda }),
        cookie: admin,
      })
    ).body;
  });
  afterEach(async () => {
    await app.stop();
  });

  const duplicate = (id: string, body: unknown, cookie = admin) =>
    app.request<EventListing>('POST', `/api/events/${id}/duplicate`, { body, cookie });
  const addSpeaker = async (overrides: Record<string, unknown> = {}) => {
    const body = {
      name: 'Dr. Ana Ruiz',
      profession: 'Periodontist',
      specialty: 'Periodontics',
      lectureTitle: 'Soft tissue grafting',
      email: 'ana.ruiz@example.com',
      eventId: source.id,
      ...overrides,
    };
    const response = await app.request<Speaker>('POST', '/api/speakers', { body, cookie: admin });
    expect(response.status).toBe(201);
    return response.body;
  };
  const addSponsor = async (overrides: Record<string, unknown> = {}) => {
    const response = await app.request<Sponsor>('POST', '/api/sponsors', {
      body: {
        name: 'Periogen Biologics',
        description: 'Regenerative materials',
        logo: 'PERIO',
        tier: 'gold',
        eventId: source.id,
        ...overrides,
      },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };

  it('creates a hidden, unfeatured copy on the new date with copies of the agenda, speakers, sponsors and tier names', async () => {
    await app.request('PATCH', `/api/events/${source.id}`, { body: { isFeatured: true }, cookie: admin });
    await app.request('PATCH', `/api/events/${source.id}`, { body: { hideAbstracts: true }, cookie: admin });
    const speaker = await addSpeaker({ abstract: 'Why grafts fail', credentials: 'DDS, MS' });
    await app.request('PATCH', `/api/speakers/${speaker.id}`, { body: { socialVisible: false }, cookie: admin });
    const trashedSpeaker = await addSpeaker({ name: 'Dr. Trashed', email: 'trashed@example.com' });
    await app.request('POST', `/api/speakers/${trashedSpeaker.id}/trash`, {
      body: { password: TEST_ADMIN_PASSWORD },
      cookie: admin,
    });
    const sponsor = await addSponsor({ isGlobalSponsor: true });
    await addSponsor({ name: 'Silverline Dental', logo: 'SILV', tier: 'silver' });
    await app.request('PATCH', `/api/sponsor-tiers/${source.id}`, {
      body: { tierLevel: 'gold', customName: 'Gold Partners' },
      cookie: admin,
    });

    const response = await duplicate(source.id, { date: '2027-12-13' });
    expect(response.status).toBe(201);
    const copy = response.body;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      title: source.title,
      date: '2027-12-13',
      startDate: '2027-12-13',
      city: source.city,
      isHidden: true,
      isFeatured: false,
      hideAbstracts: true,
      agenda: [{ date: '2027-12-13', sessions: [{ time: '9:00 AM', title: 'Opening', speaker: 'Dr. Ana Ruiz' }] }],
    });

    const speakers = (await app.request<Speaker[]>('GET', `/api/speakers?eventId=${copy.id}`, { cookie: admin })).body;
    expect(speakers).toHaveLength(1);
    expect(speakers[0]).toMatchObject({
      name: 'Dr. Ana Ruiz',
      abstract: 'Why grafts fail',
      credentials: 'DDS, MS',
      socialVisible: false,
      isFeatured: false,
      samePersonAs: speaker.id,
    });
    expect(speakers[0].id).not.toBe(speaker.id);
    // The copy is linked as the same person: the original's page lists it once the copy is public.
    await app.request('PATCH', `/api/events/${copy.id}`, { body: { isHidden: false }, cookie: admin });
    const profile = (await app.request<SpeakerProfile>('GET', `/api/speakers/${speaker.id}/profile`)).body;
    expect(JSON.stringify(profile)).toContain(copy.id);

    const sponsors = (await app.request<Sponsor[]>('GET', `/api/sponsors?eventId=${copy.id}`, { cookie: admin })).body;
    expect(sponsors.map(({ name, tier, isGlobalSponsor }) => ({ name, tier, isGlobalSponsor }))).toEqual([
      { name: 'Periogen Biologics', tier: 'gold', isGlobalSponsor: false },
      { name: 'Silverline Dental', tier: 'silver', isGlobalSponsor: false },
    ]);
    expect(sponsors.map((item) => item.id)).not.toContain(sponsor.id);
    expect(
      (await app.request<Sponsor[]>('GET', `/api/sponsors?eventId=${source.id}`, { cookie: admin })).body,
    ).toHaveLength(2);
    expect(
      (await app.request<SponsorTierNames>('GET', `/api/sponsor-tiers/${copy.id}`, { cookie: admin })).body.names.gold,
    ).toBe('Gold Partners');
  });

  it('refuses a missing or blank date (400), an unknown event (404), a trashed one (409), and a visitor (401)', async () => {
    expect((await duplicate(source.id, {})).body).toEqual({
      message: 'Date is required',
      issues: [{ path: 'date', message: 'Date is required' }],
    });
    expect((await duplicate(source.id, { date: '   ' })).status).toBe(400);
    expect((await duplicate(source.id, { date: '2027-12-13', title: 'Other' })).status).toBe(400);
    expect((await duplicate('nope', { date: '2027-12-13' })).body).toEqual({ message: 'Event not found' });
    expect((await duplicate(source.id, { date: '2027-12-13' }, '')).status).toBe(401);
    await app.request('POST', `/api/events/${source.id}/trash`, {
      body: { password: TEST_ADMIN_PASSWORD },
      cookie: admin,
    });
    const trashed = await duplicate(source.id, { date: '2027-12-13' });
    expect(trashed.status).toBe(409);
    expect(trashed.body).toEqual({ message: 'This event is in the trash. Restore it first.' });
    expect((await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body).toEqual([]);
  });

  it('resumes a duplication interrupted part-way: every copy made once, then the duplication recorded finished', async () => {
    const first = await addSpeaker();
    const second = await addSpeaker({ name: 'Dr. Ben Okafor', email: 'ben.okafor@example.com' });
    await app.request('PATCH', `/api/speakers/${second.id}`, { body: { hideAbstract: true }, cookie: admin });
    await addSponsor();
    await app.request('PATCH', `/api/sponsor-tiers/${source.id}`, {
      body: { tierLevel: 'gold', customName: 'Gold Partners' },
      cookie: admin,
    });
    const caughtUp = async () => app.get(CommandRunner).waitForReadModels(await app.get(EventStore).headPosition());
    const unfinished = async () => (await app.get(ReadStore).list(UNFINISHED_DUPLICATIONS_COLLECTION)).length;

    // The process stops as a crash would, when it sends its third command (the second speaker's copy):
    // the copy of the event and of its first speaker are made, nothing after them.
    const bus = app.get(CommandBus);
    const send = bus.execute.bind(bus);
    let sent = 0;
    const interrupted = jest.spyOn(bus, 'execute').mockImplementation((command) => {
      sent += 1;
      return sent === 3 ? Promise.reject(new Error('process stopped')) : send(command);
    });
    const metadata = {
      actor: 'admin@localhost',
      // The app's own clock, as every command it sends is timed: the history is read in time order.
      occurredAt: app.clock.now(),
      correlationId: randomUUID(),
      causationId: randomUUID(),
    };
    await expect(
      app.get(EventDuplication).duplicate({ type: 'DuplicateEvent', eventId: source.id, date: '2027-12-13' }, metadata),
    ).rejects.toThrow('process stopped');
    interrupted.mockRestore();
    await caughtUp();

    const events = async () => (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
    const [copy] = (await events()).filter((event) => event.id !== source.id);
    expect(copy).toMatchObject({ date: '2027-12-13', isHidden: true });
    const speakersOfCopy = async () =>
      (await app.request<Speaker[]>('GET', `/api/speakers?eventId=${copy.id}`, { cookie: admin })).body;
    const sponsorsOfCopy = async () =>
      (await app.request<Sponsor[]>('GET', `/api/sponsors?eventId=${copy.id}`, { cookie: admin })).body;
    const copiedFirst = await speakersOfCopy();
    expect(copiedFirst.map((speaker) => speaker.samePersonAs)).toEqual([first.id]);
    expect(await sponsorsOfCopy()).toEqual([]);
    expect(await unfinished()).toBe(1);

    // The next start finishes it from what its start recorded, taking again the steps already taken.
    expect(await app.get(EventDuplication).finishInterrupted()).toBe(1);
    await caughtUp();
    expect((await events()).map((event) => event.id).sort()).toEqual([copy.id, source.id].sort());
    const speakers = (await speakersOfCopy()).map(({ id, samePersonAs, hideAbstract }) => ({
      id,
      samePersonAs,
      hideAbstract,
    }));
    expect(speakers).toHaveLength(2);
    expect(speakers).toEqual(
      expect.arrayContaining([
        { id: copiedFirst[0].id, samePersonAs: first.id, hideAbstract: false },
        { id: expect.any(String), samePersonAs: second.id, hideAbstract: true },
      ]),
    );
    expect((await sponsorsOfCopy()).map((sponsor) => sponsor.name)).toEqual(['Periogen Biologics']);
    expect(
      (await app.request<SponsorTierNames>('GET', `/api/sponsor-tiers/${copy.id}`, { cookie: admin })).body.names.gold,
    ).toBe('Gold Partners');
    expect(await unfinished()).toBe(0);

    // Finished is finished: another start takes no step again.
    const head = await app.get(EventStore).headPosition();
    expect(await app.get(EventDuplication).finishInterrupted()).toBe(0);
    expect(await app.get(EventStore).headPosition()).toBe(head);

    // The source event's history says what was done to it, in words.
    const history = (
      await app.request<AuditPage>('GET', `/api/audit?kind=event&entityId=${source.id}`, { cookie: admin })
    ).body.rows;
    expect(history.slice(0, 2).map(({ type, typeLabel, summary }) => ({ type, typeLabel, summary }))).toEqual([
      {
        type: 'EventDuplicationFinished',
        typeLabel: 'Next edition copied',
        summary: `admin@localhost finished copying “${source.title}” to its next edition`,
      },
      {
        type: 'EventDuplicationStarted',
        typeLabel: 'Next edition started',
        summary: `admin@localhost started listing the next edition of “${source.title}” on 2027-12-13, with 2 speakers and 1 sponsor`,
      },
    ]);
  });

  it('rebuilds by replay exactly the read models built live', async () => {
    await addSpeaker();
    await addSponsor();
    await duplicate(source.id, { date: 'Spring 2027' });
    const { live, replayed, projections } = await replayAndCompare(app, [
      'events',
      'speakers',
      'sponsors',
      'sponsor-tier-names',
      'unfinished-event-duplications',
    ]);
    expect(projections.sort()).toEqual([
      'events',
      'speakers',
      'sponsor-tier-names',
      'sponsors',
      'unfinished-event-duplications',
    ]);
    expect(replayed).toEqual(live);
  });
});
