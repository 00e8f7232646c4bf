import Database from 'better-sqlite3';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
 * Before anything opens them: each store file this DATA_DIR held must still be there with content,
 * and each one there must read as a whole SQLite database (`quick_check`). Otherwise the start stops
 * with StoreDamagedError instead of starting empty (and loading the demo data over what was lost)
 * or failing later with SQLite's own error.
 */
export function checkStoreFiles(dataDir: string, stores: StoreFile[]): void {
  const created = createdStores(dataDir);
  for (const store of stores) {
    const path = join(dataDir, store.name);
    const size = existsSync(path) ? statSync(path).size : null;
    const lost = size === null ? 'is missing' : size === 0 ? 'is empty (zero bytes)' : null;
    if (lost && created.includes(store.name))
      throw new StoreDamagedError(
        `The ${store.holds} ${path} ${lost}, but this DATA_DIR held it (${STORES_CREATED_FILE}): its data is lost. Restore DATA_DIR from a backup (npm run restore -- <backup>, into an empty DATA_DIR); the server does not start on it.`,
      );
    if (size) {
      const problem = damageOf(path);
      if (problem)
        throw new StoreDamagedError(
          `The ${store.holds} ${path} is damaged (${problem}). Restore DATA_DIR from a backup (npm run restore -- <backup>, into an empty DATA_DIR); the server does not start on it.`,
        );
    }
  }
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

/** What SQLite finds wrong with the file, in its words, or null when it reads as a whole database. */
function damageOf(path: string): string | null {
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { fileMustExist: true, timeout: 5_000 });
    const rows = db.pragma('quick_check') as Array<{ quick_check: string }>;
    const problems = rows.map((row) => row.quick_check).filter((result) => result !== 'ok');
    return problems.length > 0 ? `SQLite's check says: ${problems.slice(0, 3).join('; ')}` : null;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB')
      return `SQLite cannot read it: ${(error as Error).message}`;
    throw error;
  } finally {
    db?.close();
  }
}
