import type { AuditFacets, AuditPage, AuditRow, EventListing, Sponsor } from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TrashPurgeJob } from '../purge/trash-purge.job';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../testing/test-app';

/** The audit answer names the entities its rows refer to, as they are called when it is read. */
describe('audit API: names instead of ids', () => {
  let app: TestApp;
  let admin: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
  });
  afterEach(async () => {
    await app.stop();
  });

  const createEvent = async (title: string) =>
    (await app.request<EventListing>('POST', '/api/events', { body: eventForm({ title }), cookie: admin })).body.id;
  const audit = async (query = '') => {
    const response = await app.request<AuditPage>('GET', `/api/audit${query}`, { cookie: admin });
    expect(response.status).toBe(200);
    return response.body;
  };
  const everyRow = async () => {
    const rows: AuditRow[] = [];
    for (let before = ''; ;) {
      const page = await audit(`?limit=200${before}`);
      rows.push(...page.rows);
      if (page.nextBefore === null) return rows;
      before = `&before=${page.nextBefore}`;
    }
  };

  it("gives a sponsor's move between events by the events' names now, with the ids and what became of them", async () => {
    const great = await createEvent('Great Lakes Periodontal Symposium');
    const gulf = await createEvent('Gulf Coast Dental Forum');
    const sponsor = (
      await app.request<Sponsor>('POST', '/api/sponsors', {
        body: { name: 'Periogen Biologics', description: 'Regenerative materials', logo: 'PERIO', tier: 'gold' },
        cookie: admin,
      })
    ).body;
    await app.request('PATCH', `/api/sponsors/${sponsor.id}/assign-to-event`, {
      body: { eventId: great, tier: 'gold' },
      cookie: admin,
    });
    await app.request('PATCH', `/api/sponsors/${sponsor.id}/assign-to-event`, {
      body: { eventId: gulf, tier: 'gold' },
      cookie: admin,
    });
    // Later: one event renamed, the other trashed, the sponsor renamed.
    await app.request('PATCH', `/api/events/${gulf}`, {
      body: { title: 'Gulf Coast Dental Forum 2027' },
      cookie: admin,
    });
    await app.request('POST', `/api/events/${great}/trash`, { body: { password: TEST_ADMIN_PASSWORD }, cookie: admin });
    await app.request('PATCH', `/api/sponsors/${sponsor.id}`, { body: { name: 'Periogen' }, cookie: admin });

    const [move] = (await audit('?type=SponsorAssignedToEvent&limit=1')).rows;
    expect(move.typeLabel).toBe('Sponsor assigned to an event');
    expect(move.changes).toEqual([{ field: 'eventId', before: great, after: gulf }]);
    // The sentence says what happened, in the names of the time; the references give the names now.
    expect(move.summary).toBe(
      'admin@example.com assigned the sponsor “Periogen Biologics” to “Gulf Coast Dental Forum” as gold',
    );
    expect(move.entity.label).toBe('Periogen Biologics');
    expect(move.references).toEqual(
      expect.arrayContaining([
        { kind: 'sponsor', id: sponsor.id, name: 'Periogen', status: 'current' },
        { kind: 'event', id: great, name: 'Great Lakes Periodontal Symposium', status: 'trashed' },
        { kind: 'event', id: gulf, name: 'Gulf Coast Dental Forum 2027', status: 'current' },
      ]),
    );
    expect(move.references).toHaveLength(3);
  });

  it('keeps the last known name of a purged event, and names the filter choices in words', async () => {
    const event = await createEvent('Great Lakes Periodontal Symposium');
    const sponsor = (
      await app.request<Sponsor>('POST', '/api/sponsors', {
        body: { name: 'Nova Dental', description: 'Implant systems', logo: 'NOVA', tier: 'silver', eventId: event },
        cookie: admin,
      })
    ).body;
    await app.request('PATCH', `/api/sponsors/${sponsor.id}`, { body: { isGlobalSponsor: true }, cookie: admin });
    await app.request('PATCH', `/api/sponsors/${sponsor.id}`, { body: { isGlobalSponsor: false }, cookie: admin });
    await app.request('POST', `/api/events/${event}/trash`, { body: { password: TEST_ADMIN_PASSWORD }, cookie: admin });
    app.clock.advanceDays(15);
    expect(await app.get(TrashPurgeJob).run()).toBeGreaterThan(0);
    admin = await app.login();

    const [noLongerGlobal] = (await audit('?type=SponsorNoLongerGlobal')).rows;
    expect(noLongerGlobal.typeLabel).toBe('Sponsor removed from global list');
    expect(noLongerGlobal.references).toEqual([
      { kind: 'sponsor', id: sponsor.id, name: 'Nova Dental', status: 'current' },
    ]);
    const [assigned] = (await audit('?type=SponsorAssignedToEvent')).rows;
    expect(assigned.references).toContainEqual({
      kind: 'event',
      id: event,
      name: 'Great Lakes Periodontal Symposium',
      status: 'gone',
    });

    const facets = (await app.request<AuditFacets>('GET', '/api/audit/facets', { cookie: admin })).body;
    expect(facets.types.find((type) => type.type === 'SponsorNoLongerGlobal')?.label).toBe(
      'Sponsor removed from global list',
    );
    expect(facets.types.every((type) => type.label !== '' && type.label !== type.type)).toBe(true);
  });

  it('says a sponsor is in the trash', async () => {
    const sponsor = (
      await app.request<Sponsor>('POST', '/api/sponsors', {
        body: { name: 'Orbit Practice Cloud', description: 'Scheduling', logo: 'ORB', tier: 'gold' },
        cookie: admin,
      })
    ).body;
    expect(
      (
        await app.request('POST', `/api/sponsors/${sponsor.id}/trash`, {
          body: { password: TEST_ADMIN_PASSWORD },
          cookie: admin,
        })
      ).status,
    ).toBe(200);
    const [trashed] = (await audit('?type=SponsorTrashed')).rows;
    expect(trashed.typeLabel).toBe('Sponsor moved to the trash');
    expect(trashed.summary).toBe('admin@example.com moved the sponsor “Orbit Practice Cloud” to the trash');
    expect(trashed.references).toEqual([
      { kind: 'sponsor', id: sponsor.id, name: 'Orbit Practice Cloud', status: 'trashed' },
    ]);
  });

  it("names a speaker's event, and both events of a move", async () => {
    const event = await createEvent('Pacific Northwest Implant Forum');
    const response = await app.request('POST', '/api/speakers', {
      body: {
        eventId: event,
        name: 'Dr. Ana Ruiz',
        profession: 'Periodontist',
        specialty: 'Implants',
        lectureTitle: 'Soft tissue',
        email: 'ana@example.com',
        image: '',
        socialLinks: {},
      },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    const [added] = (await audit('?type=SpeakerAdded')).rows;
    expect(added.changes.find((change) => change.field === 'eventId')?.after).toBe(event);
    expect(added.references).toContainEqual({
      kind: 'event',
      id: event,
      name: 'Pacific Northwest Implant Forum',
      status: 'current',
    });

    // Moved to another event: one change of its event, from one name to the other.
    const other = await createEvent('Gulf Coast Dental Forum');
    const speakerId = (response.body as { id: string }).id;
    expect(
      (await app.request('PATCH', `/api/speakers/${speakerId}`, { body: { eventId: other }, cookie: admin })).status,
    ).toBe(200);
    const [moved] = (await audit('?type=SpeakerMovedToEvent')).rows;
    expect(moved.typeLabel).toBe('Speaker moved to another event');
    expect(moved.summary).toBe('admin@example.com moved the speaker “Dr. Ana Ruiz” to “Gulf Coast Dental Forum”');
    expect(moved.changes).toEqual([{ field: 'eventId', before: event, after: other }]);
    expect(moved.references).toEqual(
      expect.arrayContaining([
        { kind: 'event', id: event, name: 'Pacific Northwest Implant Forum', status: 'current' },
        { kind: 'event', id: other, name: 'Gulf Coast Dental Forum', status: 'current' },
      ]),
    );
  });

  it('answers the same after the index is rebuilt from the log', async () => {
    const first = await createEvent('First');
    const second = await createEvent('Second');
    const sponsor = (
      await app.request<Sponsor>('POST', '/api/sponsors', {
        body: { name: 'Apex', description: 'Imaging', logo: 'APEX', tier: 'platinum', eventId: first },
        cookie: admin,
      })
    ).body;
    await app.request('PATCH', `/api/sponsors/${sponsor.id}/assign-to-event`, {
      body: { eventId: second, tier: 'gold' },
      cookie: admin,
    });
    await app.request('PATCH', `/api/events/${first}`, { body: { title: 'First, renamed' }, cookie: admin });
    const live = await everyRow();
    expect(live.some((row) => row.references.some((reference) => reference.name === 'First, renamed'))).toBe(true);
    await app.get(ProjectionEngine).rebuild(['audit']);
    expect(await everyRow()).toEqual(live);
  });
});
