import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE, acquireDataDirLock } from './data-dir-lock';

describe('the DATA_DIR lock', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is taken by the first server and refused to a second while the first runs', () => {
    const first = acquireDataDirLock(dataDir);
    expect(first.acquired).toBe(true);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    // Another live process (our parent stands in for a second server) is refused with a clear message.
    const second = acquireDataDirLock(dataDir, process.ppid);
    expect(second).toMatchObject({ acquired: false, ownerPid: process.pid });
    expect(second.acquired === false && second.message).toContain(
      `is already served by another server (process ${process.pid})`,
    );
    if (first.acquired) first.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    expect(acquireDataDirLock(dataDir, process.ppid).acquired).toBe(true);
  });

  it('takes over the lock of a server that is gone (killed without releasing it)', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(join(dataDir, LOCK_FILE), `${gone.stdout.toString()}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(lock.acquired).toBe(true);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
  });
});
