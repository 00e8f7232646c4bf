import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_DIR, ensureBuilt } from '../../testing/spawned-server';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { DocumentProjection, RowIndexProjection, patch } from '../projections/projection';
import { ProjectionEngine } from '../projections/projection-engine';
import { readStoreContract } from './read-store.contract';
import { blocksFolderOf, makeListingBlock } from './listing-blocks';
import { SqliteReadStore } from './sqlite-read-store';
import { ReadModelWriter, WAL_PAGES_BETWEEN_CHECKPOINTS } from './read-model-writer';
import { noted } from '../../testing/noted-domain-event';

const directory = mkdtempSync(join(tmpdir(), 'read-store-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

readStoreContract('SQLite file', () => Promise.resolve(new SqliteReadStore(join(directory, 'contract.sqlite'))));
readStoreContract(
  'SQLite file, collections kept on file',
  () => Promise.resolve(new SqliteReadStore(join(directory, 'contract-kept.sqlite'))),
  undefined,
  { keepOnFile: true },
);
readStoreContract('SQLite file, every collection on file', () =>
  Promise.resolve(new SqliteReadStore(join(directory, 'contract-every.sqlite'), { everyCollectionOnFile: true })),
);

interface Note {
  text: string;
  edits: number;
  shout?: string;
}
type Noted = { type: 'Noted'; data: { noteId: string; text: string } };

/** A note per noteId; `calls` counts the handler's calls, so a test sees whether the log was projected again. */
class Notes extends DocumentProjection<Note, Noted> {
  calls = 0;
  constructor(version = 1, shout = false) {
    super({
      name: 'notes',
      version,
      collection: 'notes',
      documentId: (domainEvent) => domainEvent.data.noteId,
      on: {
        Noted: (current, domainEvent) => {
          this.calls += 1;
          const fields = {
            text: domainEvent.data.text,
            ...(shout ? { shout: domainEvent.data.text.toUpperCase() } : {}),
          };
          return current ? patch<Note>({ ...fields, edits: current.edits + 1 }) : { ...fields, edits: 0 };
        },
      },
    });
  }
}

/**
 * `count` notes over `ids` note ids (note-0, note-1, …, each text its index), appended to the log
 * 500 at a time, as an import appends to a stopped store.
 */
async function appendNotes(log: SqliteEventStore, count: number, ids: number) {
  const appended = Array.from({ length: count }, (_, index) => noted(`note-${index % ids}`, `text ${index}`));
  for (let from = 0; from < appended.length; from += 500)
    await log.append('n', appended.slice(from, from + 500), 'any');
  return appended;
}

/** A log and a read-model file in a directory of their own, and a way to start an engine over them. */
function site() {
  const dir = mkdtempSync(join(directory, 'site-'));
  const logFile = join(dir, 'events.sqlite');
  const readFile = join(dir, 'read-models.sqlite');
  const log = new SqliteEventStore(logFile);
  /** The stores started over the file: what they committed is in the file once their writer wrote it. */
  const started: SqliteReadStore[] = [];
  return {
    log,
    readFile,
    start: async (projection: Notes) => {
      const readStore = new SqliteReadStore(readFile);
      started.push(readStore);
      const engine = new ProjectionEngine(log, readStore);
      engine.register(projection);
      await engine.start();
      return {
        readStore,
        engine,
        async stop() {
          await engine.stop();
          await readStore.close();
        },
      };
    },
    /** What the file holds once every commit made so far is written, read by a connection of its own. */
    stored: async () => {
      for (const store of started) await store.written().catch(() => undefined);
      const db = new Database(readFile, { readonly: true });
      try {
        const notes = db
          .prepare<[], { id: string; position: number; value: string }>(
            "SELECT id, position, value FROM documents WHERE collection = 'notes' ORDER BY id",
          )
          .all()
          .map((row) => ({ id: row.id, position: row.position, value: JSON.parse(row.value) as Note }));
        const checkpoint = db
          .prepare<[], { position: number; version: number | null }>(
            "SELECT position, version FROM checkpoints WHERE projection = 'notes'",
          )
          .get();
        return { notes, checkpoint };
      } finally {
        db.close();
      }
    },
  };
}

describe('SQLite read-model file', () => {
  /** A new read-model file whose store has committed one note, 'kept' at position 1. */
  const fileWithOneNote = async (name: string, id = 'a') => {
    const file = join(mkdtempSync(join(directory, `${name}-`)), 'read-models.sqlite');
    const store = new SqliteReadStore(file);
    store.putNow('notes', { id, position: 1, value: { text: 'kept' } });
    await store.saveCheckpoint('notes', 1);
    await store.commit();
    return { file, store };
  };

  /** The notes and their checkpoint as a read-only connection (a cluster worker's) finds them in the file. */
  const inFile = async (file: string) => {
    const reader = new SqliteReadStore(file, { readOnly: true });
    try {
      return { notes: await reader.list('notes'), checkpoint: await reader.getCheckpoint('notes') };
    } finally {
      await reader.close();
    }
  };

  it('builds a new file through a rebuild, then resumes from its checkpoint at the next start without projecting the log again', async () => {
    const { log, start, stored } = site();
    await log.append('n', [noted('a', 'first'), noted('b', 'second'), noted('a', 'first again')], 'any');
    const first = new Notes();
    const running = await start(first);
    expect(first.calls).toBe(3);
    expect(await stored()).toEqual({
      notes: [
        { id: 'a', position: 3, value: { text: 'first again', edits: 1 } },
        { id: 'b', position: 2, value: { text: 'second', edits: 0 } },
      ],
      checkpoint: { position: 3, version: 1 },
    });
    await running.stop();

    const again = new Notes();
    const restarted = await start(again);
    expect(again.calls).toBe(0);
    expect(restarted.engine.position).toBe(3);
    expect((await restarted.readStore.get<Note>('notes', 'a'))?.value).toEqual({ text: 'first again', edits: 1 });
    const { position } = await log.append('n', [noted('b', 'live')], 'any');
    expect(await restarted.engine.waitFor(position, 2000)).toBe(true);
    expect(again.calls).toBe(1);
    // Live: the document and the checkpoint are in the file once the writer thread has written the commit.
    expect((await stored()).checkpoint).toEqual({ position: 4, version: 1 });
    expect((await stored()).notes.find((note) => note.id === 'b')).toEqual({
      id: 'b',
      position: 4,
      value: { text: 'live', edits: 1 },
    });
    await restarted.stop();
    await log.close();
  });

  it('catches up on what was appended while it was stopped with one commit per page, not per domain event', async () => {
    const { log, readFile, start, stored } = site();
    await (await start(new Notes())).stop();
    await appendNotes(log, 22_500, 50);

    const notes = new Notes();
    const readStore = new SqliteReadStore(readFile);
    const commits = jest.spyOn(readStore, 'commit');
    const catchingUp = jest.spyOn(readStore, 'catchingUp');
    const engine = new ProjectionEngine(log, readStore);
    engine.register(notes);
    await engine.start();
    expect(notes.calls).toBe(22_500);
    expect(engine.position).toBe(22_500);
    // The store is told how far behind the log it starts, so it may put off what only listings need.
    expect(catchingUp.mock.calls.map(([backlog]) => backlog)).toEqual([22_500]);
    // Pages of 10,000 domain events (three) and the flush at the end of the start: nothing per domain event.
    expect(commits.mock.calls.length).toBeLessThanOrEqual(5);
    // The last commit may still be on its way to the file: the writer thread writes it (decision 0081).
    await readStore.written();
    expect((await stored()).checkpoint).toEqual({ position: 22_500, version: 1 });
    expect((await stored()).notes).toHaveLength(50);
    expect((await stored()).notes[0]).toEqual({
      id: 'note-0',
      position: 22_451,
      value: { text: 'text 22450', edits: 449 },
    });
    await engine.stop();
    await readStore.close();
    await log.close();
  });

  it('serves while it catches up with a backlog of an import, when its process may, and derives the views once after', async () => {
    const { log, readFile, start, stored } = site();
    await (await start(new Notes())).stop();
    await appendNotes(log, 22_500, 50);

    const notes = new Notes();
    const readStore = new SqliteReadStore(readFile);
    const engine = new ProjectionEngine(log, readStore);
    engine.register(notes);
    const touched: string[] = [];
    let rebuilt = 0;
    engine.onDocumentsTouched(['notes'], (documents) => touched.push(...documents.map(({ id }) => id)));
    engine.onRebuilt(() => (rebuilt += 1));
    await engine.start({ serveWhileCatchingUp: true });
    // Started, not caught up: the catch-up goes on between turns of the event loop.
    expect(engine.catchingUpAtStart).toEqual({ head: 22_500 });
    expect(engine.followerStatus()).toEqual({ state: 'catching up', head: 22_500 });
    expect(engine.position).toBeLessThan(22_500);
    const seen = new Set<number>();
    const watching = setInterval(() => seen.add(engine.position), 1);
    expect(await engine.caughtUpAtStart()).toBe(true);
    clearInterval(watching);
    // Timers ran while it projected: a request would have been answered, from what was projected so far.
    expect([...seen].filter((position) => position > 0 && position < 22_500).length).toBeGreaterThan(1);
    expect(notes.calls).toBe(22_500);
    expect(engine.position).toBe(22_500);
    expect(engine.catchingUpAtStart).toBeNull();
    expect(engine.followerStatus()).toEqual({ state: 'running' });
    // Nothing reported as it went; everything derived again once, after it.
    expect(touched).toEqual([]);
    expect(rebuilt).toBe(1);
    await readStore.written();
    expect((await stored()).checkpoint).toEqual({ position: 22_500, version: 1 });
    expect((await stored()).notes[0]).toEqual({
      id: 'note-0',
      position: 22_451,
      value: { text: 'text 22450', edits: 449 },
    });

    // Followed live from there, reported as before.
    const { position } = await log.append('n', [noted('note-0', 'live')], 'any');
    expect(await engine.waitFor(position, 2000)).toBe(true);
    expect(touched).toEqual(['note-0']);
    await engine.stop();
    await readStore.close();
    await log.close();
  });

  it('stops a catch-up in the background with what it projected committed, and the next start goes on from there', async () => {
    const { log, readFile, start, stored } = site();
    await (await start(new Notes())).stop();
    const appended = await appendNotes(log, 20_000, 40);

    const readStore = new SqliteReadStore(readFile);
    const engine = new ProjectionEngine(log, readStore);
    engine.register(new Notes());
    await engine.start({ serveWhileCatchingUp: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await engine.stop();
    expect(await engine.caughtUpAtStart()).toBe(false);
    await readStore.close();
    const { checkpoint, notes } = await stored();
    expect(checkpoint!.position).toBeLessThan(20_000);
    // The file holds each note as of the checkpoint: no domain event after it, none before it missing.
    for (const note of notes) {
      const last = appended
        .map((one, at) => ({ one, at }))
        .filter(({ one, at }) => one.data.noteId === note.id && at < checkpoint!.position)
        .pop()!;
      expect(note.value.text).toBe(last.one.data.text);
    }

    const resumed = new Notes();
    const again = await start(resumed);
    expect(resumed.calls).toBe(20_000 - checkpoint!.position);
    expect(again.engine.position).toBe(20_000);
    await again.stop();
    await log.close();
  });

  it('rebuilds a projection whose version changed, and only then', async () => {
    const { log, start, stored } = site();
    await log.append('n', [noted('a', 'quiet'), noted('b', 'calm')], 'any');
    const first = await start(new Notes(1));
    await first.stop();

    const sameVersion = new Notes(1, true);
    const resumed = await start(sameVersion);
    expect(sameVersion.calls).toBe(0);
    await resumed.stop();

    const nextVersion = new Notes(2, true);
    const rebuilt = await start(nextVersion);
    expect(nextVersion.calls).toBe(2);
    expect((await rebuilt.readStore.get<Note>('notes', 'a'))?.value).toEqual({
      text: 'quiet',
      shout: 'QUIET',
      edits: 0,
    });
    await rebuilt.stop();
    expect(await stored()).toEqual({
      notes: [
        { id: 'a', position: 1, value: { text: 'quiet', shout: 'QUIET', edits: 0 } },
        { id: 'b', position: 2, value: { text: 'calm', shout: 'CALM', edits: 0 } },
      ],
      checkpoint: { position: 2, version: 2 },
    });
    await log.close();
  });

  it('rebuilds read models whose checkpoint lies past the log: they were built from another log', async () => {
    const longer = site();
    await longer.log.append('n', [noted('a', 'one'), noted('b', 'two')], 'any');
    await (await longer.start(new Notes())).stop();
    const shorter = site();
    await shorter.log.append('n', [noted('c', 'three')], 'any');
    // The longer log's read models next to the shorter log, as when an older event store is put back alone.
    const readStore = new SqliteReadStore(longer.readFile);
    const engine = new ProjectionEngine(shorter.log, readStore);
    const notes = new Notes();
    engine.register(notes);
    await engine.start();
    expect(notes.calls).toBe(1);
    expect(engine.position).toBe(1);
    await readStore.written();
    expect(await longer.stored()).toEqual({
      notes: [{ id: 'c', position: 1, value: { text: 'three', edits: 0 } }],
      checkpoint: { position: 1, version: 1 },
    });
    await engine.stop();
    await longer.log.close();
    await shorter.log.close();
  });

  it('writes documents and checkpoints together or not at all: a commit that fails leaves the file as it was', async () => {
    const { file, store } = await fileWithOneNote('failing');
    await store.written();
    store.putNow('notes', { id: 'a', position: 2, value: { text: 'lost' } });
    await store.saveCheckpoint('notes', 2);
    // JSON cannot write a BigInt: the second document fails after the first was written in the transaction.
    store.putNow('notes', { id: 'b', position: 2, value: { size: BigInt(1) } });
    await expect(store.commit()).rejects.toThrow(/BigInt/);
    const reopened = new SqliteReadStore(file, { readOnly: true });
    expect(await reopened.get('notes', 'a')).toEqual({ id: 'a', position: 1, value: { text: 'kept' } });
    expect(await reopened.get('notes', 'b')).toBeNull();
    expect(await reopened.getCheckpoint('notes')).toBe(1);
    await reopened.close();
    store.removeNow('notes', 'b', 3);
    await store.close();
  });

  it("lets the write-ahead log grow to WAL_PAGES_BETWEEN_CHECKPOINTS pages before copying it into the file, not to SQLite's 1,000", async () => {
    const { file, store } = await fileWithOneNote('wal');
    // Twelve commits of about 1 MiB: SQLite's own limit (1,000 pages, 4 MiB) would have copied the
    // log into the file and started it again from its beginning, so the log would end near 5 MiB.
    const text = 'x'.repeat(100 * 1024);
    for (let commit = 0; commit < 12; commit += 1) {
      for (let n = 0; n < 10; n += 1)
        store.putNow('notes', { id: `n${commit}-${n}`, position: 2 + commit, value: { text } });
      await store.saveCheckpoint('notes', 2 + commit);
      await store.commit();
    }
    await store.written();
    const walBytes = statSync(`${file}-wal`).size;
    expect(walBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(walBytes).toBeLessThan(WAL_PAGES_BETWEEN_CHECKPOINTS * 4096);
    expect((await store.list('notes')).length).toBe(121);
    await store.close();
  });

  it('writes its commits on a thread of its own, in the order made, each with its checkpoint', async () => {
    const file = join(mkdtempSync(join(directory, 'writer-')), 'read-models.sqlite');
    const store = new SqliteReadStore(file);
    for (let position = 1; position <= 50; position += 1) {
      store.putNow('notes', { id: 'same', position, value: { text: `edit ${position}` } });
      store.putNow('notes', { id: `note-${position}`, position, value: { text: 'x'.repeat(10_000) } });
      await store.saveCheckpoint('notes', position);
      await store.commit();
    }
    await store.written();
    const { notes, checkpoint } = await inFile(file);
    expect(notes.find((note) => note.id === 'same')).toEqual({ id: 'same', position: 50, value: { text: 'edit 50' } });
    expect(notes).toHaveLength(51);
    expect(checkpoint).toBe(50);
    await store.close();
  });

  it('after a write that fails, keeps the file at its last good commit, refuses later commits and is not ready', async () => {
    const { file, store } = await fileWithOneNote('writer-fails');
    // A collection without a name breaks the table's NOT NULL: SQLite refuses it in the writer thread.
    store.putNow(null as unknown as string, { id: 'b', position: 2, value: { text: 'refused' } });
    store.putNow('notes', { id: 'a', position: 2, value: { text: 'lost' } });
    await store.saveCheckpoint('notes', 2);
    await store.commit();
    await expect(store.written()).rejects.toThrow(/NOT NULL/);
    store.putNow('notes', { id: 'c', position: 3, value: { text: 'after' } });
    await expect(store.commit()).rejects.toThrow(/NOT NULL/);
    await expect(store.ping()).rejects.toThrow(/NOT NULL/);
    await store.close();
    expect(await inFile(file)).toEqual({ notes: [{ id: 'a', position: 1, value: { text: 'kept' } }], checkpoint: 1 });
  });

  it('hands a commit of many parts to the writer; one that fails after some parts leaves the file as it was', async () => {
    const { file, store } = await fileWithOneNote('parts', 'first');
    // 12 MB of documents: three parts of 4 MB, and the last document cannot be written as JSON.
    const text = 'x'.repeat(100_000);
    for (let index = 0; index < 120; index += 1)
      store.putNow('notes', { id: `big-${index}`, position: 2, value: { text } });
    store.putNow('notes', { id: 'bad', position: 2, value: { size: BigInt(1) } });
    await store.saveCheckpoint('notes', 2);
    await expect(store.commit()).rejects.toThrow(/BigInt/);
    await store.written();
    const before = await inFile(file);
    expect(before.notes.map((note) => note.id)).toEqual(['first']);
    expect(before.checkpoint).toBe(1);
    // What the failed commit took is kept: the next one writes it, with what changed since.
    store.removeNow('notes', 'bad', 3);
    store.putNow('notes', { id: 'after', position: 3, value: { text: 'after' } });
    await store.saveCheckpoint('notes', 3);
    await store.commit();
    await store.written();
    const after = await inFile(file);
    expect(after.notes).toHaveLength(122);
    expect(after.checkpoint).toBe(3);
    await store.close();
  });

  it('never says more or less than its documents when the projecting process is killed at any moment', async () => {
    ensureBuilt();
    const { log, readFile } = site();
    const logFile = join(readFile, '..', 'events.sqlite');
    // A backlog caught up in pages, then domain events appended one at a time and projected live.
    const backlog = Array.from({ length: 6000 }, (_, index) => noted('count', `backlog ${index}`));
    for (let from = 0; from < backlog.length; from += 1000)
      await log.append('n', backlog.slice(from, from + 1000), 'any');
    const dist = (path: string) => JSON.stringify(join(BACKEND_DIR, 'dist', path));
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const { SqliteEventStore } = require(${dist('event-sourcing/event-store/sqlite-event-store.js')});
         const { SqliteReadStore } = require(${dist('event-sourcing/read-store/sqlite-read-store.js')});
         const { ProjectionEngine } = require(${dist('event-sourcing/projections/projection-engine.js')});
         const { DocumentProjection } = require(${dist('event-sourcing/projections/projection.js')});
         const log = new SqliteEventStore(${JSON.stringify(logFile)});
         const engine = new ProjectionEngine(log, new SqliteReadStore(${JSON.stringify(readFile)}));
         engine.register(new DocumentProjection({
           name: 'notes', collection: 'notes', documentId: (e) => e.data.noteId,
           on: { Noted: (current) => ({ applied: (current ? current.applied : 0) + 1 }) },
         }));
         engine.start().then(async () => {
           process.stdout.write('live\\n');
           for (let index = 0; ; index += 1)
             await log.append('n', [{ id: require('node:crypto').randomUUID(), type: 'Noted', data: { noteId: 'count', text: 'live' },
               metadata: { actor: 'a', occurredAt: '2026-11-01T10:00:00.000Z', correlationId: 'c', causationId: 'c' } }], 'any');
         });`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      // The engine logs to stdout too: wait for the line that says the backlog is projected.
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/^live$/m.test(output)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the projecting process exited with ${code}: ${errors}`)));
    });
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 300));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    // Each domain event adds one to the count: exactly once means the count is the checkpoint.
    const db = new Database(readFile, { readonly: true });
    const checkpoint = db.prepare("SELECT position FROM checkpoints WHERE projection = 'notes'").get() as {
      position: number;
    };
    const count = db
      .prepare("SELECT position, value FROM documents WHERE collection = 'notes' AND id = 'count'")
      .get() as {
      position: number;
      value: string;
    };
    db.close();
    expect(checkpoint.position).toBeGreaterThan(6000);
    expect(count.position).toBe(checkpoint.position);
    expect(JSON.parse(count.value)).toEqual({ applied: checkpoint.position });

    // The next start resumes from there and reaches the log's head.
    const readStore = new SqliteReadStore(readFile);
    const engine = new ProjectionEngine(log, readStore);
    const notes = new Notes();
    engine.register(notes);
    await engine.start();
    const head = await log.headPosition();
    expect(notes.calls).toBe(head - checkpoint.position);
    expect(engine.position).toBe(head);
    await engine.stop();
    await readStore.close();
    await log.close();
  }, 120_000);

  it('opened read-only, as a cluster worker opens it, loads what the file holds and never writes it', async () => {
    const { log, readFile, start, stored } = site();
    await log.append('n', [noted('a', 'one')], 'any');
    await (await start(new Notes())).stop();
    const reader = new SqliteReadStore(readFile, { readOnly: true });
    expect(reader.transactional).toBe(false);
    expect(await reader.get('notes', 'a')).toEqual({ id: 'a', position: 1, value: { text: 'one', edits: 0 } });
    expect(await reader.getVersion('notes')).toBe(1);
    reader.putNow('notes', { id: 'a', position: 2, value: { text: 'only here', edits: 1 } });
    await reader.saveCheckpoint('notes', 2);
    await reader.commit();
    expect(await reader.get('notes', 'a')).toEqual({ id: 'a', position: 2, value: { text: 'only here', edits: 1 } });
    await reader.close();
    expect(await stored()).toEqual({
      notes: [{ id: 'a', position: 1, value: { text: 'one', edits: 0 } }],
      checkpoint: { position: 1, version: 1 },
    });
    await log.close();
  });
});

