import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { EventStore } from '../event-store/event-store.port';
import { CATCHING_UP, LogFollower, SEEN_POSITION_COOKIE } from './log-follower';
import { ProjectionEngine } from './projection-engine';

/** Read models that reach positions when the test says so, as a subscription would deliver them. */
class SteppedProjections extends ProjectionEngine {
  private reached = 0;
  private stepWaiters: Array<{ position: number; resolve: (reached: boolean) => void }> = [];

  constructor() {
    // Never asked for the log or the documents: only positions matter to the follower.
    super(null as never, null as never);
  }

  override get position(): number {
    return this.reached;
  }

  override waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.reached >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      this.stepWaiters.push({ position, resolve });
      setTimeout(() => resolve(false), timeoutMs);
    });
  }

  reach(position: number): void {
    this.reached = position;
    for (const waiter of this.stepWaiters) if (waiter.position <= position) waiter.resolve(true);
  }
}

describe('read-your-writes across instances on EventStoreDB (the position cookie)', () => {
  async function server(projections: SteppedProjections) {
    // Any store other than SQLite: instances share no file whose head they could look at.
    const remoteStore = Object.create(EventStore.prototype) as EventStore;
    const follower = new LogFollower(remoteStore, projections, { cookieSecure: false } as never);
    const fastify = Fastify();
    await fastify.register(fastifyCookie);
    follower.registerHooks(fastify);
    fastify.post('/write', () => {
      projections.reach(projections.position + 1);
      return { ok: true };
    });
    fastify.post('/refused', async (_request, reply) => reply.code(400).send({ message: 'no' }));
    fastify.get('/read', () => ({ position: projections.position }));
    fastify.get('/api/ready', () => ({ position: projections.position }));
    return fastify;
  }

  it('gives a successful write the position its instance reached, and nothing to refused writes or reads', async () => {
    const projections = new SteppedProjections();
    projections.reach(41);
    const app = await server(projections);
    const write = await app.inject({ method: 'POST', url: '/write' });
    expect(write.cookies).toEqual([
      expect.objectContaining({
        name: SEEN_POSITION_COOKIE,
        value: '42',
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
      }),
    ]);
    expect((await app.inject({ method: 'POST', url: '/refused' })).cookies).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/read' })).cookies).toEqual([]);
    await app.close();
  });

  it("makes another instance wait until its read models reach the writer's position before answering", async () => {
    const projections = new SteppedProjections();
    projections.reach(10);
    const app = await server(projections);
    const pending = app.inject({ method: 'GET', url: '/read', cookies: { [SEEN_POSITION_COOKIE]: '12' } });
    setTimeout(() => projections.reach(11), 50);
    setTimeout(() => projections.reach(12), 100);
    const answer = await pending;
    expect(answer.json()).toEqual({ position: 12 });
    // A position already reached, or a cookie that is not a position, does not wait.
    expect(
      (await app.inject({ method: 'GET', url: '/read', cookies: { [SEEN_POSITION_COOKIE]: '3' } })).json(),
    ).toEqual({ position: 12 });
    expect(
      (await app.inject({ method: 'GET', url: '/read', cookies: { [SEEN_POSITION_COOKIE]: '1e99' } })).json(),
    ).toEqual({ position: 12 });
    // The readiness probe reports the instance as it is, without waiting.
    expect(
      (await app.inject({ method: 'GET', url: '/api/ready', cookies: { [SEEN_POSITION_COOKIE]: '99' } })).json(),
    ).toEqual({ position: 12 });
    await app.close();
  });

  it('answers 503 with a message when the read models do not get there in time', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const projections = new SteppedProjections();
      const app = await server(projections);
      const pending = app.inject({ method: 'GET', url: '/read', cookies: { [SEEN_POSITION_COOKIE]: '5' } });
      await new Promise((resolve) => setImmediate(resolve));
      jest.advanceTimersByTime(5000);
      const answer = await pending;
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ message: CATCHING_UP });
      expect(answer.headers['retry-after']).toBe('1');
      await app.close();
    } finally {
      jest.useRealTimers();
    }
  });
});
