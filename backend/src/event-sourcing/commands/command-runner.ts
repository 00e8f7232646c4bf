import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DomainEventMetadata } from '@dental/contracts';
import { DomainError, conflict } from '../../shared/domain/domain-errors';
import { ConcurrencyError, EventStore } from '../event-store/event-store.port';
import { ProjectionEngine } from '../projections/projection-engine';
import { CommandMetadata } from './command-metadata';
import { CommandOutcome, nothingChanged } from './command-outcome';
import { Decider, DomainEventOf, fold } from '../../shared/domain/decider';

const CONCURRENCY_RETRIES = 8;
/** How long an HTTP command waits for the read models to show its change before answering 503. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

/**
 * Runs a command against one stream: read history → fold → decide → append with the expected
 * revision. A concurrent writer makes the append fail; the command is then decided again on the
 * fresh history, so rules such as "at most 6 featured events" hold under any interleaving.
 */
@Injectable()
export class CommandRunner {
  constructor(
    private readonly eventStore: EventStore,
    private readonly projections: ProjectionEngine,
  ) {}

  async run<TState, TCommand, TDomainEvent extends DomainEventOf>(
    stream: string,
    decider: Decider<TState, TCommand, TDomainEvent>,
    command: TCommand,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome> {
    for (let attempt = 0; ; attempt += 1) {
      const history = await this.eventStore.readStream(stream);
      const state = fold(decider, history as unknown as Array<TDomainEvent & { metadata: DomainEventMetadata }>);
      const decided = decider.decide(command, state);
      if (decided.length === 0) return nothingChanged();
      const expectedRevision = history.length === 0 ? 'no_stream' : history[history.length - 1].revision;
      const newDomainEvents = decided.map((domainEvent) => ({
        id: randomUUID(),
        type: domainEvent.type,
        data: domainEvent.data,
        metadata: toDomainEventMetadata(metadata),
      }));
      try {
        const result = await this.eventStore.append(stream, newDomainEvents, expectedRevision);
        return { position: result.position, appended: newDomainEvents };
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (attempt >= CONCURRENCY_RETRIES)
          throw conflict('This item was changed by someone else at the same time. Please try again.');
        await delay(Math.random() * 5 * (attempt + 1));
      }
    }
  }

  /**
   * Waits until the read models reflect `position`, so the caller's next read sees its own change.
   * Handlers never call it: HTTP waits once, at the edge (HttpCommands), and so does the start-up
   * step that records the first owner.
   */
  async waitForReadModels(position: number | null): Promise<void> {
    if (position === null) return;
    const caughtUp = await this.projections.waitFor(position, READ_YOUR_WRITES_TIMEOUT_MS);
    if (!caughtUp) {
      throw new DomainError(
        'unavailable',
        'Your change was saved but is taking longer than usual to appear. Please refresh in a moment.',
      );
    }
  }

  /** The current state of a stream, for handlers that check another aggregate before deciding. */
  async load<TState, TDomainEvent extends DomainEventOf>(
    stream: string,
    decider: Pick<Decider<TState, unknown, TDomainEvent>, 'initialState' | 'evolve'>,
  ): Promise<TState> {
    const history = await this.eventStore.readStream(stream);
    return fold(decider, history as unknown as Array<TDomainEvent & { metadata: DomainEventMetadata }>);
  }
}

function toDomainEventMetadata(metadata: CommandMetadata): DomainEventMetadata {
  return {
    actor: metadata.actor,
    ...(metadata.actorAccountId ? { actorAccountId: metadata.actorAccountId } : {}),
    occurredAt: metadata.occurredAt.toISOString(),
    correlationId: metadata.correlationId,
    causationId: metadata.causationId,
    ...(metadata.revertsPosition !== undefined ? { revertsPosition: metadata.revertsPosition } : {}),
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