describe('collections the SQLite read-model file keeps on file', () => {
  const newFile = (name: string) => join(mkdtempSync(join(directory, `${name}-`)), 'read-models.sqlite');
  /** A store over `file` that keeps `notes` on file. */
  const keeping = (file: string) => {
    const store = new SqliteReadStore(file);
    store.keepOnFile(['notes']);
    return store;
  };
  /** Writes a note into the file behind the stores' backs, as no store ever would. */
  const writeBehind = (file: string, id: string, text: string) => {
    const db = new Database(file);
    db.prepare("INSERT OR REPLACE INTO documents (collection, id, position, value) VALUES ('notes', ?, 9, ?)").run(
      id,
      JSON.stringify({ text }),
    );
    db.close();
  };

  it('opened read-only, as a cluster worker, reads them from the file as it moves on and holds what it projected until the file says it', async () => {
    const file = newFile('worker');
    const primary = keeping(file);
    primary.putNow('notes', { id: 'a', position: 1, value: { text: 'one' } });
    primary.putNow('notes', { id: 'b', position: 2, value: { text: 'two' } });
    primary.putNow('others', { id: 'x', position: 2, value: { text: 'in memory' } });
    await primary.saveCheckpoint('notes', 2);
    await primary.commit();
    await primary.written();
    const written = async (
      document: { id: string; position: number; value: unknown } | { removed: string; position: number },
    ) => {
      if ('removed' in document) primary.removeNow('notes', document.removed, document.position);
      else primary.putNow('notes', document);
      await primary.commit();
      await primary.written();
    };

    const worker = new SqliteReadStore(file, { readOnly: true });
    worker.keepOnFile(['notes']);
    expect(worker.getNow('notes', 'a')?.value).toEqual({ text: 'one' });
    expect(worker.getNow('others', 'x')?.value).toEqual({ text: 'in memory' });
    // The primary moves on: the worker reads the file as it now is, not as it was at the open.
    await written({ id: 'b', position: 3, value: { text: 'newer' } });
    expect(worker.getNow('notes', 'b')).toEqual({ id: 'b', position: 3, value: { text: 'newer' } });
    expect((await worker.list('notes')).map(({ id, position }) => [id, position]).sort()).toEqual([
      ['a', 1],
      ['b', 3],
    ]);

    // What the worker projects itself is what it reads until the file says it, or something newer.
    worker.putNow('notes', { id: 'a', position: 5, value: { text: 'projected here' } });
    worker.putNow('notes', { id: 'c', position: 6, value: { text: 'not on file yet' } });
    worker.removeNow('notes', 'b', 7);
    expect(worker.getNow('notes', 'a')?.value).toEqual({ text: 'projected here' });
    expect(worker.getNow('notes', 'b')).toBeNull();
    await written({ id: 'a', position: 8, value: { text: 'the primary, later' } });
    expect(worker.getNow('notes', 'a')?.value).toEqual({ text: 'projected here' });
    // Enough changes later, each held document is compared with the file's.
    for (let n = 0; n < 1000; n += 1) worker.putNow('notes', { id: `d${n}`, position: 10 + n, value: { n } });
    expect(worker.getNow('notes', 'a')).toEqual({ id: 'a', position: 8, value: { text: 'the primary, later' } });
    expect(worker.getNow('notes', 'c')?.value).toEqual({ text: 'not on file yet' });
    expect(worker.getNow('notes', 'b')).toBeNull();
    expect(worker.getNow('notes', 'd999')?.value).toEqual({ n: 999 });
    await worker.close();

    // The worker never wrote the file.
    expect(primary.getNow('notes', 'c')).toBeNull();
    expect(primary.getNow('notes', 'b')?.value).toEqual({ text: 'newer' });
    expect((await primary.list('notes')).length).toBe(2);
    await primary.close();
  });

  it('reads their documents from the file when asked, not when the file opens', async () => {
    const file = newFile('on-demand');
    const first = keeping(file);
    first.putNow('notes', { id: 'a', position: 1, value: { text: 'one' } });
    first.putNow('others', { id: 'x', position: 1, value: { text: 'loaded' } });
    await first.saveCheckpoint('notes', 1);
    await first.close();

    const store = keeping(file);
    writeBehind(file, 'b', 'written after the store opened');
    expect(store.getNow('notes', 'a')).toEqual({ id: 'a', position: 1, value: { text: 'one' } });
    expect(store.getNow('notes', 'b')?.value).toEqual({ text: 'written after the store opened' });
    expect((await store.list('notes')).map((document) => document.id).sort()).toEqual(['a', 'b']);
    expect(store.getNow('others', 'x')?.value).toEqual({ text: 'loaded' });
    expect(await store.getCheckpoint('notes')).toBe(1);
    await store.close();
  });

  it('lists them without some fields from the file, leaving those out inside SQLite, and unwritten changes too', async () => {
    const file = newFile('without');
    const first = keeping(file);
    first.putNow('notes', { id: 'a', position: 1, value: { text: 'one', agenda: { days: ['long'] } } });
    first.putNow('notes', { id: 'b', position: 2, value: { text: 'two', agenda: null } });
    await first.saveCheckpoint('notes', 2);
    await first.close();

    const store = keeping(file);
    store.putNow('notes', { id: 'c', position: 3, value: { text: 'three', agenda: { days: [] } } });
    store.removeNow('notes', 'b', 4);
    type Note = { text: string; agenda: unknown };
    const listed = await store.listWithout<Note, 'agenda'>('notes', ['agenda']);
    expect(listed.sort((x, y) => x.id.localeCompare(y.id))).toEqual([
      { id: 'a', position: 1, value: { text: 'one' } },
      { id: 'c', position: 3, value: { text: 'three' } },
    ]);
    expect(store.getNow<Note>('notes', 'a')?.value.agenda).toEqual({ days: ['long'] });
    await expect(store.listWithout('notes', ["agenda') --" as never])).rejects.toThrow('Not a field name');
    await store.close();
  });

  it('lists what a projection says its readers list from indexes, not from the documents, with the same answers', async () => {
    const file = newFile('listed');
    const listed = { fields: ['eventId', 'trashedAt'], without: ['abstract'], lookedUpBy: ['eventId'] };
    const first = new SqliteReadStore(file);
    first.keepOnFile(['notes'], listed);
    first.putNow('notes', { id: 'a', position: 1, value: { eventId: 'e1', trashedAt: null, abstract: 'long', n: 1 } });
    first.putNow('notes', { id: 'b', position: 2, value: { eventId: 'e2', n: 2 } });
    first.keepOnFile(['plain']);
    first.putNow('plain', { id: 'p', position: 2, value: { eventId: 'e9' } });
    await first.saveCheckpoint('notes', 2);
    await first.close();

    // Made with the documents already there, as at the first start of a version that asks for them,
    // after the store prepared its statements.
    const store = new SqliteReadStore(file);
    store.keepOnFile(['plain']);
    store.keepOnFile(['notes'], listed);
    // Every document of each collection, whichever is read first.
    expect((await store.list('notes')).length).toBe(2);
    expect(await store.list('plain')).toEqual([{ id: 'p', position: 2, value: { eventId: 'e9' } }]);
    store.putNow('notes', { id: 'c', position: 3, value: { eventId: 'e3', trashedAt: 't', abstract: 'more', n: 3 } });
    await store.commit();
    await store.written();
    type Note = { eventId: string; trashedAt?: string | null; abstract?: string; n: number };
    const byId = <T extends { id: string }>(documents: T[]) => documents.sort((x, y) => x.id.localeCompare(y.id));
    expect(byId(await store.listFields<Note, 'trashedAt' | 'eventId'>('notes', ['trashedAt', 'eventId']))).toEqual([
      { id: 'a', position: 1, value: { eventId: 'e1', trashedAt: null } },
      { id: 'b', position: 2, value: { eventId: 'e2' } },
      { id: 'c', position: 3, value: { eventId: 'e3', trashedAt: 't' } },
    ]);
    expect(byId(await store.listWithout<Note, 'abstract'>('notes', ['abstract']))).toEqual([
      { id: 'a', position: 1, value: { eventId: 'e1', trashedAt: null, n: 1 } },
      { id: 'b', position: 2, value: { eventId: 'e2', n: 2 } },
      { id: 'c', position: 3, value: { eventId: 'e3', trashedAt: 't', n: 3 } },
    ]);
    expect(await store.idsWhere('notes', 'eventId', 'e2')).toEqual(['b']);
    expect(await store.idsWhere('plain', 'eventId', 'e9')).toEqual(['p']);
    await store.close();

    // SQLite reads each list from its index alone: no document is parsed for it.
    const db = new Database(file, { readonly: true });
    const plan = (sql: string, ...parameters: string[]) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as Array<{ detail: string }>).map(
        ({ detail }) => detail,
      );
    const listedRows = "collection = 'notes' AND position >= 0";
    expect(
      plan(`SELECT id, position, value -> '$.eventId', value -> '$.trashedAt' FROM documents WHERE ${listedRows}`),
    ).toEqual([expect.stringMatching(/USING COVERING INDEX listed_fields_notes_eventId_trashedAt/)]);
    expect(plan(`SELECT id, position, json_remove(value, '$.abstract') FROM documents WHERE ${listedRows}`)).toEqual([
      expect.stringMatching(/USING COVERING INDEX listed_without_notes_abstract/),
    ]);
    // What changed since a listing block, from the index of positions alone (decision 0143).
    expect(
      plan("SELECT count(*) FROM documents WHERE collection = 'notes' AND position > -1 AND position > ?", '2'),
    ).toEqual([expect.stringMatching(/USING COVERING INDEX listed_since_notes \(collection=\? AND position>\?\)/)]);
    // One event's documents are found in the index by the field, without reading the others'.
    expect(plan(`SELECT id FROM documents WHERE ${listedRows} AND value -> '$.eventId' = ?`, '"e2"')).toEqual([
      expect.stringMatching(/USING COVERING INDEX listed_by_notes_eventId \(collection=\? AND <expr>=\?\)/),
    ]);
    // A statement of any collection never takes them, whichever collection it is given.
    expect(plan('SELECT id, position, value FROM documents WHERE collection = ?', 'notes').join()).not.toMatch(
      /listed_/,
    );
    db.close();
  });

  it('makes the listing indexes of a collection afresh after a catch-up bringing at least as many domain events as it has documents', async () => {
    const file = newFile('catching-up');
    const listed = { fields: ['eventId'], without: ['abstract'], lookedUpBy: ['eventId'] };
    const store = new SqliteReadStore(file);
    store.keepOnFile(['notes'], listed);
    for (let n = 1; n <= 4; n += 1)
      store.putNow('notes', { id: `n${n}`, position: n, value: { eventId: `e${n % 2}`, abstract: 'long', n } });
    await store.commit();
    await store.written();
    const indexes = () => {
      const db = new Database(file, { readonly: true });
      const names = db
        .prepare<[], string>(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'listed_%' ORDER BY name",
        )
        .pluck(true)
        .all();
      db.close();
      return names;
    };
    const all = [
      'listed_by_notes_eventId',
      'listed_fields_notes_eventId',
      'listed_since_notes',
      'listed_without_notes_abstract',
    ];
    expect(indexes()).toEqual(all);
    type Note = { eventId: string; abstract?: string; n: number };
    const answers = async () => ({
      fields: (await store.listFields<Note, 'eventId'>('notes', ['eventId'])).sort((a, b) => a.id.localeCompare(b.id)),
      without: (await store.listWithout<Note, 'abstract'>('notes', ['abstract'])).sort((a, b) =>
        a.id.localeCompare(b.id),
      ),
      ofE0: (await store.idsWhere('notes', 'eventId', 'e0')).sort(),
    });
    const before = await answers();

    // Fewer domain events than documents: every index is kept with each write.
    await store.catchingUp(3, () => {
      expect(indexes()).toEqual(all);
      return Promise.resolve();
    });
    // As many: the listing indexes are left out while it runs; the lookup by a field stays, as
    // the derived views find records by it as they are written; the answers stay the same.
    await store.catchingUp(4, async () => {
      expect(indexes()).toEqual(['listed_by_notes_eventId']);
      expect(await answers()).toEqual(before);
      store.putNow('notes', { id: 'n5', position: 5, value: { eventId: 'e1', abstract: 'long', n: 5 } });
      await store.commit();
    });
    // Made by the writer thread after the catch-up's commits, without holding up what follows it.
    await store.written();
    expect(indexes()).toEqual(all);
    const after = await answers();
    expect(after.without.map(({ id }) => id)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
    // A catch-up that fails still leaves the indexes made again.
    await expect(store.catchingUp(100, () => Promise.reject(new Error('the log could not be read')))).rejects.toThrow(
      'the log could not be read',
    );
    await store.written();
    expect(indexes()).toEqual(all);
    await store.close();
  });

  it('empties only the collections a rebuild writes whole, and all of them when the file holds no other', async () => {
    const file = newFile('emptied');
    const store = new SqliteReadStore(file);
    store.keepOnFile(['notes']);
    const put = (collection: string, id: string, position: number) =>
      store.putNow(collection, { id, position, value: { id, position } });
    put('notes', 'n1', 1);
    put('notes', 'n2', 2);
    put('tags', 't1', 3);
    await store.saveCheckpoint('notes', 3);
    await store.commit();
    await store.written();
    const db = new Database(file, { readonly: true });
    const rows = () =>
      db
        .prepare<[], { collection: string; id: string; position: number }>(
          'SELECT collection, id, position FROM documents ORDER BY collection, id',
        )
        .all();

    // One of the two written whole: the other stays as it was.
    await store.reset('notes', ['notes']);
    put('notes', 'n3', 4);
    await store.commit();
    await store.written();
    expect(rows()).toEqual([
      { collection: 'notes', id: 'n3', position: 4 },
      { collection: 'tags', id: 't1', position: 3 },
    ]);

    // Both written whole, as a replay of every projection writes them: only what the rebuild put.
    await store.reset('notes', ['notes', 'tags']);
    put('notes', 'n4', 5);
    put('tags', 't2', 6);
    await store.commit();
    await store.written();
    expect(rows()).toEqual([
      { collection: 'notes', id: 'n4', position: 5 },
      { collection: 'tags', id: 't2', position: 6 },
    ]);
    db.close();
    await store.close();
  });

  it('writes a collection a rebuild reset without its indexes and makes them again in the same transaction', async () => {
    const file = newFile('rebuilt-indexes');
    const listed = { fields: ['eventId'], without: ['abstract'], lookedUpBy: ['eventId'] };
    const store = new SqliteReadStore(file);
    store.keepOnFile(['notes'], listed);
    for (let n = 1; n <= 3; n += 1)
      store.putNow('notes', { id: `n${n}`, position: n, value: { eventId: `e${n % 2}`, abstract: 'long', n } });
    await store.saveCheckpoint('notes', 3);
    await store.commit();
    await store.written();
    const db = new Database(file, { readonly: true });
    const indexes = () =>
      db
        .prepare<[], string>(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'listed_%' ORDER BY name",
        )
        .pluck(true)
        .all();
    const all = [
      'listed_by_notes_eventId',
      'listed_fields_notes_eventId',
      'listed_since_notes',
      'listed_without_notes_abstract',
    ];
    expect(indexes()).toEqual(all);
    // What each index holds, read from it alone: the same as the documents say once the commit is written.
    const fromIndexes = () => ({
      fields: db
        .prepare(
          "SELECT id, value -> '$.eventId' AS eventId FROM documents INDEXED BY listed_fields_notes_eventId WHERE collection = 'notes' AND position >= 0 ORDER BY id",
        )
        .all(),
      without: db
        .prepare(
          "SELECT id, json_remove(value, '$.abstract') AS value FROM documents INDEXED BY listed_without_notes_abstract WHERE collection = 'notes' AND position >= 0 ORDER BY id",
        )
        .all(),
      ofE1: db
        .prepare<[string], string>(
          "SELECT id FROM documents INDEXED BY listed_by_notes_eventId WHERE collection = 'notes' AND position >= 0 AND value -> '$.eventId' = ? ORDER BY id",
        )
        .pluck(true)
        .all('"e1"'),
    });
    const before = fromIndexes();

    // A rebuild: the collection written whole, with other documents than before.
    await store.reset('notes', ['notes']);
    store.putNow('notes', { id: 'n2', position: 5, value: { eventId: 'e1', abstract: 'new', n: 20 } });
    store.putNow('notes', { id: 'n4', position: 6, value: { eventId: 'e1', n: 40 } });
    await store.saveCheckpoint('notes', 6);
    await store.commit();
    await store.written();
    expect(indexes()).toEqual(all);
    expect(fromIndexes()).toEqual({
      fields: [
        { id: 'n2', eventId: '"e1"' },
        { id: 'n4', eventId: '"e1"' },
      ],
      without: [
        { id: 'n2', value: JSON.stringify({ eventId: 'e1', n: 20 }) },
        { id: 'n4', value: JSON.stringify({ eventId: 'e1', n: 40 }) },
      ],
      ofE1: ['n2', 'n4'],
    });
    expect(fromIndexes()).not.toEqual(before);
    const rebuilt = fromIndexes();

    // A rebuild whose commit fails leaves the file, indexes and all, as the last good commit did.
    await store.reset('notes', ['notes']);
    store.putNow('notes', { id: 'n9', position: 7, value: { eventId: 'e1', size: BigInt(1) } });
    await expect(store.commit()).rejects.toThrow(/BigInt/);
    expect(indexes()).toEqual(all);
    expect(fromIndexes()).toEqual(rebuilt);
    db.close();
    store.removeNow('notes', 'n9', 8);
    await store.close();
  });

  it('during a long catch-up, knows which documents the file holds, as each commit is written', async () => {
    const file = newFile('ids-on-file');
    const store = keeping(file);
    store.putNow('notes', { id: 'a', position: 1, value: { text: 'one' } });
    store.putNow('notes', { id: 'b', position: 2, value: { text: 'two' } });
    await store.commit();
    await store.written();
    const written = async () => {
      await store.commit();
      await store.written();
      await new Promise((resolve) => setImmediate(resolve));
    };
    await store.catchingUp(10, async () => {
      // On file before it began: read from the file, and an older write is refused.
      expect(store.getNow('notes', 'a')?.value).toEqual({ text: 'one' });
      expect(store.putNow('notes', { id: 'b', position: 1, value: { text: 'older' } })).toBe(false);
      expect(store.getNow('notes', 'c')).toBeNull();
      store.putNow('notes', { id: 'c', position: 3, value: { text: 'three' } });
      store.removeNow('notes', 'a', 3);
      await written();
      // Written and let go from memory: read from the file again, the removal too.
      expect(store.getNow('notes', 'c')?.value).toEqual({ text: 'three' });
      expect(store.putNow('notes', { id: 'c', position: 2, value: { text: 'older' } })).toBe(false);
      expect(store.getNow('notes', 'a')).toBeNull();
      expect(store.putNow('notes', { id: 'a', position: 4, value: { text: 'back' } })).toBe(true);
      await written();
    });
    expect(store.getNow('notes', 'a')?.value).toEqual({ text: 'back' });
    expect(store.getNow('notes', 'c')?.value).toEqual({ text: 'three' });
    expect((await store.list('notes')).map(({ id }) => id).sort()).toEqual(['a', 'b', 'c']);
    await store.close();
  });

  it('keeps every collection on file when opened so, as a process that projects but never serves does', async () => {
    const file = newFile('every');
    const first = new SqliteReadStore(file);
    first.putNow('notes', { id: 'a', position: 1, value: { text: 'one' } });
    first.putNow('others', { id: 'x', position: 1, value: { text: 'two' } });
    await first.saveCheckpoint('notes', 1);
    await first.close();

    const store = new SqliteReadStore(file, { everyCollectionOnFile: true });
    writeBehind(file, 'a', 'changed after the store opened');
    const db = new Database(file);
    db.prepare("UPDATE documents SET value = ? WHERE collection = 'others'").run(
      JSON.stringify({ text: 'changed too' }),
    );
    db.close();
    // Nothing was loaded at open: both collections say what the file says now.
    expect(store.getNow('notes', 'a')?.value).toEqual({ text: 'changed after the store opened' });
    expect((await store.list('others')).map((document) => document.value)).toEqual([{ text: 'changed too' }]);
    writeBehind(file, 'b', 'with more fields');
    const db2 = new Database(file);
    db2
      .prepare("UPDATE documents SET value = ? WHERE id = 'b'")
      .run(JSON.stringify({ text: 'b', more: [1], flag: true }));
    db2.close();
    // Only the fields asked for, with their types, and no field a document lacks.
    const notes = await store.listFields<{ text: string; flag: boolean; missing: string }, 'flag' | 'missing'>(
      'notes',
      ['flag', 'missing'],
    );
    expect(notes.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'a', position: 9, value: {} },
      { id: 'b', position: 9, value: { flag: true } },
    ]);
    expect(await store.listFields<{ text: string }, 'text'>('others', ['text'])).toEqual([
      { id: 'x', position: 1, value: { text: 'changed too' } },
    ]);
    store.putNow('others', { id: 'y', position: 2, value: { text: 'new' } });
    await store.commit();
    await store.close();
    const reopened = new SqliteReadStore(file);
    expect((await reopened.list('others')).map((document) => document.id).sort()).toEqual(['x', 'y']);
    expect(await reopened.getCheckpoint('notes')).toBe(1);
    await reopened.close();
  });

  it('refuses a field name a read could not ask for as a plain field', async () => {
    const store = keeping(newFile('fields'));
    await expect(store.listFields<Record<string, unknown>, string>('notes', ["text') --"])).rejects.toThrow(
      'Not a field name',
    );
    await store.close();
  });

  it('holds what changed until the writer thread wrote it, then reads it from the file', async () => {
    const file = newFile('unwritten');
    const store = keeping(file);
    store.putNow('notes', { id: 'a', position: 1, value: { text: 'one' } });
    store.putNow('notes', { id: 'b', position: 1, value: { text: 'two' } });
    expect(store.getNow('notes', 'a')?.value).toEqual({ text: 'one' });
    expect(store.putNow('notes', { id: 'a', position: 1, value: { text: 'again' } })).toBe(false);
    await store.commit();
    store.removeNow('notes', 'b', 2);
    store.putNow('notes', { id: 'c', position: 2, value: { text: 'three' } });
    // Before the second commit: the removal hides the file's row, the new note is in memory only.
    expect(store.getNow('notes', 'b')).toBeNull();
    expect((await store.list('notes')).map((document) => document.id).sort()).toEqual(['a', 'c']);
    await store.commit();
    await store.written();
    await new Promise((resolve) => setImmediate(resolve));
    // Written: the file says them, so a change behind the store's back shows.
    writeBehind(file, 'a', 'the file says so');
    writeBehind(file, 'c', 'the file says so too');
    expect(store.getNow('notes', 'a')?.value).toEqual({ text: 'the file says so' });
    expect(store.getNow('notes', 'c')?.value).toEqual({ text: 'the file says so too' });
    expect(store.getNow('notes', 'b')).toBeNull();
    expect(store.putNow('notes', { id: 'a', position: 9, value: { text: 'older than the file' } })).toBe(false);
    await store.close();
  });

  it('compares a write with the position the file gave the read before it, and never with one a later write made stale', async () => {
    const file = newFile('read-then-write');
    const store = keeping(file);
    // Read (none on file), then written: the write compares with the read's answer.
    expect(store.getNow('notes', 'a')).toBeNull();
    expect(store.putNow('notes', { id: 'a', position: 5, value: { text: 'five' } })).toBe(true);
    await store.commit();
    await store.written();
    await new Promise((resolve) => setImmediate(resolve));
    // Written and let go from memory: an older write is refused by the file's position, not by the earlier read's.
    expect(store.putNow('notes', { id: 'a', position: 3, value: { text: 'three' } })).toBe(false);
    expect(store.getNow('notes', 'a')?.value).toEqual({ text: 'five' });
    store.removeNow('notes', 'a', 6);
    await store.commit();
    await store.written();
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.getNow('notes', 'a')).toBeNull();
    expect(store.putNow('notes', { id: 'a', position: 7, value: { text: 'seven' } })).toBe(true);
    await store.close();
  });

  it('after a reset, reads none of the file until the commit that writes the collection whole is written', async () => {
    const file = newFile('reset');
    const store = keeping(file);
    store.putNow('notes', { id: 'old', position: 1, value: { text: 'before' } });
    await store.saveCheckpoint('notes', 1);
    await store.commit();
    await store.written();
    await store.reset('notes', ['notes']);
    expect(store.getNow('notes', 'old')).toBeNull();
    expect(await store.list('notes')).toEqual([]);
    store.putNow('notes', { id: 'new', position: 1, value: { text: 'after' } });
    store.putNow('notes', { id: 'gone', position: 1, value: { text: 'removed before the commit' } });
    store.removeNow('notes', 'gone', 1);
    await store.saveCheckpoint('notes', 1);
    await store.commit();
    await store.written();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await store.list('notes')).toEqual([{ id: 'new', position: 1, value: { text: 'after' } }]);
    await store.close();
    const reader = new SqliteReadStore(file, { readOnly: true });
    expect(await reader.list('notes')).toEqual([{ id: 'new', position: 1, value: { text: 'after' } }]);
    await reader.close();
  });

  it('keeps what a failed commit took readable, and writes it with the next commit', async () => {
    const file = newFile('failed');
    const store = keeping(file);
    store.putNow('notes', { id: 'a', position: 1, value: { text: 'kept' } });
    store.putNow('notes', { id: 'bad', position: 1, value: { size: BigInt(1) } });
    await expect(store.commit()).rejects.toThrow(/BigInt/);
    await store.written();
    expect(store.getNow('notes', 'a')?.value).toEqual({ text: 'kept' });
    store.removeNow('notes', 'bad', 2);
    await store.commit();
    await store.written();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await store.list('notes')).toEqual([{ id: 'a', position: 1, value: { text: 'kept' } }]);
    await store.close();
  });

  it('gives up memory it loaded before the collection was kept on file, unless it changed since', async () => {
    const file = newFile('late');
    const first = new SqliteReadStore(file);
    first.putNow('notes', { id: 'a', position: 1, value: { text: 'one' } });
    await first.close();
    const store = new SqliteReadStore(file);
    expect(store.getNow('notes', 'a')?.value).toEqual({ text: 'one' });
    store.keepOnFile(['notes']);
    writeBehind(file, 'a', 'read from the file');
    expect(store.getNow('notes', 'a')?.value).toEqual({ text: 'read from the file' });
    await store.close();
  });

  it('projects, rebuilds and resumes through the engine as a collection in memory does', async () => {
    const { log, readFile } = site();
    for (let index = 0; index < 30; index += 1)
      await log.append('n', [noted(`note-${index % 7}`, `text ${index}`)], 'any');
    const run = async (keep: boolean, rebuild: boolean) => {
      const readStore = new SqliteReadStore(readFile);
      const engine = new ProjectionEngine(log, readStore);
      const notes = new KeptNotes(keep);
      engine.register(notes);
      await engine.start();
      if (rebuild) await engine.rebuild(['notes']);
      await log.append('n', [noted('note-1', 'live')], 'any');
      await engine.waitFor(await log.headPosition(), 5000);
      const documents = (await readStore.list<Note>('notes')).sort((a, b) => a.id.localeCompare(b.id));
      await engine.stop();
      await readStore.close();
      return documents;
    };
    const inMemory = await run(false, true);
    const keptFirst = await run(true, false);
    const keptRebuilt = await run(true, true);
    const strip = (documents: Array<{ id: string; value: Note }>) =>
      documents.map(({ id, value }) => ({ id, text: value.text }));
    expect(strip(keptFirst)).toEqual(strip(inMemory));
    expect(strip(keptRebuilt)).toEqual(strip(keptFirst));
    expect(keptRebuilt.find((document) => document.id === 'note-1')?.value.edits).toBe(
      inMemory.find((document) => document.id === 'note-1')!.value.edits + 2,
    );
    await log.close();
  });
});

