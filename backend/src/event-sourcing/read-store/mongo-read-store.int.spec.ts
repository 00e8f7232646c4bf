import { MongoReadStore } from './mongo-read-store';
import { readStoreContract } from './read-store.contract';

const uri = process.env.MONGODB_URI;

readStoreContract(
  'MongoDB',
  async () => new MongoReadStore(uri as string, 'dental_events_contract_tests').connect(),
  uri ? undefined : 'set MONGODB_URI',
);
