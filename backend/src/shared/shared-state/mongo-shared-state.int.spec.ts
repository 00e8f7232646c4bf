import { MongoSharedState } from './mongo-shared-state';
import { sharedStateContract } from './shared-state.contract';

const uri = process.env.MONGODB_URI;

sharedStateContract(
  'MongoDB',
  async () => new MongoSharedState(uri as string, 'dental_events_contract_tests').connect(),
  uri ? undefined : 'set MONGODB_URI',
);