/** Notes, kept on file when asked. */
class KeptNotes extends DocumentProjection<Note, Noted> {
  constructor(keptOnFile: boolean) {
    super({
      name: 'notes',
      collection: 'notes',
      keptOnFile,
      documentId: (domainEvent) => domainEvent.data.noteId,
      on: {
        Noted: (current, domainEvent) =>
          current
            ? patch<Note>({ text: domainEvent.data.text, edits: current.edits + 1 })
            : { text: domainEvent.data.text, edits: 0 },
      },
    });
  }
}

type NoteRow = readonly [position: number, noteId: string, text: string];

/** A row index of notes, kept by the store in a table of its own (as the audit index is); `seen` lists the positions rowOf was asked about. */
class NoteIndex extends RowIndexProjection<Noted, NoteRow> {
  readonly seen: number[];
  constructor(version = 1, columns = ['note_id', 'text']) {
    const seen: number[] = [];
    super({
      name: 'note-index',
      version,
      handles: ['Noted'],
      rowOf: (domainEvent) => {
        seen.push(domainEvent.position);
        return domainEvent.data.text === 'unindexed'
          ? null
          : [domainEvent.position, domainEvent.data.noteId, domainEvent.data.text];
      },
      table: { name: 'note_rows', columns, indexes: [['note_id']] },
      inProcessMemory: null,
    });
    this.seen = seen;
  }
}

