import type { ApiErrorBody, EventListing, EventSummary, RestoredEventAnswer } from '@dental/contracts';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { replayAndCompare } from '../../testing/replay-equals-live';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';

/**
 * Featured means upcoming: featuring a past or hidden event is refused; a featured event that
 * becomes past or hidden keeps its flag but no longer counts toward the 6 places nor shows on the
 * home page; a restore says whether 'Feature again' can be offered. Several flags in one PATCH
 * are one append. The test clock starts on 2026-11-21.
 */
describe('featured means upcoming, and several flags at once', () => {
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
  const patch = (id: string, body: unknown, cookie = admin) =>
    app.request<EventListing>('PATCH', `/api/events/${id}`, { body, cookie });
  const feature = (id: string) => patch(id, { isFeatured: true });
  const adminEvent = async (id: string) =>
    (await app.request<EventListing>('GET', `/api/events/${id}`, { cookie: admin })).body;
  const publicFeatured = async () =>
    (await app.request<EventSummary[]>('GET', '/api/events/featured')).body
      .filter((event) => event.isFeatured)
      .map((event) => event.id);
  const trash = (id: string) =>
    app.request('POST', `/api/events/${id}/trash`, { body: { password: TEST_ADMIN_PASSWORD }, cookie: admin });
  const restore = (id: string, cookie = admin) =>
    app.request<RestoredEventAnswer>('POST', `/api/events/${id}/restore`, { cookie });
  const sixFeatured = async () => {
    const events: EventListing[] = [];
    for (let index = 1; index <= 6; index += 1) {
      const event = await create({ title: `Featured ${index}`, date: `2027-0${index}-10` });
      expect((await feature(event.id)).status).toBe(200);
      events.push(event);
    }
    return events;
  };

  it('refuses to feature a past event or a hidden one, with a clear message', async () => {
    const past = await create({ title: 'Last Spring', date: 'April 10, 2026' });
    const response = await feature(past.id);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'A past event cannot be featured.' });

    const hidden = await create({ title: 'Draft', isHidden: true });
    expect((await feature(hidden.id)).body).toEqual({ message: 'A hidden event cannot be featured.' });
    // Both past and hidden: the reason that showing it again would not remove, as the admin list says it.
    const pastAndHidden = await create({ title: 'Last Spring Draft', date: 'April 10, 2026', isHidden: true });
    expect((await feature(pastAndHidden.id)).body).toEqual({ message: 'A past event cannot be featured.' });
    expect((await adminEvent(past.id)).isFeatured).toBe(false);
    expect((await adminEvent(hidden.id)).isFeatured).toBe(false);
    expect((await app.request('PATCH', `/api/events/${past.id}`, { body: { isFeatured: true } })).status).toBe(401);
  });

  it('decides "past" by the days an admin gave when the date text cannot be read', async () => {
    const spring = await create({
      title: 'Spring Meeting',
      date: 'Spring 2026',
      startDate: '2026-04-10',
      endDate: '2026-04-12',
    });
    expect((await feature(spring.id)).body).toEqual({ message: 'A past event cannot be featured.' });
    const next = await create({
      title: 'Next Spring Meeting',
      date: 'Spring 2027',
      startDate: '2027-04-10',
      endDate: '2027-04-12',
    });
    expect((await feature(next.id)).status).toBe(200);
  });

  it('an event that becomes past stops counting and leaves the home page, keeps its flag, and can be unfeatured', async () => {
    const soon = await create({ title: 'Soon', date: '2026-11-25' });
    expect((await feature(soon.id)).status).toBe(200);
    const others = [];
    for (let index = 1; index <= 5; index += 1) {
      const event = await create({ title: `Later ${index}`, date: `2027-0${index}-10` });
      await feature(event.id);
      others.push(event);
    }
    const seventh = await create({ title: 'Seventh', date: '2027-08-10' });
    expect((await feature(seventh.id)).body).toEqual({
      message: 'Cannot feature more than 6 events. Please unfeature an event first.',
    });
    expect(await publicFeatured()).toContain(soon.id);

    app.clock.set('2026-11-27T12:00:00.000Z');
    admin = await app.login();
    expect(await publicFeatured()).not.toContain(soon.id);
    expect((await adminEvent(soon.id)).isFeatured).toBe(true);
    expect((await feature(seventh.id)).status).toBe(200);
    expect(await publicFeatured()).toEqual(expect.arrayContaining([seventh.id, ...others.map((event) => event.id)]));

    const unfeatured = await patch(soon.id, { isFeatured: false });
    expect(unfeatured.status).toBe(200);
    expect(unfeatured.body.isFeatured).toBe(false);
  });

  it('a hidden featured event does not hold a place, and counts again only as a featured event once shown', async () => {
    const [first] = await sixFeatured();
    expect((await patch(first.id, { isHidden: true })).body).toMatchObject({ isHidden: true, isFeatured: true });
    expect(await publicFeatured()).not.toContain(first.id);
    const seventh = await create({ title: 'Seventh', date: '2027-08-10' });
    expect((await feature(seventh.id)).status).toBe(200);
    const eighth = await create({ title: 'Eighth', date: '2027-09-10' });
    expect((await feature(eighth.id)).status).toBe(409);
  });

  it('a restore answers whether the event was featured and whether a place is free', async () => {
    const event = await create({ title: 'Restored', date: '2027-09-10' });
    await feature(event.id);
    await trash(event.id);
    const restored = await restore(event.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id: event.id,
      isFeatured: false,
      trashedAt: null,
      refeature: { wasFeatured: true, slotFree: true },
    });

    // Featured again, trashed again, and meanwhile the 6 places are taken.
    expect((await feature(event.id)).status).toBe(200);
    await trash(event.id);
    await sixFeatured();
    expect((await restore(event.id)).body.refeature).toEqual({ wasFeatured: true, slotFree: false });

    const plain = await create({ title: 'Never featured', date: '2027-10-10' });
    await trash(plain.id);
    expect((await restore(plain.id)).body.refeature).toEqual({ wasFeatured: false, slotFree: false });
    expect((await restore(plain.id, '')).status).toBe(401);
  });

  it('a restored event that is past is not offered a place', async () => {
    const event = await create({ title: 'Soon over', date: '2026-11-25' });
    await feature(event.id);
    await trash(event.id);
    app.clock.set('2026-11-27T12:00:00.000Z');
    admin = await app.login();
    expect((await restore(event.id)).body.refeature).toEqual({ wasFeatured: true, slotFree: false });
  });

  describe('several flags in one PATCH', () => {
    it('applies them as one append', async () => {
      const event = await create();
      const response = await patch(event.id, { isHidden: true, hideSocialMedia: true, hideAbstracts: true });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ isHidden: true, hideSocialMedia: true, hideAbstracts: true });
      const stream = await app.get(EventStore).readStream(`event-${event.id}`);
      const flags = stream.slice(1);
      expect(flags.map((domainEvent) => domainEvent.type)).toEqual([
        'EventHidden',
        'EventSocialMediaHidden',
        'EventAbstractsHidden',
      ]);
      // One append: consecutive positions under one request.
      expect(flags.map((domainEvent) => domainEvent.position - flags[0].position)).toEqual([0, 1, 2]);
      expect(new Set(flags.map((domainEvent) => domainEvent.metadata.correlationId)).size).toBe(1);
      expect((await patch(event.id, { isHidden: false, hideAbstracts: true })).body).toMatchObject({
        isHidden: false,
        hideSocialMedia: true,
        hideAbstracts: true,
      });
    });

    it('applies none when one is refused', async () => {
      const event = await create();
      const refused = await app.request<ApiErrorBody>('PATCH', `/api/events/${event.id}`, {
        body: { hideSocialMedia: true, hideAbstracts: 'yes' },
        cookie: admin,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toContainEqual({ path: 'hideAbstracts', message: expect.any(String) });
      expect(await adminEvent(event.id)).toMatchObject({ hideSocialMedia: false, hideAbstracts: false });

      await trash(event.id);
      const trashed = await patch(event.id, { isHidden: true, hideSocialMedia: true });
      expect(trashed.status).toBe(409);
      expect(await adminEvent(event.id)).toMatchObject({ isHidden: false, hideSocialMedia: false });
      expect(
        (await app.get(EventStore).readStream(`event-${event.id}`)).map((domainEvent) => domainEvent.type),
      ).toEqual(['EventCreated', 'EventTrashed']);
    });

    it('needs an admin', async () => {
      const event = await create();
      expect((await patch(event.id, { isHidden: true, hideAbstracts: true }, '')).status).toBe(401);
    });
  });

  it('rebuilds by replay exactly the read models built live', async () => {
    const [first, second] = await sixFeatured();
    await patch(first.id, { isHidden: true, hideAbstracts: true });
    await trash(second.id);
    await restore(second.id);
    const { live, replayed } = await replayAndCompare(app, ['events', 'analytics-events']);
    expect(replayed).toEqual(live);
  });
});
