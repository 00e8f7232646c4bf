import { MongoFollowerStore } from './mongo-follower-store';
import { followerStoreContract } from './follower-store.contract';

const uri = process.env.MONGODB_URI;

followerStoreContract(
  'MongoDB',
  async () => new MongoFollowerStore(uri as string).connect(),
  uri ? undefined : 'set MONGODB_URI',
);
