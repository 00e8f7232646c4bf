import { eventStoreContract } from './event-store.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

eventStoreContract(
  'EventStoreDB',
  () => Promise.resolve(new EventStoreDbEventStore(connectionString as string)),
  connectionString ? undefined : 'set EVENTSTORE_CONNECTION_STRING',
);
