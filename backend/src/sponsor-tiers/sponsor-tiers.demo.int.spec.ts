import { DEFAULT_TIER_NAMES, type EventListing } from '@dental/contracts';
import { demoEvents, demoTierNames } from '../demo/data/demo-data';
import { replayAndCompare } from '../testing/replay-equals-live';
import { TestApp } from '../testing/test-app';

describe('sponsor tier names demo data', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ demoData: true });
  });
  afterAll(async () => {
    await app.stop();
  });

  it('renames the tiers the data set renames and leaves the rest at their defaults', async () => {
    const events = (await app.request<EventListing[]>('GET', '/api/events')).body;
    for (const event of events) {
      const key = demoEvents.find((demo) => demo.title === event.title)!.key;
      const expected = { ...DEFAULT_TIER_NAMES };
      for (const tierName of demoTierNames.filter((demo) => demo.eventKey === key))
        expected[tierName.tierLevel] = tierName.customName;
      expect((await app.request('GET', `/api/sponsor-tiers/${event.id}`)).body).toEqual({
        eventId: event.id,
        names: expected,
      });
    }
  });

  it('rebuilds by replay exactly the read models built live, for speakers, sponsors and tier names together', async () => {
    const { live, replayed } = await replayAndCompare(app, ['speakers', 'sponsors', 'sponsor-tier-names']);
    expect(live.sponsor_tier_names).toHaveLength(new Set(demoTierNames.map((demo) => demo.eventKey)).size);
    expect(replayed).toEqual(live);
  });
});
