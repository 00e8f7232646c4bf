import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { DeliveredBy, NewOutboxMessage, OutboxMessage, OutboxStatus, OutboxStore } from './outbox-store.port';

interface Row {
  id: string;
  key: string;
  template: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  status: OutboxStatus;
  sent_at: string | null;
  delivered_by: DeliveredBy | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number;
}

/**
 * The outbox in the shared-state SQLite file (DATA_DIR/shared-state.sqlite), on its own connection.
 * Unlike sessions it is written with synchronous=FULL: a message or a checkpoint lost to a power cut
 * would be a mail never sent.
 */
export class SqliteOutboxStore extends OutboxStore {
  private readonly db: Database.Database;
  private readonly statements;
  private readonly enqueueAll;

  constructor(filename: string) {
    super();
    this.db = new Database(filename);
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS mail_outbox (
      id TEXT PRIMARY KEY, key TEXT NOT NULL UNIQUE, template TEXT NOT NULL, recipient TEXT NOT NULL, subject TEXT NOT NULL,
      text TEXT NOT NULL, html TEXT NOT NULL, created_at TEXT NOT NULL, status TEXT NOT NULL, sent_at TEXT, delivered_by TEXT,
      attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at INTEGER NOT NULL, seq INTEGER NOT NULL)`);
    this.db.exec('CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (status, next_attempt_at)');
    this.db.exec('CREATE INDEX IF NOT EXISTS mail_outbox_created ON mail_outbox (created_at)');
    this.db.exec('CREATE TABLE IF NOT EXISTS mail_checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL)');
    this.statements = {
      insert: this.db.prepare(
        `INSERT OR IGNORE INTO mail_outbox (id, key, template, recipient, subject, text, html, created_at, status, attempts, next_attempt_at, seq)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM mail_outbox))`,
      ),
      // Still waiting: its send time is ahead, so the dispatcher, which reads what is due by the same clock, has not taken it.
      joinWaiting: this.db.prepare(
        "UPDATE mail_outbox SET subject = ?, text = ?, html = ? WHERE key = ? AND status = 'queued' AND attempts = 0 AND next_attempt_at > ?",
      ),
      waiting: this.db.prepare<[string, number], { key: string }>(
        "SELECT key FROM mail_outbox WHERE key IN (SELECT value FROM json_each(?)) AND status = 'queued' AND attempts = 0 AND next_attempt_at > ?",
      ),
      saveCheckpoint: this.db.prepare('INSERT OR REPLACE INTO mail_checkpoints (name, position) VALUES (?, ?)'),
      checkpoint: this.db.prepare<[string], { position: number }>(
        'SELECT position FROM mail_checkpoints WHERE name = ?',
      ),
      due: this.db.prepare<[number, number], Row>(
        "SELECT * FROM mail_outbox WHERE status = 'queued' AND next_attempt_at <= ? ORDER BY seq LIMIT ?",
      ),
      sent: this.db.prepare(
        "UPDATE mail_outbox SET status = 'sent', sent_at = ?, delivered_by = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
      ),
      retry: this.db.prepare('UPDATE mail_outbox SET attempts = ?, last_error = ?, next_attempt_at = ? WHERE id = ?'),
      failed: this.db.prepare("UPDATE mail_outbox SET status = 'failed', attempts = ?, last_error = ? WHERE id = ?"),
      list: this.db.prepare<[number], Row>('SELECT * FROM mail_outbox ORDER BY seq DESC LIMIT ?'),
      forgetFinished: this.db.prepare("DELETE FROM mail_outbox WHERE status != 'queued' AND created_at < ?"),
    };
    this.enqueueAll = this.db.transaction(
      (messages: readonly NewOutboxMessage[], checkpoint?: { name: string; position: number }) => {
        let added = 0;
        for (const m of messages) {
          if (
            m.joins &&
            this.statements.joinWaiting.run(m.joins.subject, m.joins.text, m.joins.html, m.joins.key, Date.now())
              .changes > 0
          )
            continue;
          const inserted = this.statements.insert.run(
            randomUUID(),
            m.key,
            m.template,
            m.to,
            m.subject,
            m.text,
            m.html,
            m.createdAt,
            m.sendAt ?? 0,
          ).changes;
          added += inserted;
        }
        if (checkpoint) this.statements.saveCheckpoint.run(checkpoint.name, checkpoint.position);
        return added;
      },
    );
  }

  async enqueue(
    messages: readonly NewOutboxMessage[],
    checkpoint?: { name: string; position: number },
  ): Promise<number> {
    return this.enqueueAll(messages, checkpoint);
  }

  async waiting(keys: readonly string[], now: number): Promise<string[]> {
    if (keys.length === 0) return [];
    return this.statements.waiting.all(JSON.stringify(keys), now).map((row) => row.key);
  }

  async checkpoint(name: string): Promise<number | null> {
    return this.statements.checkpoint.get(name)?.position ?? null;
  }

  async due(now: number, limit: number): Promise<OutboxMessage[]> {
    return this.statements.due.all(now, limit).map(fromRow);
  }

  async markSent(id: string, sentAt: string, deliveredBy: DeliveredBy): Promise<void> {
    this.statements.sent.run(sentAt, deliveredBy, id);
  }

  async markAttemptFailed(
    id: string,
    attempts: number,
    lastError: string,
    nextAttemptAt: number | null,
  ): Promise<void> {
    if (nextAttemptAt === null) this.statements.failed.run(attempts, lastError, id);
    else this.statements.retry.run(attempts, lastError, nextAttemptAt, id);
  }

  async list(limit: number): Promise<OutboxMessage[]> {
    return this.statements.list.all(limit).map(fromRow);
  }

  async forgetFinishedBefore(time: string): Promise<number> {
    return this.statements.forgetFinished.run(time).changes;
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

function fromRow(row: Row): OutboxMessage {
  return {
    id: row.id,
    key: row.key,
    template: row.template,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.created_at,
    status: row.status,
    sentAt: row.sent_at,
    deliveredBy: row.delivered_by,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
  };
}