describe('index rows in the SQLite read-model file', () => {
  const startIndex = async (log: SqliteEventStore, readFile: string, index: NoteIndex, readOnly = false) => {
    const readStore = new SqliteReadStore(readFile, { readOnly });
    const engine = new ProjectionEngine(log, readStore);
    engine.register(index);
    await engine.start();
    return {
      engine,
      /** Every row, as a reader asks the store. */
      rows: () =>
        readStore.query('note-index', (reader) =>
          reader.all('SELECT position, note_id, text FROM note_rows ORDER BY position'),
        ),
      /** The notes of one id, newest first, by the table's index. */
      rowsOf: (noteId: string) =>
        readStore.query('note-index', (reader) =>
          reader.all('SELECT position FROM note_rows WHERE note_id = ? ORDER BY position DESC', noteId).flat(),
        ),
      async stop() {
        await engine.stop();
        await readStore.close();
      },
    };
  };
  const storedRows = (readFile: string) => {
    const db = new Database(readFile, { readonly: true });
    try {
      return db.prepare('SELECT * FROM note_rows ORDER BY position').raw(true).all();
    } finally {
      db.close();
    }
  };

  it('keeps each row with the checkpoint in a table of its own, which a read asks at once, and a restart projects nothing again', async () => {
    const { log, readFile } = site();
    await log.append('n', [noted('a', 'one'), noted('b', 'unindexed'), noted('a', 'three')], 'any');
    const first = new NoteIndex();
    const running = await startIndex(log, readFile, first);
    expect(first.seen).toEqual([1, 2, 3]);
    expect(await running.rows()).toEqual([
      [1, 'a', 'one'],
      [3, 'a', 'three'],
    ]);
    // Live: a read right after the domain event is projected waits for its commit to be in the file.
    const { position } = await log.append('n', [noted('b', 'four')], 'any');
    expect(await running.engine.waitFor(position, 2000)).toBe(true);
    expect(await running.rows()).toEqual([
      [1, 'a', 'one'],
      [3, 'a', 'three'],
      [4, 'b', 'four'],
    ]);
    expect(await running.rowsOf('a')).toEqual([3, 1]);
    await running.stop();
    expect(storedRows(readFile)).toEqual([
      [1, 'a', 'one'],
      [3, 'a', 'three'],
      [4, 'b', 'four'],
    ]);

    const again = new NoteIndex();
    const restarted = await startIndex(log, readFile, again);
    expect(again.seen).toEqual([]); // no domain event at or before the checkpoint was projected
    const next = await log.append('n', [noted('c', 'five')], 'any');
    expect(await restarted.engine.waitFor(next.position, 2000)).toBe(true);
    expect(again.seen).toEqual([5]);
    expect((await restarted.rows()).map(([position]) => position)).toEqual([1, 3, 4, 5]);
    await restarted.stop();
    await log.close();
  });

  it('catches up from its checkpoint after domain events were appended to a stopped store, and rebuilds for a new version', async () => {
    const { log, readFile } = site();
    await log.append('n', [noted('a', 'one')], 'any');
    await (await startIndex(log, readFile, new NoteIndex())).stop();
    await log.append('n', [noted('b', 'two'), noted('c', 'three')], 'any');

    const resumed = new NoteIndex();
    await (await startIndex(log, readFile, resumed)).stop();
    expect(resumed.seen).toEqual([2, 3]);
    const rows = [
      [1, 'a', 'one'],
      [2, 'b', 'two'],
      [3, 'c', 'three'],
    ];
    expect(storedRows(readFile)).toEqual(rows);

    const nextVersion = new NoteIndex(2);
    await (await startIndex(log, readFile, nextVersion)).stop();
    expect(nextVersion.seen).toEqual([1, 2, 3]);
    // The rebuild emptied the table first: no row twice.
    expect(storedRows(readFile)).toEqual(rows);

    // Laid out otherwise by another version of the app, the table is made again and its projection rebuilt.
    const otherColumns = new NoteIndex(2, ['note_id', 'words']);
    await (await startIndex(log, readFile, otherColumns)).stop();
    expect(otherColumns.seen).toEqual([1, 2, 3]);
    expect(storedRows(readFile)).toEqual(rows);
    await log.close();
  });

  it('keeps one row per position: a row at or below the last one appended changes nothing', async () => {
    const { readFile } = site();
    const store = new SqliteReadStore(readFile);
    store.declare('note-index', { name: 'note_rows', columns: ['note_id', 'text'], indexes: [] });
    store.append('note-index', [2, 'a', 'two']);
    store.append('note-index', [2, 'a', 'two again']);
    store.append('note-index', [1, 'b', 'one, late']);
    await store.commit();
    store.append('note-index', [2, 'a', 'redelivered']);
    store.append('note-index', [3, 'c', 'three']);
    await store.commit();
    expect(
      await store.query('note-index', (reader) => reader.all('SELECT * FROM note_rows ORDER BY position')),
    ).toEqual([
      [2, 'a', 'two'],
      [3, 'c', 'three'],
    ]);
    await store.close();
    // Opened again, the file's last row is the one to be past.
    const reopened = new SqliteReadStore(readFile);
    reopened.declare('note-index', { name: 'note_rows', columns: ['note_id', 'text'], indexes: [] });
    reopened.append('note-index', [3, 'c', 'redelivered']);
    reopened.append('note-index', [4, 'd', 'four']);
    await reopened.commit();
    await reopened.written();
    expect(storedRows(readFile)).toEqual([
      [2, 'a', 'two'],
      [3, 'c', 'three'],
      [4, 'd', 'four'],
    ]);
    await reopened.close();
  });

  it('writes a rebuild, and a catch-up at least as long as the table, without its indexes, and makes them again after', async () => {
    const { readFile } = site();
    const store = new SqliteReadStore(readFile);
    const table = { name: 'note_rows', columns: ['note_id', 'text'], indexes: [['note_id'], ['text']] };
    store.declare('note-index', table);
    const db = new Database(readFile, { readonly: true });
    const indexes = () =>
      db
        .prepare<[], string>(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'note_rows' ORDER BY name",
        )
        .pluck(true)
        .all();
    const all = ['note_rows_by_note_id', 'note_rows_by_text'];
    expect(indexes()).toEqual(all);
    // An index another version declared is dropped when the table is declared without it.
    store.declare('note-index', { ...table, indexes: [['note_id']] });
    expect(indexes()).toEqual(['note_rows_by_note_id']);
    store.declare('note-index', table);
    expect(indexes()).toEqual(all);
    // What the index on note_id holds, read from it alone.
    const byNoteId = (noteId: string) =>
      store.query('note-index', (reader) =>
        reader.all('SELECT position FROM note_rows INDEXED BY note_rows_by_note_id WHERE note_id = ?', noteId).flat(),
      );
    // The statements that change the file's layout, as handed to the writer thread.
    const write = jest.spyOn(ReadModelWriter.prototype, 'write');
    const layouts = () =>
      write.mock.calls.flatMap(([part]) => (part !== 'abandon' && part.layout?.length ? [part.layout] : []));
    try {
      // A rebuild: the table emptied and its rows written, its indexes dropped first and made again in the same commit.
      await store.reset('note-index', []);
      for (let position = 1; position <= 3; position += 1)
        store.append('note-index', [position, `n${position % 2}`, `t${position}`]);
      await store.commit();
      await store.written();
      expect(layouts()).toEqual([
        ['DROP INDEX IF EXISTS "note_rows_by_note_id"', 'DROP INDEX IF EXISTS "note_rows_by_text"'],
        [
          expect.stringContaining('CREATE INDEX IF NOT EXISTS "note_rows_by_note_id"'),
          expect.stringContaining('CREATE INDEX IF NOT EXISTS "note_rows_by_text"'),
        ],
      ]);
      const dropped = write.mock.calls.find(([part]) => part !== 'abandon' && part.layout?.[0]?.startsWith('DROP'));
      expect(dropped?.[0]).toMatchObject({ last: false }); // a part of the rebuild's commit
      expect(indexes()).toEqual(all);
      expect(await byNoteId('n1')).toEqual([1, 3]);

      // A catch-up shorter than the table keeps them.
      write.mockClear();
      await store.catchingUp(2, async () => {
        expect(indexes()).toEqual(all);
        store.append('note-index', [4, 'n0', 't4']);
        await store.commit();
      });
      expect(layouts()).toEqual([]);
      // As long: left out while it runs, and made again by the writer thread after it.
      await store.catchingUp(4, async () => {
        expect(indexes()).toEqual([]);
        store.append('note-index', [5, 'n1', 't5']);
        await store.commit();
      });
      await store.written();
      expect(indexes()).toEqual(all);
      expect(await byNoteId('n1')).toEqual([1, 3, 5]);
    } finally {
      write.mockRestore();
      db.close();
      await store.close();
    }
  });

  it('opened read-only, answers from the file once it says what this process projected, waiting a little for the process that writes it', async () => {
    const { log, readFile } = site();
    await log.append('n', [noted('a', 'one'), noted('b', 'two')], 'any');
    const writer = await startIndex(log, readFile, new NoteIndex());
    await writer.rows(); // as a cluster's primary waits for the file before it starts its workers
    const reader = new NoteIndex();
    const following = await startIndex(log, readFile, reader, true);
    expect(reader.seen).toEqual([]);
    expect((await following.rows()).map(([position]) => position)).toEqual([1, 2]);
    const { position } = await log.append('n', [noted('c', 'three')], 'any');
    expect(await following.engine.waitFor(position, 2000)).toBe(true);
    expect((await following.rows()).map(([position]) => position)).toEqual([1, 2, 3]);

    // With no process writing the file, it waits about two seconds, then answers what the file says.
    await writer.stop();
    const late = await log.append('n', [noted('d', 'four')], 'any');
    expect(await following.engine.waitFor(late.position, 2000)).toBe(true);
    const asked = Date.now();
    expect((await following.rows()).map(([position]) => position)).toEqual([1, 2, 3]);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(1900);
    await following.stop();
    await log.close();
  });
});

