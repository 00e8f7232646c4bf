import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FRESH_READ_MODELS_FILE,
  putFreshReadModelFileInPlace,
  removeFreshReadModelFile,
} from '../event-sourcing/read-store/fresh-read-model-file';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { READ_MODELS_FILE, SqliteReadStore } from '../event-sourcing/read-store/sqlite-read-store';
import { TestApp } from '../testing/test-app';

/** Every document of a read-model file, in key order: what a rebuild must give again. */
function documentsOf(file: string): Array<{ collection: string; id: string; position: number; value: string }> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[], { collection: string; id: string; position: number; value: string }>(
        'SELECT collection, id, position, value FROM documents ORDER BY collection, id',
      )
      .all();
  } finally {
    db.close();
  }
}

/** The listing blocks a read-model file records (decision 0143). */
function blocksOf(file: string): Array<{ collection: string; listing: string; file: string }> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[], { collection: string; listing: string; file: string }>(
        'SELECT collection, listing, file FROM listing_blocks ORDER BY collection',
      )
      .all();
  } finally {
    db.close();
  }
}

function journalModeOf(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('journal_mode', { simple: true }) as string;
  } finally {
    db.close();
  }
}

describe('a rebuild of every read model into a fresh file (decision 0155)', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fresh-read-models-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function storeWith(file: string, fresh: boolean, documents: Array<[string, string, number]>): Promise<void> {
    const store = new SqliteReadStore(file, { fresh });
    for (const [collection, id, position] of documents)
      store.putNow(collection, { id, position, value: { id, position } });
    await store.commit();
    await store.close();
  }

  it('replaces the read-model file whole, in WAL mode, and a log the old file left is not applied to it', async () => {
    const file = join(dir, READ_MODELS_FILE);
    await storeWith(file, false, [['events', 'old', 1]]);
    // A log the old file's last writer left behind (as after a crash), holding a document the new file must not get.
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0');
    db.prepare('INSERT INTO documents (collection, id, position, value) VALUES (?, ?, ?, ?)').run(
      'events',
      'from-the-old-log',
      2,
      '{}',
    );
    copyFileSync(`${file}-wal`, join(dir, 'kept-wal'));
    db.close();
    copyFileSync(join(dir, 'kept-wal'), `${file}-wal`);
    // Listing blocks of the old file (decision 0143) are not the new file's.
    mkdirSync(`${file}-blocks`);
    writeFileSync(join(`${file}-blocks`, 'events.block'), 'old');

    await storeWith(join(dir, FRESH_READ_MODELS_FILE), true, [
      ['events', 'new', 3],
      ['speakers', 'new-speaker', 4],
    ]);
    putFreshReadModelFileInPlace(dir);

    // Before anything opens it: the old log and listing blocks are gone, and so is the fresh file.
    expect(readdirSync(dir).filter((name) => name.startsWith(READ_MODELS_FILE))).toEqual([READ_MODELS_FILE]);
    expect(documentsOf(file).map(({ collection, id }) => `${collection}/${id}`)).toEqual([
      'events/new',
      'speakers/new-speaker',
    ]);
    expect(journalModeOf(file)).toBe('wal');
  });

  it('writes a fresh file without a journal, and leaves nothing once removed', async () => {
    const fresh = join(dir, FRESH_READ_MODELS_FILE);
    await storeWith(fresh, true, [['events', 'a', 1]]);
    expect(journalModeOf(fresh)).toBe('delete');
    expect(documentsOf(fresh)).toHaveLength(1);
    removeFreshReadModelFile(dir);
    expect(readdirSync(dir)).toEqual([]);
  });

  // The compiled script: `npm test` builds it first.
  const script = join(__dirname, '../../dist/scripts/replay.js');
  (existsSync(script) ? it : it.skip)(
    '`npm run replay` rebuilds the same documents into a new file that takes the old one’s place (skipped only when the backend has not been built: run `npm run build -w backend`)',
    async () => {
      const app = await TestApp.start({ demoData: true, dataDir: dir, env: { READ_MODELS: 'file' } });
      await app.stop();
      const file = join(dir, READ_MODELS_FILE);
      // A replay writes the public views it derives at its end at the log's head (decision 0075): their values are compared.
      const withoutPositions = (documents: ReturnType<typeof documentsOf>) =>
        documents.map(({ collection, id, value }) => ({ collection, id, value }));
      const before = withoutPositions(documentsOf(file));
      expect(before.length).toBeGreaterThan(50);
      // What a rebuild stopped before its end left is not in the way of the next.
      writeFileSync(join(dir, FRESH_READ_MODELS_FILE), 'an unfinished rebuild');

      const output = execFileSync(process.execPath, [script], {
        env: {
          ...process.env,
          DATA_DIR: dir,
          READ_MODELS: 'file',
          EVENTSTORE_CONNECTION_STRING: '',
          MONGODB_URI: '',
          DEMO_DATA: 'off',
          ADMIN_EMAIL: 'admin@example.com',
          ADMIN_PASSWORD: 'correct horse battery staple',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }).toString();

      expect(output).toMatch(/Replayed \d+ domain events in/);
      expect(output).toMatch(/Made the listing blocks a start reads in/);
      expect(withoutPositions(documentsOf(file))).toEqual(before);
      expect(journalModeOf(file)).toBe('wal');
      expect(existsSync(join(dir, FRESH_READ_MODELS_FILE))).toBe(false);
      // The rebuilt file comes with the listing blocks a start reads (decision 0143): one per
      // listing that leaves fields out (the events without their agendas, the speaker records
      // without their long texts), each file there, and as of the file's last position.
      const blocks = blocksOf(file);
      expect(blocks.map(({ collection }) => collection).sort()).toEqual(['events', 'speakers']);
      for (const block of blocks) expect(existsSync(join(`${file}-blocks`, block.file))).toBe(true);
      expect(readdirSync(`${file}-blocks`).sort()).toEqual(blocks.map((block) => block.file).sort());
      // The app starts on the rebuilt file and serves from it, its views listed from those blocks.
      const again = await TestApp.start({ dataDir: dir, env: { READ_MODELS: 'file' } });
      try {
        const events = await again.request<unknown[]>('GET', '/api/events');
        expect(events.status).toBe(200);
        expect(events.body.length).toBeGreaterThan(0);
        expect((await again.request('GET', '/api/speakers')).status).toBe(200);
        const store = again.get(ReadStore) as SqliteReadStore;
        expect(store.listedFromBlocks).toBeGreaterThanOrEqual(2);
        await store.makeListingBlocksNow();
        expect(store.listingBlocksMade).toBe(0);
      } finally {
        await again.stop();
      }
      expect(readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
    },
  );
});
