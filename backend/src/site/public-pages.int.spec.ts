import { AsyncResource } from 'node:async_hooks';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eventDateText } from '@dental/contracts';
import type { EventListing, EventSearchAnswer, EventSummary, SiteSettings, Speaker, Sponsor } from '@dental/contracts';
import { TestApp, eventForm } from '../testing/test-app';
import { PageRenderer } from './page-renderer';
import { PublicReadPath } from './public-read-path';

/** Structured data as a page embeds it (schema.org JSON-LD). */
interface JsonLd {
  '@type': string;
  itemListElement?: unknown[];
  [key: string]: unknown;
}

/**
 * The public pages rendered on the server and the one cached read path, against the real frontend
 * build (`npm test` builds it first) and the demo data, over a real socket so that the answers
 * given before the framework are exercised too.
 */
const FRONTEND_DIST = resolve(__dirname, '../../../frontend/dist');
const built = existsSync(resolve(FRONTEND_DIST, '../dist-server/entry-server.cjs'));

interface Fetched {
  status: number;
  headers: Headers;
  text: string;
}

(built ? describe : describe.skip)(
  'public pages rendered on the server (skipped only when the frontend has not been built: run `npm run build -w frontend`)',
  () => {
    let app: TestApp;
    let base: string;
    let adminCookie: string;
    let events: EventListing[];

    const get = async (path: string, headers: Record<string, string> = {}): Promise<Fetched> => {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
      return { status: response.status, headers: response.headers, text: await response.text() };
    };
    const stats = () => app.get(PublicReadPath).cache.stats();
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
    const meta = (html: string, key: string) =>
      new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
    const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;
    const json = <T>(text: string) => JSON.parse(text) as T;
    const jsonLd = (html: string) => {
      const text = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
      return text ? json<JsonLd>(text) : null;
    };
    /** What a visitor sees, roughly: the markup without tags, entities decoded. */
    const visibleText = (html: string) =>
      html
        .slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="page-state">'))
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ');

    beforeAll(async () => {
      app = await TestApp.start({ demoData: true, env: { FRONTEND_DIST } });
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.app.getHttpServer().address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      adminCookie = await app.login();
      events = (await app.request<EventListing[]>('GET', '/api/events')).body;
    });

    afterAll(async () => {
      await app?.stop();
    });

    it('renders the home page with its featured events, its head and its data for the browser', async () => {
      const page = await get('/');
      const featured = (await get('/api/events/featured')).text;
      const settings = json<SiteSettings>((await get('/api/site-settings')).text);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(title(page.text)).toBe(settings.siteName);
      expect(meta(page.text, 'description')).toBe(settings.tagline);
      expect(canonical(page.text)).toBe(`${base}/`);
      const text = visibleText(page.text);
      const shown = json<EventSummary[]>(featured);
      expect(shown.length).toBeGreaterThan(0);
      for (const event of shown) {
        expect(text).toContain(event.title);
        // The date as the site writes every date (decision 0056), not as the organiser typed it.
        expect(text).toContain(eventDateText(event.date));
      }
      // The browser hydrates from the queries the server read: nothing to fetch on the first load.
      const state = json<{ queries: { queries: Array<{ queryKey: unknown[] }> } }>(
        /<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(page.text)![1],
      );
      expect(state.queries.queries.map((query) => query.queryKey)).toEqual(
        expect.arrayContaining([['/api/events', 'featured'], ['/api/speakers', 'featured'], ['/api/site-settings']]),
      );
    });

    it('writes no inline script a Content-Security-Policy without unsafe-inline would block', async () => {
      for (const path of [
        '/',
        '/events',
        `/events/${events[0].id}`,
        '/speakers',
        '/sponsors',
        '/welcome',
        '/no-such-page',
      ]) {
        const scripts = (await get(path)).text.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
        for (const script of scripts) expect(script).toMatch(/type="application\/(json|ld\+json)"/);
      }
    });

    it('renders /events with upcoming events first and an ItemList for search engines', async () => {
      const page = await get('/events');
      const upcoming = json<EventSearchAnswer>((await get('/api/events/search?upcoming=true')).text);
      expect(page.status).toBe(200);
      expect(title(page.text)).toMatch(/^Upcoming Dental Conferences \| /);
      expect(canonical(page.text)).toBe(`${base}/events`);
      const text = visibleText(page.text);
      for (const event of upcoming.items) expect(text).toContain(event.title);
      const list = jsonLd(page.text);
      expect(list?.['@type']).toBe('ItemList');
      expect(list?.itemListElement?.[0]).toMatchObject({ position: 1, url: `${base}/events/${upcoming.items[0].id}` });
      // The first visit shows content, not loading placeholders.
      expect(page.text).not.toContain('Loading events');
    });

    it("renders an event's page: title, date, location, description, agenda sessions, head tags and EducationEvent data", async () => {
      const event = events.find((candidate) => Array.isArray(candidate.agenda) && candidate.agenda.length > 0)!;
      const page = await get(`/events/${event.id}`);
      expect(page.status).toBe(200);
      expect(title(page.text)).toMatch(new RegExp(`^${event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
      expect(meta(page.text, 'og:title')).toBe(title(page.text));
      expect(meta(page.text, 'og:url')).toBe(`${base}/events/${event.id}`);
      expect(meta(page.text, 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(meta(page.text, 'twitter:card')).toBe('summary_large_image');
      const text = visibleText(page.text);
      for (const expected of [event.title, eventDateText(event.date), event.location]) expect(text).toContain(expected);
      expect(text).toContain(event.description.split('\n')[0]);
      const sessionTitles = JSON.stringify(event.agenda)
        .match(/"title":"([^"]+)"/g)!
        .map((match) => json<{ title: string }>(`{${match}}`).title);
      expect(sessionTitles.length).toBeGreaterThan(0);
      expect(text).toContain(sessionTitles[0]);
      const data = jsonLd(page.text);
      expect(data).toMatchObject({
        '@type': 'EducationEvent',
        name: event.title,
        location: { '@type': 'Place', name: event.location },
      });
    });

    it('renders speaker names on /speakers and sponsor names on /sponsors', async () => {
      const speakers = json<{ items: Speaker[] }>((await get('/api/speakers/search')).text);
      const speakersPage = visibleText((await get('/speakers')).text);
      expect(speakers.items.length).toBeGreaterThan(0);
      for (const speaker of speakers.items) expect(speakersPage).toContain(speaker.name);

      const sponsors = json<Sponsor[]>((await get('/api/sponsors')).text);
      const sponsorsPage = visibleText((await get('/sponsors')).text);
      expect(sponsors.length).toBeGreaterThan(0);
      for (const sponsor of sponsors) expect(sponsorsPage).toContain(sponsor.name);
    });

    it('renders the static pages with their own titles', async () => {
      const titles = new Set<string | null>();
      for (const path of ['/', '/events', '/speakers', '/sponsors', '/submit-event', '/speakersphere', '/welcome']) {
        const page = await get(path);
        expect(page.status).toBe(200);
        titles.add(title(page.text));
      }
      expect(titles.size).toBe(7);
      expect(visibleText((await get('/submit-event')).text)).toContain('Submit Your Event');
    });

    it('answers 404 with the not-found page for unknown paths and unknown, hidden or trashed events', async () => {
      const unknown = await get('/no-such-page');
      expect(unknown.status).toBe(404);
      expect(visibleText(unknown.text)).toContain('404 Page Not Found');
      expect(meta(unknown.text, 'robots')).toBe('noindex');

      const unknownEvent = await get('/events/00000000-0000-4000-8000-000000000000');
      expect(unknownEvent.status).toBe(404);
      expect(visibleText(unknownEvent.text)).toContain('Event Not Found');

      const hidden = await app.request<{ id: string }>('POST', '/api/events', {
        cookie: adminCookie,
        body: { ...eventForm({ title: 'Hidden Rendering Test' }), isHidden: true },
      });
      expect(hidden.status).toBe(201);
      const hiddenPage = await get(`/events/${hidden.body.id}`);
      expect(hiddenPage.status).toBe(404);
      expect(hiddenPage.text).not.toContain('Hidden Rendering Test');

      const trashed = await app.request<{ id: string }>('POST', '/api/events', {
        cookie: adminCookie,
        body: eventForm({ title: 'Trashed Rendering Test' }),
      });
      expect((await get(`/events/${trashed.body.id}`)).status).toBe(200);
      await app.request('POST', `/api/events/${trashed.body.id}/trash`, {
        cookie: adminCookie,
        body: { password: 'correct horse battery staple' },
      });
      const trashedPage = await get(`/events/${trashed.body.id}`);
      expect(trashedPage.status).toBe(404);
      expect(trashedPage.text).not.toContain('Trashed Rendering Test');
    });

    it('answers a repeated public read from the cache, with 304 for a current ETag and brotli or gzip as accepted', async () => {
      const first = await get('/events');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('vary')).toBe('accept-encoding');

      const hitsBefore = stats().hits;
      const again = await get('/events');
      expect(again.text).toBe(first.text);
      expect(again.headers.get('etag')).toBe(etag);
      expect(stats().hits).toBe(hitsBefore + 1);

      const notModified = await get('/events', { 'if-none-match': etag! });
      expect(notModified.status).toBe(304);
      expect(notModified.text).toBe('');
      expect((await get('/events', { 'if-none-match': '"something-else"' })).status).toBe(200);

      const brotli = await fetch(`${base}/events`, { headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await brotliRaw(`${base}/events`, 'br'))).toString()).toBe(first.text);
      expect(gunzipSync(Buffer.from(await brotliRaw(`${base}/events`, 'gzip'))).toString()).toBe(first.text);
      await get('/api/events');
      expect(JSON.parse(gunzipSync(Buffer.from(await brotliRaw(`${base}/api/events`, 'gzip'))).toString())).toEqual(
        JSON.parse((await get('/api/events')).text),
      );
    });

    it('never serves a stale answer after a change: every cached path is made again, and shows the change', async () => {
      const event = events.find((candidate) => !candidate.isHidden && Array.isArray(candidate.agenda))!;
      const paths = [
        '/',
        '/events',
        `/events/${event.id}`,
        '/speakers',
        '/sponsors',
        '/sitemap.xml',
        '/api/events',
        '/api/events/featured',
        '/api/events/search?upcoming=true',
        '/api/events/search',
        `/api/events/${event.id}`,
        '/api/speakers',
        '/api/speakers/search',
        '/api/speakers/featured',
        '/api/sponsors',
        '/api/sponsors/events',
        '/api/site-settings',
      ];
      for (const path of paths) expect((await get(path)).status).toBe(200);
      const kept = stats();
      for (const path of paths) await get(path);
      const warm = stats();
      // Every one of them was kept: the second round was answered from the cache.
      expect(warm.hits - kept.hits).toBe(paths.length);

      const newTitle = `${event.title} (Renamed for the cache test)`;
      expect(
        (await app.request('PATCH', `/api/events/${event.id}`, { cookie: adminCookie, body: { title: newTitle } }))
          .status,
      ).toBe(200);

      const after = await Promise.all(paths.map(async (path) => ({ path, ...(await get(path)) })));
      // Every path missed (the pages' own data reads miss too, so at least one each)...
      expect(stats().misses - warm.misses).toBeGreaterThanOrEqual(paths.length);
      for (const path of [
        '/events',
        `/events/${event.id}`,
        '/api/events',
        '/api/events/search',
        `/api/events/${event.id}`,
      ]) {
        expect(after.find((answer) => answer.path === path)!.text).toContain('(Renamed for the cache test)');
      }
      // ...and was kept again.
      const kept2 = stats().hits;
      for (const path of paths) await get(path);
      expect(stats().hits - kept2).toBe(paths.length);
      await app.request('PATCH', `/api/events/${event.id}`, { cookie: adminCookie, body: { title: event.title } });
    });

    it('keeps public answers without binding requests through AsyncResource.bind, which on Node 20 makes their garbage outlive young collections (decision 0149)', async () => {
      const bind = jest.spyOn(AsyncResource, 'bind');
      try {
        const path = '/api/events/search?q=bind&sort=credits';
        const missesBefore = stats().misses;
        expect((await get(path)).status).toBe(200);
        expect(stats().misses).toBe(missesBefore + 1);
        const hitsBefore = stats().hits;
        expect((await get(path)).status).toBe(200);
        expect(stats().hits).toBe(hitsBefore + 1);
        expect((await get('/api/admin/events', { cookie: adminCookie })).status).toBe(200);
        expect((await get('/events?bind=1')).status).toBe(200);
        expect(bind).not.toHaveBeenCalled();
      } finally {
        bind.mockRestore();
      }
    });

    it("renders again only the pages whose data a write changed: another event's page is sent again as it was", async () => {
      const [edited, other] = events.filter((candidate) => !candidate.isHidden);
      const renders = jest.spyOn(PageRenderer.prototype, 'render');
      try {
        const before = await get(`/events/${other.id}`);
        await get(`/events/${edited.id}`);
        expect(
          (
            await app.request('PATCH', `/api/events/${edited.id}`, {
              cookie: adminCookie,
              body: { title: `${edited.title} (Renamed for the kept-page test)` },
            })
          ).status,
        ).toBe(200);
        renders.mockClear();

        const untouched = await get(`/events/${other.id}`);
        expect(untouched.status).toBe(200);
        expect(untouched.text).toBe(before.text);
        expect(untouched.headers.get('etag')).toBe(before.headers.get('etag'));
        expect(renders).not.toHaveBeenCalled();
        // Kept under the new generation: the next read is answered before the framework.
        const hits = stats().hits;
        await get(`/events/${other.id}`);
        expect(stats().hits).toBe(hits + 1);

        const changed = await get(`/events/${edited.id}`);
        expect(visibleText(changed.text)).toContain('(Renamed for the kept-page test)');
        expect(renders).toHaveBeenCalledTimes(1);
        // A kept page is still compressed for clients that ask, from the copies made before.
        expect(brotliDecompressSync(Buffer.from(await brotliRaw(`${base}/events/${other.id}`, 'br'))).toString()).toBe(
          before.text,
        );
      } finally {
        renders.mockRestore();
        await app.request('PATCH', `/api/events/${edited.id}`, { cookie: adminCookie, body: { title: edited.title } });
      }
    });

    it('makes pages again on a new day, when their countdowns change', async () => {
      await get('/events');
      const misses = stats().misses;
      await get('/events');
      expect(stats().misses).toBe(misses);
      app.clock.advanceDays(1);
      await get('/events');
      expect(stats().misses).toBeGreaterThan(misses);
    });

    it('never answers an admin from the public cache: admins see hidden events the public may not', async () => {
      adminCookie = await app.login();
      const hidden = await app.request<{ id: string }>('POST', '/api/events', {
        cookie: adminCookie,
        body: { ...eventForm({ title: 'Only Admins See This' }), isHidden: true },
      });
      const publicList = await get('/api/events');
      await get('/api/events');
      expect(publicList.text).not.toContain('Only Admins See This');
      const asAdmin = await fetch(`${base}/api/events`, { headers: { cookie: adminCookie } });
      expect(await asAdmin.text()).toContain('Only Admins See This');
      expect((await get('/api/events')).text).not.toContain('Only Admins See This');
      await app.request('POST', `/api/events/${hidden.body.id}/trash`, {
        cookie: adminCookie,
        body: { password: 'correct horse battery staple' },
      });
    });

    it("gives a signed-in admin the page shell for a hidden event's page, so a reload of its preview works, and everyone else the 404 page", async () => {
      adminCookie = await app.login();
      const hidden = await app.request<{ id: string }>('POST', '/api/events', {
        cookie: adminCookie,
        body: { ...eventForm({ title: 'Draft Preview Reload' }), isHidden: true },
      });
      expect(hidden.status).toBe(201);
      const path = `/events/${hidden.body.id}`;

      const asAdmin = await get(path, { cookie: adminCookie });
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.text).toContain('<div id="root"></div>');
      expect(asAdmin.text).not.toContain('Draft Preview Reload');

      const anonymous = await get(path);
      expect(anonymous.status).toBe(404);
      expect(visibleText(anonymous.text)).toContain('Event Not Found');
      const signedOutCookie = await get(path, { cookie: 'dental_admin_session=s%3Anot-a-session.signature' });
      expect(signedOutCookie.status).toBe(404);
      await app.request('POST', `/api/events/${hidden.body.id}/trash`, {
        cookie: adminCookie,
        body: { password: 'correct horse battery staple' },
      });
    });

    it('serves the admin area as the page shell, never rendered with data', async () => {
      const admin = await get('/admin/events');
      expect(admin.status).toBe(200);
      expect(admin.text).toContain('<div id="root"></div>');
      expect(admin.text).not.toContain('page-state');
    });

    it('answers a path under /admin that is no admin page with 404 and the shell, which shows the 404 page', async () => {
      for (const path of ['/admin/events/some-id/edit', '/admin/invitation/some-token', '/admin/']) {
        const known = await get(path);
        expect({ path, status: known.status }).toEqual({ path, status: 200 });
      }
      for (const path of ['/admin/no-such-screen', '/admin/events/some-id', '/admin/invitation']) {
        const unknown = await get(path, { 'if-none-match': (await get('/admin')).headers.get('etag') ?? '' });
        expect({ path, status: unknown.status }).toEqual({ path, status: 404 });
        expect(unknown.text).toContain('<div id="root"></div>');
        expect(unknown.headers.get('etag')).toBeNull();
      }
    });
  },
);

/** The raw (still compressed) bytes of an answer in one content coding. */
async function brotliRaw(url: string, coding: 'br' | 'gzip'): Promise<ArrayBuffer> {
  const { request } = await import('node:http');
  return new Promise((resolvePromise, reject) => {
    request(url, { headers: { 'accept-encoding': coding } }, (response) => {
      if (response.headers['content-encoding'] !== coding)
        reject(new Error(`expected ${coding}, got ${response.headers['content-encoding']}`));
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolvePromise(body.buffer.slice(body.byteOffset, body.byteOffset + body.length));
      });
    })
      .on('error', reject)
      .end();
  });
}

(built ? describe : describe.skip)(
  'the server build of the pages (skipped only when the frontend has not been built)',
  () => {
    it("renders with React's production build whatever NODE_ENV the server runs under", () => {
      // React picks its development build at run time when NODE_ENV is not 'production', and
      // `npm start` sets none: the bundle must have decided at build time.
      const serverBuild = resolve(FRONTEND_DIST, '../dist-server');
      const files = readdirSync(serverBuild, { recursive: true, encoding: 'utf8' }).filter((file) =>
        file.endsWith('.cjs'),
      );
      expect(files.length).toBeGreaterThan(1);
      const decidingAtRunTime = files.filter((file) =>
        /process\.env\.NODE_ENV(?![\w$])/.test(readFileSync(join(serverBuild, file), 'utf8')),
      );
      expect(decidingAtRunTime).toEqual([]);
    });
  },
);
