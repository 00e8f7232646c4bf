import { MongoClient, type Collection, type Db } from 'mongodb';
import { RateLimiterAbstract, RateLimiterMongo } from 'rate-limiter-flexible';
import { LimitSpec, SharedState, StoredSession } from './shared-state.port';

interface SessionDocument {
  _id: string;
  email: string;
  expiresAt: Date;
}

/**
 * Sessions and attempt limits in MongoDB, for instances that share no disk (behind a load
 * balancer, each on its own host). Expired sessions and counters are removed by TTL indexes; reads
 * also check the expiry, since a TTL monitor runs only about once a minute.
 */
export class MongoSharedState extends SharedState {
  private readonly client: MongoClient;
  private readonly db: Db;
  private readonly sessions: Collection<SessionDocument>;

  constructor(uri: string, databaseName?: string) {
    super();
    // Fail within 5 s when the server cannot be reached instead of the driver's 30 s.
    this.client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000, connectTimeoutMS: 3000 });
    this.db = this.client.db(databaseName);
    this.sessions = this.db.collection<SessionDocument>('admin_sessions');
  }

  async connect(): Promise<this> {
    await this.client.connect();
    await this.sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    return this;
  }

  async saveSession(session: StoredSession): Promise<void> {
    await this.sessions.replaceOne({ _id: session.key }, { email: session.email, expiresAt: new Date(session.expiresAt) }, { upsert: true });
  }

  async findSession(key: string, now: number): Promise<StoredSession | null> {
    const found = await this.sessions.findOne({ _id: key, expiresAt: { $gt: new Date(now) } });
    return found ? { key: found._id, email: found.email, expiresAt: found.expiresAt.getTime() } : null;
  }

  async deleteSession(key: string): Promise<void> {
    await this.sessions.deleteOne({ _id: key });
  }

  async deleteExpiredSessions(now: number): Promise<number> {
    return (await this.sessions.deleteMany({ expiresAt: { $lte: new Date(now) } })).deletedCount;
  }

  limiter(spec: LimitSpec): RateLimiterAbstract {
    return new RateLimiterMongo({
      storeClient: this.client,
      dbName: this.db.databaseName,
      tableName: `limit_${spec.name.replace(/[^a-z0-9]/gi, '_')}`,
      keyPrefix: spec.name,
      points: spec.points,
      duration: spec.durationSeconds,
    });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
