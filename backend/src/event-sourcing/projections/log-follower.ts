import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EventStore } from '../event-store/event-store.port';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { READ_YOUR_WRITES_TIMEOUT_MS } from '../commands/command-runner';
import { ProjectionEngine } from './projection-engine';

export const CATCHING_UP = 'The site is catching up with a recent change. Please try again in a moment.';

type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Read-your-writes across processes that share one SQLite log (a cluster's workers). A write is
 * acknowledged once the writer's own read models show it (decision 0005); another worker learns of
 * it from the log. So every request, before anything is read, compares the log's head with the
 * position the read models have reached (one indexed lookup, microseconds) and, when behind, waits
 * for them to catch up. A write acknowledged anywhere is therefore visible to every request that
 * arrives after it, whichever worker answers. Between requests the store polls the head
 * (FOLLOW_INTERVAL_MS), so a worker rarely has anything to wait for.
 *
 * A single process (the default) and EventStoreDB (each instance follows its own subscription, see
 * docs/operations.md) do nothing here.
 */
@Injectable()
export class LogFollower {
  private readonly sharedLog: SqliteEventStore | null;

  constructor(
    eventStore: EventStore,
    private readonly projections: ProjectionEngine,
  ) {
    this.sharedLog = eventStore instanceof SqliteEventStore && eventStore.followsOtherWriters ? eventStore : null;
  }

  get active(): boolean {
    return this.sharedLog !== null;
  }

  /** Whether the read models show every domain event in the log now. */
  isCurrent(): boolean {
    return this.sharedLog === null || this.sharedLog.headNow() <= this.projections.position;
  }

  /** Resolves once the read models show the log's head as of now; false when that took longer than the timeout. */
  async catchUp(timeoutMs: number = READ_YOUR_WRITES_TIMEOUT_MS): Promise<boolean> {
    if (this.sharedLog === null) return true;
    const head = this.sharedLog.noticeOtherAppends();
    if (head <= this.projections.position) return true;
    return this.projections.waitFor(head, timeoutMs);
  }

  /**
   * The public read path answers cached pages before the framework: only while nothing newer is in
   * the log. Otherwise the request goes through the framework, where the hook below catches up.
   */
  guardEarlyAnswer(answerEarly: EarlyAnswer): EarlyAnswer {
    if (this.sharedLog === null) return answerEarly;
    return (request, response) => this.isCurrent() && answerEarly(request, response);
  }

  /** Register before any other onRequest hook: the public read path stamps requests with the read models' position. */
  registerHooks(fastify: FastifyInstance): void {
    if (this.sharedLog === null) return;
    fastify.addHook('onRequest', async (_request, reply) => {
      if (!(await this.catchUp())) return reply.code(503).header('retry-after', '1').send({ message: CATCHING_UP });
    });
  }
}
