import { MongoClient, type Collection } from 'mongodb';
import { randomUUID } from 'node:crypto';
import { DeliveredBy, NewOutboxMessage, OutboxMessage, OutboxStore } from './outbox-store.port';

/** How long a dispatcher holds a message it is sending before another may try it. */
const LEASE_MS = 5 * 60_000;

/** 1 when this upsert inserted, 0 when the key was there (also when another instance inserted it at the same moment). */
async function upsertOnce(upsert: () => Promise<{ upsertedCount: number }>): Promise<number> {
  try {
    return (await upsert()).upsertedCount;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return 0;
    throw error;
  }
}

/** `sendAt`: when it was first due, kept apart from `nextAttemptAt`, which a dispatcher's claim moves ahead. */
type OutboxDocument = Omit<OutboxMessage, 'id' | 'sendAt'> & { _id: string; seq: number; sendAt?: number };

/**
 * The outbox in MongoDB, beside the shared sessions, for instances that share no disk. The unique
 * index on `key` makes enqueuing once-only; a message is inserted before the checkpoint moves, so a
 * crash between the two means the domain event is read again and its message found already stored.
 */
export class MongoOutboxStore extends OutboxStore {
  private readonly client: MongoClient;
  private readonly messages: Collection<OutboxDocument>;
  private readonly checkpoints: Collection<{ _id: string; position: number }>;

  constructor(uri: string) {
    super();
    this.client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000, connectTimeoutMS: 3000 });
    const db = this.client.db();
    this.messages = db.collection<OutboxDocument>('mail_outbox');
    this.checkpoints = db.collection('mail_checkpoints');
  }

  async connect(): Promise<this> {
    await this.client.connect();
    await this.messages.createIndex({ key: 1 }, { unique: true });
    await this.messages.createIndex({ status: 1, nextAttemptAt: 1 });
    await this.messages.createIndex({ seq: -1 });
    await this.messages.createIndex({ createdAt: 1 });
    return this;
  }

  async enqueue(
    messages: readonly NewOutboxMessage[],
    checkpoint?: { name: string; position: number },
  ): Promise<number> {
    let added = 0;
    for (const { sendAt, joins, ...message } of messages) {
      if (joins) {
        const joined = await this.messages.updateOne(
          { key: joins.key, ...this.stillWaiting(Date.now()) },
          { $set: { subject: joins.subject, text: joins.text, html: joins.html } },
        );
        if (joined.matchedCount > 0) continue;
      }
      // seq: an ordering that does not depend on clocks; Date.now() with a random tail is unique enough to sort by.
      const result = await upsertOnce(() =>
        this.messages.updateOne(
          { key: message.key },
          {
            $setOnInsert: {
              _id: randomUUID(),
              ...message,
              status: 'queued',
              sentAt: null,
              deliveredBy: null,
              attempts: 0,
              lastError: null,
              sendAt: sendAt ?? 0,
              nextAttemptAt: sendAt ?? 0,
              seq: Date.now() * 1000 + Math.floor(Math.random() * 1000),
            },
          },
          { upsert: true },
        ),
      );
      added += result;
    }
    if (checkpoint)
      await this.checkpoints.replaceOne({ _id: checkpoint.name }, { position: checkpoint.position }, { upsert: true });
    return added;
  }

  /** Queued, never tried, and first due after `now`: no dispatcher has claimed it (a claim needs it due). */
  private stillWaiting(now: number) {
    return { status: 'queued' as const, attempts: 0, sendAt: { $gt: now } };
  }

  async waiting(keys: readonly string[], now: number): Promise<string[]> {
    if (keys.length === 0) return [];
    const found = await this.messages
      .find({ key: { $in: [...keys] }, ...this.stillWaiting(now) }, { projection: { key: 1 } })
      .toArray();
    return found.map((document) => document.key);
  }

  async checkpoint(name: string): Promise<number | null> {
    return (await this.checkpoints.findOne({ _id: name }))?.position ?? null;
  }

  /**
   * Claims each due message for a while (its next try moved LEASE_MS ahead) as it is read: several
   * instances may each run a dispatcher on one MongoDB, and only the one that claimed a message
   * sends it. A process that dies while sending leaves the claim to expire: the message is tried again.
   */
  async due(now: number, limit: number): Promise<OutboxMessage[]> {
    const claimed: OutboxMessage[] = [];
    while (claimed.length < limit) {
      const found = await this.messages.findOneAndUpdate(
        { status: 'queued', nextAttemptAt: { $lte: now } },
        { $set: { nextAttemptAt: now + LEASE_MS } },
        { sort: { seq: 1 }, returnDocument: 'after' },
      );
      if (!found) break;
      claimed.push(fromDocument(found));
    }
    return claimed;
  }

  async markSent(id: string, sentAt: string, deliveredBy: DeliveredBy): Promise<void> {
    await this.messages.updateOne(
      { _id: id },
      { $set: { status: 'sent', sentAt, deliveredBy, lastError: null }, $inc: { attempts: 1 } },
    );
  }

  async markAttemptFailed(
    id: string,
    attempts: number,
    lastError: string,
    nextAttemptAt: number | null,
  ): Promise<void> {
    await this.messages.updateOne(
      { _id: id },
      {
        $set:
          nextAttemptAt === null ? { status: 'failed', attempts, lastError } : { attempts, lastError, nextAttemptAt },
      },
    );
  }

  async list(limit: number): Promise<OutboxMessage[]> {
    return (await this.messages.find({}).sort({ seq: -1 }).limit(limit).toArray()).map(fromDocument);
  }

  async forgetFinishedBefore(time: string): Promise<number> {
    return (await this.messages.deleteMany({ status: { $ne: 'queued' }, createdAt: { $lt: time } })).deletedCount;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

function fromDocument({ _id, seq: _seq, sendAt: _sendAt, ...rest }: OutboxDocument): OutboxMessage {
  return { id: _id, ...rest };
}
