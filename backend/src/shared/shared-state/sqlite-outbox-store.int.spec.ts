import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboxStoreContract } from './outbox-store.contract';
import { SqliteOutboxStore } from './sqlite-outbox-store';

const directory = mkdtempSync(join(tmpdir(), 'outbox-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

outboxStoreContract('SQLite', () => Promise.resolve(new SqliteOutboxStore(join(directory, 'shared-state.sqlite'))));
