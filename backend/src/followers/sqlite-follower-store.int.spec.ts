import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { followerStoreContract } from './follower-store.contract';
import { SqliteFollowerStore } from './follower-store';

const directory = mkdtempSync(join(tmpdir(), 'followers-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

followerStoreContract('SQLite', () => Promise.resolve(new SqliteFollowerStore(join(directory, 'shared-state.sqlite'))));
