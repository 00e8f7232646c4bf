import Database from 'better-sqlite3';
import { RateLimiterAbstract, RateLimiterSQLite } from 'rate-limiter-flexible';
import { LimitSpec, SharedState, StoredSession } from './shared-state.port';

/** How long a statement waits for another process's write lock before failing (ms). */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Sessions and attempt limits in a SQLite file beside the event store (DATA_DIR/shared-state.sqlite),
 * shared by every process on this DATA_DIR. Its own file, not a table in the event store: the log
 * stays nothing but domain events (what backups, exports and replays read), and the frequent small
 * writes of rate limits never queue behind an append. synchronous=NORMAL: a session or a counter
 * lost to a power cut costs a sign-in, not data.
 */
export class SqliteSharedState extends SharedState {
  private readonly db: Database.Database;
  private readonly statements;
  /** Tables of the limits made so far, cleared of expired counters with the sessions. */
  private readonly limitTables = new Set<string>();

  constructor(filename: string) {
    super();
    this.db = new Database(filename);
    this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS admin_sessions (key TEXT PRIMARY KEY, email TEXT NOT NULL, expires_at INTEGER NOT NULL)',
    );
    // Files from before accounts existed lack the column: their sessions have no account and sign in again.
    const columns = this.db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('admin_sessions')").all();
    if (!columns.some((column) => column.name === 'account_id'))
      this.db.exec('ALTER TABLE admin_sessions ADD COLUMN account_id TEXT');
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS account_credentials (account_id TEXT PRIMARY KEY, password_hash TEXT NOT NULL)',
    );
    this.statements = {
      save: this.db.prepare(
        'INSERT OR REPLACE INTO admin_sessions (key, email, account_id, expires_at) VALUES (?, ?, ?, ?)',
      ),
      find: this.db.prepare<
        [string, number],
        { key: string; email: string; account_id: string | null; expires_at: number }
      >('SELECT key, email, account_id, expires_at FROM admin_sessions WHERE key = ? AND expires_at > ?'),
      delete: this.db.prepare('DELETE FROM admin_sessions WHERE key = ?'),
      deleteExpired: this.db.prepare('DELETE FROM admin_sessions WHERE expires_at <= ?'),
      deleteOf: this.db.prepare('DELETE FROM admin_sessions WHERE account_id = ? AND key <> ?'),
      saveCredential: this.db.prepare(
        'INSERT OR REPLACE INTO account_credentials (account_id, password_hash) VALUES (?, ?)',
      ),
      findCredential: this.db.prepare<[string], { password_hash: string }>(
        'SELECT password_hash FROM account_credentials WHERE account_id = ?',
      ),
    };
  }

  async saveSession(session: StoredSession): Promise<void> {
    this.statements.save.run(session.key, session.email, session.accountId ?? null, session.expiresAt);
  }

  async findSession(key: string, now: number): Promise<StoredSession | null> {
    const row = this.statements.find.get(key, now);
    return row
      ? {
          key: row.key,
          email: row.email,
          ...(row.account_id ? { accountId: row.account_id } : {}),
          expiresAt: row.expires_at,
        }
      : null;
  }

  async deleteSession(key: string): Promise<void> {
    this.statements.delete.run(key);
  }

  async deleteExpiredSessions(now: number): Promise<number> {
    // Expired counters go too: a counter outlives its window only until the next clean-up.
    for (const table of this.limitTables) this.db.prepare(`DELETE FROM ${table} WHERE expire < ?`).run(now);
    return this.statements.deleteExpired.run(now).changes;
  }

  async deleteSessionsOf(accountId: string, exceptKey = ''): Promise<number> {
    return this.statements.deleteOf.run(accountId, exceptKey).changes;
  }

  async saveCredential(accountId: string, passwordHash: string): Promise<void> {
    this.statements.saveCredential.run(accountId, passwordHash);
  }

  async findCredential(accountId: string): Promise<string | null> {
    return this.statements.findCredential.get(accountId)?.password_hash ?? null;
  }

  limiter(spec: LimitSpec): RateLimiterAbstract {
    const tableName = `limit_${spec.name.replace(/[^a-z0-9]/gi, '_')}`;
    // The library's own table creation is asynchronous (a limiter used at once would fail) and its
    // clean-up timer outlives close(): the table is made here, the clean-up is deleteExpiredSessions.
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${tableName} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`,
    );
    this.limitTables.add(tableName);
    return new RateLimiterSQLite({
      storeClient: this.db,
      storeType: 'better-sqlite3',
      tableName,
      tableCreated: true,
      keyPrefix: spec.name,
      points: spec.points,
      duration: spec.durationSeconds,
    });
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
