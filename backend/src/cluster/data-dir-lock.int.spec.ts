import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAIN_JS, ensureBuilt, freePort, spawnServer } from '../testing/spawned-server';
import { LOCK_FILE, acquireDataDirLock } from './data-dir-lock';

describe('the DATA_DIR lock', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is refused to a second holder even with the same process id (two containers, each its process 1)', () => {
    const first = acquireDataDirLock(dataDir);
    expect(first.acquired).toBe(true);
    // The same process asking again stands in for another container whose server is also process 1.
    const second = acquireDataDirLock(dataDir);
    expect(second.acquired).toBe(false);
    expect(second.acquired === false && second.message).toContain(
      `DATA_DIR ${dataDir} is already served by another server (process ${process.pid} on ${hostname()}, since `,
    );
    if (first.acquired) first.release();
    const third = acquireDataDirLock(dataDir);
    expect(third.acquired).toBe(true);
    if (third.acquired) third.release();
  });

  it("takes over the previous version's lock file, which held a process id as text", () => {
    writeFileSync(join(dataDir, LOCK_FILE), `${process.pid}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(lock.acquired).toBe(true);
    if (lock.acquired) lock.release();
  });
});

describe('the DATA_DIR lock between real servers', () => {
  beforeAll(() => ensureBuilt(), 300_000);
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'data-dir-lock-servers-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** `node backend/dist/main.js` on `dataDir` until it exits: its exit code and what it printed. */
  const startExpectingExit = async (port: number) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [MAIN_JS],
        {
          env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'off' },
          timeout: 20_000,
        },
        (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, output: stdout + stderr }),
      );
    });

  it('refuses a second server at once, naming the holder; after kill -9 of the holder a new server starts', async () => {
    const first = await spawnServer({ dataDir, port: await freePort() });
    try {
      const started = Date.now();
      const second = await startExpectingExit(await freePort());
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `DATA_DIR ${dataDir} is already served by another server (process ${first.process.pid} on ${hostname()}, since `,
      );
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await first.kill();
    }
    // Nothing was released by hand: the system dropped the dead holder's lock.
    const third = await spawnServer({ dataDir, port: await freePort() });
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
    await third.stop();
  }, 120_000);
});
