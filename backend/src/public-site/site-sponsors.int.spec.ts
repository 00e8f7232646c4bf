import type { EventListing, SiteSponsor, Sponsor } from '@dental/contracts';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../testing/test-app';

describe('GET /api/site-sponsors', () => {
  let app: TestApp;
  let admin: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
  });
  afterEach(async () => {
    await app.stop();
  });

  const addSponsor = async (body: Record<string, unknown>) => {
    const response = await app.request<Sponsor>('POST', '/api/sponsors', {
      body: { description: 'Dental supplies', tier: 'silver', ...body },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const siteSponsors = async () => {
    const response = await app.request<SiteSponsor[]>('GET', '/api/site-sponsors');
    expect(response.status).toBe(200);
    return response.body;
  };

  it('answers the public the global sponsors, platinum first, and no other sponsor', async () => {
    expect(await siteSponsors()).toEqual([]);
    const event = (await app.request<EventListing>('POST', '/api/events', { body: eventForm(), cookie: admin })).body;
    await addSponsor({
      name: 'Orbit Practice Cloud',
      logo: 'ORB',
      tier: 'gold',
      isGlobalSponsor: true,
      website: 'https://orbit.example.org',
    });
    const nova = await addSponsor({
      name: 'NovaDent Systems',
      logo: 'NOVA',
      tier: 'platinum',
      companyImage: 'https://cdn.example.com/nova.png',
    });
    await addSponsor({ name: 'Apex Implant', logo: 'APEX', eventId: event.id });
    // Made global in the admin: it joins the band.
    expect(
      (await app.request('PATCH', `/api/sponsors/${nova.id}`, { body: { isGlobalSponsor: true }, cookie: admin }))
        .status,
    ).toBe(200);

    expect(await siteSponsors()).toEqual([
      {
        id: nova.id,
        name: 'NovaDent Systems',
        tier: 'platinum',
        logoText: 'NOVA',
        image: 'https://cdn.example.com/nova.png',
        website: null,
      },
      {
        id: expect.any(String),
        name: 'Orbit Practice Cloud',
        tier: 'gold',
        logoText: 'ORB',
        image: null,
        website: 'https://orbit.example.org',
      },
    ]);
  });

  it('never sends a sponsor of an event the public may not see, global or not', async () => {
    const event = (await app.request<EventListing>('POST', '/api/events', { body: eventForm(), cookie: admin })).body;
    await addSponsor({ name: 'Hidden Event Sponsor', logo: 'HES', eventId: event.id, isGlobalSponsor: true });
    expect((await siteSponsors()).map((sponsor) => sponsor.name)).toEqual(['Hidden Event Sponsor']);
    await app.request('PATCH', `/api/events/${event.id}`, { body: { isHidden: true }, cookie: admin });
    expect(await siteSponsors()).toEqual([]);
  });

  it('leaves out a global sponsor in the trash, and shows it again once restored', async () => {
    const sponsor = await addSponsor({ name: 'Trashed Global', logo: 'TG', isGlobalSponsor: true });
    expect((await siteSponsors()).map((item) => item.id)).toEqual([sponsor.id]);
    expect(
      (
        await app.request('POST', `/api/sponsors/${sponsor.id}/trash`, {
          body: { password: TEST_ADMIN_PASSWORD },
          cookie: admin,
        })
      ).status,
    ).toBe(200);
    expect(await siteSponsors()).toEqual([]);
    expect((await app.request('POST', `/api/sponsors/${sponsor.id}/restore`, { cookie: admin })).status).toBe(200);
    expect((await siteSponsors()).map((item) => item.id)).toEqual([sponsor.id]);
  });
});
