import Database from 'better-sqlite3';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AppConfig } from '../config/app-config';
import { SHARED_STATE_FILE } from '../shared/shared-state/shared-state.module';

/**
 * Which store files this DATA_DIR has held, written beside them once they exist: a zero-length or
 * missing store is then known to be lost data, not a new DATA_DIR. It lives outside the stores, so
 * it outlives what happens to them.
 */
export const STORES_CREATED_FILE = 'stores-created.json';

/** A store file the start refuses (exit code 2), with one line saying which, what is wrong and what to do. */
export class StoreDamagedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreDamagedError';
  }
}

interface StoreFile {
  name: string;
  /** What the file is, in the words of the message. */
  holds: string;
}

/** The SQLite stores a start opens under DATA_DIR: the log unless it is in EventStoreDB, shared state unless in MongoDB. */
export function storeFilesOf(config: Pick<AppConfig, 'eventStoreConnectionString' | 'mongodbUri'>): StoreFile[] {
  return [
    ...(config.eventStoreConnectionString ? [] : [{ name: 'events.sqlite', holds: 'event store (the log)' }]),
    ...(config.mongodbUri
      ? []
      : [{ name: SHARED_STATE_FILE, holds: 'shared state (sessions, password hashes, limits, sent mail, followers)' }]),
  ];
}

/**
 * A store file at most this large is read whole by SQLite's `quick_check` before the start goes on:
 * about 30 ms when the file is in the page cache, 0.4 s when it must come from disk. A larger one
 * is checked the same way once the server listens (checkStoresInBackground): the whole check of a
 * log of 50,000 catalogue events (1 GB) took 0.5 s from the cache and 6.2 s from disk, and the
 * start would wait for it every time (decision 0097).
 */
export const CHECKED_BEFORE_START_BYTES = 64 * 1024 * 1024;

/** A store file there with content, left for the check after the start (checkStoresInBackground). */
export interface StoreToCheck extends StoreFile {
  path: string;
}

/**
 * Before anything opens them: each store file this DATA_DIR held must still be there with content,
 * and each one there must open as a SQLite database whose schema reads. One of at most
 * `checkedWholeUpTo` bytes must also pass `quick_check`, which reads every page; the larger ones
 * are returned, to be read whole after the start. Otherwise the start stops with
 * StoreDamagedError instead of starting empty (and loading the demo data over what was lost) or
 * failing later with SQLite's own error.
 */
export function checkStoreFiles(
  dataDir: string,
  stores: StoreFile[],
  checkedWholeUpTo = CHECKED_BEFORE_START_BYTES,
): StoreToCheck[] {
  const created = createdStores(dataDir);
  const later: StoreToCheck[] = [];
  for (const store of stores) {
    const path = join(dataDir, store.name);
    const size = existsSync(path) ? statSync(path).size : null;
    const lost = size === null ? 'is missing' : size === 0 ? 'is empty (zero bytes)' : null;
    if (lost && created.includes(store.name))
      throw new StoreDamagedError(
        `The ${store.holds} ${path} ${lost}, but this DATA_DIR held it (${STORES_CREATED_FILE}): its data is lost. ${RESTORE}; the server does not start on it.`,
      );
    if (!size) continue;
    const whole = size <= checkedWholeUpTo;
    const problem = damageOf(path, whole ? 'quick_check' : 'schema');
    if (problem) throw damaged({ ...store, path }, problem, 'at start');
    if (!whole) later.push({ ...store, path });
  }
  return later;
}

const RESTORE = 'Restore DATA_DIR from a backup (npm run restore -- <backup>, into an empty DATA_DIR)';

function damaged(store: StoreToCheck, problem: string, found: 'at start' | 'once started'): StoreDamagedError {
  const outcome = found === 'at start' ? 'the server does not start on it' : 'the server stops';
  return new StoreDamagedError(`The ${store.holds} ${store.path} is damaged (${problem}). ${RESTORE}; ${outcome}.`);
}

/**
 * SQLite's `quick_check` of each store, one after another in a worker thread with its own
 * read-only connection (WAL lets it read beside the server's writes), so the server answers
 * meanwhile. Resolves with the first store found damaged (the server then stops, as a start refuses
 * it), or null. A check that could not run (the file locked, a read error) is given to `onCheckFailed` and
 * the next store is checked.
 */
