import { MongoClient, type Collection } from 'mongodb';
import { randomUUID } from 'node:crypto';
import { DeliveredBy, NewOutboxMessage, OutboxMessage, OutboxStore } from './outbox-store.port';

type OutboxDocument = Omit<OutboxMessage, 'id'> & { _id: string; seq: number };

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
    return this;
  }

  async enqueue(messages: readonly NewOutboxMessage[], checkpoint?: { name: string; position: number }): Promise<number> {
    let added = 0;
    for (const message of messages) {
      // seq: an ordering that does not depend on clocks; Date.now() with a random tail is unique enough to sort by.
      const result = await this.messages.updateOne(
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
            nextAttemptAt: 0,
            seq: Date.now() * 1000 + Math.floor(Math.random() * 1000),
          },
        },
        { upsert: true },
      );
      added += result.upsertedCount;
    }
    if (checkpoint) await this.checkpoints.replaceOne({ _id: checkpoint.name }, { position: checkpoint.position }, { upsert: true });
    return added;
  }

  async checkpoint(name: string): Promise<number | null> {
    return (await this.checkpoints.findOne({ _id: name }))?.position ?? null;
  }

  async due(now: number, limit: number): Promise<OutboxMessage[]> {
    return (await this.messages.find({ status: 'queued', nextAttemptAt: { $lte: now } }).sort({ seq: 1 }).limit(limit).toArray()).map(fromDocument);
  }

  async markSent(id: string, sentAt: string, deliveredBy: DeliveredBy): Promise<void> {
    await this.messages.updateOne({ _id: id }, { $set: { status: 'sent', sentAt, deliveredBy, lastError: null }, $inc: { attempts: 1 } });
  }

  async markAttemptFailed(id: string, attempts: number, lastError: string, nextAttemptAt: number | null): Promise<void> {
    await this.messages.updateOne({ _id: id }, { $set: nextAttemptAt === null ? { status: 'failed', attempts, lastError } : { attempts, lastError, nextAttemptAt } });
  }

  async list(limit: number): Promise<OutboxMessage[]> {
    return (await this.messages.find({}).sort({ seq: -1 }).limit(limit).toArray()).map(fromDocument);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

function fromDocument({ _id, seq: _seq, ...rest }: OutboxDocument): OutboxMessage {
  return { id: _id, ...rest };
}
