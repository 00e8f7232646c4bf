import type { ChangeRequest, DashboardAnswer, EventListing, OrganiserLink } from '@dental/contracts';
import { replayAndCompare } from '../testing/replay-equals-live';
import { TestApp } from '../testing/test-app';

describe('organisers demo data', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await TestApp.start({ demoData: true });
    admin = await app.login();
  });
  afterAll(async () => {
    await app.stop();
  });

  it('gives a fresh site one organiser link and one pending change request, which an editor can approve', async () => {
    const forum = (await app.request<EventListing[]>('GET', '/api/events')).body.find(
      (event) => event.title === 'Midwest Digital Dentistry Forum',
    )!;
    const links = await app.request<OrganiserLink[]>('GET', `/api/events/${forum.id}/organiser-links`, {
      cookie: admin,
    });
    expect(links.body).toEqual([
      expect.objectContaining({ email: 'programs@midwestdigital.example.org', origin: 'sent', status: 'active' }),
    ]);

    const pending = (
      await app.request<ChangeRequest[]>('GET', '/api/change-requests?status=pending', { cookie: admin })
    ).body;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ eventId: forum.id, organiserEmail: 'programs@midwestdigital.example.org' });
    expect(pending[0].diff.map((row) => row.field)).toEqual(expect.arrayContaining(['Registration URL']));
    const dashboard = (await app.request<DashboardAnswer>('GET', '/api/dashboard', { cookie: admin })).body;
    expect(dashboard.pendingChangeRequests.count).toBe(1);

    // The proposal passes the event edit's rules: approving it changes the public listing.
    const approved = await app.request('POST', `/api/change-requests/${pending[0].id}/approve`, {
      cookie: admin,
      body: {},
    });
    expect(approved.status).toBe(200);
    const after = (await app.request<EventListing>('GET', `/api/events/${forum.id}`)).body;
    expect(after.registrationUrl).toBe('https://register.example.com/midwest-digital-2027-early');
    expect(after.fees?.[0]).toMatchObject({ amount: 795 });
  });

  it('builds the same organiser read models by replay as live', async () => {
    const { live, replayed } = await replayAndCompare(app, ['organiser-links', 'change-requests']);
    expect(live.change_requests).toHaveLength(1);
    expect(live.organiser_links).toContainEqual(
      expect.objectContaining({ value: expect.objectContaining({ email: 'programs@midwestdigital.example.org' }) }),
    );
    expect(replayed).toEqual(live);
  });
});
