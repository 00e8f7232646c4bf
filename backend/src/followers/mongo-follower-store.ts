import { MongoClient, type Collection } from 'mongodb';
import { randomUUID } from 'node:crypto';
import { FollowerStore, type Follower } from './follower-store';

type FollowerDocument = Omit<Follower, 'id'> & { _id: string };

export class MongoFollowerStore extends FollowerStore {
  private readonly client: MongoClient;
  private readonly followers: Collection<FollowerDocument>;

  constructor(uri: string) {
    super();
    this.client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000, connectTimeoutMS: 3000 });
    this.followers = this.client.db().collection<FollowerDocument>('event_followers');
  }

  async connect(): Promise<this> {
    await this.client.connect();
    await this.followers.createIndex({ eventId: 1, email: 1 }, { unique: true });
    return this;
  }

  async add(eventId: string, email: string, createdAt: string): Promise<{ follower: Follower; added: boolean }> {
    const result = await this.followers.updateOne(
      { eventId, email },
      { $setOnInsert: { _id: randomUUID(), status: 'pending', createdAt } },
      { upsert: true },
    );
    const found = (await this.followers.findOne({ eventId, email }))!;
    return { follower: fromDocument(found), added: result.upsertedCount === 1 };
  }

  async get(id: string): Promise<Follower | null> {
    const found = await this.followers.findOne({ _id: id });
    return found ? fromDocument(found) : null;
  }

  async confirm(id: string): Promise<void> {
    await this.followers.updateOne({ _id: id }, { $set: { status: 'confirmed' } });
  }

  async remove(id: string): Promise<boolean> {
    return (await this.followers.deleteOne({ _id: id })).deletedCount === 1;
  }

  async ofEvent(eventId: string): Promise<Follower[]> {
    return (await this.followers.find({ eventId }).sort({ createdAt: 1 }).toArray()).map(fromDocument);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

function fromDocument({ _id, ...rest }: FollowerDocument): Follower {
  return { id: _id, ...rest };
}
