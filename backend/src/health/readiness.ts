import { Inject, Injectable } from '@nestjs/common';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { EventStore } from '../event-sourcing/event-store/event-store.port';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { Clock } from '../shared/clock';
import { within } from './store-connection';

/** A check that has not answered by then counts as failed: /api/ready itself answers within about 2 s. */
const CHECK_TIMEOUT_MS = 2000;

/** Read models this far behind the log are serving stale data: not ready (a stuck follower). */
export const MAX_READY_LAG_MS = 30_000;

export interface CheckResult {
  ok: boolean;
  error?: string;
}

export interface Readiness {
  ready: boolean;
  checks: {
    eventStore: CheckResult & { kind: 'sqlite' | 'eventstoredb'; head: number | null };
    subscription: CheckResult & { state: string; attempts?: number };
    projections: CheckResult & { position: number; lagPositions: number | null; lagMs: number | null };
    readStore: CheckResult & { kind: 'memory' | 'sqlite' | 'mongodb' };
  };
}

/**
 * What `GET /api/ready` reports, worked out per request (it is cheap, and a stored answer could
 * hide an outage): the event store answers, the log is being followed, how far the read models
 * are behind the log (in positions, and in ms since the oldest domain event not yet projected),
 * and the read store answers.
 */
@Injectable()
export class ReadinessCheck {
  /** The SQLite file as opened at boot: a file moved away or replaced is no longer the store this process writes. */
  private readonly sqliteFile: { path: string; inode: number | null } | null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: ProjectionEngine,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const path = join(config.dataDir, 'events.sqlite');
    this.sqliteFile = config.eventStoreConnectionString ? null : { path, inode: inodeOf(path) };
  }

  async check(): Promise<Readiness> {
    const [eventStore, readStore] = await Promise.all([this.checkEventStore(), this.checkReadStore()]);
    const subscription = this.checkSubscription();
    const projections = await this.checkProjections(eventStore.head, subscription.state === 'catching up');
    return {
      ready: eventStore.ok && subscription.ok && projections.ok && readStore.ok,
      checks: { eventStore, subscription, projections, readStore },
    };
  }

  private async checkEventStore(): Promise<Readiness['checks']['eventStore']> {
    const kind = this.sqliteFile ? 'sqlite' : 'eventstoredb';
    try {
      if (this.sqliteFile) checkSqliteFile(this.sqliteFile);
      const head = await within(CHECK_TIMEOUT_MS, this.eventStore.headPosition(), 'The event store');
      return { kind, ok: true, head };
    } catch (error) {
      return { kind, ok: false, head: null, error: messageOf(error) };
    }
  }

  private checkSubscription(): Readiness['checks']['subscription'] {
    const status = this.projections.followerStatus();
    if (status.state === 'running') return { ok: true, state: 'running' };
    // A start far behind the log serves what its read models hold while they catch up (decision 0145).
    if (status.state === 'catching up') return { ok: true, state: 'catching up' };
    if (status.state === 'reconnecting')
      return { ok: false, state: 'reconnecting', attempts: status.attempts, error: status.lastError };
    if (status.state === 'stopped') return { ok: false, state: 'stopped', error: status.lastError };
    return { ok: false, state: status.state };
  }

  /** `catchingUp`: behind by the backlog the start found (an import), caught up while it serves, not stuck. */
  private async checkProjections(
    head: number | null,
    catchingUp: boolean,
  ): Promise<Readiness['checks']['projections']> {
    const position = this.projections.position;
    if (head === null)
      return {
        ok: false,
        position,
        lagPositions: null,
        lagMs: null,
        error: 'The log head is unknown while the event store cannot be reached',
      };
    const lagPositions = Math.max(0, head - position);
    if (lagPositions === 0) return { ok: true, position, lagPositions, lagMs: 0 };
    try {
      const [oldestUnprojected] = await within(
        CHECK_TIMEOUT_MS,
        this.eventStore.readAll(position, 1),
        'The event store',
      );
      const occurredAt = oldestUnprojected ? Date.parse(oldestUnprojected.metadata.occurredAt) : NaN;
      const lagMs = Number.isNaN(occurredAt) ? null : Math.max(0, this.clock.now().getTime() - occurredAt);
      const ok = catchingUp || lagMs === null || lagMs <= MAX_READY_LAG_MS;
      return {
        ok,
        position,
        lagPositions,
        lagMs,
        ...(ok ? {} : { error: `The read models are ${Math.round(lagMs / 1000)} s behind the log` }),
      };
    } catch (error) {
      return { ok: false, position, lagPositions, lagMs: null, error: messageOf(error) };
    }
  }

  private async checkReadStore(): Promise<Readiness['checks']['readStore']> {
    const kind = this.config.mongodbUri ? 'mongodb' : this.config.readModels === 'file' ? 'sqlite' : 'memory';
    try {
      await within(CHECK_TIMEOUT_MS, this.readStore.ping(), 'The read store');
      return { kind, ok: true };
    } catch (error) {
      return { kind, ok: false, error: messageOf(error) };
    }
  }
}

/**
 * An open SQLite connection keeps working on a file that was moved away or deleted (it holds the
 * inode), while new processes, backups and the next start would not find it: check the path.
 */
function checkSqliteFile(file: { path: string; inode: number | null }): void {
  let inode: number;
  try {
    const stats = statSync(file.path);
    inode = stats.ino;
    // Without read and write permission for its owner the next start cannot open it (root ignores modes, so check them).
    if ((stats.mode & 0o600) !== 0o600)
      throw new Error('The event store file (events.sqlite in DATA_DIR) is not readable and writable');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('The event store file (events.sqlite in DATA_DIR) is missing', { cause: error });
    throw error;
  }
  if (file.inode !== null && inode !== file.inode)
    throw new Error('The event store file (events.sqlite in DATA_DIR) was replaced since the server started');
}

function inodeOf(path: string): number | null {
  try {
    return statSync(path).ino;
  } catch {
    return null;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}
