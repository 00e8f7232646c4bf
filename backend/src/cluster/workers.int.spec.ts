import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eventForm } from '../testing/test-app';
import { acquireDataDirLock } from './data-dir-lock';

/**
 * The built server with WORKERS=2 on a temporary DATA_DIR, driven over HTTP on 127.0.0.1 only.
 * Every request opens its own connection, so the primary hands requests to both workers in turn;
 * the x-worker header (WORKER_HEADER=on) says which one answered.
 */
const ENTRY = process.env.SERVER_ENTRY ?? resolve(__dirname, '../../dist/main.js');
const PORT = 3103;
const PASSWORD = 'correct horse battery staple';
const EMAIL = 'admin@example.com';

/** An answer from whichever worker took the request; `T` is what the route answers (a page's body is its text). */
interface Answer<T = unknown> {
  status: number;
  worker: string;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

/** An event as the lists and reads below need it. */
interface EventRow {
  id: string;
  title: string;
}

function call<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Answer<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolvePromise, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          connection: 'close',
        },
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text) as unknown;
          } catch {
            // a page, not JSON
          }
          resolvePromise({
            status: response.statusCode ?? 0,
            worker: String(response.headers['x-worker']),
            body: body as T,
            headers: response.headers,
          });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path} timed out`)));
    outgoing.on('error', reject);
    if (payload) outgoing.write(payload);
    outgoing.end();
  });
}

function startServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): { child: ChildProcess; output: () => string; ready: Promise<void> } {
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      WORKERS: '2',
      WORKER_HEADER: 'on',
      DEMO_DATA: 'on',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<void>((resolvePromise, reject) => {
    // A first start writes the read-model file and the demo data before forking, and each worker then
    // loads the file: on a busy two-core machine that has taken more than 30 s.
    const timer = setTimeout(() => reject(new Error(`server not ready after 60 s:\n${output}`)), 60_000);
    const check = () => {
      if (/Dental education events on .*\(2 workers\)/.test(output)) {
        clearTimeout(timer);
        resolvePromise();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, output: () => output, ready };
}

function workerPids(primaryPid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primaryPid)])
      .toString()
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
  }
}

if (!existsSync(ENTRY)) {
  describe('WORKERS=2: two workers on one port and one DATA_DIR', () => {
    it.skip(`skipped: no built server at ${ENTRY} (run npm run build)`, () => undefined);
  });
}

(existsSync(ENTRY) ? describe : describe.skip)('WORKERS=2: two workers on one port and one DATA_DIR', () => {
  jest.setTimeout(90_000);
  let dataDir: string;
  let server: ReturnType<typeof startServer>;
  let cookie: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'workers-'));
    server = startServer(dataDir);
    await server.ready;
    const login = await call('POST', '/api/auth/login', { body: { email: EMAIL, password: PASSWORD } });
    expect(login.status).toBe(200);
    cookie = String(login.headers['set-cookie']).split(';')[0];
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      const exited = new Promise((resolvePromise) => server.child.once('exit', resolvePromise));
      server.child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads the demo data once, in the primary, before any worker serves', async () => {
    expect(server.output().match(/Loaded demo data/g)).toHaveLength(1);
    const demoLoaded = server.output().indexOf('Loaded demo data');
    const workersBooted = [...server.output().matchAll(/\[Nest\] (\d+) .*Event store: SQLite/g)].map((match) => ({
      pid: Number(match[1]),
      at: match.index ?? 0,
    }));
    const primary = server.child.pid as number;
    expect(workersBooted.filter(({ pid }) => pid !== primary).every(({ at }) => at > demoLoaded)).toBe(true);
    expect((await call<EventRow[]>('GET', '/api/events')).body.length).toBeGreaterThan(0);
  });

  it('answers 500 mixed public reads and admin writes without an error, one sign-in for all, and every write shows on the next read from either worker', async () => {
    const answeredBy = new Set<string>();
    let crossWorkerChecks = 0;
    let requests = 0;
    const failures: string[] = [];
    const expectOk = (label: string, answer: Answer, status = 200) => {
      requests += 1;
      answeredBy.add(answer.worker);
      if (answer.status !== status)
        failures.push(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    };
    // Four clients at once, each: write, then read what it wrote (the read goes to the other worker
    // about half the time), with public reads in between.
    const client = async (clientNumber: number) => {
      // Each client edits only its own events, so what it reads back is what it wrote last.
      const created: Array<{ id: string; title: string }> = [];
      for (let round = 0; round < 25; round += 1) {
        const title = `Workers Symposium ${clientNumber}-${round}`;
        const write =
          round % 2 === 0 || created.length === 0
            ? await call<EventRow>('POST', '/api/events', { body: eventForm({ title }), cookie })
            : await call<EventRow>('PATCH', `/api/events/${created[round % created.length].id}`, {
                body: { title },
                cookie,
              });
        expectOk(`write ${title}`, write, round % 2 === 0 || created.length === 0 ? 201 : 200);
        if (write.status >= 300) continue;
        const id = write.body.id;
        if (round % 2 === 0) created.push({ id, title });
        else created.find((event) => event.id === id)!.title = title;
        // The next read, public and anonymous (the cached path), from whichever worker answers.
        const read = await call<EventRow>('GET', `/api/events/${id}`);
        expectOk(`read ${id}`, read);
        if (read.body.title !== title)
          failures.push(
            `read after write on worker ${write.worker} by worker ${read.worker}: "${read.body.title}", not "${title}"`,
          );
        if (read.worker !== write.worker) crossWorkerChecks += 1;
        const list = await call<EventRow[]>('GET', '/api/events');
        expectOk('list', list);
        if (!list.body.some((event) => event.id === id && event.title === title))
          failures.push(`list on worker ${list.worker} misses "${title}"`);
        expectOk('me', await call('GET', '/api/auth/me', { cookie }));
        expectOk('home page', await call('GET', '/'));
      }
    };
    await Promise.all([0, 1, 2, 3].map(client));
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(500);
    expect(answeredBy).toEqual(new Set(['1', '2']));
    expect(crossWorkerChecks).toBeGreaterThan(10);
  });

  it('answers 150 concurrent writes spread over both workers, none refused for a busy database', async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, index) =>
        call<EventRow>('POST', '/api/events', { body: eventForm({ title: `Concurrent Forum ${index}` }), cookie }),
      ),
    );
    expect(
      answers
        .filter((answer) => answer.status !== 201)
        .map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`),
    ).toEqual([]);
    expect(new Set(answers.map((answer) => answer.worker))).toEqual(new Set(['1', '2']));
    const list = await call<EventRow[]>('GET', '/api/events', { cookie });
    const ids = new Set(list.body.map((event) => event.id));
    expect(answers.filter((answer) => !ids.has(answer.body.id))).toEqual([]);
  });

  it('counts the sign-in limit across workers', async () => {
    const statuses: Array<[number, string]> = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await call('POST', '/api/auth/login', { body: { email: EMAIL, password: `wrong-${attempt}` } });
      statuses.push([answer.status, answer.worker]);
    }
    expect(statuses.map(([status]) => status)).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect(new Set(statuses.slice(0, 10).map(([, worker]) => worker)).size).toBe(2);
    // The session made before still works everywhere.
    for (let index = 0; index < 4; index += 1) expect((await call('GET', '/api/auth/me', { cookie })).status).toBe(200);
  });

  it('loses no acknowledged write when a worker is killed with kill -9, and replaces the worker', async () => {
    const primary = server.child.pid as number;
    const before = workerPids(primary);
    expect(before).toHaveLength(2);
    const acknowledged: string[] = [];
    let refused = 0;
    for (let index = 0; index < 30; index += 1) {
      if (index === 10) process.kill(before[0], 'SIGKILL');
      try {
        const answer = await call<EventRow>('POST', '/api/events', {
          body: eventForm({ title: `Crash Test ${index}` }),
          cookie,
        });
        if (answer.status === 201) acknowledged.push(answer.body.id);
        else refused += 1;
      } catch {
        refused += 1; // the connection died with the worker: not acknowledged
      }
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
    expect(refused).toBeLessThanOrEqual(5);
    const replaced = await until('a new worker', () => {
      const now = workerPids(primary);
      return Promise.resolve(now.length === 2 && !now.includes(before[0]) ? now : undefined);
    });
    expect(replaced).toContain(before[1]);
    // Both workers, the new one included, show every acknowledged write.
    const seenBy = new Set<string>();
    await until('both workers to answer', async () => {
      const list = await call<EventRow[]>('GET', '/api/events', { cookie });
      const ids = new Set(list.body.map((event) => event.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      seenBy.add(list.worker);
      return seenBy.size === 2 ? true : undefined;
    });
  });

  it('refuses a second server on the same DATA_DIR at once, naming the owner', () => {
    const started = Date.now();
    let failure: { status: number; stderr: Buffer } | null = null;
    try {
      execFileSync(process.execPath, [ENTRY], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '3104', HOST: '127.0.0.1', DEMO_DATA: 'off' },
        stdio: 'pipe',
        timeout: 20_000,
      });
    } catch (error) {
      failure = error as { status: number; stderr: Buffer };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr.toString()).toContain(
      `DATA_DIR ${dataDir} is already served by another server (process ${server.child.pid} on ${hostname()}, since `,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops the workers and releases the DATA_DIR on SIGTERM', async () => {
    const primary = server.child.pid as number;
    const workers = workerPids(primary);
    const exited = new Promise((resolvePromise) => server.child.once('exit', resolvePromise));
    server.child.kill('SIGTERM');
    await exited;
    const lock = acquireDataDirLock(dataDir);
    expect(lock.acquired).toBe(true);
    if (lock.acquired) lock.release();
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
