import { MongoClient, type Collection, type Db } from 'mongodb';
import { RateLimiterAbstract, RateLimiterMongo } from 'rate-limiter-flexible';
import { LimitSpec, SharedState, StoredSession } from './shared-state.port';

interface SessionDocument {
  _id: string;
  email: string;
  accountId?: string;
  expiresAt: Date;
}

interface CredentialDocument {
  _id: string;
  passwordHash: string;
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
  private readonly credentials: Collection<CredentialDocument>;

  constructor(uri: string, databaseName?: string) {
    super();
    // Fail within 5 s when the server cannot be reached instead of the driver's 30 s.
    this.client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000, connectTimeoutMS: 3000 });
    this.db = this.client.db(databaseName);
    this.sessions = this.db.collection<SessionDocument>('admin_sessions');
    this.credentials = this.db.collection<CredentialDocument>('account_credentials');
  }

  async connect(): Promise<this> {
    await this.client.connect();
    await this.sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await this.sessions.createIndex({ accountId: 1 });
    return this;
  }

  async saveSession(session: StoredSession): Promise<void> {
    await this.sessions.replaceOne(
      { _id: session.key },
      {
        email: session.email,
        ...(session.accountId ? { accountId: session.accountId } : {}),
        expiresAt: new Date(session.expiresAt),
      },
      { upsert: true },
    );
  }

  async findSession(key: string, now: number): Promise<StoredSession | null> {
    const found = await this.sessions.findOne({ _id: key, expiresAt: { $gt: new Date(now) } });
    return found
      ? {
          key: found._id,
          email: found.email,
          ...(found.accountId ? { accountId: found.accountId } : {}),
          expiresAt: found.expiresAt.getTime(),
        }
      : null;
  }

  async deleteSession(key: string): Promise<void> {
    await this.sessions.deleteOne({ _id: key });
  }

  async deleteExpiredSessions(now: number): Promise<number> {
    return (await this.sessions.deleteMany({ expiresAt: { $lte: new Date(now) } })).deletedCount;
  }

  async deleteSessionsOf(accountId: string, exceptKey = ''): Promise<number> {
    return (await this.sessions.deleteMany({ accountId, _id: { $ne: exceptKey } })).deletedCount;
  }

  async saveCredential(accountId: string, passwordHash: string): Promise<void> {
    await this.credentials.replaceOne({ _id: accountId }, { passwordHash }, { upsert: true });
  }

  async findCredential(accountId: string): Promise<string | null> {
    return (await this.credentials.findOne({ _id: accountId }))?.passwordHash ?? null;
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
