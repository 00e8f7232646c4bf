import Database from 'better-sqlite3';
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { blocksFolderOf } from './listing-blocks';
import { READ_MODELS_FILE } from './sqlite-read-store';

/**
 * Where a rebuild of every read model (`npm run replay`) builds the new read-model file, beside
 * the one it replaces once it is complete (decision 0155). Under DATA_DIR, like everything a
 * process keeps; a server start removes one a rebuild left unfinished.
 */
export const FRESH_READ_MODELS_FILE = `${READ_MODELS_FILE}.rebuilding`;

/** Removes a fresh file a rebuild left unfinished, and what SQLite kept beside it. */
export function removeFreshReadModelFile(dataDir: string): void {
  const fresh = join(dataDir, FRESH_READ_MODELS_FILE);
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${fresh}${suffix}`, { force: true });
  rmSync(blocksFolderOf(fresh), { recursive: true, force: true });
}

/**
 * Makes the fresh file, complete and closed by its rebuild, the read-model file: in the journal
 * mode every process opens the file in (WAL), on disk, then renamed over the old file, which stays
 * whole until that rename. The old file's write-ahead log is emptied into it and removed first:
 * left beside the new file, SQLite would apply it to the new file's pages.
 */
export function putFreshReadModelFileInPlace(dataDir: string): void {
  const fresh = join(dataDir, FRESH_READ_MODELS_FILE);
  const file = join(dataDir, READ_MODELS_FILE);
  const db = new Database(fresh, { fileMustExist: true });
  db.pragma('journal_mode = WAL');
  db.close();
  syncToDisk(fresh);
  emptyWriteAheadLog(file);
  renameSync(fresh, file);
  rmSync(`${file}-shm`, { force: true });
  // The old file's listing blocks are not the new file's (decision 0143).
  rmSync(blocksFolderOf(file), { recursive: true, force: true });
  if (existsSync(blocksFolderOf(fresh))) renameSync(blocksFolderOf(fresh), blocksFolderOf(file));
  syncToDisk(dataDir);
}

function emptyWriteAheadLog(file: string): void {
  if (!existsSync(`${file}-wal`)) return;
  try {
    const db = new Database(file, { fileMustExist: true });
    db.pragma('wal_checkpoint(TRUNCATE)');
    // The last connection to close removes the log.
    db.close();
  } catch {
    // A file SQLite cannot read is replaced all the same.
  }
  rmSync(`${file}-wal`, { force: true });
}

/** fsync of a file, or of a folder (its entries: a rename in it). */
function syncToDisk(path: string): void {
  const descriptor = openSync(path, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
