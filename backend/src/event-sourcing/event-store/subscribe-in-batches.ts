import { EventStore, StoredDomainEvent, Subscription } from './event-store.port';

/** Domain events handed over at most at once while a follower catches up. */
export const CATCH_UP_BATCH = 500;

export type BatchHandler = (batch: readonly StoredDomainEvent[]) => Promise<void>;

/**
 * Follows the log like `subscribeToAll`, but hands the handler batches: a follower that commits
 * what it made of the log together with its checkpoint (the mail reactor) then commits once per
 * batch instead of once per domain event. A batch ends when `maxBatch` domain events are waiting,
 * or when the log has nothing more to deliver right now (so one new domain event is handled at
 * once, and the catch-up after a bulk import is a few hundred commits, not one per domain event).
 * After each full batch the event loop gets a turn, so a server catching up keeps answering.
 *
 * Batches are handled one after another, in log order, so a checkpoint never passes a batch not
 * yet committed. When a batch fails, nothing after it is handled: the subscription closes and
 * `onError` is called once; the follower starts again from its checkpoint, and the domain events of
 * the failed batch (and of any after it, delivered but not committed) are read again.
 */
export function subscribeToAllInBatches(
  eventStore: EventStore,
  afterPosition: number,
  handleBatch: BatchHandler,
  onError: (error: unknown) => void,
  maxBatch: number = CATCH_UP_BATCH,
): Subscription {
  let waiting: StoredDomainEvent[] = [];
  let committed: Promise<void> = Promise.resolve();
  let flushScheduled = false;
  let ended = false;
  let inner: Subscription | null = null;

  const fail = (error: unknown) => {
    if (ended) return;
    ended = true;
    waiting = [];
    void inner?.close();
    onError(error);
  };

  /** Hands over what is waiting, after the batches before it. */
  const flush = (): Promise<void> => {
    if (waiting.length === 0 || ended) return committed;
    const batch = waiting;
    waiting = [];
    committed = committed.then(() => (ended ? undefined : handleBatch(batch)));
    return committed;
  };

  /** The log delivers in a loop of promises: a macrotask runs only once it has nothing more to give. */
  const flushWhenIdle = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      flush().catch(fail);
    });
  };

  inner = eventStore.subscribeToAll(
    afterPosition,
    async (domainEvent) => {
      if (ended) return;
      waiting.push(domainEvent);
      if (waiting.length < maxBatch) {
        flushWhenIdle();
        return;
      }
      try {
        await flush();
      } catch (error) {
        // Reported here, not thrown: an adapter that resubscribes by itself would go on after the
        // domain events of this batch, which were delivered but never committed.
        fail(error);
        return;
      }
      await new Promise((resolve) => setImmediate(resolve));
    },
    fail,
  );
  if (ended) void inner.close();

  const following = inner;
  return {
    close: async () => {
      ended = true;
      waiting = [];
      await following.close();
    },
    ...(following.status ? { status: () => following.status?.() ?? { state: 'running' } } : {}),
  };
}
