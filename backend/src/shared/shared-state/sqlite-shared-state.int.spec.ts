import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedStateContract } from './shared-state.contract';
import { SqliteSharedState } from './sqlite-shared-state';

const directory = mkdtempSync(join(tmpdir(), 'shared-state-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

sharedStateContract('SQLite', () => Promise.resolve(new SqliteSharedState(join(directory, 'shared-state.sqlite'))));
