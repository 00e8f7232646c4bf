import type { ApiErrorBody, AuditFacets, AuditPage, AuditRow, EventListing } from '@dental/contracts';
import { EventStore } from '../event-sourcing/event-store/event-store.port';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../testing/test-app';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';

describe('audit API', () => {
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
  const patch = async (id: string, body: unknown) => {
    const response = await app.request('PATCH', `/api/events/${id}`, { body, cookie: admin });
    expect(response.status).toBe(200);
    return response.body as EventListing;
  };
  const audit = async (query = '') => {
    const response = await app.request<AuditPage>('GET', `/api/audit${query}`, { cookie: admin });
    expect(response.status).toBe(200);
    return response.body;
  };
  const rowOf = async (type: string, entityId?: string) => {
    const { rows } = await audit(`?type=${type}${entityId ? `&kind=event&entityId=${entityId}` : ''}`);
    expect(rows.length).toBeGreaterThan(0);
    return rows[0];
  };
  // Tests read the answer's message, which a refusal (ApiErrorBody) and an undo (UndoResult) both carry.
  const undo = (position: number) =>
    app.request<ApiErrorBody>('POST', `/api/audit/${position}/undo`, { cookie: admin });
  const event = async (id: string) =>
    (await app.request<EventListing>('GET', `/api/events/${id}`, { cookie: admin })).body;

  describe('history', () => {
    it('is for admins only', async () => {
      expect((await app.request('GET', '/api/audit')).status).toBe(401);
      expect((await app.request('GET', '/api/audit/facets')).status).toBe(401);
      await create();
      const position = (await rowOf('EventCreated')).position;
      expect((await app.request('POST', `/api/audit/${position}/undo`)).status).toBe(401);
    });

    it('lists every domain event newest first, with entity, actor, time and a plain summary', async () => {
      const created = await create();
      app.clock.set('2026-11-21T13:00:00.000Z');
      await patch(created.id, { isFeatured: true });
      const { rows, nextBefore } = await audit();
      // The first owner, recorded at start, is the oldest change.
      expect(rows.map((row) => row.type)).toEqual(['EventFeatured', 'EventCreated', 'OwnerAccountEstablished']);
      expect(rows[2]).toMatchObject({
        entity: { kind: 'account', label: 'admin@example.com' },
        actor: 'system',
        summary: expect.stringMatching(/^The system /),
      });
      expect(nextBefore).toBeNull();
      expect(rows[0]).toMatchObject({
        type: 'EventFeatured',
        stream: 'featured-events',
        entity: { kind: 'event', id: created.id, label: 'Great Lakes Implant Symposium' },
        actor: 'admin@example.com',
        occurredAt: '2026-11-21T13:00:00.000Z',
        summary: 'admin@example.com featured “Great Lakes Implant Symposium”',
        changes: [{ field: 'isFeatured', before: false, after: true }],
        revertsPosition: null,
        undoable: true,
      });
      expect(rows[1].changes).toEqual(
        expect.arrayContaining([{ field: 'title', before: null, after: 'Great Lakes Implant Symposium' }]),
      );
      expect(rows[1].undoable).toBe(false);
    });

    it('shows an edit as before → after values, worked out from the state before it, with the label at that time', async () => {
      const created = await create();
      await patch(created.id, { title: 'Great Lakes Implant Summit', city: 'Detroit', image: 'aaid-conference' });
      await patch(created.id, { isHidden: true });
      const [hidden, edited] = (await audit()).rows;
      expect(edited.changes).toEqual([
        { field: 'title', before: 'Great Lakes Implant Symposium', after: 'Great Lakes Implant Summit' },
        { field: 'city', before: 'Chicago', after: 'Detroit' },
      ]);
      expect(edited.summary).toBe('admin@example.com edited the title and city of “Great Lakes Implant Summit”');
      expect(hidden.changes).toEqual([{ field: 'isHidden', before: false, after: true }]);
      expect(hidden.summary).toBe('admin@example.com hid “Great Lakes Implant Summit” from the public');
    });

    it('pages with limit and the before cursor', async () => {
      const created = await create();
      for (const city of ['A', 'B', 'C', 'D']) await patch(created.id, { city });
      const first = await audit('?limit=2');
      expect(first.rows.map((row) => row.changes[0].after)).toEqual(['D', 'C']);
      expect(first.nextBefore).toBe(first.rows[1].position);
      const second = await audit(`?limit=2&before=${first.nextBefore}`);
      expect(second.rows.map((row) => row.changes[0].after)).toEqual(['B', 'A']);
      const last = await audit(`?limit=2&before=${second.nextBefore}`);
      expect(last.rows.map((row) => row.type)).toEqual(['EventCreated', 'OwnerAccountEstablished']);
      expect(last.nextBefore).toBeNull();
    });

    it('lists rows newest occurredAt first even when the log holds them in another order, and pages in that order', async () => {
      app.clock.set('2027-03-01T12:00:00.000Z');
      admin = await app.login();
      const march = await create({ title: 'March listing' });
      // A change logged later with an earlier time (history brought in, a clock set back).
      app.clock.set('2027-01-15T12:00:00.000Z');
      admin = await app.login();
      const january = await create({ title: 'January listing' });
      app.clock.set('2027-02-10T12:00:00.000Z');
      admin = await app.login();
      await patch(january.id, { city: 'Austin' });

      const { rows } = await audit('?kind=event');
      expect(rows.map((row) => [row.entity.id, row.type, row.occurredAt])).toEqual([
        [march.id, 'EventCreated', '2027-03-01T12:00:00.000Z'],
        [january.id, 'EventUpdated', '2027-02-10T12:00:00.000Z'],
        [january.id, 'EventCreated', '2027-01-15T12:00:00.000Z'],
      ]);
      const everything = await audit('?limit=200');
      const times = everything.rows.map((row) => row.occurredAt);
      expect(times).toEqual([...times].sort().reverse());

      const first = await audit('?kind=event&limit=1');
      const second = await audit(`?kind=event&limit=1&before=${first.nextBefore}`);
      const third = await audit(`?kind=event&limit=1&before=${second.nextBefore}`);
      expect([first, second, third].map((page) => page.rows[0].occurredAt)).toEqual([
        '2027-03-01T12:00:00.000Z',
        '2027-02-10T12:00:00.000Z',
        '2027-01-15T12:00:00.000Z',
      ]);
      expect(third.nextBefore).toBeNull();
    });

    it('filters by entity kind and id, type, actor and date range', async () => {
      const first = await create({ title: 'First' });
      app.clock.set('2026-12-01T09:00:00.000Z');
      admin = await app.login();
      const second = await create({ title: 'Second' });
      await patch(second.id, { hideAbstracts: true });
      await app.request('PATCH', '/api/site-settings', {
        body: { tagline: 'Learning that moves dentistry forward' },
        cookie: admin,
      });

      expect((await audit(`?kind=event&entityId=${first.id}`)).rows.map((row) => row.entity.label)).toEqual(['First']);
      expect((await audit(`?entityId=${second.id}`)).rows.map((row) => row.type)).toEqual([
        'EventAbstractsHidden',
        'EventCreated',
      ]);
      expect((await audit('?kind=settings')).rows.map((row) => row.summary)).toEqual([
        'admin@example.com changed the site settings (tagline)',
      ]);
      expect((await audit('?type=EventCreated,EventAbstractsHidden')).rows).toHaveLength(3);
      expect((await audit('?actor=ADMIN@example.com')).rows).toHaveLength(4);
      expect((await audit('?actor=someone@example.com')).rows).toHaveLength(0);
      expect((await audit('?from=2026-12-01')).rows.map((row) => row.entity.label)).toEqual([
        'Site settings',
        'Second',
        'Second',
      ]);
      expect((await audit('?to=2026-11-30')).rows.map((row) => row.entity.label)).toEqual([
        'First',
        'admin@example.com',
      ]);
      expect((await audit('?from=2026-11-21T00:00:00Z&to=2026-11-21T23:59:59Z')).rows).toHaveLength(2);
    });

    it.each([
      ['?limit=500', 'limit must be at most 200'],
      ['?limit=0', 'limit must be at least 1'],
      ['?before=abc', 'before must be a position'],
      ['?kind=planet', 'kind must be one of event, speaker, sponsor, submission, settings, account, rule-set'],
      ['?from=yesterday', 'from must be a date (2026-03-01) or an ISO date-time (2026-03-01T12:00:00Z).'],
      ['?colour=blue', 'Unknown field(s): colour'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await app.request<ApiErrorBody>('GET', `/api/audit${query}`, { cookie: admin });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('lists the catalogue types and the actors seen, for the filters', async () => {
      await create();
      const response = await app.request<AuditFacets>('GET', '/api/audit/facets', { cookie: admin });
      expect(response.body.actors).toEqual(['admin@example.com', 'system']);
      expect(response.body.types).toEqual(
        expect.arrayContaining([
          {
            type: 'EventUpdated',
            kind: 'event',
            label: 'Event edited',
            description: expect.any(String),
            undoable: true,
          },
        ]),
      );
      expect(response.body.types).toEqual(
        expect.arrayContaining([expect.objectContaining({ type: 'EventCreated', undoable: false })]),
      );
    });
  });

  describe('undo', () => {
    it('reverts a field edit with a compensating EventUpdated that names what it reverts', async () => {
      const created = await create();
      await patch(created.id, { title: 'Renamed Symposium', city: 'Detroit', image: 'aaid-conference' });
      const edited = await rowOf('EventUpdated');
      const response = await undo(edited.position);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ message: 'Change undone', revertedPosition: edited.position });
      expect(await event(created.id)).toMatchObject({ title: 'Great Lakes Implant Symposium', city: 'Chicago' });

      const history = await app.app.get(EventStore).readStream(`event-${created.id}`);
      const revert = history[history.length - 1];
      expect(revert.type).toBe('EventUpdated');
      expect(revert.data).toEqual({
        eventId: created.id,
        changes: { title: 'Great Lakes Implant Symposium', city: 'Chicago' },
      });
      expect(revert.metadata).toMatchObject({
        revertsPosition: edited.position,
        causationId: edited.domainEventId,
        actor: 'admin@example.com',
      });
      expect(history).toHaveLength(3);

      const [newest, original] = (await audit()).rows;
      expect(newest).toMatchObject({ revertsPosition: edited.position, undoable: true });
      expect(original).toMatchObject({
        position: edited.position,
        undoable: false,
        undoBlockedReason: 'This change was already undone.',
      });
    });

    it.each([
      ['isHidden', true, 'EventHidden', 'EventShown'],
      ['isHidden', false, 'EventShown', 'EventHidden'],
      ['hideSocialMedia', true, 'EventSocialMediaHidden', 'EventSocialMediaShown'],
      ['hideSocialMedia', false, 'EventSocialMediaShown', 'EventSocialMediaHidden'],
      ['hideAbstracts', true, 'EventAbstractsHidden', 'EventAbstractsShown'],
      ['hideAbstracts', false, 'EventAbstractsShown', 'EventAbstractsHidden'],
      ['isFeatured', true, 'EventFeatured', 'EventUnfeatured'],
      ['isFeatured', false, 'EventUnfeatured', 'EventFeatured'],
    ] as const)('reverts %s → %s (%s) with %s', async (flag, value, type, revertType) => {
      const created = await create();
      if (!value) await patch(created.id, { [flag]: true });
      await patch(created.id, { [flag]: value });
      const row = await rowOf(type);
      expect((await undo(row.position)).status).toBe(200);
      expect((await event(created.id))[flag]).toBe(!value);
      const newest = (await audit('?limit=1')).rows[0];
      expect(newest).toMatchObject({ type: revertType, revertsPosition: row.position });
    });

    it('reverts a trash by restoring the event', async () => {
      const created = await create();
      await app.request('POST', `/api/events/${created.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      const trashed = await rowOf('EventTrashed');
      expect(trashed.changes).toEqual([{ field: 'inTrash', before: false, after: true }]);
      expect((await undo(trashed.position)).status).toBe(200);
      expect((await event(created.id)).trashedAt).toBeNull();
      expect((await audit('?limit=1')).rows[0]).toMatchObject({
        type: 'EventRestored',
        summary: 'admin@example.com restored “Great Lakes Implant Symposium” from the trash',
      });
    });

    it('refuses with 409 when the same field was changed again later', async () => {
      const created = await create();
      await patch(created.id, { title: 'Second Title' });
      const first = await rowOf('EventUpdated');
      await patch(created.id, { title: 'Third Title' });
      const response = await undo(first.position);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('The title was changed again after this change; undo the later change first.');
      expect((await event(created.id)).title).toBe('Third Title');
      // A later change to another field is no conflict.
      await patch(created.id, { city: 'Detroit' });
      const latestTitle = (await audit('?type=EventUpdated')).rows[1];
      expect((await undo(latestTitle.position)).status).toBe(200);
      expect(await event(created.id)).toMatchObject({ title: 'Second Title', city: 'Detroit' });
    });

    it('refuses with 409 when a flag was toggled again, or the event was trashed or purged later', async () => {
      const created = await create();
      await patch(created.id, { isHidden: true });
      const hidden = await rowOf('EventHidden');
      await patch(created.id, { isHidden: false });
      expect((await undo(hidden.position)).body.message).toBe(
        'The visibility was changed again after this change; undo the later change first.',
      );

      await patch(created.id, { hideAbstracts: true });
      const abstracts = await rowOf('EventAbstractsHidden');
      await app.request('POST', `/api/events/${created.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      const trashedResponse = await undo(abstracts.position);
      expect(trashedResponse.status).toBe(409);
      expect(trashedResponse.body.message).toBe(
        'This event was moved to the trash after this change; restore it first.',
      );

      const trashed = await rowOf('EventTrashed');
      app.clock.advanceDays(15);
      admin = await app.login();
      await app.request('PATCH', '/api/site-settings', { body: { tagline: 'x' }, cookie: admin });
      const { TrashPurgeJob } = await import('../purge/trash-purge.job');
      expect(await app.get(TrashPurgeJob).run()).toBe(1);
      const purgedResponse = await undo(trashed.position);
      expect(purgedResponse.status).toBe(409);
      expect(purgedResponse.body.message).toBe(
        'This event was purged after this change, so it can no longer be undone.',
      );
      expect((await audit('?type=EventTrashed')).rows[0]).toMatchObject({
        undoable: false,
        undoBlockedReason: 'This event was purged after this change, so it can no longer be undone.',
      });
    });

    it('keeps the domain rules: re-featuring by undo respects the limit of 6', async () => {
      const first = await create({ title: 'Event 0' });
      await patch(first.id, { isFeatured: true });
      await patch(first.id, { isFeatured: false });
      const unfeatured = await rowOf('EventUnfeatured');
      for (let index = 1; index <= 6; index += 1) {
        const other = await create({ title: `Event ${index}` });
        await patch(other.id, { isFeatured: true });
      }
      const response = await undo(unfeatured.position);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Cannot feature more than 6 events. Please unfeature an event first.');
    });

    it('answers 400 for types that cannot be undone and 404 for unknown positions', async () => {
      await create();
      const created = await rowOf('EventCreated');
      const response = await undo(created.position);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('This change cannot be undone.');
      expect((await undo(9999)).status).toBe(404);
      expect((await app.request('POST', '/api/audit/abc/undo', { cookie: admin })).status).toBe(400);
    });

    it('undoes an undo (redo), and reports the original as blocked by it', async () => {
      const created = await create();
      await patch(created.id, { title: 'Renamed' });
      const edit = await rowOf('EventUpdated');
      await undo(edit.position);
      const revert = (await audit('?limit=1')).rows[0];
      expect((await undo(revert.position)).status).toBe(200);
      expect((await event(created.id)).title).toBe('Renamed');
      const original = (await audit('?type=EventUpdated')).rows.find(
        (row: AuditRow) => row.position === edit.position,
      )!;
      expect(original.undoBlockedReason).toBe(
        'The title was changed again after this change; undo the later change first.',
      );
    });
  });

  it('rebuilds by replay exactly what was built live', async () => {
    const created = await create();
    await patch(created.id, { title: 'Renamed' });
    await patch(created.id, { isFeatured: true });
    await patch(created.id, { hideSocialMedia: true });
    await undo((await rowOf('EventSocialMediaHidden')).position);
    await app.request('POST', `/api/events/${created.id}/trash`, {
      body: { password: TEST_ADMIN_PASSWORD },
      cookie: admin,
    });
    const everyRow = async () => {
      const rows: AuditRow[] = [];
      for (let before = ''; ;) {
        const page = await audit(`?limit=200${before}`);
        rows.push(...page.rows);
        if (page.nextBefore === null) return rows;
        before = `&before=${page.nextBefore}`;
      }
    };
    const live = await everyRow();
    expect(live.length).toBeGreaterThan(5);
    // Clears the index and every worked-out row, then indexes the log again from position 0.
    await app.get(ProjectionEngine).rebuild(['audit']);
    expect(await everyRow()).toEqual(live);
  });
});
