import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built app, started the way `npm start` runs it (without rebuilding):
 * the backend serves the API and frontend/dist on one port, with demo data in a fresh store.
 * Build first (`npm run build` at the root, or `npm run test:browser` there, which does both).
 *
 * Tests run in E2E_WORKERS workers (3 by default: on two cores a third worker runs while the others
 * wait for a page, a server or a timer, 8.7 minutes instead of 10.1 for two; decision 0117), and each
 * worker has a server of its own, on port E2E_PORT + its parallel index with its own data directory:
 * a test that changes the site (settings, featured events, global sponsors) never meets another
 * worker's changes halfway through. Change the number of workers with E2E_WORKERS, not --workers, so
 * that there is one server for each.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);
/** The server of the worker with this parallel index (0 to E2E_WORKERS - 1). */
export const serverAddress = (parallelIndex: number) => `http://localhost:${FIRST_PORT + parallelIndex}`;
export const E2E_ADMIN_EMAIL = 'admin@example.com';
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-2024';

/**
 * Whether this run takes pictures: `npm run screenshots` (which sets SCREENSHOT_DIR) and a run with
 * E2E_SCREENSHOTS=on do. An ordinary run checks everything a picture's test checks but encodes no
 * picture: a full-page screenshot costs seconds, more than most of the checks of its test, and
 * nobody looks at the pictures of a run that passed.
 */
export const TAKES_SCREENSHOTS =
  process.env.SCREENSHOT_DIR !== undefined || /^(on|true|yes|1)$/i.test(process.env.E2E_SCREENSHOTS ?? '');

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell: the same Blink and
 * V8 as /usr/bin/chromium, without the browser's window layer) when it is installed: a run through
 * it took a third less CPU and 12.5 minutes instead of 18.9 (decision 0077). Otherwise Debian's
 * Chromium; CHROMIUM_PATH chooses either, or another build.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : '/usr/bin/chromium');

const chromiumLaunch = {
  executablePath: CHROMIUM_EXECUTABLE,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // One renderer process for every page of a worker's browser: the tests visit one site, and with
    // site isolation each navigation from the reset's about:blank to it started a new renderer
    // (82 of them for 38 tests, against 11). The run's CPU, not its waits, sets its length (both
    // cores stay busy); a renderer's start is work no test checks (decision 0138).
    '--disable-site-isolation-trials',
    '--renderer-process-limit=1',
  ],
};

/**
 * `npm run screenshots` photographs the public pages first, against servers holding nothing but the
 * demo data, then runs the other tests that take pictures with this set, leaving those pages out:
 * otherwise the pictures of /events, /speakers and /sponsors list what other tests had just made.
 */
const PUBLIC_PAGES_PHOTOGRAPHED = process.env.E2E_PUBLIC_PAGES_PHOTOGRAPHED === 'on';

export default defineConfig({
  testDir: './e2e',
  testIgnore: PUBLIC_PAGES_PHOTOGRAPHED ? ['**/public-routes.spec.ts'] : [],
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // baseURL is each worker's own server: see `test` in e2e/support/fixtures.ts.
  use: {
    launchOptions: chromiumLaunch,
    // The app's Content-Security-Policy forbids inline scripts; axe-core is injected as one.
    bypassCSP: true,
    trace: 'off',
    screenshot: 'off',
    // One browser context and page per worker, reset between tests (cookies, storage and cache of
    // the origins visited, extra pages, routes, init scripts, viewport and emulation), instead of a
    // new context per test: each new page starts a renderer process, about a quarter of a test's
    // time on two cores (decision 0074). A test.use() of another context option (javaScriptEnabled,
    // extraHTTPHeaders) gets a fresh context; what the reset leaves (extra HTTP headers set during a
    // test, permissions) is reset by the page watcher in e2e/support/fixtures.ts.
    reuseContext: true,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        bypassCSP: true,
        launchOptions: chromiumLaunch,
      },
    },
    {
      name: 'phone',
      // The phone run is for what a phone changes: the menu, the filter sheet, layouts, touch, the
      // pictures at 390 px. A test tagged @desktop-only runs once, in 'desktop': it sets its own
      // viewport widths (360 to 1280, phone widths included), or checks what no viewport changes (the
      // server's HTML, the API's answers, an admin flow with the same controls at both widths).
      grepInvert: /@desktop-only/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        // A phone's pixels at twice the CSS pixels, for the pictures only: layout, media queries and
        // every check read CSS pixels, and without a GPU each frame at scale 2 is four times the
        // painting (decision 0067).
        deviceScaleFactor: TAKES_SCREENSHOTS ? 2 : 1,
        isMobile: true,
        hasTouch: true,
        bypassCSP: true,
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, parallelIndex) => ({
    command: 'node e2e/support/start-server.mjs',
    url: `${serverAddress(parallelIndex)}/api/site-settings`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Stopped with SIGTERM, so that start-server.mjs removes its data directory (about 30 MB of
    // demo stores); without it Playwright kills the process group, and every run left three behind.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(FIRST_PORT + parallelIndex),
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'quiet',
      // As behind one reverse proxy: spec files that submit for real each come from their own address (e2e/support/client-address.ts).
      TRUST_PROXY: '1',
    },
  })),
});
