import type { ApiErrorBody, AuditPage, EventListing, Sponsor, UndoResult } from '@dental/contracts';
import { TrashPurgeJob } from '../../purge/trash-purge.job';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';

describe('undo of sponsor changes', () => {
  let app: TestApp;
  let admin: string;
  let first: string;
  let second: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
    first = (
      await app.request<EventListing>('POST', '/api/events', { body: eventForm({ title: 'First' }), cookie: admin })
    ).body.id;
    second = (
      await app.request<EventListing>('POST', '/api/events', { body: eventForm({ title: 'Second' }), cookie: admin })
    ).body.id;
  });
  afterEach(async () => {
    await app.stop();
  });

  const addSponsor = async (overrides: Record<string, unknown> = {}) => {
    const response = await app.request<Sponsor>('POST', '/api/sponsors', {
      body: { name: 'Nova Dental', description: 'Implant systems', logo: 'NOVA', tier: 'silver', ...overrides },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const latest = async (type: string) =>
    (await app.request<AuditPage>('GET', `/api/audit?kind=sponsor&type=${type}`, { cookie: admin })).body.rows[0];
  const undo = (position: number) =>
    app.request<ApiErrorBody>('POST', `/api/audit/${position}/undo`, { cookie: admin });
  const sponsor = async (id: string) =>
    (await app.request<Sponsor[]>('GET', '/api/sponsors', { cookie: admin })).body.find(
      (candidate) => candidate.id === id,
    )!;
  const assign = (id: string, body: unknown) =>
    app.request('PATCH', `/api/sponsors/${id}/assign-to-event`, { body, cookie: admin });

  it('reverts a field edit', async () => {
    const added = await addSponsor();
    await app.request('PATCH', `/api/sponsors/${added.id}`, { body: { name: 'Nova Dental Group' }, cookie: admin });
    const row = await latest('SponsorUpdated');
    expect(row.summary).toBe('admin@example.com edited the name of the sponsor “Nova Dental Group”');
    expect((await undo(row.position)).status).toBe(200);
    expect((await sponsor(added.id)).name).toBe('Nova Dental');
  });

  it('reverts the global flag', async () => {
    const added = await addSponsor();
    await app.request('PATCH', `/api/sponsors/${added.id}`, { body: { isGlobalSponsor: true }, cookie: admin });
    expect((await undo((await latest('SponsorMadeGlobal')).position)).status).toBe(200);
    expect((await sponsor(added.id)).isGlobalSponsor).toBe(false);
  });

  it('reverts an assignment to where the sponsor was, event and tier', async () => {
    const added = await addSponsor();
    await assign(added.id, { eventId: first, tier: 'gold' });
    await assign(added.id, { eventId: second, tier: 'platinum' });
    const move = await latest('SponsorAssignedToEvent');
    expect(move.summary).toBe('admin@example.com assigned the sponsor “Nova Dental” to “Second” as platinum');
    expect((await undo(move.position)).status).toBe(200);
    expect(await sponsor(added.id)).toMatchObject({ eventId: first, tier: 'gold' });

    await assign(added.id, { eventId: null });
    expect((await undo((await latest('SponsorRemovedFromEvent')).position)).status).toBe(200);
    expect(await sponsor(added.id)).toMatchObject({ eventId: first, tier: 'gold' });
  });

  it('reverts a first assignment by taking the sponsor off again at its old tier', async () => {
    const added = await addSponsor();
    await assign(added.id, { eventId: first, tier: 'gold' });
    expect((await undo((await latest('SponsorAssignedToEvent')).position)).status).toBe(200);
    expect(await sponsor(added.id)).toMatchObject({ eventId: null, tier: 'silver' });
  });

  it('answers with the position of the last domain event a revert of two commands wrote', async () => {
    const added = await addSponsor();
    await assign(added.id, { eventId: first, tier: 'gold' });
    const assignment = await latest('SponsorAssignedToEvent');
    const response = await app.request<UndoResult>('POST', `/api/audit/${assignment.position}/undo`, {
      cookie: admin,
    });
    expect(response.status).toBe(200);
    const { rows } = (await app.request<AuditPage>('GET', '/api/audit?kind=sponsor', { cookie: admin })).body;
    // Taken off the event, then its tier put back: two compensating domain events, the tier last.
    expect(rows.slice(0, 2).map((row) => [row.type, row.revertsPosition])).toEqual([
      ['SponsorUpdated', assignment.position],
      ['SponsorRemovedFromEvent', assignment.position],
    ]);
    expect(response.body).toEqual({
      message: 'Change undone',
      revertedPosition: assignment.position,
      position: rows[0].position,
    });
  });

  it('refuses once the sponsor is purged', async () => {
    const added = await addSponsor();
    await app.request('PATCH', `/api/sponsors/${added.id}`, { body: { description: 'Changed' }, cookie: admin });
    const edit = await latest('SponsorUpdated');
    await app.request('DELETE', `/api/sponsors/${added.id}`, {
      body: { password: TEST_ADMIN_PASSWORD },
      cookie: admin,
    });
    app.clock.advanceDays(14);
    await app.get(TrashPurgeJob).run();
    admin = await app.login();
    const response = await undo(edit.position);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This sponsor was purged after this change, so it can no longer be undone.');
  });
});
