import { API_ROUTES, type ApiRoute, type Role, type SiteSettings } from '@dental/contracts';
import { declaredRoutes } from '../testing/declared-routes';
import { TestApp, type TestMethod } from '../testing/test-app';
import { joinTeam } from '../accounts/testing/team';
import { EDITORS_CHANGE_CONTENT_ONLY } from '../site-settings/site-settings.module';

type Who = 'public' | Role;
const SIGNED_IN: Role[] = ['owner', 'editor', 'reviewer'];
const ALL: Who[] = ['public', ...SIGNED_IN];

/**
 * Who may call each route, as the route catalogue declares it (API_ROUTES, also the source of
 * GET /api/openapi.json). The test below asks the running server, role by role, whether it agrees.
 */
const EXPECTED: ReadonlyMap<string, readonly Who[]> = new Map(
  Object.values(API_ROUTES as Record<string, ApiRoute>).map((route) => [
    `${route.method} ${route.path}`,
    route.access.public ? ALL : route.access.roles,
  ]),
);

/** Routes that need the organiser session of an organiser link (decision 0062), whatever the caller's role. */
const NEEDS_ORGANISER: ReadonlySet<string> = new Set(
  Object.values(API_ROUTES as Record<string, ApiRoute>)
    .filter((route) => route.organiserSession)
    .map((route) => `${route.method} ${route.path}`),
);

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

  it('finds every declared route in the catalogue, and every catalogued route declared', () => {
    const declared = declaredRoutes(app).map((route) => route.key);
    expect(declared.length).toBeGreaterThan(60);
    expect(declared.filter((route) => !EXPECTED.has(route))).toEqual([]);
    expect([...EXPECTED.keys()].filter((route) => !declared.includes(route))).toEqual([]);
  });

  it.each(ALL)(
    'answers %s as expected on every route: refused with 401/403, or let through (never a 5xx)',
    async (who) => {
      const wrong: string[] = [];
      for (const { key: route, path: pattern, ...declared } of declaredRoutes(app)) {
        const method = declared.method as TestMethod;
        // Signing out would end the session the rest of the run uses; the route is public, so anyone reaches it.
        const cookie = route === 'POST /api/auth/logout' ? undefined : cookies[who as Role];
        const url = pattern.replace(/:position/, '999999').replace(/:[a-zA-Z]+/g, 'no-such-id');
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        const response = await app.request(method, url, { body, cookie });
        // An organiser's route asks for an organiser session, which no visitor or account here has.
        const allowed = !NEEDS_ORGANISER.has(route) && (EXPECTED.get(route)?.includes(who) ?? false);
        const refusal = who === 'public' || NEEDS_ORGANISER.has(route) ? 401 : 403;
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
