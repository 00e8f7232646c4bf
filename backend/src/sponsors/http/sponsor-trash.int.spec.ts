import type { ApiErrorBody, AuditPage, EventListing, Sponsor, TrashedSponsor } from '@dental/contracts';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { TrashPurgeJob } from '../../purge/trash-purge.job';
import { replayAndCompare } from '../../testing/replay-equals-live';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';

/** Sponsor trash, restore, 14-day purge and undo; taking a sponsor off its event or the global list. */
describe('sponsor trash and placement', () => {
  let app: TestApp;
  let admin: string;
  let eventId: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
    eventId = (
      await app.request<EventListing>('POST', '/api/events', {
        body: eventForm({ title: 'Great Lakes Periodontal Symposium' }),
        cookie: admin,
      })
    ).body.id;
  });
  afterEach(async () => {
    await app.stop();
  });

  const addSponsor = async (overrides: Record<string, unknown> = {}) => {
    const response = await app.request<Sponsor>('POST', '/api/sponsors', {
      body: {
        name: 'Periogen Biologics',
        description: 'Regenerative materials',
        logo: 'PERIO',
        tier: 'gold',
        ...overrides,
      },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const trash = (id: string, body: unknown = { password: TEST_ADMIN_PASSWORD }, cookie: string | undefined = admin) =>
    app.request(`POST`, `/api/sponsors/${id}/trash`, { body, cookie });
  const restore = (id: string, cookie: string | undefined = admin) =>
    app.request<Sponsor>('POST', `/api/sponsors/${id}/restore`, { cookie });
  const trashList = (cookie: string | undefined = admin) =>
    app.request<TrashedSponsor[]>('GET', '/api/sponsors/trash', { cookie });
  const ids = async (query = '', cookie?: string) =>
    (await app.request<Sponsor[]>('GET', `/api/sponsors${query}`, { cookie })).body.map((sponsor) => sponsor.id);
  const latest = async (type: string) =>
    (await app.request<AuditPage>('GET', `/api/audit?kind=sponsor&type=${type}`, { cookie: admin })).body.rows[0];

  it('moves a sponsor to the trash, lists it with its purge date, and restores it where it was', async () => {
    const sponsor = await addSponsor({ eventId, isGlobalSponsor: true });
    const trashed = await trash(sponsor.id);
    expect(trashed.status).toBe(200);
    expect(trashed.body).toEqual({ message: 'Sponsor moved to trash' });
    expect(await ids('', admin)).toEqual([]);
    expect(await ids('')).toEqual([]);
    expect(await ids(`?eventId=${eventId}`, admin)).toEqual([]);
    expect((await app.request('GET', '/api/sponsors/events')).body).toEqual([]);

    const listed = await trashList();
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        ...sponsor,
        trashedAt: '2026-11-21T12:00:00.000Z',
        updatedAt: '2026-11-21T12:00:00.000Z',
        purgeAt: '2026-12-05T12:00:00.000Z',
      },
    ]);

    const restored = await restore(sponsor.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id: sponsor.id,
      eventId,
      tier: 'gold',
      isGlobalSponsor: true,
      trashedAt: null,
    });
    expect(await ids(`?eventId=${eventId}`)).toEqual([sponsor.id]);
    expect((await trashList()).body).toEqual([]);
  });

  it('answers 403 for a wrong password, 400 without one, 404 for an unknown sponsor, 409 when restoring a listed one', async () => {
    const sponsor = await addSponsor();
    expect((await trash(sponsor.id, { password: 'not the password' })).status).toBe(403);
    expect((await trash(sponsor.id, {})).body).toEqual({
      message: 'Password is required',
      issues: [{ path: 'password', message: 'Password is required' }],
    });
    expect((await trash('nope')).body).toEqual({ message: 'Sponsor not found' });
    expect((await restore('nope')).status).toBe(404);
    const notTrashed = await restore(sponsor.id);
    expect(notTrashed.status).toBe(409);
    expect(notTrashed.body).toEqual({ message: 'This sponsor is not in the trash.' });
    expect(await ids('', admin)).toEqual([sponsor.id]);
  });

  it('needs an admin for the trash, its list and restore', async () => {
    const sponsor = await addSponsor();
    expect((await trash(sponsor.id, { password: TEST_ADMIN_PASSWORD }, '')).status).toBe(401);
    expect((await trashList('')).status).toBe(401);
    await trash(sponsor.id);
    expect((await restore(sponsor.id, '')).status).toBe(401);
  });

  it('purges a sponsor 14 days after its trash, not before', async () => {
    const sponsor = await addSponsor({ eventId });
    await trash(sponsor.id);
    const job = app.get(TrashPurgeJob);
    app.clock.advanceDays(13);
    await job.run();
    // A session does not outlive two weeks of the test's clock: sign in again.
    admin = await app.login();
    expect((await trashList()).body.map((item) => item.id)).toEqual([sponsor.id]);
    app.clock.advanceDays(1);
    await job.run();
    admin = await app.login();
    expect((await trashList()).body).toEqual([]);
    expect((await restore(sponsor.id)).body).toEqual({ message: 'Sponsor not found' });
    const stream = await app.get(EventStore).readStream(`sponsor-${sponsor.id}`);
    expect(stream.map((domainEvent) => domainEvent.type)).toEqual([
      'SponsorAdded',
      'SponsorAssignedToEvent',
      'SponsorTrashed',
      'SponsorPurged',
    ]);
    expect(stream[3].metadata.actor).toBe('system');
  });

  it('undoes a trash from the audit history, in plain words', async () => {
    const sponsor = await addSponsor({ eventId });
    await trash(sponsor.id);
    const row = await latest('SponsorTrashed');
    expect(row.summary).toBe('admin@example.com moved the sponsor “Periogen Biologics” to the trash');
    expect(row.undoable).toBe(true);
    expect((await app.request('POST', `/api/audit/${row.position}/undo`, { cookie: admin })).status).toBe(200);
    expect(await ids(`?eventId=${eventId}`)).toEqual([sponsor.id]);
    expect((await latest('SponsorRestored')).summary).toBe(
      'admin@example.com restored the sponsor “Periogen Biologics” from the trash',
    );
  });

  it('refuses to undo an earlier edit of a sponsor now in the trash', async () => {
    const sponsor = await addSponsor();
    await app.request('PATCH', `/api/sponsors/${sponsor.id}`, { body: { description: 'Changed' }, cookie: admin });
    const edit = await latest('SponsorUpdated');
    await trash(sponsor.id);
    const response = await app.request<ApiErrorBody>('POST', `/api/audit/${edit.position}/undo`, { cookie: admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This sponsor was moved to the trash after this change; restore it first.');
  });

  describe('taking a sponsor off its event or the global list', () => {
    it('PATCH /assign-to-event {eventId: null} takes it off its event; PATCH {isGlobalSponsor: false} out of the global list', async () => {
      const sponsor = await addSponsor({ eventId, isGlobalSponsor: true });
      const offEvent = await app.request<Sponsor>('PATCH', `/api/sponsors/${sponsor.id}/assign-to-event`, {
        body: { eventId: null },
        cookie: admin,
      });
      expect(offEvent.status).toBe(200);
      expect(offEvent.body).toMatchObject({ eventId: null, isGlobalSponsor: true, tier: 'gold' });
      expect(await ids(`?eventId=${eventId}`)).toEqual([]);
      const offGlobal = await app.request<Sponsor>('PATCH', `/api/sponsors/${sponsor.id}`, {
        body: { isGlobalSponsor: false },
        cookie: admin,
      });
      expect(offGlobal.status).toBe(200);
      expect(offGlobal.body).toMatchObject({ eventId: null, isGlobalSponsor: false });
      expect((await latest('SponsorNoLongerGlobal')).summary).toBe(
        'admin@example.com removed “Periogen Biologics” from the global site sponsors',
      );
      expect((await latest('SponsorRemovedFromEvent')).summary).toBe(
        'admin@example.com removed the sponsor “Periogen Biologics” from “Great Lakes Periodontal Symposium”',
      );
    });

    it('answers 401 without a session and 400 for a bad body', async () => {
      const sponsor = await addSponsor({ eventId, isGlobalSponsor: true });
      expect(
        (await app.request('PATCH', `/api/sponsors/${sponsor.id}/assign-to-event`, { body: { eventId: null } })).status,
      ).toBe(401);
      expect(
        (await app.request('PATCH', `/api/sponsors/${sponsor.id}`, { body: { isGlobalSponsor: false } })).status,
      ).toBe(401);
      expect(
        (await app.request('PATCH', `/api/sponsors/${sponsor.id}`, { body: { isGlobalSponsor: 'no' }, cookie: admin }))
          .status,
      ).toBe(400);
      expect(await ids(`?eventId=${eventId}`)).toEqual([sponsor.id]);
    });
  });

  it('rebuilds by replay exactly the read models built live', async () => {
    const kept = await addSponsor({ name: 'Kept', eventId });
    const restored = await addSponsor({ name: 'Restored', isGlobalSponsor: true });
    const purged = await addSponsor({ name: 'Purged' });
    await trash(restored.id);
    await restore(restored.id);
    await trash(purged.id);
    app.clock.advanceDays(15);
    await app.get(TrashPurgeJob).run();
    const { live, replayed } = await replayAndCompare(app, ['sponsors', 'analytics-sponsors']);
    expect(live.sponsors.map((document) => (document as { id: string }).id).sort()).toEqual(
      [kept.id, restored.id].sort(),
    );
    expect(replayed).toEqual(live);
  });
});
