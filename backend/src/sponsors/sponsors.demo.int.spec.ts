import type { EventListing, Sponsor } from '@dental/contracts';
import { demoEvents, demoSponsors } from '../demo/data/demo-data';
import { replayAndCompare } from '../testing/replay-equals-live';
import { TestApp } from '../testing/test-app';

describe('sponsors demo data', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await TestApp.start({ demoData: true });
    admin = await app.login();
  });
  afterAll(async () => {
    await app.stop();
  });

  it('adds every demo sponsor, assigned to its event at its tier or made global', async () => {
    const events = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
    const sponsors = (await app.request<Sponsor[]>('GET', '/api/sponsors', { cookie: admin })).body;
    expect(sponsors).toHaveLength(demoSponsors.length);
    for (const demo of demoSponsors) {
      const sponsor = sponsors.find((candidate) => candidate.name === demo.name);
      expect(sponsor).toMatchObject({
        logo: demo.logo,
        tier: demo.tier,
        isGlobalSponsor: demo.isGlobalSponsor,
        socialHandles: demo.socialHandles,
        telephone: demo.telephone,
      });
      const eventTitle = demo.eventKey === null ? null : demoEvents.find((event) => event.key === demo.eventKey)!.title;
      expect(sponsor!.eventId === null ? null : events.find((event) => event.id === sponsor!.eventId)?.title).toBe(
        eventTitle,
      );
    }
  });

  it('gives the per-event list only that event’s sponsors', async () => {
    const events = (await app.request<EventListing[]>('GET', '/api/events')).body;
    const dallas = events.find(
      (event) => event.title === demoEvents.find((demo) => demo.key === 'dallas-implant-summit')!.title,
    )!;
    const names = (await app.request<Sponsor[]>('GET', `/api/sponsors?eventId=${dallas.id}`)).body
      .map((sponsor) => sponsor.name)
      .sort();
    expect(names).toEqual(
      demoSponsors
        .filter((demo) => demo.eventKey === 'dallas-implant-summit')
        .map((demo) => demo.name)
        .sort(),
    );
  });

  it('rebuilds by replay exactly the read model built live', async () => {
    const { live, replayed } = await replayAndCompare(app, ['sponsors']);
    expect(live.sponsors).toHaveLength(demoSponsors.length);
    expect(replayed).toEqual(live);
  });
});
