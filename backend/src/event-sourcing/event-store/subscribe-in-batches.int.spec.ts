import { randomUUID } from 'node:crypto';
import { StoredDomainEvent, Subscription } from './event-store.port';
import { SqliteEventStore } from './sqlite-event-store';
import { CATCH_UP_BATCH, subscribeToAllInBatches } from './subscribe-in-batches';

const metadata = {
  actor: 'admin@example.com',
  occurredAt: '2026-01-01T00:00:00.000Z',
  correlationId: 'c',
  causationId: 'c',
};

async function appendMany(store: SqliteEventStore, count: number): Promise<void> {
  const domainEvents = Array.from({ length: count }, (_unused, index) => ({
    id: randomUUID(),
    type: 'SiteSettingsUpdated',
    data: { settingsId: 'site', changes: { tagline: `Tagline ${index}` } },
    metadata,
  }));
  await store.append('site-settings', domainEvents, 'any');
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('subscribeToAllInBatches', () => {
  let store: SqliteEventStore;
  let subscription: Subscription | null = null;

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
  });

  afterEach(async () => {
    await subscription?.close();
    subscription = null;
    await store.close();
  });

  it('catches up in full batches, then hands over each new domain event at once, in log order', async () => {
    await appendMany(store, 2 * CATCH_UP_BATCH + 34);
    const batches: number[][] = [];
    subscription = subscribeToAllInBatches(
      store,
      0,
      (batch) => {
        batches.push(batch.map((domainEvent) => domainEvent.position));
        return Promise.resolve();
      },
      (error) => {
        throw error;
      },
    );
    await until(() => batches.flat().length === 2 * CATCH_UP_BATCH + 34);
    expect(batches.map((batch) => batch.length)).toEqual([CATCH_UP_BATCH, CATCH_UP_BATCH, 34]);
    expect(batches.flat()).toEqual(Array.from({ length: 2 * CATCH_UP_BATCH + 34 }, (_unused, index) => index + 1));

    await appendMany(store, 1);
    await until(() => batches.length === 4);
    expect(batches[3]).toEqual([2 * CATCH_UP_BATCH + 35]);
  });

  it('starts after the position it is given', async () => {
    await appendMany(store, 10);
    const seen: number[] = [];
    subscription = subscribeToAllInBatches(
      store,
      6,
      (batch) => {
        seen.push(...batch.map((domainEvent) => domainEvent.position));
        return Promise.resolve();
      },
      () => undefined,
    );
    await until(() => seen.length === 4);
    expect(seen).toEqual([7, 8, 9, 10]);
  });

  it('lets the event loop run between batches while it catches up', async () => {
    await appendMany(store, 4 * CATCH_UP_BATCH);
    let handled = 0;
    const handledWhenTimerRan: number[] = [];
    const timer = setInterval(() => handledWhenTimerRan.push(handled), 0);
    subscription = subscribeToAllInBatches(
      store,
      0,
      (batch) => {
        handled += batch.length;
        return Promise.resolve();
      },
      () => undefined,
    );
    await until(() => handled === 4 * CATCH_UP_BATCH);
    clearInterval(timer);
    // A timer ran while some, but not all, domain events were handled: the catch-up did not hold the loop.
    expect(handledWhenTimerRan.some((count) => count > 0 && count < 4 * CATCH_UP_BATCH)).toBe(true);
  });

  it('stops at a batch that fails: reports it once and hands over nothing after it', async () => {
    await appendMany(store, 3 * CATCH_UP_BATCH);
    const handled: StoredDomainEvent[][] = [];
    const errors: unknown[] = [];
    subscription = subscribeToAllInBatches(
      store,
      0,
      (batch) => {
        if (handled.length === 1) return Promise.reject(new Error('disk full'));
        handled.push([...batch]);
        return Promise.resolve();
      },
      (error) => errors.push(error),
    );
    await until(() => errors.length > 0);
    await appendMany(store, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).toEqual([new Error('disk full')]);
    expect(handled).toHaveLength(1);
    expect(handled[0].at(-1)?.position).toBe(CATCH_UP_BATCH);
  });
});
