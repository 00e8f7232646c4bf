import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';
import type { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { ManualClock } from '../shared/clock';
import { PublicReadPath, RENDER_TURN_MS } from './public-read-path';

/** A read path whose cache answers `/api/a`, `/api/b` and `/api/c` (the in-process fetch never reaches a server). */
function readPathWithAnswers(): { readPath: PublicReadPath; fetchInProcess: typeof fetch } {
  const projections = { position: 7, rebuilds: 0 } as unknown as ProjectionEngine;
  const readPath = new PublicReadPath(projections, new ManualClock(new Date('2026-12-07T12:00:00Z')), {} as AppConfig);
  for (const path of ['/api/a', '/api/b', '/api/c'])
    readPath.cache.set(path, readPath.generation(), 200, {}, Buffer.from(`{"path":"${path}"}`));
  return { readPath, fetchInProcess: readPath.inProcessFetch({} as FastifyInstance) };
}

const keysOf = (sources: ReadonlyArray<{ key: string }> | null) => sources?.map((source) => source.key) ?? null;

describe('PublicReadPath.recordingSources: the answers each page render read', () => {
  afterEach(() => jest.useRealTimers());

  it('gives each of two renders asked for together only the answers it read, the second waiting for the first', async () => {
    const { readPath, fetchInProcess } = readPathWithAnswers();
    const order: string[] = [];
    const render = (name: string, paths: string[]) => async () => {
      order.push(`${name} starts`);
      for (const path of paths) {
        await fetchInProcess(path);
        // A turn of the event loop between reads, where another render would interleave.
        await new Promise((resolvePromise) => setImmediate(resolvePromise));
      }
      order.push(`${name} ends`);
      return name;
    };
    const [first, second] = await Promise.all([
      readPath.recordingSources(render('first', ['/api/a', '/api/b'])),
      readPath.recordingSources(render('second', ['/api/c'])),
    ]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
    expect([first.result, keysOf(first.sources)]).toEqual(['first', ['/api/a', '/api/b']]);
    expect([second.result, keysOf(second.sources)]).toEqual(['second', ['/api/c']]);
  });

  it('records nothing for reads made outside a render', async () => {
    const { readPath, fetchInProcess } = readPathWithAnswers();
    await fetchInProcess('/api/a');
    const { sources } = await readPath.recordingSources(async () => {
      await fetchInProcess('/api/b');
    });
    expect(keysOf(sources)).toEqual(['/api/b']);
  });

  it('lets the next render go ahead once one overruns its turn, and keeps no list for the one that overran', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const { readPath, fetchInProcess } = readPathWithAnswers();
    let finishSlow!: () => void;
    const slow = readPath.recordingSources(async () => {
      await fetchInProcess('/api/a');
      await new Promise<void>((resolvePromise) => (finishSlow = resolvePromise));
      await fetchInProcess('/api/b');
    });
    let nextStarted = false;
    const next = readPath.recordingSources(async () => {
      nextStarted = true;
      await fetchInProcess('/api/c');
    });
    await new Promise((resolvePromise) => setImmediate(resolvePromise));
    expect(nextStarted).toBe(false);
    jest.advanceTimersByTime(RENDER_TURN_MS);
    const nextDone = await next;
    expect(keysOf(nextDone.sources)).toEqual(['/api/c']);
    finishSlow();
    const slowDone = await slow;
    expect(slowDone.sources).toBeNull();
  });
});

describe('PublicReadPath.generation: what public answers are made from', () => {
  it("follows the read models' position, their rebuilds and the local day, across midnight and back", () => {
    const projections = { position: 7, rebuilds: 0 };
    // Local times: the day is the server's calendar day, as localIsoDay reads it.
    const clock = new ManualClock(new Date(2026, 11, 7, 23, 59, 59, 999));
    const readPath = new PublicReadPath(projections as unknown as ProjectionEngine, clock, {} as AppConfig);
    expect(readPath.generation()).toBe('7.0|2026-12-07');
    clock.set(new Date(2026, 11, 8, 0, 0, 0, 0));
    expect(readPath.generation()).toBe('7.0|2026-12-08');
    projections.position = 8;
    expect(readPath.generation()).toBe('8.0|2026-12-08');
    projections.rebuilds = 1;
    expect(readPath.generation()).toBe('8.1|2026-12-08');
    clock.set(new Date(2026, 11, 7, 12, 0, 0, 0));
    expect(readPath.generation()).toBe('8.1|2026-12-07');
  });
});
