import type { ApiErrorBody, EventListing, Sponsor } from '@dental/contracts';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { replayAndCompare } from '../../testing/replay-equals-live';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';

/** A valid add-sponsor form for tests. */
function sponsorForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'NovaDent Systems',
    description: 'Imaging, intraoral scanning and practice software.',
    logo: 'NOVA',
    tier: 'gold',
    companyImage: 'https://media.example.com/sponsors/nova.jpg',
    website: 'https://novadent.example.com',
    telephone: '(555) 010-2233',
    socialHandles: {
      instagram: '@novadent.demo',
      twitter: 'https://x.com/novadent_demo',
      facebook: 'https://www.facebook.com/novadent.demo',
      linkedin: 'https://www.linkedin.com/company/novadent-demo',
    },
    ...overrides,
  };
}

describe('sponsors API', () => {
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
  const addSponsor = async (overrides: Record<string, unknown> = {}) => {
    const response = await app.request<Sponsor>('POST', '/api/sponsors', {
      body: sponsorForm(overrides),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  /** Both answer the sponsor, or `patch<ApiErrorBody>` / `assign<ApiErrorBody>` where a refusal is read. */
  const patch = <TAnswer = Sponsor>(id: string, body: unknown, cookie = admin) =>
    app.request<TAnswer>('PATCH', `/api/sponsors/${id}`, { body, cookie });
  const assign = <TAnswer = Sponsor>(id: string, body: unknown, cookie = admin) =>
    app.request<TAnswer>('PATCH', `/api/sponsors/${id}/assign-to-event`, { body, cookie });
  const names = async (query = '', cookie?: string) =>
    (await app.request<Sponsor[]>('GET', `/api/sponsors${query}`, { cookie })).body.map((sponsor) => sponsor.name);
  const readStream = (stream: string) => app.app.get(EventStore).readStream(stream);

  describe('POST /api/sponsors', () => {
    it('adds a sponsor that the next read already shows', async () => {
      const sponsor = await addSponsor();
      const { socialHandles, ...form } = sponsorForm();
      expect(sponsor).toMatchObject({
        ...form,
        socialHandles,
        eventId: null,
        isGlobalSponsor: false,
        createdAt: app.clock.now().toISOString(),
      });
      expect(await names()).toEqual(['NovaDent Systems']);
    });

    it('defaults the tier to silver and leaves the optional fields empty', async () => {
      const sponsor = await addSponsor({
        tier: undefined,
        companyImage: '',
        website: undefined,
        telephone: '',
        socialHandles: { instagram: '', twitter: null },
      });
      expect(sponsor).toMatchObject({
        tier: 'silver',
        companyImage: null,
        website: null,
        telephone: null,
        socialHandles: {},
      });
    });

    it('accepts a logo that is an http(s) image URL or a short text badge of up to 12 characters', async () => {
      expect((await addSponsor({ logo: 'https://media.example.com/logo.svg' })).logo).toBe(
        'https://media.example.com/logo.svg',
      );
      expect((await addSponsor({ logo: 'TWELVE CHARS' })).logo).toBe('TWELVE CHARS');
    });

    it('adds a sponsor to an event and as a global sponsor in one call', async () => {
      const event = await createEvent();
      const sponsor = await addSponsor({ eventId: event.id, isGlobalSponsor: true, tier: 'platinum' });
      expect(sponsor).toMatchObject({ eventId: event.id, isGlobalSponsor: true, tier: 'platinum' });
      const stored = await readStream(`sponsor-${sponsor.id}`);
      expect(stored.map((domainEvent) => domainEvent.type)).toEqual([
        'SponsorAdded',
        'SponsorAssignedToEvent',
        'SponsorMadeGlobal',
      ]);
      expect(stored[1].data).toEqual({ sponsorId: sponsor.id, eventId: event.id, tier: 'platinum' });
    });

    it.each([
      ['name', { name: '' }, 'Company name is required'],
      ['name', { name: undefined }, 'Company name is required'],
      ['description', { description: ' ' }, 'Description is required'],
      ['logo', { logo: '' }, 'Logo is required'],
      [
        'logo',
        { logo: 'A LOGO TOO LONG' },
        'Logo must be an http(s) image URL or a short text badge of up to 12 characters',
      ],
      [
        'logo',
        { logo: 'ftp://x.io/a' },
        'Logo must be an http(s) image URL or a short text badge of up to 12 characters',
      ],
      ['tier', { tier: 'bronze' }, 'Please choose a sponsor tier'],
      ['website', { website: 'novadent.example.com' }, 'Please provide a valid website URL'],
      ['companyImage', { companyImage: 'javascript:alert(1)' }, 'Please provide a valid company image URL'],
      ['telephone', { telephone: 'call us' }, 'Please provide a valid phone number'],
      ['telephone', { telephone: '555-12' }, 'Please provide a valid phone number'],
      ['telephone', { telephone: '+1 (555) 010-2233 ext 12' }, 'Please provide a valid phone number'],
      [
        'socialHandles.instagram',
        { socialHandles: { instagram: 'novadent' } },
        "Instagram must be '@name' or a full URL",
      ],
      ['socialHandles.twitter', { socialHandles: { twitter: '@bad handle' } }, "X must be '@name' or a full URL"],
      ['socialHandles.facebook', { socialHandles: { facebook: '@novadent' } }, 'Facebook must be a page URL'],
      [
        'socialHandles.linkedin',
        { socialHandles: { linkedin: 'linkedin.com/company/nova' } },
        'LinkedIn must be a page URL',
      ],
      ['socialHandles', { socialHandles: { tiktok: '@nova' } }, 'Unknown field(s): tiktok'],
      ['isGlobalSponsor', { isGlobalSponsor: 'yes' }, 'isGlobalSponsor must be true or false'],
    ])('refuses a bad %s (case %#)', async (path, overrides, message) => {
      const response = await app.request<ApiErrorBody>('POST', '/api/sponsors', {
        body: sponsorForm(overrides),
        cookie: admin,
      });
      expect(response.status).toBe(400);
      expect(response.body.issues).toContainEqual({ path, message });
      expect(await names('', admin)).toEqual([]);
    });

    it('names each bad field in issues', async () => {
      const response = await app.request<ApiErrorBody>('POST', '/api/sponsors', {
        body: { website: 'x', telephone: '1', socialHandles: { instagram: 'x', facebook: 'y' } },
        cookie: admin,
      });
      expect(response.status).toBe(400);
      expect(response.body.issues?.map((issue) => issue.path)).toEqual([
        'name',
        'description',
        'logo',
        'website',
        'telephone',
        'socialHandles.instagram',
        'socialHandles.facebook',
      ]);
    });

    it('answers 404 for an event that does not exist and 409 for one in the trash', async () => {
      const missing = await app.request('POST', '/api/sponsors', {
        body: sponsorForm({ eventId: 'nope' }),
        cookie: admin,
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Event not found' });
      const event = await createEvent();
      await app.request('POST', `/api/events/${event.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      const trashed = await app.request('POST', '/api/sponsors', {
        body: sponsorForm({ eventId: event.id }),
        cookie: admin,
      });
      expect(trashed.status).toBe(409);
      expect(trashed.body).toEqual({ message: 'This event is in the trash. Restore it first.' });
      expect(await names('', admin)).toEqual([]);
    });

    it('needs an admin session', async () => {
      expect((await app.request('POST', '/api/sponsors', { body: sponsorForm() })).status).toBe(401);
    });
  });

  describe('GET /api/sponsors', () => {
    it('lists platinum first, then gold, then silver, each by name', async () => {
      await addSponsor({ name: 'B Silver', tier: 'silver' });
      await addSponsor({ name: 'A Silver', tier: 'silver' });
      await addSponsor({ name: 'Gold Co', tier: 'gold' });
      await addSponsor({ name: 'Platinum Co', tier: 'platinum' });
      expect(await names()).toEqual(['Platinum Co', 'Gold Co', 'A Silver', 'B Silver']);
    });

    it('gives only the sponsors of one event with ?eventId=', async () => {
      const first = await createEvent({ title: 'First' });
      const second = await createEvent({ title: 'Second' });
      await addSponsor({ name: 'First Co', eventId: first.id });
      await addSponsor({ name: 'Second Co', eventId: second.id });
      await addSponsor({ name: 'Global Co', isGlobalSponsor: true });
      expect(await names(`?eventId=${first.id}`)).toEqual(['First Co']);
      expect(await names(`?eventId=${second.id}`)).toEqual(['Second Co']);
      expect(await names('?eventId=unknown')).toEqual([]);
      expect((await names()).sort()).toEqual(['First Co', 'Global Co', 'Second Co']);
      expect((await app.request('GET', '/api/sponsors?eventId=a&eventId=b')).status).toBe(400);
    });

    it('gives the public no sponsors of hidden or trashed events; admins get them', async () => {
      const hidden = await createEvent({ title: 'Hidden' });
      const trashed = await createEvent({ title: 'Trashed' });
      const open = await createEvent({ title: 'Open' });
      await addSponsor({ name: 'Hidden Co', eventId: hidden.id });
      await addSponsor({ name: 'Trashed Co', eventId: trashed.id });
      await addSponsor({ name: 'Open Co', eventId: open.id });
      await addSponsor({ name: 'Pool Co' });
      await app.request('PATCH', `/api/events/${hidden.id}`, { body: { isHidden: true }, cookie: admin });
      await app.request('POST', `/api/events/${trashed.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      expect(await names(`?eventId=${hidden.id}`)).toEqual([]);
      expect(await names(`?eventId=${trashed.id}`)).toEqual([]);
      expect((await names()).sort()).toEqual(['Open Co', 'Pool Co']);
      expect(await names(`?eventId=${hidden.id}`, admin)).toEqual(['Hidden Co']);
      expect(await names(`?eventId=${trashed.id}`, admin)).toEqual(['Trashed Co']);
      expect((await names('', admin)).sort()).toEqual(['Hidden Co', 'Open Co', 'Pool Co', 'Trashed Co']);

      // The events with sponsors: the public's filter names public ones; the admin screen also hidden ones.
      const sponsoredEvents = async (cookie?: string) =>
        (await app.request<Array<{ title: string }>>('GET', '/api/sponsors/events', { cookie })).body.map(
          (event) => event.title,
        );
      // The admin asks first: their answer must not be kept and sent to the public.
      expect((await sponsoredEvents(admin)).sort()).toEqual(['Hidden', 'Open']);
      expect(await sponsoredEvents()).toEqual(['Open']);
    });
  });

  describe('PATCH /api/sponsors/:id', () => {
    it('makes a sponsor global and no longer global', async () => {
      const sponsor = await addSponsor();
      const made = await patch(sponsor.id, { isGlobalSponsor: true });
      expect(made.status).toBe(200);
      expect(made.body.isGlobalSponsor).toBe(true);
      expect((await patch(sponsor.id, { isGlobalSponsor: false })).body.isGlobalSponsor).toBe(false);
      const types = (await readStream(`sponsor-${sponsor.id}`)).map((domainEvent) => domainEvent.type);
      expect(types).toEqual(['SponsorAdded', 'SponsorMadeGlobal', 'SponsorNoLongerGlobal']);
    });

    it("saves some of the sponsor's fields and records only what changed", async () => {
      const sponsor = await addSponsor();
      const response = await patch(sponsor.id, {
        name: 'NovaDent Systems',
        description: 'Updated.',
        tier: 'platinum',
        website: '',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        description: 'Updated.',
        tier: 'platinum',
        website: null,
        logo: 'NOVA',
        telephone: '(555) 010-2233',
      });
      const updated = (await readStream(`sponsor-${sponsor.id}`))[1];
      expect(updated.data).toEqual({
        sponsorId: sponsor.id,
        changes: { description: 'Updated.', tier: 'platinum', website: null },
      });
    });

    it('refuses bad fields with the form messages', async () => {
      const sponsor = await addSponsor();
      const response = await patch<ApiErrorBody>(sponsor.id, {
        name: '',
        telephone: 'x',
        socialHandles: { twitter: 'nope' },
      });
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual([
        { path: 'name', message: 'Company name is required' },
        { path: 'telephone', message: 'Please provide a valid phone number' },
        { path: 'socialHandles.twitter', message: "X must be '@name' or a full URL" },
      ]);
    });

    it('refuses the global flag mixed with fields, an empty body, unknown fields and a flag that is not a boolean', async () => {
      const sponsor = await addSponsor();
      expect((await patch(sponsor.id, { isGlobalSponsor: true, name: 'X' })).body).toEqual({
        message: 'Send isGlobalSponsor alone, without other fields.',
      });
      expect((await patch(sponsor.id, {})).body).toEqual({ message: 'Send isGlobalSponsor or the fields to change.' });
      expect((await patch<ApiErrorBody>(sponsor.id, { eventId: 'x' })).body.message).toBe('Unknown field(s): eventId');
      expect((await patch<ApiErrorBody>(sponsor.id, { isGlobalSponsor: 'yes' })).body.issues).toContainEqual({
        path: 'isGlobalSponsor',
        message: 'isGlobalSponsor must be true or false',
      });
      expect((await app.request<Sponsor[]>('GET', '/api/sponsors')).body[0]).toMatchObject({
        name: 'NovaDent Systems',
        isGlobalSponsor: false,
      });
    });

    it("answers 404 'Sponsor not found' for an unknown sponsor", async () => {
      const response = await patch('nope', { isGlobalSponsor: true });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Sponsor not found' });
      expect((await patch('nope', { name: 'X' })).status).toBe(404);
    });

    it('needs an admin session', async () => {
      const sponsor = await addSponsor();
      expect((await patch(sponsor.id, { isGlobalSponsor: true }, '')).status).toBe(401);
    });
  });

  describe('PATCH /api/sponsors/:id/assign-to-event', () => {
    it('assigns to an event at a tier, moves to another event, changes tier, and takes it off with eventId null', async () => {
      const first = await createEvent({ title: 'First' });
      const second = await createEvent({ title: 'Second' });
      const sponsor = await addSponsor({ tier: 'silver' });
      expect((await assign(sponsor.id, { eventId: first.id, tier: 'gold' })).body).toMatchObject({
        eventId: first.id,
        tier: 'gold',
      });
      expect(await names(`?eventId=${first.id}`)).toEqual(['NovaDent Systems']);
      expect((await assign(sponsor.id, { eventId: second.id, tier: 'platinum' })).body).toMatchObject({
        eventId: second.id,
        tier: 'platinum',
      });
      expect(await names(`?eventId=${first.id}`)).toEqual([]);
      expect(await names(`?eventId=${second.id}`)).toEqual(['NovaDent Systems']);
      expect((await assign(sponsor.id, { eventId: second.id })).body).toMatchObject({
        eventId: second.id,
        tier: 'platinum',
      });
      const off = await assign(sponsor.id, { eventId: null });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ eventId: null, tier: 'platinum' });
      const stored = await readStream(`sponsor-${sponsor.id}`);
      expect(stored.map((domainEvent) => domainEvent.type)).toEqual([
        'SponsorAdded',
        'SponsorAssignedToEvent',
        'SponsorAssignedToEvent',
        'SponsorRemovedFromEvent',
      ]);
      expect(stored[3].data).toEqual({ sponsorId: sponsor.id, eventId: second.id });
    });

    it('refuses an unknown event (404), a trashed one (400), a missing event and a bad tier', async () => {
      const sponsor = await addSponsor();
      expect((await assign(sponsor.id, { eventId: 'nope', tier: 'gold' })).body).toEqual({
        message: 'Event not found',
      });
      const event = await createEvent();
      await app.request('POST', `/api/events/${event.id}/trash`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      const trashed = await assign(sponsor.id, { eventId: event.id, tier: 'gold' });
      expect(trashed.status).toBe(409);
      expect(trashed.body).toEqual({ message: 'This event is in the trash. Restore it first.' });
      expect((await assign<ApiErrorBody>(sponsor.id, { tier: 'gold' })).body.issues).toContainEqual({
        path: 'eventId',
        message: 'Event is required',
      });
      expect(
        (await assign<ApiErrorBody>(sponsor.id, { eventId: event.id, tier: 'bronze' })).body.issues,
      ).toContainEqual({
        path: 'tier',
        message: 'Please choose a sponsor tier',
      });
    });

    it('answers 404 for an unknown sponsor and 401 without a session', async () => {
      const event = await createEvent();
      expect((await assign('nope', { eventId: event.id, tier: 'gold' })).body).toEqual({
        message: 'Sponsor not found',
      });
      expect((await assign('nope', { eventId: null })).status).toBe(404);
      expect((await assign('nope', { eventId: event.id }, '')).status).toBe(401);
    });
  });

  describe('DELETE /api/sponsors/:id', () => {
    it('moves the sponsor to the trash with the password, like POST /api/sponsors/:id/trash, and keeps its history', async () => {
      const event = await createEvent();
      const sponsor = await addSponsor({ eventId: event.id });
      expect((await app.request('DELETE', `/api/sponsors/${sponsor.id}`, { cookie: admin })).body).toEqual({
        message: 'Password is required',
        issues: [{ path: 'password', message: 'Password is required' }],
      });
      expect(
        (
          await app.request('DELETE', `/api/sponsors/${sponsor.id}`, {
            body: { password: 'wrong password' },
            cookie: admin,
          })
        ).status,
      ).toBe(403);
      const response = await app.request('DELETE', `/api/sponsors/${sponsor.id}`, {
        body: { password: TEST_ADMIN_PASSWORD },
        cookie: admin,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Sponsor moved to trash' });
      expect(await names('', admin)).toEqual([]);
      expect(await names(`?eventId=${event.id}`)).toEqual([]);
      expect((await readStream(`sponsor-${sponsor.id}`)).map((domainEvent) => domainEvent.type)).toEqual([
        'SponsorAdded',
        'SponsorAssignedToEvent',
        'SponsorTrashed',
      ]);
      expect((await patch(sponsor.id, { isGlobalSponsor: true })).body).toEqual({
        message: 'This sponsor is in the trash. Restore it first.',
      });
    });

    it("answers 404 'Sponsor not found' for an unknown sponsor and 401 without a session", async () => {
      expect(
        (await app.request('DELETE', '/api/sponsors/nope', { body: { password: TEST_ADMIN_PASSWORD }, cookie: admin }))
          .body,
      ).toEqual({ message: 'Sponsor not found' });
      const sponsor = await addSponsor();
      expect(
        (await app.request('DELETE', `/api/sponsors/${sponsor.id}`, { body: { password: TEST_ADMIN_PASSWORD } }))
          .status,
      ).toBe(401);
    });
  });

  it('rebuilds by replay exactly the read model built live', async () => {
    const first = await createEvent({ title: 'First' });
    const second = await createEvent({ title: 'Second' });
    const a = await addSponsor({ name: 'A', eventId: first.id });
    const b = await addSponsor({ name: 'B', isGlobalSponsor: true });
    const c = await addSponsor({ name: 'C' });
    await assign(a.id, { eventId: second.id, tier: 'platinum' });
    await assign(c.id, { eventId: first.id, tier: 'gold' });
    await assign(c.id, { eventId: null });
    await patch(b.id, { isGlobalSponsor: false });
    await patch(a.id, { description: 'Changed', socialHandles: { instagram: '@a' } });
    await app.request('DELETE', `/api/sponsors/${b.id}`, { body: { password: TEST_ADMIN_PASSWORD }, cookie: admin });
    const { live, replayed } = await replayAndCompare(app, ['sponsors']);
    expect(live.sponsors).toHaveLength(3);
    expect(replayed).toEqual(live);
  });
});
