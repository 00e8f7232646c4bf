import { execFile } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, truncateSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { MAIN_JS, ensureBuilt, freePort, spawnServer } from '../testing/spawned-server';
import {
  CHECKED_BEFORE_START_BYTES,
  StoreDamagedError,
  checkStoreFiles,
  checkStoresInBackground,
  recordStoreFiles,
  storeFilesOf,
} from './store-files';

const EMBEDDED = storeFilesOf({ eventStoreConnectionString: null, mongodbUri: null });

/** A SQLite database with a table of rows, like a store after some use (about 120 KB, or `bytes`). */
function makeStore(path: string, bytes = 0): void {
  const db = new Database(path);
  db.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, body TEXT)');
  const insert = db.prepare('INSERT INTO items (body) VALUES (?)');
  db.transaction(() => {
    for (let index = 0; index < Math.max(500, Math.ceil(bytes / 4000)); index += 1) insert.run('x'.repeat(200));
  })();
  if (bytes > 0) db.exec(`UPDATE items SET body = printf('%.4000c', 'x')`);
  db.close();
}

/** Overwrites bytes of the file: by default pages of the table, not the header or the schema. */
function damage(path: string, offset = 4096): void {
  const descriptor = openSync(path, 'r+');
  writeSync(descriptor, Buffer.alloc(4096, 0xa5), 0, 4096, offset);
  closeSync(descriptor);
}

const refusalOf = (dataDir: string, checkedWholeUpTo?: number) => {
  try {
    checkStoreFiles(dataDir, EMBEDDED, checkedWholeUpTo);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(StoreDamagedError);
    return (error as Error).message;
  }
};

describe('the store files checked at start', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'store-files-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lets a new DATA_DIR start, and whole stores', () => {
    expect(refusalOf(dataDir)).toBeNull();
    makeStore(join(dataDir, 'events.sqlite'));
    makeStore(join(dataDir, 'shared-state.sqlite'));
    recordStoreFiles(dataDir, EMBEDDED);
    expect(refusalOf(dataDir)).toBeNull();
  });

  it('refuses a store this DATA_DIR held that is now empty or missing, naming each file apart', () => {
    makeStore(join(dataDir, 'events.sqlite'));
    makeStore(join(dataDir, 'shared-state.sqlite'));
    recordStoreFiles(dataDir, EMBEDDED);
    truncateSync(join(dataDir, 'events.sqlite'));
    expect(refusalOf(dataDir)).toBe(
      `The event store (the log) ${join(dataDir, 'events.sqlite')} is empty (zero bytes), but this DATA_DIR held it (stores-created.json): its data is lost. Restore DATA_DIR from a backup (npm run restore -- <backup>, into an empty DATA_DIR); the server does not start on it.`,
    );
    makeStore(join(dataDir, 'events.sqlite'));
    rmSync(join(dataDir, 'shared-state.sqlite'));
    expect(refusalOf(dataDir)).toMatch(
      /^The shared state \(sessions, password hashes, limits, sent mail, followers\) \S+shared-state\.sqlite is missing, but this DATA_DIR held it/,
    );
  });

  it('refuses a damaged store with what SQLite found, naming the file', () => {
    makeStore(join(dataDir, 'shared-state.sqlite'));
    damage(join(dataDir, 'shared-state.sqlite'));
    expect(refusalOf(dataDir)).toMatch(
      new RegExp(
        `^The shared state \\(.*\\) ${join(dataDir, 'shared-state.sqlite')} is damaged \\(SQLite.*\\)\\. Restore DATA_DIR from a backup`,
      ),
    );
  });

  it('reads a larger store whole only after the start, and refuses at start one whose schema does not read', async () => {
    const log = join(dataDir, 'events.sqlite');
    makeStore(log);
    damage(log);
    const checkedWholeUpTo = statSync(log).size - 1;
    expect(checkStoreFiles(dataDir, EMBEDDED, checkedWholeUpTo)).toEqual([
      { name: 'events.sqlite', holds: 'event store (the log)', path: log },
    ]);
    const unchecked: string[] = [];
    const found = await checkStoresInBackground(checkStoreFiles(dataDir, EMBEDDED, checkedWholeUpTo), (store) =>
      unchecked.push(store.path),
    );
    expect(unchecked).toEqual([]);
    expect(found).toBeInstanceOf(StoreDamagedError);
    expect(found!.message).toMatch(
      new RegExp(
        `^The event store \\(the log\\) ${log} is damaged \\(SQLite.*\\)\\. Restore DATA_DIR from a backup .*; the server stops\\.$`,
      ),
    );

    makeStore(join(dataDir, 'shared-state.sqlite'));
    rmSync(log);
    makeStore(log);
    expect(await checkStoresInBackground(checkStoreFiles(dataDir, EMBEDDED, 0), () => undefined)).toBeNull();
    // Cut short, as by a copy that did not finish.
    truncateSync(log, Math.floor(statSync(log).size / 2));
    expect(refusalOf(dataDir, 0)).toMatch(/^The event store \(the log\) \S+ is damaged \(SQLite cannot read it: /);
    rmSync(log);
    makeStore(log);
    // The first page holds the header and the schema's root.
    damage(log, 0);
    expect(refusalOf(dataDir, 0)).toMatch(
      /^The event store \(the log\) \S+ is damaged \(SQLite cannot read it: .*the server does not start on it\.$/,
    );
  });
});

describe('a start on a lost or damaged store', () => {
  beforeAll(() => ensureBuilt(), 300_000);
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'store-files-start-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = (env: Record<string, string> = {}) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [MAIN_JS],
        {
          env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_DATA: 'off', ...env },
          timeout: 60_000,
        },
        (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, output: stdout + stderr }),
      );
    });

  it('stops with exit code 2 and one line, loading no demo data over an emptied log; a damaged one the same', async () => {
    const first = await spawnServer({ dataDir, port: await freePort() });
    await first.stop();
    const log = join(dataDir, 'events.sqlite');
    truncateSync(log);
    const emptied = await start({ DEMO_DATA: 'on' });
    expect(emptied.code).toBe(2);
    expect(emptied.output.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^The event store \\(the log\\) ${log} is empty \\(zero bytes\\)`)),
    ]);
    expect(statSync(log).size).toBe(0);

    makeStore(log);
    damage(log);
    const damaged = await start();
    expect(damaged.code).toBe(2);
    expect(damaged.output.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^The event store \\(the log\\) ${log} is damaged \\(SQLite`)),
    ]);
  }, 120_000);

  it('serves on a log too large to read whole before the start, and stops with exit code 2 once it finds it damaged', async () => {
    const log = join(dataDir, 'events.sqlite');
    makeStore(log, CHECKED_BEFORE_START_BYTES + 4 * 1024 * 1024);
    expect(statSync(log).size).toBeGreaterThan(CHECKED_BEFORE_START_BYTES);
    damage(log, statSync(log).size - 8 * 4096);
    const damaged = await start();
    expect(damaged.code).toBe(2);
    const lines = damaged.output.trim().split('\n');
    expect(lines.some((line) => line.includes('Dental education events on http://localhost:'))).toBe(true);
    expect(lines.at(-1)).toMatch(
      new RegExp(`^The event store \\(the log\\) ${log} is damaged \\(SQLite.*; the server stops\\.$`),
    );
  }, 120_000);
});
