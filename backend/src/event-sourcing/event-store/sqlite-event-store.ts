import type { DomainEventMetadata } from '@dental/contracts';
import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import {
  AppendResult,
  ConcurrencyError,
  DomainEventHandler,
  EventStore,
  ExpectedRevision,
  NewDomainEvent,
  ProjectedDomainEvent,
  StoredDomainEvent,
  Subscription,
} from './event-store.port';
import { PageRow, READ_PAGE_AS_JSON, READ_TYPES_PAGE_AS_JSON, parsePage, readLogInWorker } from './sqlite-log-reader';

/** Column order of RawRow. */
const RAW_COLUMNS = 'position, event_id, stream, revision, type, data, metadata';
type RawRow = [
  position: number,
  eventId: string,
  stream: string,
  revision: number,
  type: string,
  data: string,
  metadata: string,
];

interface Row {
  position: number;
  event_id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

interface AppendOutcome {
  appended: boolean;
  nextRevision: number;
  position: number;
}

/**
 * How long a statement waits for another process's lock (ms). SQLite waits by sleeping, which
 * stops this process's event loop, so the wait is short; an append that still finds the database
 * busy is tried again after an asynchronous pause, for up to BUSY_GIVE_UP_MS in all.
 */
const BUSY_TIMEOUT_MS = 20;
const BUSY_GIVE_UP_MS = 5000;
/** Opening may have to wait for another process's recovery or checkpoint: at boot, blocking is fine. */
const OPEN_BUSY_TIMEOUT_MS = 5000;
/** How often a store shared with other processes looks for their appends (ms). */
export const FOLLOW_INTERVAL_MS = 50;

export interface SqliteEventStoreOptions {
  /**
   * Other processes append to the same file (a cluster's workers): look for their appends every
   * FOLLOW_INTERVAL_MS, since only this process's own appends announce themselves.
   */
  followOtherWriters?: boolean;
}

/**
 * The embedded event store: one SQLite file, WAL, synchronous=FULL so an acknowledged append
 * survives a crash. UNIQUE(stream, revision) backs optimistic concurrency; UNIQUE(event_id)
 * makes re-appends of the same ids a no-op. Several processes may share the file: appends take
 * the write lock at their start (BEGIN IMMEDIATE) and wait for it (up to BUSY_GIVE_UP_MS), and
 * positions become visible in order, so a reader never sees position n+1 without n.
 */
export class SqliteEventStore extends EventStore {
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private readonly statements;
  private readonly appendInTransaction: Database.Transaction<
    (stream: string, domainEvents: NewDomainEvent[], expectedRevision: ExpectedRevision) => AppendOutcome
  >;
  private follower: NodeJS.Timeout | null = null;
  private lastSeenHead = 0;
  readonly followsOtherWriters: boolean;

