import type { EventListing, Speaker } from '@dental/contracts';
import { demoEvents, demoSpeakers } from '../demo/data/demo-data';
import { replayAndCompare } from '../testing/replay-equals-live';
import { TestApp } from '../testing/test-app';

describe('speakers demo data', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await TestApp.start({ demoData: true });
    admin = await app.login();
  });
  afterAll(async () => {
    await app.stop();
  });

  it('adds every demo speaker with its flags, abstract and objectives', async () => {
    const events = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
    const trashedKeys = new Set(
      demoEvents.filter((event) => event.trashedDaysAgo !== undefined).map((event) => event.key),
    );
    const listed = (await app.request<Speaker[]>('GET', '/api/speakers', { cookie: admin })).body;
    expect(listed).toHaveLength(demoSpeakers.filter((speaker) => !trashedKeys.has(speaker.eventKey)).length);
    for (const demo of demoSpeakers.filter((speaker) => !trashedKeys.has(speaker.eventKey))) {
      const speaker = listed.find((candidate) => candidate.name === demo.name && candidate.email === demo.email);
      expect(speaker).toMatchObject({
        abstract: demo.abstract,
        objectives: demo.objectives,
        socialLinks: demo.socialLinks,
        profileUrl: demo.profileUrl,
        socialVisible: demo.socialVisible ?? true,
        hideAbstract: demo.hideAbstract ?? false,
        isFeatured: demo.isFeatured ?? false,
      });
      const event = events.find((candidate) => candidate.id === speaker!.eventId);
      expect(demoEvents.find((candidate) => candidate.key === demo.eventKey)?.title).toBe(event?.title);
    }
  });

  it('keeps every event within 3 featured speakers', async () => {
    const listed = (await app.request<Speaker[]>('GET', '/api/speakers', { cookie: admin })).body;
    const perEvent = new Map<string, number>();
    for (const speaker of listed.filter((candidate) => candidate.isFeatured))
      perEvent.set(speaker.eventId, (perEvent.get(speaker.eventId) ?? 0) + 1);
    expect(perEvent.size).toBeGreaterThan(0);
    for (const count of perEvent.values()) expect(count).toBeLessThanOrEqual(3);
  });

  it('gives the public fewer speakers than the admin (hidden and trashed events)', async () => {
    const publicCount = (await app.request<Speaker[]>('GET', '/api/speakers')).body.length;
    const adminCount = (await app.request<Speaker[]>('GET', '/api/speakers', { cookie: admin })).body.length;
    expect(publicCount).toBeGreaterThan(0);
    expect(publicCount).toBeLessThanOrEqual(adminCount);
  });

  it('rebuilds by replay exactly the read model built live', async () => {
    const { live, replayed } = await replayAndCompare(app, ['speakers']);
    expect(live.speakers).toHaveLength(demoSpeakers.length);
    expect(replayed).toEqual(live);
  });
});
