import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './test-app';

/** The backend as `npm start` runs it: what tests that kill or restart a real process need. */
export const BACKEND_DIR = join(__dirname, '..', '..');
export const MAIN_JS = join(BACKEND_DIR, 'dist', 'main.js');

/**
 * Builds contracts and the backend when their sources changed since their last build (or there is
 * none: a fresh checkout), as `npm start` does (tools/build.mjs), so the spawned server runs the
 * code under test.
 */
export function ensureBuilt(): void {
  // Jest runs test files in several workers: two of them must not build into the same dist/ at once.
  withBuildLock(() =>
    execFileSync(process.execPath, ['tools/build.mjs', '--if-changed', 'backend'], {
      cwd: join(BACKEND_DIR, '..'),
      stdio: 'ignore',
    }),
  );
}

/** One lock file per checkout, holding the id of the process that builds. */
const BUILD_LOCK = join(
  tmpdir(),
  `dental-events-build-${createHash('sha256').update(BACKEND_DIR).digest('hex').slice(0, 16)}.lock`,
);

function withBuildLock(build: () => void, timeoutMs = 5 * 60_000): void {
  const deadline = Date.now() + timeoutMs;
  while (!takeBuildLock()) {
    if (holderIsGone()) rmSync(BUILD_LOCK, { force: true });
    else if (Date.now() > deadline) throw new Error(`Another test process held ${BUILD_LOCK} for ${timeoutMs} ms`);
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
  try {
    build();
  } finally {
    rmSync(BUILD_LOCK, { force: true });
  }
}

/** Creates the lock file, or returns false when it exists. */
function takeBuildLock(): boolean {
  try {
    writeFileSync(BUILD_LOCK, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** True when the lock names a process that no longer runs (it was killed while building). */
function holderIsGone(): boolean {
  let holder: number;
  try {
    holder = Number(readFileSync(BUILD_LOCK, 'utf8'));
  } catch {
    return false; // released meanwhile: the next attempt takes it
  }
  if (!Number.isInteger(holder) || holder <= 0) return false; // being written
  try {
    process.kill(holder, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** A port nobody listens on now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  /** What the process wrote, for a failing test's message. */
  output(): string;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL (kill -9): no shutdown hook runs. */
  kill(): Promise<void>;
}

/**
 * Starts backend/dist/main.js on 127.0.0.1 only, on a DATA_DIR of the test's, with the test
 * admin and no built frontend. `waitUntilListening: false` returns at once (to kill it during
 * its boot).
 */
export async function spawnServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  waitUntilListening?: boolean;
}): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [MAIN_JS], {
    cwd: join(BACKEND_DIR, '..'),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DEMO_DATA: 'off',
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      FRONTEND_DIST: join(options.dataDir, 'no-frontend'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: SpawnedServer = {
    url: `http://127.0.0.1:${options.port}`,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  if (options.waitUntilListening !== false) await waitUntilListening(server);
  return server;
}

export async function waitUntilListening(server: SpawnedServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null || server.process.signalCode !== null)
      throw new Error(`The server exited while starting:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/events`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start within ${timeoutMs} ms:\n${server.output()}`);
}

/** Signs in as the test admin; the Cookie header value. */
export async function signIn(server: SpawnedServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}
