import type { DomainEventMetadata } from '@dental/contracts';

/**
 * The event store port. Two adapters implement it: SQLite (embedded default) and EventStoreDB.
 * Both run the same contract suite (event-store.contract.ts).
 */

/** A domain event about to be appended. `id` makes appends idempotent: re-appending a stored id is a no-op. */
export interface NewDomainEvent<TType extends string = string, TData = unknown> {
  id: string;
  type: TType;
  data: TData;
  metadata: DomainEventMetadata;
}

/** A domain event as stored: its stream, its revision in that stream and its position in the whole log. */
export interface StoredDomainEvent<TType extends string = string, TData = unknown> extends NewDomainEvent<
  TType,
  TData
> {
  stream: string;
  /** 0-based index within its stream. */
  revision: number;
  /** Global, strictly increasing position in the log (greater than 0). */
  position: number;
}

/**
 * What projections are given: a domain event's position, type and data, and who did it when. A
 * replay reads no more than this from the log (ids, streams, revisions and the correlation and
 * causation ids are a third of a stored row and no read model needs them); a live delivery passes
 * the whole stored domain event, which has all of it.
 */
export interface ProjectedDomainEvent<TType extends string = string, TData = unknown> {
  position: number;
  type: TType;
  data: TData;
  metadata: Pick<DomainEventMetadata, 'actor' | 'occurredAt'>;
}

/** What the appender believes about the stream: its current revision, or that it does not exist yet. */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: number;
  /** Global position of the last appended event; read models have caught up once they pass it. */
  position: number;
}

export class ConcurrencyError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${stream} is at revision ${actual}, expected ${expected}`);
    this.name = 'ConcurrencyError';
  }
}

/**
 * How a subscription is doing, for readiness: following the log, trying to get back to it after
 * losing the connection (with the error and how many tries so far), or given up.
 */
export type SubscriptionState =
  | { state: 'running' }
  | { state: 'reconnecting'; attempts: number; lastError: string }
  | { state: 'stopped'; lastError: string };

export interface Subscription {
  close(): Promise<void>;
  /** Adapters that reconnect by themselves say how it goes; without it, running until onError. */
  status?(): SubscriptionState;
}

export type DomainEventHandler = (domainEvent: StoredDomainEvent) => Promise<void> | void;

export abstract class EventStore {
  abstract append(
    stream: string,
    domainEvents: NewDomainEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult>;
  /** Every domain event of one stream in order; empty when the stream does not exist. */
  abstract readStream(stream: string): Promise<StoredDomainEvent[]>;
  /**
   * The domain events at these positions, in position order; a position with no domain event is
   * skipped. What the audit history reads to show rows it has only indexed.
   */
  abstract readPositions(positions: readonly number[]): Promise<StoredDomainEvent[]>;
  /** One page of the whole log, strictly after `afterPosition` (0 = from the start). */
  abstract readAll(afterPosition: number, pageSize: number): Promise<StoredDomainEvent[]>;
  /**
   * Every domain event after `afterPosition`, page by page (at most `pageSize` each), up to the
   * log's end, as projections see them: what a replay reads. Adapters may read ahead while the
   * caller projects the page it holds, make the first page shorter so that projecting starts
   * sooner, and leave out what a projected domain event does not carry.
   */
  async *readAllPages(afterPosition: number, pageSize: number): AsyncGenerator<ProjectedDomainEvent[]> {
    for (let after = afterPosition; ;) {
      const page = await this.readAll(after, pageSize);
      if (page.length === 0) return;
      yield page;
      after = page[page.length - 1].position;
    }
  }
  /**
   * The domain events of these types after `afterPosition` and up to `upTo`, page by page, in
   * order: what a read of a few projections as they were replays (PointInTimeService). A page
   * holds at most `pageSize` of them. Adapters may leave the other types where the log is kept;
   * this one reads every page and keeps the types asked for.
   */
  async *readTypes(
    afterPosition: number,
    upTo: number,
    types: readonly string[],
    pageSize: number,
  ): AsyncGenerator<StoredDomainEvent[]> {
    const wanted = new Set(types);
    for (let after = afterPosition; after < upTo;) {
      const page = await this.readAll(after, pageSize);
      if (page.length === 0) return;
      const kept = page.filter((domainEvent) => domainEvent.position <= upTo && wanted.has(domainEvent.type));
      if (kept.length > 0) yield kept;
      after = page[page.length - 1].position;
    }
  }
  /** Delivers every domain event after `afterPosition`, then each new one, in order, one at a time. */
  abstract subscribeToAll(
    afterPosition: number,
    handler: DomainEventHandler,
    onError?: (error: unknown) => void,
  ): Subscription;
  /** Position of the newest domain event, 0 when the log is empty. */
  abstract headPosition(): Promise<number>;
  abstract close(): Promise<void>;
}
