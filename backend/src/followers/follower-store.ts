import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';

export type FollowerStatus = 'pending' | 'confirmed';

/** A visitor's address following one event. Kept outside the log: it is personal data and must be erasable (decision 0039). */
export interface Follower {
  id: string;
  eventId: string;
  email: string;
  status: FollowerStatus;
  /** ISO time. */
  createdAt: string;
}

/**
 * Followers of events in shared storage (the shared-state SQLite file, or MongoDB in
 * mongo-follower-store.ts). Removing one deletes the address: nothing of it stays but the messages
 * already in the outbox.
 */
export abstract class FollowerStore {
  /** The follower of `eventId` with this address, added as pending when new. */
  abstract add(eventId: string, email: string, createdAt: string): Promise<{ follower: Follower; added: boolean }>;
  abstract get(id: string): Promise<Follower | null>;
  abstract confirm(id: string): Promise<void>;
  abstract remove(id: string): Promise<boolean>;
  /** Oldest first. */
  abstract ofEvent(eventId: string): Promise<Follower[]>;
  abstract close(): Promise<void>;
}

interface Row {
  id: string;
  event_id: string;
  email: string;
  status: FollowerStatus;
  created_at: string;
}

export class SqliteFollowerStore extends FollowerStore {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(filename: string) {
    super();
    this.db = new Database(filename);
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('journal_mode = WAL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS event_followers (
      id TEXT PRIMARY KEY, event_id TEXT NOT NULL, email TEXT NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL, UNIQUE (event_id, email))`);
    this.statements = {
      insert: this.db.prepare(
        "INSERT OR IGNORE INTO event_followers (id, event_id, email, status, created_at) VALUES (?, ?, ?, 'pending', ?)",
      ),
      byAddress: this.db.prepare<[string, string], Row>(
        'SELECT * FROM event_followers WHERE event_id = ? AND email = ?',
      ),
      get: this.db.prepare<[string], Row>('SELECT * FROM event_followers WHERE id = ?'),
      confirm: this.db.prepare("UPDATE event_followers SET status = 'confirmed' WHERE id = ?"),
      remove: this.db.prepare('DELETE FROM event_followers WHERE id = ?'),
      ofEvent: this.db.prepare<[string], Row>(
        'SELECT * FROM event_followers WHERE event_id = ? ORDER BY created_at, rowid',
      ),
    };
  }

  async add(eventId: string, email: string, createdAt: string): Promise<{ follower: Follower; added: boolean }> {
    const added = this.statements.insert.run(randomUUID(), eventId, email, createdAt).changes === 1;
    return { follower: fromRow(this.statements.byAddress.get(eventId, email)!), added };
  }

  async get(id: string): Promise<Follower | null> {
    const row = this.statements.get.get(id);
    return row ? fromRow(row) : null;
  }

  async confirm(id: string): Promise<void> {
    this.statements.confirm.run(id);
  }

  async remove(id: string): Promise<boolean> {
    return this.statements.remove.run(id).changes === 1;
  }

  async ofEvent(eventId: string): Promise<Follower[]> {
    return this.statements.ofEvent.all(eventId).map(fromRow);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

function fromRow(row: Row): Follower {
  return { id: row.id, eventId: row.event_id, email: row.email, status: row.status, createdAt: row.created_at };
}
