import type { ApiErrorBody, EventListing, SponsorTierNames } from '@dental/contracts';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { replayAndCompare } from '../../testing/replay-equals-live';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';

const DEFAULTS = { platinum: 'Platinum Sponsors', gold: 'Gold Sponsors', silver: 'Silver Sponsors' };

describe('sponsor tier names API', () => {
  let app: TestApp;
  let admin: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
  });
  afterEach(async () => {
    await app.stop();
  });

  const createEvent = async (overrides: Record<string, unknown> = {}) => {
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm(overrides),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  /** The answer is the event's tier names, or `rename<ApiErrorBody>` where a refusal is read. */
  const rename = <TAnswer = SponsorTierNames>(eventId: string, body: unknown, cookie = admin) =>
    app.request<TAnswer>('PATCH', `/api/sponsor-tiers/${eventId}`, { body, cookie });
  const tierNames = async (eventId: string) =>
    (await app.request<SponsorTierNames>('GET', `/api/sponsor-tiers/${eventId}`)).body;
  const readStream = (stream: string) => app.app.get(EventStore).readStream(stream);

  describe('GET /api/sponsor-tiers/:eventId', () => {
    it('answers the default names for an event that set none', async () => {
      const event = await createEvent();
      const response = await app.request('GET', `/api/sponsor-tiers/${event.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ eventId: event.id, names: DEFAULTS });
    });

    it('answers 404 for an unknown event, and hides hidden events from the public', async () => {
      expect((await app.request('GET', '/api/sponsor-tiers/nope')).body).toEqual({ message: 'Event not found' });
      const event = await createEvent();
      await app.request('PATCH', `/api/events/${event.id}`, { body: { isHidden: true }, cookie: admin });
      expect((await app.request('GET', `/api/sponsor-tiers/${event.id}`)).status).toBe(404);
      expect((await app.request('GET', `/api/sponsor-tiers/${event.id}`, { cookie: admin })).status).toBe(200);
    });
  });

  describe('PATCH /api/sponsor-tiers/:eventId', () => {
    it('renames one tier per call and answers all three names', async () => {
      const event = await createEvent();
      const response = await rename(event.id, { tierLevel: 'platinum', customName: '  Diamond Partners ' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ eventId: event.id, names: { ...DEFAULTS, platinum: 'Diamond Partners' } });
      await rename(event.id, { tierLevel: 'gold', customName: 'Gold Sponsors' });
      await rename(event.id, { tierLevel: 'silver', customName: 'Friends of the Summit' });
      expect((await tierNames(event.id)).names).toEqual({
        platinum: 'Diamond Partners',
        gold: 'Gold Sponsors',
        silver: 'Friends of the Summit',
      });
      const stored = await readStream(`sponsor-tiers-${event.id}`);
      expect(stored.map((domainEvent) => domainEvent.data)).toEqual([
        { eventId: event.id, tierLevel: 'platinum', customName: 'Diamond Partners' },
        { eventId: event.id, tierLevel: 'silver', customName: 'Friends of the Summit' },
      ]);
    });

    it('goes back to the default name when given an empty name', async () => {
      const event = await createEvent();
      await rename(event.id, { tierLevel: 'gold', customName: 'Golden Circle' });
      const response = await rename(event.id, { tierLevel: 'gold', customName: '' });
      expect(response.body.names).toEqual(DEFAULTS);
      expect((await readStream(`sponsor-tiers-${event.id}`)).map((domainEvent) => domainEvent.type)).toEqual([
        'SponsorTierRenamed',
        'SponsorTierNameReset',
      ]);
    });

    it('keeps each event apart', async () => {
      const first = await createEvent({ title: 'First' });
      const second = await createEvent({ title: 'Second' });
      await rename(first.id, { tierLevel: 'platinum', customName: 'Diamond Partners' });
      expect((await tierNames(second.id)).names).toEqual(DEFAULTS);
    });

    it.each([
      ['customName', { tierLevel: 'gold', customName: 'x'.repeat(61) }, 'Tier name must be under 60 characters'],
      ['customName', { tierLevel: 'gold', customName: 7 }, 'Tier name must be text'],
      ['tierLevel', { tierLevel: 'bronze', customName: 'Bronze' }, 'Tier level must be platinum, gold or silver'],
      ['tierLevel', { customName: 'Bronze' }, 'Tier level must be platinum, gold or silver'],
    ])('refuses a bad %s (case %#)', async (path, body, message) => {
      const event = await createEvent();
      const response = await rename<ApiErrorBody>(event.id, body);
      expect(response.status).toBe(400);
      expect(response.body.issues).toContainEqual({ path, message });
      expect(await readStream(`sponsor-tiers-${event.id}`)).toEqual([]);
    });

    it('accepts a name of exactly 60 characters', async () => {
      const event = await createEvent();
      expect((await rename(event.id, { tierLevel: 'gold', customName: 'x'.repeat(60) })).body.names.gold).toBe(
        'x'.repeat(60),
      );
    });

    it('answers 404 for an unknown event and 409 for one in the trash', async () => {
      expect((await rename('nope', { tierLevel: 'gold', customName: 'Gold' })).body).toEqual({
        message: 'Event not found',
      });
      const event = await createEvent();
      await app.request('POST', `/api/events/${event.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      const trashed = await rename(event.id, { tierLevel: 'gold', customName: 'Gold' });
      expect(trashed.status).toBe(409);
      expect(trashed.body).toEqual({ message: 'This event is in the trash. Restore it first.' });
    });

    it('needs an admin session', async () => {
      const event = await createEvent();
      expect((await rename(event.id, { tierLevel: 'gold', customName: 'Gold' }, '')).status).toBe(401);
    });
  });

  it('rebuilds by replay exactly the read model built live', async () => {
    const first = await createEvent({ title: 'First' });
    const second = await createEvent({ title: 'Second' });
    await rename(first.id, { tierLevel: 'platinum', customName: 'Diamond Partners' });
    await rename(first.id, { tierLevel: 'silver', customName: 'Friends' });
    await rename(second.id, { tierLevel: 'gold', customName: 'Golden Circle' });
    await rename(first.id, { tierLevel: 'silver', customName: '' });
    const { live, replayed } = await replayAndCompare(app, ['sponsor-tier-names']);
    expect(live.sponsor_tier_names).toHaveLength(2);
    expect(replayed).toEqual(live);
  });
});
