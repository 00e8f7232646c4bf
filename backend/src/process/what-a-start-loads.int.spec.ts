import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_DIR, ensureBuilt } from '../testing/spawned-server';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../testing/test-app';

/** What a process had loaded once the built app had started, and once it listened. */
interface Loaded {
  /** The packages, once started. */
  packages: string[];
  /** Whether the server bundle of the pages was loaded once started, and once it listened. */
  pageBundle: { started: boolean; listening: boolean };
  /** A public page asked for once it listened, and whether async hooks were on after it rendered. */
  afterAPage: { status: number; rendered: boolean; asyncHooks: boolean; asyncHooksOnceAStoreRan: boolean };
}

/**
 * What a process has loaded once the built app has started with `env`, and once it listens: a
 * child of its own, since Jest's module registry is not Node's.
 */
function loadedByAStart(env: Record<string, string>): Loaded {
  const dist = join(BACKEND_DIR, 'dist');
  const script = `
    const { createApp } = require(${JSON.stringify(join(dist, 'app.factory.js'))});
    const { loadConfig } = require(${JSON.stringify(join(dist, 'config', 'app-config.js'))});
    const pageBundle = () => Object.keys(require.cache).some((file) => file.endsWith('entry-server.cjs'));
    (async () => {
      const app = await createApp(loadConfig());
      const names = Object.keys(require.cache).map((file) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(file)?.[1]);
      const started = pageBundle();
      await app.listen({ port: 0, host: '127.0.0.1' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const listening = pageBundle();
      // Inside a promise's reaction the execution id is 0 unless async hooks track promises.
      const { AsyncLocalStorage, executionAsyncId } = require('node:async_hooks');
      const asyncHooksOn = () => Promise.resolve().then(() => executionAsyncId() !== 0);
      const page = await fetch('http://127.0.0.1:' + app.getHttpServer().address().port + '/events');
      const html = await page.text();
      const afterAPage = { status: page.status, rendered: html.includes('<div id="root"><'), asyncHooks: await asyncHooksOn() };
      new AsyncLocalStorage().run(true, () => undefined);
      afterAPage.asyncHooksOnceAStoreRan = await asyncHooksOn();
      const loaded = { packages: [...new Set(names.filter(Boolean))].sort(), pageBundle: { started, listening }, afterAPage };
      process.stdout.write('\\nloaded: ' + JSON.stringify(loaded) + '\\n');
      await app.close();
    })();`;
  const output = execFileSync(process.execPath, ['-e', script], {
    cwd: BACKEND_DIR,
    env: { PATH: process.env.PATH ?? '', ADMIN_EMAIL: TEST_ADMIN_EMAIL, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 60_000,
  });
  // The app logs to standard output too.
  const line = output.split('\n').find((candidate) => candidate.startsWith('loaded: '));
  if (!line) throw new Error(`The start printed no list of what it loaded:\n${output}`);
  return JSON.parse(line.slice('loaded: '.length)) as Loaded;
}

describe('what a start with the embedded stores loads', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'start-loads-'));
  beforeAll(() => ensureBuilt());
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  let loaded: Loaded;
  beforeAll(() => {
    loaded = loadedByAStart({ DATA_DIR: dataDir });
  });

  it('leaves out the clients of servers it does not use, the mail transport and the image library', () => {
    // What it uses is there: the list is of what the process loaded.
    expect(loaded.packages).toEqual(expect.arrayContaining(['@nestjs/core', 'better-sqlite3', 'fastify']));
    // Loaded when configured (MONGODB_URI, EVENTSTORE_CONNECTION_STRING, SMTP_URL) or at the first upload.
    for (const unused of ['mongodb', 'bson', '@kurrent/kurrentdb-client', '@grpc/grpc-js', 'nodemailer', 'sharp'])
      expect([unused, loaded.packages.includes(unused)]).toEqual([unused, false]);
  });

  it('loads the server bundle of the pages once it listens, not before', () => {
    expect(loaded.pageBundle).toEqual({ started: false, listening: true });
  });

  it('renders a page without turning async hooks on for the whole process (decision 0152)', () => {
    // The probe sees them once an AsyncLocalStorage has run, as React's Node renderer runs one per render.
    expect(loaded.afterAPage).toEqual({
      status: 200,
      rendered: true,
      asyncHooks: false,
      asyncHooksOnceAStoreRan: true,
    });
  });
});
