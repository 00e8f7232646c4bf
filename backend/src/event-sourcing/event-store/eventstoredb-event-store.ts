import {
  ANY,
  KurrentDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type JSONType,
  type Position,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { DomainEventMetadata } from '@dental/contracts';
import {
  AppendResult,
  ConcurrencyError,
  DomainEventHandler,
  EventStore,
  ExpectedRevision,
  NewDomainEvent,
  StoredDomainEvent,
  Subscription,
} from './event-store.port';
import { reconnectingSubscription } from './eventstoredb-subscription';

/** How long one call may take before it counts as the server being unreachable (readiness, boot). */
const PROBE_DEADLINE_MS = 3000;

/**
 * EventStoreDB adapter (EVENTSTORE_CONNECTION_STRING). It only translates: revisions are bigint
 * there and number here; the global position is the commit position; system events are skipped.
 * EventStoreDB itself deduplicates appends by event id.
 */
export class EventStoreDbEventStore extends EventStore {
  private readonly client: KurrentDBClient;

  constructor(
    connectionString: string,
    private readonly log: { warn(message: string): void; log(message: string): void } = {
      warn: () => undefined,
      log: () => undefined,
    },
  ) {
    super();
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  /** Resolves once the server answers a read, or throws within about PROBE_DEADLINE_MS (boot and readiness). */
  async ping(): Promise<void> {
    for await (const _resolved of this.client.readAll({
      direction: 'backwards',
      fromPosition: 'end',
      maxCount: 1,
      deadline: PROBE_DEADLINE_MS,
    }))
      break;
  }

  async append(
    stream: string,
    domainEvents: NewDomainEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(
        stream,
        domainEvents.map((domainEvent) =>
          jsonEvent({
            id: domainEvent.id,
            type: domainEvent.type,
            data: domainEvent.data as JSONType,
            metadata: domainEvent.metadata,
          }),
        ),
        { streamState: toStreamState(expectedRevision) },
      );
      return { nextRevision: Number(result.nextExpectedRevision), position: Number(result.position?.commit ?? 0n) };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualState === 'bigint' ? Number(error.actualState) : 'no_stream';
        throw new ConcurrencyError(stream, expectedRevision, actual);
      }
      throw error;
    }
  }

  async readStream(stream: string): Promise<StoredDomainEvent[]> {
    const domainEvents: StoredDomainEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, { direction: FORWARDS, fromRevision: START })) {
        const stored = toStoredDomainEvent(resolved);
        if (stored) domainEvents.push(stored);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return domainEvents;
  }

  async readPositions(positions: readonly number[]): Promise<StoredDomainEvent[]> {
    const found: StoredDomainEvent[] = [];
    // $all has no lookup by a set of positions: each is a one-event read starting at it.
    for (const position of [...new Set(positions)].sort((a, b) => a - b)) {
      for await (const resolved of this.client.readAll({
        direction: FORWARDS,
        fromPosition: positionOf(position),
        maxCount: 1,
      })) {
        const stored = toStoredDomainEvent(resolved);
        if (stored && stored.position === position && !stored.type.startsWith('$')) found.push(stored);
      }
    }
    return found;
  }

  async readAll(afterPosition: number, pageSize: number): Promise<StoredDomainEvent[]> {
    const domainEvents: StoredDomainEvent[] = [];
    const fromPosition = afterPosition === 0 ? START : positionOf(afterPosition);
    // Reading starts AT the given position and system events count towards maxCount, so read in
    // chunks until the page is full or the log ends.
    let from: typeof START | Position = fromPosition;
    for (;;) {
      let lastSeen: Position | undefined;
      let seen = 0;
      for await (const resolved of this.client.readAll({
        direction: FORWARDS,
        fromPosition: from,
        maxCount: pageSize + 1,
      })) {
        seen += 1;
        lastSeen = resolved.event?.position ?? lastSeen;
        const stored = toStoredDomainEvent(resolved);
        if (stored && stored.position > afterPosition && !stored.type.startsWith('$')) domainEvents.push(stored);
        if (domainEvents.length >= pageSize) return domainEvents;
      }
      if (seen <= 1 || !lastSeen) return domainEvents;
      from = lastSeen;
      afterPosition = Math.max(afterPosition, Number(lastSeen.commit));
    }
  }

  async headPosition(): Promise<number> {
    for await (const resolved of this.client.readAll({ direction: 'backwards', fromPosition: 'end', maxCount: 200 })) {
      const stored = toStoredDomainEvent(resolved);
      if (stored && !stored.type.startsWith('$')) return stored.position;
    }
    return 0;
  }

  /**
   * Follows $all from `afterPosition`, and keeps following it across dropped connections and
   * server restarts (eventstoredb-subscription.ts): it never ends by itself, so `onError` is not
   * called; readiness reads its status instead.
   */
  subscribeToAll(
    afterPosition: number,
    handler: DomainEventHandler,
    _onError?: (error: unknown) => void,
  ): Subscription {
    return reconnectingSubscription<AllStreamResolvedEvent>({
      open: (after) => {
        const subscription = this.client.subscribeToAll({
          fromPosition: after === 0 ? START : positionOf(after),
          filter: excludeSystemEvents(),
        });
        return {
          events: subscription,
          onConfirmed: (callback) => void subscription.once('confirmation', callback),
          unsubscribe: () => subscription.unsubscribe(),
        };
      },
      toStored: toStoredDomainEvent,
      afterPosition,
      handler,
      onDropped: (error, attempt, delayMs) =>
        this.log.warn(
          `Subscription to the log dropped (${error instanceof Error ? error.message : String(error)}); reconnecting in ${delayMs} ms (try ${attempt})`,
        ),
      onRecovered: (attempts) =>
        this.log.log(`Subscription to the log running again after ${attempts} ${attempts === 1 ? 'try' : 'tries'}`),
    });
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

function positionOf(position: number): Position {
  return { commit: BigInt(position), prepare: BigInt(position) };
}

function toStreamState(expected: ExpectedRevision) {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return BigInt(expected);
}

function toStoredDomainEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): StoredDomainEvent | null {
  const recorded = resolved.event;
  if (!recorded || !recorded.isJson) return null;
  return {
    id: recorded.id,
    stream: recorded.streamId,
    revision: Number(recorded.revision),
    position: Number(recorded.position?.commit ?? 0n),
    type: recorded.type,
    data: recorded.data,
    metadata: recorded.metadata as unknown as DomainEventMetadata,
  };
}
