import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { EventStore, StoredDomainEvent } from '../event-sourcing/event-store/event-store.port';
import { EventStoreDbEventStore } from '../event-sourcing/event-store/eventstoredb-event-store';
import type { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { InMemoryReadStore } from '../event-sourcing/read-store/in-memory-read-store';
import { ManualClock } from '../shared/clock';
import { MAX_READY_LAG_MS, ReadinessCheck } from './readiness';

const NOW = new Date('2026-11-24T12:00:00.000Z');

function fakeStore(head: number, occurredAt: string): EventStore {
  return {
    headPosition: () => Promise.resolve(head),
    readAll: (after: number) =>
      Promise.resolve([
        { position: after + 1, metadata: { occurredAt, actor: 'admin' } } as unknown as StoredDomainEvent,
      ]),
  } as unknown as EventStore;
}

function fakeEngine(
  position: number,
  status: ReturnType<ProjectionEngine['followerStatus']> = { state: 'running' },
): ProjectionEngine {
  return { position, followerStatus: () => status } as unknown as ProjectionEngine;
}

describe('readiness', () => {
  const config = loadConfig({
    EVENTSTORE_CONNECTION_STRING: 'kurrentdb://127.0.0.1:3119?tls=false',
    LOG_LEVEL: 'quiet',
  });
  const clock = new ManualClock(NOW);

  it('reports how far the read models are behind the log, in positions and in ms since the oldest domain event not yet projected', async () => {
    const check = new ReadinessCheck(
      fakeStore(12, '2026-11-24T11:59:57.500Z'),
      new InMemoryReadStore(),
      fakeEngine(9),
      clock,
      config,
    );
    const readiness = await check.check();
    expect(readiness.ready).toBe(true);
    expect(readiness.checks.projections).toEqual({ ok: true, position: 9, lagPositions: 3, lagMs: 2500 });
  });

  it('is not ready when the read models are further behind than the limit (a stuck follower)', async () => {
    const behind = new Date(NOW.getTime() - MAX_READY_LAG_MS - 1000).toISOString();
    const readiness = await new ReadinessCheck(
      fakeStore(12, behind),
      new InMemoryReadStore(),
      fakeEngine(9),
      clock,
      config,
    ).check();
    expect(readiness.ready).toBe(false);
    expect(readiness.checks.projections).toMatchObject({
      ok: false,
      lagPositions: 3,
      lagMs: MAX_READY_LAG_MS + 1000,
      error: 'The read models are 31 s behind the log',
    });
  });

  it('is ready while a start far behind the log catches up as it serves, and says so, however old the backlog', async () => {
    const imported = new Date(NOW.getTime() - 10 * MAX_READY_LAG_MS).toISOString();
    const readiness = await new ReadinessCheck(
      fakeStore(110_118, imported),
      new InMemoryReadStore(),
      fakeEngine(40_000, { state: 'catching up', head: 110_118 }),
      clock,
      config,
    ).check();
    expect(readiness.ready).toBe(true);
    expect(readiness.checks.subscription).toEqual({ ok: true, state: 'catching up' });
    expect(readiness.checks.projections).toEqual({
      ok: true,
      position: 40_000,
      lagPositions: 70_118,
      lagMs: 10 * MAX_READY_LAG_MS,
    });
  });

  it('is not ready while the subscription reconnects or after it stopped, and says why', async () => {
    const reconnecting = await new ReadinessCheck(
      fakeStore(9, NOW.toISOString()),
      new InMemoryReadStore(),
      fakeEngine(9, { state: 'reconnecting', attempts: 3, lastError: '14 UNAVAILABLE' }),
      clock,
      config,
    ).check();
    expect(reconnecting.ready).toBe(false);
    expect(reconnecting.checks.subscription).toEqual({
      ok: false,
      state: 'reconnecting',
      attempts: 3,
      error: '14 UNAVAILABLE',
    });
    const stopped = await new ReadinessCheck(
      fakeStore(9, NOW.toISOString()),
      new InMemoryReadStore(),
      fakeEngine(9, { state: 'stopped', lastError: 'disk I/O error' }),
      clock,
      config,
    ).check();
    expect(stopped.checks.subscription).toEqual({ ok: false, state: 'stopped', error: 'disk I/O error' });
  });

  it('is not ready when the read store does not answer', async () => {
    const readStore = new InMemoryReadStore();
    readStore.ping = () => Promise.reject(new Error('connection <monitor> to 127.0.0.1:27017 closed'));
    const readiness = await new ReadinessCheck(
      fakeStore(9, NOW.toISOString()),
      readStore,
      fakeEngine(9),
      clock,
      config,
    ).check();
    expect(readiness.ready).toBe(false);
    // The embedded default keeps its read models in a file (READ_MODELS=file).
    expect(readiness.checks.readStore).toEqual({
      kind: 'sqlite',
      ok: false,
      error: 'connection <monitor> to 127.0.0.1:27017 closed',
    });
  });

  it('reports an EventStoreDB that cannot be reached (a closed port) within 5 s', async () => {
    const store = new EventStoreDbEventStore('kurrentdb://127.0.0.1:3119?tls=false');
    try {
      const started = Date.now();
      const readiness = await new ReadinessCheck(store, new InMemoryReadStore(), fakeEngine(0), clock, config).check();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(readiness.ready).toBe(false);
      expect(readiness.checks.eventStore).toMatchObject({ kind: 'eventstoredb', ok: false, head: null });
      expect(readiness.checks.eventStore.error).toEqual(expect.any(String));
      await expect(store.ping()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await store.close();
    }
  }, 15_000);
});

describe('readiness on SQLite', () => {
  it('checks the file the store opened', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dental-ready-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'quiet' });
      const readiness = await new ReadinessCheck(
        fakeStore(0, NOW.toISOString()),
        new InMemoryReadStore(),
        fakeEngine(0),
        new ManualClock(NOW),
        config,
      ).check();
      expect(readiness.checks.eventStore).toEqual({
        kind: 'sqlite',
        ok: false,
        head: null,
        error: 'The event store file (events.sqlite in DATA_DIR) is missing',
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
