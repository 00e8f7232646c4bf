import { ModulesContainer } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import type { Role, SiteSettings } from '@dental/contracts';
import { TestApp, type TestMethod } from '../testing/test-app';
import { joinTeam } from '../accounts/testing/team';
import { EDITORS_CHANGE_CONTENT_ONLY } from '../site-settings/site-settings.module';

type Who = 'public' | Role;
const SIGNED_IN: Role[] = ['owner', 'editor', 'reviewer'];
const ALL: Who[] = ['public', ...SIGNED_IN];
const EDITORS: Who[] = ['owner', 'editor'];
const REVIEWERS: Who[] = ['owner', 'reviewer'];
const OWNERS: Who[] = ['owner'];

/**
 * Who may call every route. A route added without a line here fails the test, so each one gets a
 * decision; a decorator that contradicts its line fails too.
 */
const EXPECTED: Record<string, Who[]> = {
  'GET /api/health': ALL,
  'GET /api/ready': ALL,
  'GET /api/openapi.json': ALL,
  'GET /api/docs': ALL,
  'GET /sitemap.xml': ALL,
  'GET /robots.txt': ALL,
  'GET /calendar.ics': ALL,
  'GET /feed.xml': ALL,
  'GET /api/site-sponsors': ALL,

  'POST /api/auth/login': ALL,
  'POST /api/auth/logout': ALL,
  'GET /api/auth/me': SIGNED_IN,
  'POST /api/auth/invitations/accept': ALL,
  'POST /api/auth/password': SIGNED_IN,
  'POST /api/auth/password-reset': ALL,
  'POST /api/auth/password-reset/confirm': ALL,

  'GET /api/accounts': OWNERS,
  'POST /api/accounts/invitations': OWNERS,
  'PATCH /api/accounts/:id': OWNERS,

  'GET /api/site-settings': ALL,
  'PATCH /api/site-settings': EDITORS,
  'GET /api/outbox': OWNERS,
  'GET /api/events/:id/followers': OWNERS,
  'DELETE /api/followers/:id': OWNERS,
  'POST /api/events/:id/followers': ALL,
  'POST /api/followers/confirm': ALL,
  'POST /api/followers/unsubscribe': ALL,

  'GET /api/audit': SIGNED_IN,
  'GET /api/audit/facets': SIGNED_IN,
  'POST /api/audit/:position/undo': EDITORS,
  'GET /api/dashboard': SIGNED_IN,
  'GET /api/analytics': SIGNED_IN,

  'GET /api/events': ALL,
  'GET /api/events/search': ALL,
  'GET /api/events/featured': ALL,
  'GET /api/events/trash': SIGNED_IN,
  'GET /api/events/:id': ALL,
  'GET /api/events/:id/ics': ALL,
  'POST /api/events': EDITORS,
  'PATCH /api/events/:id': EDITORS,
  'POST /api/events/:id/duplicate': EDITORS,
  'POST /api/events/:id/trash': EDITORS,
  'POST /api/events/:id/restore': EDITORS,

  'GET /api/speakers': ALL,
  'GET /api/speakers/search': ALL,
  'GET /api/speakers/featured': ALL,
  'GET /api/speakers/trash': SIGNED_IN,
  'GET /api/speakers/:id/profile': ALL,
  'GET /api/speakers/:id': ALL,
  'POST /api/speakers': EDITORS,
  'PATCH /api/speakers/:id': EDITORS,
  'POST /api/speakers/:id/trash': EDITORS,
  'POST /api/speakers/:id/restore': EDITORS,

  'GET /api/sponsors': ALL,
  'GET /api/sponsors/events': ALL,
  'GET /api/sponsors/trash': SIGNED_IN,
  'POST /api/sponsors': EDITORS,
  'PATCH /api/sponsors/:id': EDITORS,
  'PATCH /api/sponsors/:id/assign-to-event': EDITORS,
  'POST /api/sponsors/:id/trash': EDITORS,
  'DELETE /api/sponsors/:id': EDITORS,
  'POST /api/sponsors/:id/restore': EDITORS,
  'GET /api/sponsor-tiers/:eventId': ALL,
  'PATCH /api/sponsor-tiers/:eventId': EDITORS,
  'POST /api/media': EDITORS,

  'GET /api/event-submissions': SIGNED_IN,
  'GET /api/event-submissions/:id': SIGNED_IN,
  'POST /api/event-submissions': ALL,
  'PATCH /api/event-submissions/:id': REVIEWERS,
  'POST /api/event-submissions/:id/create-event': REVIEWERS,
};

