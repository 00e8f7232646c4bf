import { MongoClient, MongoServerError, type Db } from 'mongodb';
import { ReadModelDocument, ReadStore, shareFields, type SharedValue } from './read-store.port';

interface StoredDocument {
  _id: string;
  position: number;
  value: unknown;
}

const DUPLICATE_KEY = 11000;
const CONNECT_TIMEOUT_MS = 3000;

/**
 * MongoDB adapter (MONGODB_URI). Conditional writes make projections idempotent across restarts:
 * a document is replaced only by a later position; a stale upsert hits the unique _id and is ignored.
 */
export class MongoReadStore extends ReadStore {
  readonly durable = true;
  readonly synchronous = null;
  private readonly client: MongoClient;
  private readonly db: Db;
  /** The indexes idsWhere made, by collection and field. */
  private readonly lookupIndexes = new Map<string, Promise<void>>();

  constructor(uri: string, databaseName?: string) {
    super();
    // The driver's defaults wait 30 s for a server before saying anything: fail each try within
    // 5 s instead, so a wrong address or a stopped server is reported at once (connectWithRetry).
    this.client = new MongoClient(uri, {
      serverSelectionTimeoutMS: CONNECT_TIMEOUT_MS,
      connectTimeoutMS: CONNECT_TIMEOUT_MS,
    });
    this.db = this.client.db(databaseName);
  }

  async connect(): Promise<this> {
    await this.client.connect();
    await this.ping();
    return this;
  }

  override async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async get<T>(collection: string, id: string): Promise<ReadModelDocument<T> | null> {
    const stored = await this.db.collection<StoredDocument>(collection).findOne({ _id: id });
    return stored ? toReadModelDocument<T>(stored) : null;
  }

  async list<T>(
    collection: string,
    each?: (document: ReadModelDocument<T>) => void,
  ): Promise<Array<ReadModelDocument<T>>> {
    const documents: Array<ReadModelDocument<T>> = [];
    for await (const stored of this.db.collection<StoredDocument>(collection).find({})) {
      const document = toReadModelDocument<T>(stored);
      each?.(document);
      documents.push(document);
    }
    return documents;
  }

  override async listFields<T, K extends keyof T & string>(
    collection: string,
    fields: readonly K[],
  ): Promise<Array<ReadModelDocument<Pick<T, K>>>> {
    const projection: Record<string, 1> = { position: 1 };
    for (const field of fields) projection[`value.${field}`] = 1;
    const stored = await this.db.collection<StoredDocument>(collection).find({}, { projection }).toArray();
    // A document with none of the fields comes back without a value.
    return stored.map((document) => toReadModelDocument<Pick<T, K>>({ ...document, value: document.value ?? {} }));
  }

  /** From an index on the field, made by the first lookup of each collection and field (createIndex does nothing when it exists). */
  override async idsWhere(collection: string, field: string, value: string): Promise<string[]> {
    const path = `value.${field}`;
    const key = `${collection}\u0000${path}`;
    let indexed = this.lookupIndexes.get(key);
    if (!indexed) {
      indexed = this.db
        .collection<StoredDocument>(collection)
        .createIndex({ [path]: 1 })
        .then(() => undefined);
      this.lookupIndexes.set(key, indexed);
      // A failed creation is tried again by the next lookup.
      indexed.catch(() => this.lookupIndexes.delete(key));
    }
    await indexed;
    const found = await this.db
      .collection<StoredDocument>(collection)
      .find({ [path]: value }, { projection: { _id: 1 } })
      .toArray();
    return found.map((document) => document._id);
  }

  override async listWithout<T, K extends keyof T & string>(
    collection: string,
    fields: readonly K[],
    each?: (document: ReadModelDocument<Omit<T, K>>) => void,
    share?: SharedValue,
  ): Promise<Array<ReadModelDocument<Omit<T, K>>>> {
    const projection: Record<string, 0> = {};
    for (const field of fields) projection[`value.${field}`] = 0;
    const documents: Array<ReadModelDocument<Omit<T, K>>> = [];
    for await (const stored of this.db.collection<StoredDocument>(collection).find({}, { projection })) {
      const document = toReadModelDocument<Omit<T, K>>(stored);
      if (share) shareFields(document.value, share);
      each?.(document);
      documents.push(document);
    }
    return documents;
  }

  async put<T>(collection: string, document: ReadModelDocument<T>): Promise<boolean> {
    try {
      const result = await this.db
        .collection<StoredDocument>(collection)
        .replaceOne(
          { _id: document.id, position: { $lt: document.position } },
          { position: document.position, value: document.value },
          { upsert: true },
        );
      return result.modifiedCount + result.upsertedCount > 0;
    } catch (error) {
      if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  async remove(collection: string, id: string, position: number): Promise<void> {
    await this.db.collection<StoredDocument>(collection).deleteOne({ _id: id, position: { $lte: position } });
  }

  async getCheckpoint(projection: string): Promise<number> {
    const stored = await this.db
      .collection<{ _id: string; position: number }>('checkpoints')
      .findOne({ _id: projection });
    return stored?.position ?? 0;
  }

  async saveCheckpoint(projection: string, position: number): Promise<void> {
    await this.db
      .collection<{ _id: string; position: number }>('checkpoints')
      .updateOne({ _id: projection }, { $max: { position } }, { upsert: true });
  }

  async getVersion(projection: string): Promise<number | null> {
    const stored = await this.db
      .collection<{ _id: string; version?: number }>('checkpoints')
      .findOne({ _id: projection });
    return stored?.version ?? null;
  }

  async saveVersion(projection: string, version: number): Promise<void> {
    await this.db
      .collection<{ _id: string; version: number }>('checkpoints')
      .updateOne({ _id: projection }, { $set: { version } }, { upsert: true });
  }

  async reset(projection: string, collections: readonly string[]): Promise<void> {
    for (const name of collections) await this.db.collection(name).deleteMany({});
    await this.db.collection<{ _id: string }>('checkpoints').deleteOne({ _id: projection });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

function toReadModelDocument<T>(stored: StoredDocument): ReadModelDocument<T> {
  return { id: stored._id, position: stored.position, value: stored.value as T };
}