  constructor(
    private readonly filename: string,
    options: SqliteEventStoreOptions = {},
  ) {
    super();
    this.db = new Database(filename);
    // Set before anything else: even switching to WAL needs a lock another process may hold.
    this.db.pragma(`busy_timeout = ${OPEN_BUSY_TIMEOUT_MS}`);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS domain_events (
        position INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id TEXT NOT NULL UNIQUE,
        stream TEXT NOT NULL,
        revision INTEGER NOT NULL,
        type TEXT NOT NULL,
        data TEXT NOT NULL,
        metadata TEXT NOT NULL,
        UNIQUE (stream, revision)
      );`);
    this.appended.setMaxListeners(0);
    this.statements = {
      streamRevision: this.db.prepare<[string], { revision: number | null }>(
        'SELECT MAX(revision) AS revision FROM domain_events WHERE stream = ?',
      ),
      findById: this.db.prepare<[string], Row>('SELECT * FROM domain_events WHERE event_id = ?'),
      insert: this.db.prepare(
        'INSERT INTO domain_events (event_id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      readStream: this.db
        .prepare<[string], RawRow>(`SELECT ${RAW_COLUMNS} FROM domain_events WHERE stream = ? ORDER BY revision`)
        .raw(true),
      readAll: this.db.prepare<[number, number], PageRow>(READ_PAGE_AS_JSON).raw(true),
      readTypes: this.db.prepare<[number, number, string, number], PageRow>(READ_TYPES_PAGE_AS_JSON).raw(true),
      readPositions: this.db
        .prepare<[string], RawRow>(
          `SELECT ${RAW_COLUMNS} FROM domain_events WHERE position IN (SELECT value FROM json_each(?)) ORDER BY position`,
        )
        .raw(true),
      head: this.db.prepare<[], { position: number | null }>('SELECT MAX(position) AS position FROM domain_events'),
    };
    this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    this.appendInTransaction = this.db.transaction(this.decideAndInsert.bind(this));
    this.followsOtherWriters = options.followOtherWriters === true;
    if (this.followsOtherWriters) {
      this.lastSeenHead = this.headNow();
      this.follower = setInterval(() => this.noticeOtherAppends(), FOLLOW_INTERVAL_MS);
      this.follower.unref();
    }
  }

  /**
   * The log's head read now, synchronously: one lookup of the largest key, a few microseconds.
   * What a process sharing the file checks before answering a request (LogFollower).
   */
  headNow(): number {
    return this.statements.head.get()?.position ?? 0;
  }

  /**
   * Wakes the subscriptions when the head moved past what they were last told (another process
   * appended), and returns the head. A log that cannot be read right now (the file made unreadable,
   * a disk error) leaves the last head seen: readiness reports the store, this must not crash the
   * process from a timer or a request.
   */
  noticeOtherAppends(): number {
    if (!this.db.open) return this.lastSeenHead;
    let head: number;
    try {
      head = this.headNow();
    } catch {
      return this.lastSeenHead;
    }
    if (head > this.lastSeenHead) {
      this.lastSeenHead = head;
      this.appended.emit('append');
    }
    return head;
  }

  async append(
    stream: string,
    domainEvents: NewDomainEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    if (domainEvents.length === 0) throw new Error('append needs at least one domain event');
    const result = await this.appendWhenNotBusy(stream, domainEvents, expectedRevision);
    if (result.appended) {
      this.lastSeenHead = Math.max(this.lastSeenHead, result.position);
      this.appended.emit('append');
    }
    return { nextRevision: result.nextRevision, position: result.position };
  }

  /** A database another process keeps busy is tried again, without blocking, rather than failing the command. */
  private async appendWhenNotBusy(stream: string, domainEvents: NewDomainEvent[], expectedRevision: ExpectedRevision) {
    const giveUpAt = Date.now() + BUSY_GIVE_UP_MS;
    for (let attempt = 0; ; attempt += 1) {
      try {
        // IMMEDIATE: the write lock is taken before the stream is read, so two processes appending
        // at once queue up instead of one failing when it upgrades its read to a write.
        return this.appendInTransaction.immediate(stream, domainEvents, expectedRevision);
      } catch (error) {
        if (!isBusy(error) || Date.now() >= giveUpAt) throw error;
        // Growing pauses with jitter, so processes waiting on one another do not retry in step.
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(200, 5 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random())),
        );
      }
    }
  }

  private decideAndInsert(
    stream: string,
    domainEvents: NewDomainEvent[],
    expectedRevision: ExpectedRevision,
  ): AppendOutcome {
    const alreadyStored = this.statements.findById.get(domainEvents[0].id);
    if (alreadyStored) {
      const last = this.statements.findById.get(domainEvents[domainEvents.length - 1].id) ?? alreadyStored;
      return { appended: false, nextRevision: last.revision, position: last.position };
    }
    const current = this.statements.streamRevision.get(stream)?.revision ?? null;
    const actual = current === null ? 'no_stream' : current;
    if (expectedRevision !== 'any' && expectedRevision !== actual)
      throw new ConcurrencyError(stream, expectedRevision, actual);
    let revision = current ?? -1;
    let position = 0;
    for (const domainEvent of domainEvents) {
      revision += 1;
      const info = this.statements.insert.run(
        domainEvent.id,
        stream,
        revision,
        domainEvent.type,
        JSON.stringify(domainEvent.data),
        JSON.stringify(domainEvent.metadata),
      );
      position = Number(info.lastInsertRowid);
    }
    return { appended: true, nextRevision: revision, position };
  }

  async readStream(stream: string): Promise<StoredDomainEvent[]> {
    return this.statements.readStream.all(stream).map(fromRawRow);
  }

  async readPositions(positions: readonly number[]): Promise<StoredDomainEvent[]> {
    const found: StoredDomainEvent[] = [];
    // One statement per chunk keeps a long entity history from holding the connection for long.
    for (let start = 0; start < positions.length; start += READ_POSITIONS_CHUNK) {
      for (const row of this.statements.readPositions.all(
        JSON.stringify(positions.slice(start, start + READ_POSITIONS_CHUNK)),
      ))
        found.push(fromRawRow(row));
    }
    return positions.length > READ_POSITIONS_CHUNK ? found.sort((a, b) => a.position - b.position) : found;
  }

  async readAll(afterPosition: number, pageSize: number): Promise<StoredDomainEvent[]> {
    return this.readPage(afterPosition, pageSize);
  }

  private readPage(afterPosition: number, pageSize: number): StoredDomainEvent[] {
    const [, json] = this.statements.readAll.get(afterPosition, pageSize) ?? [null, null];
    return json === null ? [] : parsePage(json);
  }

  override async *readTypes(
    afterPosition: number,
    upTo: number,
    types: readonly string[],
    pageSize: number,
  ): AsyncGenerator<StoredDomainEvent[]> {
    const typesJson = JSON.stringify(types);
    for (let after = afterPosition; after < upTo;) {
      const [last, json] = this.statements.readTypes.get(after, upTo, typesJson, pageSize) ?? [null, null];
      if (last === null || json === null) return;
      yield parsePage(json);
      after = last;
    }
  }

  /** A file-backed log is read ahead by a worker thread; an in-memory one has no file to share. */
  override readAllPages(afterPosition: number, pageSize: number): AsyncGenerator<ProjectedDomainEvent[]> {
    if (this.filename === ':memory:' || this.filename === '') return super.readAllPages(afterPosition, pageSize);
    return readLogInWorker(this.filename, afterPosition, pageSize);
  }

  async headPosition(): Promise<number> {
    return this.statements.head.get()?.position ?? 0;
  }

  subscribeToAll(afterPosition: number, handler: DomainEventHandler, onError?: (error: unknown) => void): Subscription {
    let lastDelivered = afterPosition;
    let closed = false;
    let running = false;
    let again = false;
    const pump = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          for (;;) {
            if (closed) return;
            const page = this.readPage(lastDelivered, 500);
            if (page.length === 0) break;
            for (const domainEvent of page) {
              if (closed) return;
              await handler(domainEvent);
              lastDelivered = domainEvent.position;
            }
          }
        } while (again && !closed);
      } catch (error) {
        onError?.(error);
      } finally {
        running = false;
      }
    };
    const onAppend = () => void pump();
    this.appended.on('append', onAppend);
    void pump();
    return {
      close: async () => {
        closed = true;
        this.appended.off('append', onAppend);
      },
    };
  }

  async close(): Promise<void> {
    if (this.follower) clearInterval(this.follower);
    this.follower = null;
    this.appended.removeAllListeners();
    if (this.db.open) this.db.close();
  }
}

const READ_POSITIONS_CHUNK = 5000;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

function fromRawRow([position, id, stream, revision, type, data, metadata]: RawRow): StoredDomainEvent {
  // Written by append() from a checked DomainEventMetadata, so read back as one.
  return {
    id,
    stream,
    revision,
    position,
    type,
    data: JSON.parse(data),
    metadata: JSON.parse(metadata) as DomainEventMetadata,
  };
}