/** Every route the controllers declare, as 'METHOD /path', read from Nest's own metadata. */
function declaredRoutes(app: TestApp): string[] {
  const routes: string[] = [];
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()]);
  for (const wrapper of controllers) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!type) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, type) ?? '').replace(/^\/|\/$/g, '');
    const prototype = type.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (
        name === 'constructor' ||
        typeof handler !== 'function' ||
        Reflect.getMetadata(PATH_METADATA, handler) === undefined
      )
        continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const path = String(Reflect.getMetadata(PATH_METADATA, handler)).replace(/^\/|\/$/g, '');
      routes.push(`${method} /${[base, path].filter(Boolean).join('/')}`);
    }
  }
  return routes;
}

describe('every route, for every role', () => {
  let app: TestApp;
  const cookies: Partial<Record<Who, string>> = {};
  beforeAll(async () => {
    app = await TestApp.start();
    cookies.owner = await app.login();
    cookies.editor = (await joinTeam(app, cookies.owner, 'editor@example.com', 'editor')).cookie;
    cookies.reviewer = (await joinTeam(app, cookies.owner, 'reviewer@example.com', 'reviewer')).cookie;
  });
  afterAll(async () => {
    await app.stop();
  });

  it('has a decision for every declared route, and no line for a route that is gone', () => {
    const declared = declaredRoutes(app);
    expect(declared.length).toBeGreaterThan(60);
    expect(declared.filter((route) => !(route in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((route) => !declared.includes(route))).toEqual([]);
  });

  it.each(ALL)(
    'answers %s as expected on every route: refused with 401/403, or let through (never a 5xx)',
    async (who) => {
      const wrong: string[] = [];
      for (const route of declaredRoutes(app)) {
        const [method, pattern] = route.split(' ') as [TestMethod, string];
        // Signing out would end the session the rest of the run uses; the route is public, so anyone reaches it.
        const cookie = route === 'POST /api/auth/logout' ? undefined : cookies[who as Role];
        const url = pattern.replace(/:position/, '999999').replace(/:[a-zA-Z]+/g, 'no-such-id');
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        const response = await app.request(method, url, { body, cookie });
        const allowed = EXPECTED[route]?.includes(who) ?? false;
        const refusal = who === 'public' ? 401 : 403;
        const ok = allowed
          ? response.status !== 401 && response.status !== 403 && response.status < 500
          : response.status === refusal;
        if (!ok) wrong.push(`${route}: ${response.status} ${response.text.slice(0, 100)}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it("lets an editor change the home page's content, and only that, of the site settings", async () => {
    const hero = { title: 'Dental CE, Coast to Coast', tagline: 'Courses and meetings near you.' };
    const content = await app.request<SiteSettings>('PATCH', '/api/site-settings', {
      body: { hero },
      cookie: cookies.editor,
    });
    expect(content.status).toBe(200);
    expect(content.body.hero).toEqual(hero);
    const before = (await app.request<SiteSettings>('GET', '/api/site-settings')).body;
    const settings = await app.request('PATCH', '/api/site-settings', {
      body: { hero, contactEmail: 'editor@example.com' },
      cookie: cookies.editor,
    });
    expect(settings).toMatchObject({ status: 403, body: { message: EDITORS_CHANGE_CONTENT_ONLY } });
    expect((await app.request('GET', '/api/site-settings')).body).toEqual(before);
    expect(
      (await app.request('PATCH', '/api/site-settings', { body: { cityBanner: ['Denver'] }, cookie: cookies.reviewer }))
        .status,
    ).toBe(403);
  });

  it('tells a signed-in account what its role may not do, with a 403 message', async () => {
    const refused = await app.request('POST', '/api/events', { body: {}, cookie: cookies.reviewer });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Your role (reviewer) does not allow this. Please ask an owner.' },
    });
  });
});
