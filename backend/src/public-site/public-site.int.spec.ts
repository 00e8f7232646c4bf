import type { EventListing, Speaker } from '@dental/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../testing/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><title>Dental events</title></head><body><div id="root"></div></body></html>';

/** Every <url> of a sitemap: its loc and lastmod. */
function urlsOf(xml: string): Array<{ loc: string; lastmod: string | null }> {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((match) => ({
    loc: match[1],
    lastmod: match[2] ?? null,
  }));
}

describe('sitemap.xml and robots.txt', () => {
  let app: TestApp;
  let admin: string;
  let frontendDist: string;

  beforeEach(async () => {
    // A built frontend, so its catch-all GET /* is registered as in production.
    frontendDist = mkdtempSync(join(tmpdir(), 'dental-events-frontend-'));
    writeFileSync(join(frontendDist, 'index.html'), INDEX_HTML);
    app = await TestApp.start({ env: { FRONTEND_DIST: frontendDist } });
    admin = await app.login();
  });
  afterEach(async () => {
    await app.stop();
    rmSync(frontendDist, { recursive: true, force: true });
  });

  const later = () => app.clock.set(new Date(app.clock.now().getTime() + 60 * 60 * 1000));
  const createEvent = async (title: string) => {
    later();
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm({ title }),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const addSpeaker = async (eventId: string, name: string) => {
    later();
    const body = {
      eventId,
      name,
      profession: 'Periodontist',
      specialty: 'Implants',
      lectureTitle: 'A lecture',
      email: 'speaker@example.com',
      image: '',
      socialLinks: {},
      profileUrl: null,
      abstract: '',
      objectives: [],
    };
    const response = await app.request<Speaker>('POST', '/api/speakers', { body, cookie: admin });
    expect(response.status).toBe(201);
    return response.body;
  };
  const sitemap = async (headers: Record<string, string> = {}) => {
    const response = await app.request('GET', '/sitemap.xml', { headers: { host: 'events.example.com', ...headers } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    return response.text;
  };

  it('wins over the frontend catch-all, which still serves the pages', async () => {
    expect((await app.request('GET', '/sitemap.xml')).text).toMatch(/^<\?xml /);
    expect((await app.request('GET', '/robots.txt')).text).toMatch(/^User-agent: \*/);
    const page = await app.request('GET', '/events/some-id');
    expect(page.status).toBe(200);
    expect(page.text).toBe(INDEX_HTML);
  });

  it('lists the site pages, public events and their speakers, with lastmod from the read models', async () => {
    const open = await createEvent('Open Symposium');
    const hidden = await createEvent('Hidden Symposium');
    const trashed = await createEvent('Trashed Symposium');
    const sarah = await addSpeaker(open.id, 'Dr. Sarah Chen');
    await addSpeaker(open.id, 'Sarah Chen, DDS');
    const tom = await addSpeaker(open.id, 'Tom Lee');
    const trashedSpeaker = await addSpeaker(open.id, 'Tess Trashed');
    const hiddenSpeaker = await addSpeaker(hidden.id, 'Hal Hidden');
    const trashedEventSpeaker = await addSpeaker(trashed.id, 'Tim Trashed');
    later();
    expect(
      (await app.request('PATCH', `/api/events/${hidden.id}`, { body: { isHidden: true }, cookie: admin })).status,
    ).toBe(200);
    expect(
      (
        await app.request('POST', `/api/events/${trashed.id}/trash`, {
          body: { password: TEST_ADMIN_PASSWORD },
          cookie: admin,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await app.request('POST', `/api/speakers/${trashedSpeaker.id}/trash`, {
          body: { password: TEST_ADMIN_PASSWORD },
          cookie: admin,
        })
      ).status,
    ).toBe(200);

    const urls = urlsOf(await sitemap());
    const origin = 'http://events.example.com';
    expect(urls.map((url) => url.loc)).toEqual([
      ...['/', '/events', '/speakers', '/sponsors', '/submit-event', '/speakersphere', '/welcome'].map(
        (path) => origin + path,
      ),
      `${origin}/events/${open.id}`,
      `${origin}/speakers/${sarah.id}`,
      `${origin}/speakers/${tom.id}`,
    ]);
    const lastmod = (path: string) => urls.find((url) => url.loc === origin + path)?.lastmod;
    const openNow = (await app.request<EventListing>('GET', `/api/events/${open.id}`)).body;
    expect(lastmod(`/events/${open.id}`)).toBe(openNow.updatedAt);
    expect(lastmod(`/speakers/${tom.id}`)).toBe(tom.updatedAt);
    expect(lastmod('/events')).toBe(openNow.updatedAt);
    expect(lastmod('/speakers')).toBe(tom.updatedAt);
    expect(lastmod('/')).toBe(tom.updatedAt);
    expect(lastmod('/welcome')).toBeNull();
    for (const id of [hidden.id, trashed.id, hiddenSpeaker.id, trashedEventSpeaker.id, trashedSpeaker.id])
      expect(urls.some((url) => url.loc.endsWith(id))).toBe(false);

    // A change is in the next sitemap, with its time.
    later();
    expect(
      (await app.request('PATCH', `/api/events/${open.id}`, { body: { title: 'Open Symposium 2026' }, cookie: admin }))
        .status,
    ).toBe(200);
    const edited = (await app.request<EventListing>('GET', `/api/events/${open.id}`)).body.updatedAt;
    expect(edited).not.toBe(openNow.updatedAt);
    const again = urlsOf(await sitemap());
    expect(again.find((url) => url.loc === `${origin}/events/${open.id}`)?.lastmod).toBe(edited);
    // A speaker's page shows its event, so it changed too.
    expect(again.find((url) => url.loc === `${origin}/speakers/${tom.id}`)?.lastmod).toBe(edited);
  });

  it('writes absolute URLs for the origin the request came to, escaped', async () => {
    const event = await createEvent('Open Symposium');
    expect(urlsOf(await sitemap({ host: 'other.example:8080' })).map((url) => url.loc)).toContain(
      `http://other.example:8080/events/${event.id}`,
    );
    const forwarded = await sitemap({ host: 'a.example', 'x-forwarded-proto': 'https' });
    // Without TRUST_PROXY a forwarded scheme is ignored.
    expect(forwarded).toContain('<loc>http://a.example/</loc>');
    // A Host header is whatever the client sent: it is escaped like everything else.
    const odd = await sitemap({ host: 'b.example/?x=<y>&z' });
    expect(odd).toContain('<loc>http://b.example/?x=&lt;y&gt;&amp;z/events</loc>');
    expect(odd).not.toContain('<y>');
  });

  it('answers file 1 of a sitemap that fits in one file with the sitemap, another number with a 404, a bad one with a 400', async () => {
    await createEvent('Open Symposium');
    const whole = await sitemap();
    expect((await app.request('GET', '/sitemap.xml?page=1', { headers: { host: 'events.example.com' } })).text).toBe(
      whole,
    );
    const missing = await app.request('GET', '/sitemap.xml?page=2');
    expect(missing).toMatchObject({ status: 404, body: { message: 'The sitemap has no file 2.' } });
    for (const page of ['0', 'two', '1.5'])
      expect(await app.request('GET', `/sitemap.xml?page=${page}`)).toMatchObject({
        status: 400,
        body: { message: 'page must be a whole number of at least 1' },
      });
    expect((await app.request('GET', '/sitemap.xml?limit=5')).status).toBe(400);
  });

  it('answers robots.txt as plain text naming the sitemap', async () => {
    const response = await app.request('GET', '/robots.txt', { headers: { host: 'events.example.com' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api',
      '',
      'Sitemap: http://events.example.com/sitemap.xml',
      '',
    ]);
  });
});

describe('sitemap.xml and robots.txt with SITE_URL', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await TestApp.start({ env: { SITE_URL: 'https://events.example.com/' } });
  });
  afterEach(async () => {
    await app.stop();
  });

  it('use SITE_URL whatever Host the request carries', async () => {
    const xml = (await app.request('GET', '/sitemap.xml', { headers: { host: 'evil.example' } })).text;
    expect(urlsOf(xml).map((url) => url.loc)).toContain('https://events.example.com/events');
    expect(xml).not.toContain('evil.example');
    const robots = (await app.request('GET', '/robots.txt', { headers: { host: 'evil.example' } })).text;
    expect(robots).toContain('Sitemap: https://events.example.com/sitemap.xml');
  });

  it('refuses to boot with a SITE_URL that is not an origin', async () => {
    await expect(TestApp.start({ env: { SITE_URL: 'https://events.example.com/site' } })).rejects.toThrow(
      'SITE_URL must be',
    );
  });
});
