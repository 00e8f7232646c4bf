import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

export type LockResult =
  { acquired: true; release: () => void } | { acquired: false; ownerPid: number; message: string };

/**
 * Only one server may own a DATA_DIR with the embedded event store: two independent servers on one
 * SQLite log would each keep read models the other never updates. The owner writes its pid into
 * DATA_DIR/server.lock, created exclusively; a lock whose pid is no longer running (the owner was
 * killed) is taken over. A cluster's workers are the owner's children and never take the lock.
 */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): LockResult {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const descriptor = openSync(file, 'wx', 0o600);
      writeSync(descriptor, `${pid}\n`);
      closeSync(descriptor);
      let released = false;
      return {
        acquired: true,
        release: () => {
          if (released) return;
          released = true;
          // Only our own lock: a successor may have taken over a lock we no longer hold.
          if (readOwner(file) === pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner !== null && owner !== pid && isRunning(owner)) {
      return {
        acquired: false,
        ownerPid: owner,
        message: `DATA_DIR ${dataDir} is already served by another server (process ${owner}). Stop it first, or start this one with another DATA_DIR (WORKERS=N runs several processes on one DATA_DIR).`,
      };
    }
    // A lock left by a process that is gone (or unreadable, half written): remove it and try again.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

function readOwner(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Signal 0 checks that a process exists without touching it; EPERM means it exists under another user. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
