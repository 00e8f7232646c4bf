import type { DomainEventHandler, StoredDomainEvent, Subscription, SubscriptionState } from './event-store.port';

/** One live subscription to $all as the client library gives it. */
export interface OpenedStream<TRaw> {
  events: AsyncIterable<TRaw>;
  /** Calls back once the server has confirmed the subscription (it is really following the log). */
  onConfirmed(callback: () => void): void;
  unsubscribe(): Promise<void>;
}

export interface ReconnectOptions<TRaw> {
  /** Opens a subscription delivering what comes strictly after `afterPosition`. */
  open: (afterPosition: number) => OpenedStream<TRaw>;
  toStored: (raw: TRaw) => StoredDomainEvent | null;
  afterPosition: number;
  handler: DomainEventHandler;
  /** First wait after a drop, doubled per failed try up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Told about every drop and every recovery (logs). */
  onDropped?: (error: unknown, attempt: number, delayMs: number) => void;
  onRecovered?: (attempts: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Follows $all and never gives up: when the connection drops (or the server ends the
 * subscription, or a handler fails), it waits with exponential backoff and subscribes again from
 * the last domain event it delivered, so nothing is skipped or delivered twice. Meanwhile its
 * status says 'reconnecting', with the error and the number of tries, for readiness.
 */
export function reconnectingSubscription<TRaw>(options: ReconnectOptions<TRaw>): Subscription {
  const initialDelayMs = options.initialDelayMs ?? 250;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref()));
  let lastDelivered = options.afterPosition;
  let closed = false;
  let current: OpenedStream<TRaw> | null = null;
  let state: SubscriptionState = { state: 'running' };
  let attempts = 0;
  let wake: (() => void) | null = null;

  const recovered = () => {
    if (attempts > 0) options.onRecovered?.(attempts);
    attempts = 0;
    state = { state: 'running' };
  };

  const follow = async () => {
    while (!closed) {
      let failure: unknown = new Error('The server ended the subscription');
      try {
        current = options.open(lastDelivered);
        current.onConfirmed(recovered);
        for await (const raw of current.events) {
          if (closed) return;
          const stored = options.toStored(raw);
          // Guard anyway: handlers expect strictly increasing positions, also across a resubscription.
          if (stored && stored.position > lastDelivered) {
            await options.handler(stored);
            lastDelivered = stored.position;
            if (attempts > 0) recovered();
          }
        }
      } catch (error) {
        failure = error;
      }
      if (closed) return;
      void current?.unsubscribe().catch(() => undefined);
      attempts += 1;
      const delayMs = Math.min(maxDelayMs, initialDelayMs * 2 ** (attempts - 1));
      state = { state: 'reconnecting', attempts, lastError: messageOf(failure) };
      options.onDropped?.(failure, attempts, delayMs);
      await Promise.race([sleep(delayMs), new Promise<void>((resolve) => (wake = resolve))]);
      wake = null;
    }
  };
  void follow();

  return {
    status: () => state,
    close: async () => {
      closed = true;
      wake?.();
      await current?.unsubscribe().catch(() => undefined);
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