export async function checkStoresInBackground(
  stores: StoreToCheck[],
  onCheckFailed: (store: StoreToCheck, error: Error) => void,
): Promise<StoreDamagedError | null> {
  for (const store of stores) {
    const outcome = await quickCheckInWorker(store.path);
    if (outcome.error !== undefined) onCheckFailed(store, new Error(outcome.error));
    else if (outcome.problem !== null) return damaged(store, outcome.problem, 'once started');
  }
  return null;
}

/**
 * Posts `quick_check`'s lines, or the error's code and message: what they mean is read in the main
 * thread (checkSays, unreadable), as for the check before the start. Plain JavaScript in a string
 * so it runs the same from the compiled build and from the TypeScript tests.
 */
const CHECK_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db;
try {
  db = new Database(workerData.path, { readonly: true, fileMustExist: true, timeout: 5000 });
  parentPort.postMessage({ lines: db.pragma('quick_check').map((row) => row.quick_check) });
} catch (error) {
  parentPort.postMessage({ code: String(error.code || ''), message: String(error.message) });
} finally {
  if (db) db.close();
}
`;

/** What the check found (null: nothing), or why it could not run. */
type CheckOutcome = { problem: string | null; error?: undefined } | { problem?: undefined; error: string };

function quickCheckInWorker(path: string): Promise<CheckOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(CHECK_SOURCE, {
      eval: true,
      workerData: { driver: require.resolve('better-sqlite3'), path },
    });
    // The check never keeps a stopping server alive.
    worker.unref();
    let settled = false;
    const settle = (outcome: CheckOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    worker.once('message', (message: { lines: string[] } | { code: string; message: string }) => {
      if ('lines' in message) settle({ problem: checkSays(message.lines) });
      else {
        const problem = unreadable(message.code, message.message);
        settle(problem ? { problem } : { error: message.message });
      }
    });
    worker.once('error', (error) => settle({ error: error.message }));
    worker.once('exit', (code) => settle({ error: `the check stopped (exit code ${code})` }));
  });
}

/** Records the store files that now exist with content, once they do; kept from then on. */
export function recordStoreFiles(dataDir: string, stores: StoreFile[]): void {
  const known = new Set(createdStores(dataDir));
  for (const store of stores) {
    const path = join(dataDir, store.name);
    if (existsSync(path) && statSync(path).size > 0) known.add(store.name);
  }
  if (known.size === createdStores(dataDir).length) return;
  writeFileSync(join(dataDir, STORES_CREATED_FILE), `${JSON.stringify({ created: [...known].sort() }, null, 2)}\n`);
}

function createdStores(dataDir: string): string[] {
  try {
    const { created } = JSON.parse(readFileSync(join(dataDir, STORES_CREATED_FILE), 'utf8')) as { created?: unknown };
    return Array.isArray(created) ? created.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * What SQLite finds wrong with the file, in its words, or null: with `quick_check`, when every page
 * reads as part of a whole database; with `schema`, when the header and the schema read (what a
 * start can check in the same time whatever the file's size).
 */
function damageOf(path: string, check: 'quick_check' | 'schema'): string | null {
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { fileMustExist: true, timeout: 5_000 });
    if (check === 'schema') {
      db.prepare('SELECT count(*) FROM sqlite_schema').get();
      return null;
    }
    const rows = db.pragma('quick_check') as Array<{ quick_check: string }>;
    return checkSays(rows.map((row) => row.quick_check));
  } catch (error) {
    const problem = unreadable((error as { code?: string }).code ?? '', (error as Error).message);
    if (problem) return problem;
    throw error;
  } finally {
    db?.close();
  }
}

/** What `quick_check`'s lines say is wrong, or null when they say 'ok'. */
function checkSays(lines: string[]): string | null {
  const problems = lines.filter((line) => line !== 'ok');
  return problems.length > 0 ? `SQLite's check says: ${problems.slice(0, 3).join('; ')}` : null;
}

/** The damage an error of SQLite's names (the file is not a whole database), or null for another error. */
function unreadable(code: string, message: string): string | null {
  return code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB' ? `SQLite cannot read it: ${message}` : null;
}
