import { InMemoryReadStore } from './in-memory-read-store';
import { readStoreContract } from './read-store.contract';

readStoreContract('In-memory', () => Promise.resolve(new InMemoryReadStore()));
