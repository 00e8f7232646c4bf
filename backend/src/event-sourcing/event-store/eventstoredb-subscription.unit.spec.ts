import type { StoredDomainEvent } from './event-store.port';
import { OpenedStream, reconnectingSubscription } from './eventstoredb-subscription';

/** A stand-in for the client's $all subscription: events are pushed in, and the connection can be dropped. */
class FakeStream implements OpenedStream<StoredDomainEvent> {
  private queue: StoredDomainEvent[] = [];
  private waiting: ((result: IteratorResult<StoredDomainEvent>) => void) | null = null;
  private failWaiting: ((error: unknown) => void) | null = null;
  private confirmed: (() => void) | null = null;
  unsubscribed = false;

  constructor(readonly afterPosition: number) {}

  readonly events: AsyncIterable<StoredDomainEvent> = {
    [Symbol.asyncIterator]: () => ({
      next: () => {
        const next = this.queue.shift();
        if (next) return Promise.resolve({ value: next, done: false });
        return new Promise<IteratorResult<StoredDomainEvent>>((resolve, reject) => {
          this.waiting = resolve;
          this.failWaiting = reject;
        });
      },
    }),
  };

  onConfirmed(callback: () => void): void {
    this.confirmed = callback;
  }

  confirm(): void {
    this.confirmed?.();
  }

  push(domainEvent: StoredDomainEvent): void {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value: domainEvent, done: false });
    } else this.queue.push(domainEvent);
  }

  drop(error: Error): void {
    this.failWaiting?.(error);
    this.waiting = null;
  }

  unsubscribe(): Promise<void> {
    this.unsubscribed = true;
    return Promise.resolve();
  }
}

const domainEventAt = (position: number): StoredDomainEvent => ({
  id: `id-${position}`,
  stream: 'event-1',
  revision: position - 1,
  position,
  type: 'EventCreated',
  data: {},
  metadata: {
    actor: 'admin',
    occurredAt: '2026-01-01T00:00:00.000Z',
    correlationId: 'c',
    causationId: 'c',
  },
});

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the EventStoreDB subscription', () => {
  it('reconnects with growing waits from the last delivered position, reporting "reconnecting" meanwhile', async () => {
    const opened: FakeStream[] = [];
    const waits: number[] = [];
    let releaseWait: () => void = () => undefined;
    const delivered: number[] = [];
    const subscription = reconnectingSubscription<StoredDomainEvent>({
      open: (after) => {
        const stream = new FakeStream(after);
        opened.push(stream);
        return stream;
      },
      toStored: (raw) => raw,
      afterPosition: 3,
      handler: (domainEvent) => {
        delivered.push(domainEvent.position);
      },
      initialDelayMs: 100,
      maxDelayMs: 350,
      sleep: (ms) => {
        waits.push(ms);
        return new Promise((resolve) => (releaseWait = resolve));
      },
    });
    expect(opened.map((stream) => stream.afterPosition)).toEqual([3]);
    expect(subscription.status?.()).toEqual({ state: 'running' });

    opened[0].push(domainEventAt(4));
    opened[0].push(domainEventAt(5));
    await flush();
    expect(delivered).toEqual([4, 5]);

    // The server goes away: the subscription says so and waits before trying again.
    opened[0].drop(new Error('14 UNAVAILABLE: No connection established'));
    await flush();
    expect(subscription.status?.()).toEqual({
      state: 'reconnecting',
      attempts: 1,
      lastError: '14 UNAVAILABLE: No connection established',
    });
    expect(waits).toEqual([100]);

    // Every failed try doubles the wait, up to the cap.
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      releaseWait();
      await flush();
      opened[opened.length - 1].drop(new Error('14 UNAVAILABLE: connect ECONNREFUSED 127.0.0.1:2113'));
      await flush();
      expect(subscription.status?.()).toMatchObject({ state: 'reconnecting', attempts: attempt });
    }
    expect(waits).toEqual([100, 200, 350, 350]);

    // It comes back: resubscribed from position 5, so nothing is skipped or delivered twice.
    releaseWait();
    await flush();
    const last = opened[opened.length - 1];
    expect(opened.map((stream) => stream.afterPosition)).toEqual([3, 5, 5, 5, 5]);
    expect(subscription.status?.()).toMatchObject({ state: 'reconnecting' });
    last.confirm();
    expect(subscription.status?.()).toEqual({ state: 'running' });
    last.push(domainEventAt(5));
    last.push(domainEventAt(6));
    await flush();
    expect(delivered).toEqual([4, 5, 6]);

    await subscription.close();
    expect(last.unsubscribed).toBe(true);
  });

  it('resubscribes when the server ends the subscription, and redelivers a domain event whose handler failed', async () => {
    const opened: FakeStream[] = [];
    const delivered: number[] = [];
    let failOnce = true;
    const subscription = reconnectingSubscription<StoredDomainEvent>({
      open: (after) => {
        const stream = new FakeStream(after);
        opened.push(stream);
        return stream;
      },
      toStored: (raw) => raw,
      afterPosition: 0,
      handler: (domainEvent) => {
        if (domainEvent.position === 2 && failOnce) {
          failOnce = false;
          throw new Error('read store unavailable');
        }
        delivered.push(domainEvent.position);
      },
      sleep: () => Promise.resolve(),
    });
    opened[0].push(domainEventAt(1));
    opened[0].push(domainEventAt(2));
    await flush();
    await flush();
    expect(delivered).toEqual([1]);
    expect(opened.map((stream) => stream.afterPosition)).toEqual([0, 1]);
    opened[1].push(domainEventAt(2));
    await flush();
    expect(delivered).toEqual([1, 2]);
    expect(subscription.status?.()).toEqual({ state: 'running' });
    await subscription.close();
  });
});

describe('the EventStoreDB adapter against a closed port', () => {
  it('keeps trying to subscribe and reports "reconnecting" with the error meanwhile', async () => {
    const { EventStoreDbEventStore } = await import('./eventstoredb-event-store');
    const warnings: string[] = [];
    const store = new EventStoreDbEventStore('kurrentdb://127.0.0.1:3118?tls=false', {
      warn: (message) => void warnings.push(message),
      log: () => undefined,
    });
    const subscription = store.subscribeToAll(0, () => undefined);
    try {
      const deadline = Date.now() + 5000;
      while (subscription.status?.().state !== 'reconnecting' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const status = subscription.status?.();
      expect(status).toMatchObject({
        state: 'reconnecting',
        attempts: expect.any(Number),
        lastError: expect.any(String),
      });
      expect(warnings[0]).toMatch(/^Subscription to the log dropped \(.+\); reconnecting in \d+ ms \(try 1\)$/);
    } finally {
      await subscription.close();
      await store.close();
    }
  }, 10_000);
});