describe('listing blocks of the SQLite read-model file (decision 0143)', () => {
  type Listed = { eventId: string; name: string; links: { site: string }; flag: boolean; none: null; n: number };
  type Stored = Listed & { abstract: string };
  const newFile = (name: string) => join(mkdtempSync(join(directory, `${name}-`)), 'read-models.sqlite');
  const open = (file: string) => {
    const store = new SqliteReadStore(file);
    store.keepOnFile(['notes'], { without: ['abstract'] });
    return store;
  };
  const note = (n: number, position = n): { id: string; position: number; value: Stored } => ({
    id: `n${n}`,
    position,
    value: {
      eventId: n % 2 === 0 ? 'e2' : 'e1',
      name: n % 3 === 0 ? 'Grace Émile' : 'Ada',
      links: { site: 'https://example.com/ada' },
      flag: n % 2 === 0,
      none: null,
      n,
      abstract: `A long text ${n}`,
    },
  });
  const listed = ({ id, position, value }: ReturnType<typeof note>) => {
    const { abstract, ...rest } = value;
    void abstract;
    return { id, position, value: rest };
  };
  const listing = async (store: SqliteReadStore) =>
    (await store.listWithout<Stored, 'abstract'>('notes', ['abstract'])).sort((a, b) => a.id.localeCompare(b.id));
  /** A store over a new file holding notes 1 to `count`, written. */
  const withNotes = async (name: string, count: number) => {
    const file = newFile(name);
    const store = open(file);
    for (let n = 1; n <= count; n += 1) store.putNow('notes', note(n));
    await store.commit();
    await store.written();
    return { file, store };
  };
  /** The same, and the block of their listing, made. */
  const withBlock = async (name: string, count: number) => {
    const { file, store } = await withNotes(name, count);
    await listing(store);
    await store.makeListingBlocksNow();
    return { file, store };
  };
  const blockRows = (file: string) => {
    const db = new Database(file, { readonly: true });
    const rows = db.prepare('SELECT collection, listing, position, count, file FROM listing_blocks').all();
    db.close();
    return rows as Array<{ collection: string; listing: string; position: number; count: number; file: string }>;
  };

  it('lists from the block and the documents changed since exactly as from the documents, each value its own', async () => {
    const { file, store } = await withNotes('blocks', 6);

    // No block yet: the documents are read, and the block is asked for.
    expect(await listing(store)).toEqual([1, 2, 3, 4, 5, 6].map((n) => listed(note(n))));
    expect(store.listedFromBlocks).toBe(0);
    await store.makeListingBlocksNow();
    expect(store.listingBlocksMade).toBe(1);
    const [block] = blockRows(file);
    expect(block).toMatchObject({ collection: 'notes', listing: 'abstract', position: 6, count: 6 });
    expect(readdirSync(blocksFolderOf(file))).toEqual([block.file]);

    // From the block now, the same documents.
    const first = await listing(store);
    expect(store.listedFromBlocks).toBe(1);
    expect(first).toEqual([1, 2, 3, 4, 5, 6].map((n) => listed(note(n))));
    first[0].value.links.site = 'changed by a reader';
    first[0].value.name = 'changed too';
    expect((await listing(store))[0]).toEqual(listed(note(1)));

    // Changed and added since: the block's documents, those replaced by their newer state.
    store.putNow('notes', { ...note(2, 7), value: { ...note(2).value, name: 'Ada Lovelace' } });
    store.putNow('notes', note(8));
    await store.commit();
    await store.written();
    expect(await listing(store)).toEqual([
      ...[1].map((n) => listed(note(n))),
      listed({ ...note(2, 7), value: { ...note(2).value, name: 'Ada Lovelace' } }),
      ...[3, 4, 5, 6, 8].map((n) => listed(note(n))),
    ]);
    expect(store.listedFromBlocks).toBe(3);

    // Written but not yet in the file, as a catch-up holds them: the unwritten state wins.
    store.putNow('notes', { ...note(5, 9), value: { ...note(5).value, n: 50 } });
    expect((await listing(store)).find(({ id }) => id === 'n5')?.value.n).toBe(50);
    await store.close();
  });

  it('asks the reader to share each distinct value of a block once per field, and each value of a document changed since', async () => {
    const { store } = await withBlock('shared', 6);
    store.putNow('notes', { ...note(2, 7), value: { ...note(2).value, name: 'Ada' } });
    await store.commit();
    await store.written();
    const asked: Array<[string, unknown]> = [];
    const sharedLinks = { site: 'https://example.com/ada' };
    const share = (field: string, value: unknown): unknown => {
      asked.push([field, value]);
      if (field === 'links') return sharedLinks;
      return typeof value === 'string' ? value.toUpperCase() : value;
    };
    const before = store.listedFromBlocks;
    const shared = (await store.listWithout<Stored, 'abstract'>('notes', ['abstract'], undefined, share)).sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    expect(store.listedFromBlocks).toBe(before + 1);
    expect(shared).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => {
        const { id, position, value } = listed(note(n, n === 2 ? 7 : n));
        return {
          id,
          position,
          value: { ...value, eventId: value.eventId.toUpperCase(), name: value.name.toUpperCase() },
        };
      }),
    );
    for (const { value } of shared) expect(value.links).toBe(sharedLinks);
    const askedFor = (field: string) => asked.filter(([asking]) => asking === field).map(([, value]) => value);
    // The block's six notes hold two names and two event ids, each asked once; note 2, changed since, again.
    expect(askedFor('name').sort()).toEqual(['Ada', 'Ada', 'Grace Émile']);
    expect(askedFor('eventId').sort()).toEqual(['e1', 'e2', 'e2']);
    expect(askedFor('links')).toHaveLength(2);
    // Each note's own number once from the block, and note 2's from its changed document.
    expect(askedFor('n').sort()).toEqual([1, 2, 2, 3, 4, 5, 6]);
    expect(askedFor('abstract')).toEqual([]);
    await store.close();
  });

  it('asks for no block while a catch-up writes the file, and for each one lacking once caught up', async () => {
    const { store } = await withNotes('during-catch-up', 4);
    await store.catchingUp(10, async () => {
      // A start that serves while it catches up lists meanwhile (decision 0145).
      expect(await listing(store)).toEqual([1, 2, 3, 4].map((n) => listed(note(n))));
      await store.makeListingBlocksNow();
      expect(store.listingBlocksMade).toBe(0);
    });
    store.caughtUp();
    await store.makeListingBlocksNow();
    expect(store.listingBlocksMade).toBe(1);
    await store.close();
  });

  it('reads the documents when one the block holds is gone, or its file is, and makes the block again', async () => {
    const { file, store } = await withBlock('removed', 4);
    store.removeNow('notes', 'n3', 5);
    await store.commit();
    await store.written();
    // The commit that removed a document forgot the block it was in.
    expect(blockRows(file)).toEqual([]);
    const fromBlocksBefore = store.listedFromBlocks;
    expect(await listing(store)).toEqual([1, 2, 4].map((n) => listed(note(n))));
    expect(store.listedFromBlocks).toBe(fromBlocksBefore);
    await store.makeListingBlocksNow();
    expect(blockRows(file)).toMatchObject([{ position: 4, count: 3 }]);
    expect(store.listingBlocksMade).toBe(2);
    expect(readdirSync(blocksFolderOf(file))).toHaveLength(1);

    rmSync(blocksFolderOf(file), { recursive: true });
    expect(await listing(store)).toEqual([1, 2, 4].map((n) => listed(note(n))));
    await store.makeListingBlocksNow();
    expect(store.listingBlocksMade).toBe(3);
    expect(await listing(store)).toEqual([1, 2, 4].map((n) => listed(note(n))));
    await store.close();
  });

  it('asks for the blocks a start lacks once its read models are at the log’s head, though nothing lists', async () => {
    const file = newFile('caught-up');
    const eventStore = new SqliteEventStore(':memory:');
    for (let n = 1; n <= 3; n += 1) await eventStore.append(`note-${n}`, [noted(`n${n}`, `Note ${n}`)], 'any');
    const start = async () => {
      const store = new SqliteReadStore(file);
      const engine = new ProjectionEngine(eventStore, store);
      engine.register(
        new DocumentProjection<{ text: string; abstract: string }, ReturnType<typeof noted>>({
          name: 'notes',
          collection: 'notes',
          keptOnFile: true,
          listed: { without: ['abstract'] },
          documentId: (domainEvent) => domainEvent.data.noteId,
          on: { Noted: (_current, { data }) => ({ text: data.text, abstract: `About ${data.text}` }) },
        }),
      );
      await engine.start();
      await store.written();
      return { store, engine };
    };

    // As a cluster's primary, which serves nothing: no listing asks, the start does.
    const first = await start();
    await first.store.makeListingBlocksNow();
    expect(first.store.listingBlocksMade).toBe(1);
    expect(first.store.listedFromBlocks).toBe(0);
    expect(blockRows(file)).toMatchObject([{ collection: 'notes', listing: 'abstract', position: 3, count: 3 }]);
    await first.engine.stop();
    await first.store.close();

    // A block that is there and current is not made again.
    const second = await start();
    await second.store.makeListingBlocksNow();
    expect(second.store.listingBlocksMade).toBe(0);
    expect(
      (await second.store.listWithout<{ text: string; abstract: string }, 'abstract'>('notes', ['abstract'])).map(
        ({ value }) => value,
      ),
    ).toEqual([{ text: 'Note 1' }, { text: 'Note 2' }, { text: 'Note 3' }]);
    expect(second.store.listedFromBlocks).toBe(1);
    await second.engine.stop();
    await second.store.close();

    // Its file lost: made again.
    rmSync(blocksFolderOf(file), { recursive: true });
    const third = await start();
    await third.store.makeListingBlocksNow();
    expect(third.store.listingBlocksMade).toBe(1);
    await third.engine.stop();
    await third.store.close();
  });

  it('makes a block in a process of its own, which says why it failed, and records nothing once stopped', async () => {
    const { file, store } = await withNotes('maker', 3);
    const order = {
      file,
      collection: 'notes',
      listing: 'abstract',
      select: "SELECT id, position, json_remove(value, '$.abstract') FROM documents WHERE collection = 'notes'",
    };
    await expect(makeListingBlock(order, AbortSignal.abort())).resolves.toBe('stopped');
    expect(blockRows(file)).toEqual([]);
    await expect(makeListingBlock({ ...order, select: 'SELECT id FROM no_such_table' })).rejects.toThrow(
      'no such table: no_such_table',
    );
    expect(blockRows(file)).toEqual([]);
    await expect(makeListingBlock(order)).resolves.toBe('recorded');
    expect(blockRows(file)).toMatchObject([{ collection: 'notes', listing: 'abstract', position: 3, count: 3 }]);
    await store.close();
  });

  it('forgets a collection’s blocks when a rebuild writes it whole, though its documents keep their positions', async () => {
    const { file, store } = await withBlock('rebuilt', 3);
    expect(blockRows(file)).toHaveLength(1);

    await store.reset('notes', ['notes']);
    for (let n = 1; n <= 3; n += 1) store.putNow('notes', { ...note(n), value: { ...note(n).value, name: 'Rebuilt' } });
    await store.commit();
    await store.written();
    expect(blockRows(file)).toEqual([]);
    const fromBlocksBefore = store.listedFromBlocks;
    expect((await listing(store)).map(({ value }) => value.name)).toEqual(['Rebuilt', 'Rebuilt', 'Rebuilt']);
    expect(store.listedFromBlocks).toBe(fromBlocksBefore);
    await store.close();

    // A start after it makes the block of what the rebuild wrote.
    const again = open(file);
    await listing(again);
    await again.makeListingBlocksNow();
    expect((await listing(again)).map(({ value }) => value.name)).toEqual(['Rebuilt', 'Rebuilt', 'Rebuilt']);
    expect(again.listedFromBlocks).toBe(1);
    await again.close();
  });
});
