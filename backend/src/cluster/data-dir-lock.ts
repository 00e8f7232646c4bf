import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';
/** Who holds the lock, written by the holder for the message a refused server prints. */
export const LOCK_HOLDER_FILE = 'server.lock.holder';

export type LockResult = { acquired: true; release: () => void } | { acquired: false; message: string };

/**
 * Only one server may own a DATA_DIR with the embedded event store: two independent servers on one
 * SQLite log would each keep read models the other never updates. The owner holds an exclusive
 * SQLite transaction open on DATA_DIR/server.lock, an empty database: an operating-system lock on
 * the file, which every process that can open it sees (two containers on one volume, whatever
 * their process ids) and which the system releases when its holder dies, `kill -9` included, so
 * there is nothing to clean up after a crash. Process ids are only written beside it, to name the
 * holder. A cluster's workers are the owner's children and never take the lock (decision 0050).
 */
export function acquireDataDirLock(dataDir: string): LockResult {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    // No busy wait: a lock that is held is refused at once.
    const lock = new Database(file, { timeout: 0 });
    try {
      lock.exec('BEGIN EXCLUSIVE');
    } catch (error) {
      lock.close();
      const code = (error as { code?: string }).code;
      if (code === 'SQLITE_BUSY') return { acquired: false, message: refusal(dataDir) };
      // The previous version's lock held a process id as text: it locks nothing, so it is emptied.
      if (code === 'SQLITE_NOTADB' && attempt === 0) {
        truncateSync(file);
        continue;
      }
      throw error;
    }
    writeFileSync(
      join(dataDir, LOCK_HOLDER_FILE),
      `process ${process.pid} on ${hostname()}, since ${new Date().toISOString()}\n`,
    );
    let released = false;
    return {
      acquired: true,
      release: () => {
        if (released) return;
        released = true;
        // Closing the connection ends the transaction and its lock; the file stays for the next server.
        lock.close();
      },
    };
  }
  throw new Error(`Could not take the lock ${file}`);
}

function refusal(dataDir: string): string {
  return `DATA_DIR ${dataDir} is already served by another server (${holderOf(dataDir)}). Stop it first, or start this one with another DATA_DIR (WORKERS=N runs several processes on one DATA_DIR).`;
}

function holderOf(dataDir: string): string {
  try {
    return readFileSync(join(dataDir, LOCK_HOLDER_FILE), 'utf8').trim();
  } catch {
    return 'it has not said which';
  }
}
