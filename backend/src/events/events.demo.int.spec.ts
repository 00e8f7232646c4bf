import type { EventListing } from '@dental/contracts';
import { ManualClock } from '../shared/clock';
import { TestApp } from '../testing/test-app';

/** The demo data set's dates are fixed; loaded long after them, its events are listed but none is featured (decision 0035). */
describe('demo events loaded after their dates', () => {
  let app: TestApp;

  afterEach(async () => {
    await app.stop();
  });

  it('lists every demo event and features none that was over when it was listed', async () => {
    app = await TestApp.start({ demoData: true, clock: new ManualClock(new Date('2028-09-01T12:00:00.000Z')) });
    const admin = await app.login();
    const events = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
    expect(events.length).toBeGreaterThan(5);
    expect(events.filter((event) => event.isFeatured)).toEqual([]);
  });

  it('features the demo events the data set features when loaded before their dates', async () => {
    app = await TestApp.start({ demoData: true });
    const admin = await app.login();
    const events = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
    expect(events.filter((event) => event.isFeatured).length).toBeGreaterThan(0);
  });
});
