import { PublicEventsCache } from './public-events.cache';
import { TestApp, eventForm } from '../../testing/test-app';

/**
 * The early answer lives in the HTTP server, ahead of Fastify's inject, so these tests go over a
 * real socket on 127.0.0.1.
 */
describe('anonymous GET /api/events answered before the framework', () => {
  let app: TestApp;
  let base: string;

  beforeEach(async () => {
    app = await TestApp.start();
    await app.app.listen(0, '127.0.0.1');
    base = await app.app.getUrl();
    base = base.replace('[::1]', '127.0.0.1');
  });
  afterEach(() => app.stop());

  const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));

  async function createEvent(cookie: string, overrides: Record<string, unknown> = {}): Promise<string> {
    const created = await app.request('POST', '/api/events', { body: eventForm(overrides), cookie });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  it('sends the same status, headers and bytes as the full stack, without running the controller once the list is cached', async () => {
    const cookie = await app.login();
    await createEvent(cookie);
    const buildJson = jest.spyOn(app.get(PublicEventsCache), 'json');

    const throughTheStack = await get('/api/events', 'theme=dark'); // any cookie but the session's goes the usual way
    expect(buildJson).toHaveBeenCalledTimes(1);
    const early = await get('/api/events');
    expect(buildJson).toHaveBeenCalledTimes(1);

    expect(early.status).toBe(200);
    expect(headersOf(early)).toEqual(headersOf(throughTheStack));
    expect(await early.text()).toBe(await throughTheStack.text());
    expect(early.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('never answers from a list older than the read models: a hidden event leaves it at once', async () => {
    const cookie = await app.login();
    const id = await createEvent(cookie);
    await get('/api/events'); // fills the cache
    expect((await (await get('/api/events')).json()).map((event: { id: string }) => event.id)).toEqual([id]);

    expect((await app.request('PATCH', `/api/events/${id}`, { body: { isHidden: true }, cookie })).status).toBe(200);
    expect(await (await get('/api/events')).json()).toEqual([]);
  });

  it('leaves admins, queries and other methods to the full stack', async () => {
    const cookie = await app.login();
    const id = await createEvent(cookie, { isHidden: true });
    expect(await (await get('/api/events')).json()).toEqual([]);

    const asAdmin = await get('/api/events', cookie);
    expect((await asAdmin.json()).map((event: { id: string }) => event.id)).toEqual([id]);
    expect((await get('/api/events?asOf=2026-01-01')).status).toBe(401);
    const head = await fetch(`${base}/api/events`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
