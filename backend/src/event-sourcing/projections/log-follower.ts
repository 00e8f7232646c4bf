import { Inject, Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import '@fastify/cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EventStore } from '../event-store/event-store.port';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { READ_YOUR_WRITES_TIMEOUT_MS } from '../commands/command-runner';
import { ProjectionEngine } from './projection-engine';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';

export const CATCHING_UP = 'The site is catching up with a recent change. Please try again in a moment.';
/** With EventStoreDB: the log position a browser's last write reached, so any instance can wait for it. */
export const SEEN_POSITION_COOKIE = 'dental_seen_position';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Probes report this process as it is (its lag included): they never wait for it to catch up. */
const PROBES = new Set(['/api/health', '/api/ready']);
const isProbe = (request: FastifyRequest) => PROBES.has(request.url.split('?')[0]);

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
 * With EventStoreDB, instances behind a load balancer each follow their own subscription and cannot
 * look at a shared head cheaply. There a successful write answers with a cookie holding the position
 * its instance's read models had reached (at least the write's own), and a request carrying that
 * cookie waits until this instance's read models reach it: the writer reads its writes on any
 * instance; other readers see them as soon as their instance's subscription delivers them.
 *
 * A single process on SQLite (the default) does nothing here.
 */
@Injectable()
export class LogFollower {
  private readonly sharedLog: SqliteEventStore | null;

  /** Whether writes hand the browser a position to wait for (EventStoreDB, several instances possible). */
  private readonly positionCookie: boolean;

  constructor(
    eventStore: EventStore,
    private readonly projections: ProjectionEngine,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sharedLog = eventStore instanceof SqliteEventStore && eventStore.followsOtherWriters ? eventStore : null;
    this.positionCookie = !(eventStore instanceof SqliteEventStore);
  }

  get active(): boolean {
    return this.sharedLog !== null;
  }

  /** Whether the read models show every domain event in the log now. */
  isCurrent(): boolean {
    if (this.sharedLog === null) return true;
    try {
      return this.sharedLog.headNow() <= this.projections.position;
    } catch {
      return false; // the framework's path answers (catchUp does not throw)
    }
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

  /** Resolves once the read models reach the position a browser's last write reached (its cookie); true without one. */
  async reachSeenPosition(request: FastifyRequest, timeoutMs: number = READ_YOUR_WRITES_TIMEOUT_MS): Promise<boolean> {
    const seen = seenPositionOf(request);
    if (seen === null || seen <= this.projections.position) return true;
    return this.projections.waitFor(seen, timeoutMs);
  }

  /**
   * Register before any other onRequest hook (the cookie plugin's excepted): the public read path
   * stamps requests with the read models' position.
   */
  registerHooks(fastify: FastifyInstance): void {
    if (this.sharedLog !== null) {
      fastify.addHook('onRequest', async (request, reply) => {
        if (isProbe(request)) return;
        if (!(await this.catchUp())) return reply.code(503).header('retry-after', '1').send({ message: CATCHING_UP });
      });
    }
    if (this.positionCookie) {
      fastify.addHook('onRequest', async (request, reply) => {
        if (isProbe(request)) return;
        if (!(await this.reachSeenPosition(request)))
          return reply.code(503).header('retry-after', '1').send({ message: CATCHING_UP });
      });
      fastify.addHook('onSend', async (request, reply) => {
        if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400 || this.projections.position === 0) return;
        reply.setCookie(SEEN_POSITION_COOKIE, String(this.projections.position), {
          httpOnly: true,
          sameSite: 'strict',
          secure: this.config.cookieSecure,
          path: '/',
        });
      });
    }
  }
}

/** The position in a browser's cookie, or null when it has none or it is not a position. */
export function seenPositionOf(request: FastifyRequest): number | null {
  const raw = request.cookies?.[SEEN_POSITION_COOKIE];
  if (raw === undefined || !/^\d{1,16}$/.test(raw)) return null;
  return Number(raw);
}
