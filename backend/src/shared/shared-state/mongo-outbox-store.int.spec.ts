import { MongoOutboxStore } from './mongo-outbox-store';
import { outboxStoreContract } from './outbox-store.contract';

const uri = process.env.MONGODB_URI;

outboxStoreContract(
  'MongoDB',
  async () => new MongoOutboxStore(uri as string).connect(),
  uri ? undefined : 'set MONGODB_URI',
);
