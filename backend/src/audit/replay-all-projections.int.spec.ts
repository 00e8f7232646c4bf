import type { AuditPage } from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TEST_ADMIN_PASSWORD, TestApp } from '../testing/test-app';
import { replayAndCompare } from '../testing/replay-equals-live';

/**
 * Every registered projection, whoever wrote it: with the demo data loaded and some admin work on
 * top, rebuilding from position 0 gives exactly what the live subscription built.
 */
describe('replay equals live, for every registered projection', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ demoData: true });
    const admin = await app.login();
    const events = (await app.request('GET', '/api/events', { cookie: admin })).body as Array<{
      id: string;
      isFeatured: boolean;
    }>;
    const [first, second] = events;
    await app.request('PATCH', `/api/events/${first.id}`, {
      body: { title: 'Renamed for the replay check' },
      cookie: admin,
    });
    await app.request('PATCH', `/api/events/${first.id}`, { body: { isFeatured: !first.isFeatured }, cookie: admin });
    await app.request('POST', `/api/events/${second.id}/trash`, {
      body: { password: TEST_ADMIN_PASSWORD },
      cookie: admin,
    });
    const trashed = (await app.request<AuditPage>('GET', '/api/audit?type=EventTrashed&limit=1', { cookie: admin }))
      .body.rows[0];
    await app.request('POST', `/api/audit/${trashed.position}/undo`, { cookie: admin });
    await app.request('PATCH', `/api/events/${second.id}`, {
      body: { status: 'cancelled', statusNote: 'Cancelled for the replay check' },
      cookie: admin,
    });
  });
  afterAll(async () => {
    await app.stop();
  });

  it('covers the audit and analytics projections among the registered ones', () => {
    const names = app
      .get(ProjectionEngine)
      .registered()
      .map((projection) => projection.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'events',
        'audit',
        'analytics-events',
        'analytics-speakers',
        'analytics-sponsors',
        'analytics-submissions',
        'analytics-speaker-tallies',
      ]),
    );
  });

  it('rebuilds every collection of every projection identically', async () => {
    const { live, replayed, projections } = await replayAndCompare(app);
    const kept = app
      .get(ProjectionEngine)
      .registered()
      .filter((projection) => !projection.clearProcessMemory);
    expect(projections).toEqual(kept.map((projection) => projection.name));
    expect(projections).toContain('analytics-events');
    expect(Object.values(live).some((documents) => documents.length > 0)).toBe(true);
    // The derived tallies too, which the demo's speakers fill.
    expect(live.analytics_speaker_tallies.length).toBeGreaterThan(0);
    expect(replayed).toEqual(live);
  });
});
