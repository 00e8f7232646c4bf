import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import type { EventListing, Speaker } from '@dental/contracts';
import { E2E_WORKERS, serverAddress, TAKES_SCREENSHOTS } from '../../playwright.config';

const require = createRequire(import.meta.url);

const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the tests leave their screenshots: frontend/test-results/screenshots, outside the tracked
 * tree, so a test run leaves the working tree as it found it. `npm run screenshots -w frontend`
 * points SCREENSHOT_DIR (relative to frontend/) at docs/screenshots to refresh the pictures there.
 */
const SCREENSHOT_DIR = resolve(frontendDir, process.env.SCREENSHOT_DIR ?? 'test-results/screenshots');

export interface PageProblems {
  /** Declares an expected failure (e.g. the API's 404 for an unknown id) so it does not fail the test. */
  allow(pattern: RegExp): void;
}

/** What the test's page has asked for and not yet received, and when its traffic last changed. */
interface PageTraffic {
  inFlight: Set<Request>;
  lastChange: number;
}
const trafficOf = new WeakMap<Page, PageTraffic>();

/**
 * `test` against the worker's own server, with a watcher on every page: an uncaught exception, a
 * console error, a failed request or a page React had to render again instead of hydrating anywhere
 * in the test fails it, listing what happened. The watcher also keeps count of the page's requests
 * in flight, for `waitForNetworkQuiet`.
 */
export const test = base.extend<{ pageProblems: PageProblems }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing here.
  baseURL: async ({}, use, testInfo) => {
    if (testInfo.parallelIndex >= E2E_WORKERS)
      throw new Error(`Worker ${testInfo.parallelIndex} has no server: set E2E_WORKERS instead of --workers.`);
    await use(serverAddress(testInfo.parallelIndex));
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
        // main.tsx says so when React could not take over the server's HTML and rendered the page again.
        if (message.type() === 'warning' && message.text().startsWith('Hydration fell back'))
          problems.push(`hydration failed: ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
      });
      const traffic: PageTraffic = { inFlight: new Set(), lastChange: Date.now() };
      trafficOf.set(page, traffic);
      page.on('request', (request) => {
        traffic.inFlight.add(request);
        traffic.lastChange = Date.now();
      });
      const settled = (request: Request) => {
        traffic.inFlight.delete(request);
        traffic.lastChange = Date.now();
      };
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);
      await use({ allow: (pattern) => allowed.push(pattern) });
      // The context outlives the test (reuseContext in playwright.config.ts): undo what its own reset
      // keeps, so the next test starts as in a fresh context.
      await page.context().setExtraHTTPHeaders({});
      await page.context().clearPermissions();
      expect(
        problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem))),
        'the page reported errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Declares that the document itself answers 404 (an unknown path or event): the server sends the
 * not-found page with that status, and Chromium logs the status of the document as a failed load.
 */
export function allowNotFoundDocument(pageProblems: PageProblems, path: string): void {
  const pathname = new URL(path, 'http://localhost').pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  pageProblems.allow(new RegExp(`^HTTP 404 https?://[^/]+${pathname}$`));
  pageProblems.allow(
    new RegExp(
      `^console error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(https?://[^/]+${pathname}\\)$`,
    ),
  );
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * How long a page must have had no request in flight to count as settled. Playwright's
 * 'networkidle' waits 500 ms after the last request, on every call; the pages here ask for what
 * they need within a few milliseconds of the answer before (a chunk, then its data), so a tenth
 * of that is enough, and the checks that follow wait for the page's own signs of having its data.
 */
const NETWORK_QUIET_MS = 100;

/**
 * Waits until the test's page has had no request in flight for NETWORK_QUIET_MS: what
 * 'networkidle' means, with a shorter quiet spell. A page the watcher does not know (one opened in
 * a context of the test's own) gets 'networkidle' itself.
 */
export async function waitForNetworkQuiet(page: Page): Promise<void> {
  const traffic = trafficOf.get(page);
  if (!traffic) return page.waitForLoadState('networkidle');
  await page.waitForLoadState('load');
  await expect
    .poll(() => traffic.inFlight.size === 0 && Date.now() - traffic.lastChange >= NETWORK_QUIET_MS, {
      message: 'no request in flight',
      intervals: [NETWORK_QUIET_MS / 4],
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * Waits until the page's data has arrived and React has taken over the server's HTML, every control
 * in it included: no loading placeholders left, no load-failure message. A choice made in the
 * server's HTML before hydration would be put back by React, as it would for a visitor that quick.
 */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await waitForNetworkQuiet(page);
  // React hydrates each Suspense boundary on its own, after the page around it: a control whose
  // boundary is still waiting has no React props yet, and a choice made on it would be put back.
  // Cards and links too: a test that changes a card's text before its boundary hydrates makes
  // React find other text than it rendered (error #418).
  await expect
    .poll(
      () =>
        page
          .locator('main')
          .first()
          .evaluate((main) =>
            [main, ...main.querySelectorAll('button, input, select, textarea, a, article')].every((element) =>
              Object.keys(element).some((key) => key.startsWith('__reactProps$')),
            ),
          ),
      {
        message: 'the page and every control in it hydrated by React',
      },
    )
    .toBe(true);
  // The page hydrates as a transition, in slices: each control gets its React props while its slice
  // renders, but a choice made before the last slice is committed is put back. Once the controls
  // have their props the root exists, and its state says when that commit is done.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const container = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
          const key = container && Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
          const hostRoot = key ? (container[key] as { stateNode?: { current?: { memoizedState?: unknown } } }) : null;
          const state = hostRoot?.stateNode?.current?.memoizedState as { isDehydrated?: boolean } | null | undefined;
          // A page the browser rendered alone (no server HTML) has no dehydrated state to wait for.
          return state?.isDehydrated !== true;
        }),
      { message: "React committed the page's hydration" },
    )
    .toBe(true);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.getByText(/We couldn't load/)).toHaveCount(0);
}

/**
 * axe-core as its package ships it minified: the same code as `require('axe-core').source`, less
 * than half the characters for each page to parse.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical axe-core violations on the current page (WCAG 2.x A/AA rules and best
 * practices).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // axe stays defined on the window; its script element goes, so the document is as it was.
    const script = await page.addScriptTag({ content: axeSource });
    await script.evaluate((element) => (element as Element).remove());
  }
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => JSON.stringify(node.target)),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${violation.targets.join(', ')}`);
}

/** Scrolls through the page so lazy images load, then back to the top; renders every box for a full-page picture. */
export async function loadLazyContent(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  // Boxes rendered only near the viewport (content-visibility: auto) would be blank below the fold
  // of a full-page screenshot: render them all for the picture.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await waitForNetworkQuiet(page);
  // Images inside collapsed panels never start loading; give the rest a few seconds at most.
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete && image.getClientRects().length > 0)
        .map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, 5000);
            }),
        ),
    ),
  );
}

/**
 * Takes the picture of a page, or of one element, when the run takes pictures (TAKES_SCREENSHOTS).
 * Otherwise an element must still be visible, as taking its picture requires.
 */
export async function photograph(
  target: Page | Locator,
  options: Parameters<Page['screenshot']>[0] & { path: string },
): Promise<void> {
  const isPage = 'goto' in target;
  if (!TAKES_SCREENSHOTS) {
    if (!isPage) await expect(target).toBeVisible();
    return;
  }
  mkdirSync(dirname(options.path), { recursive: true });
  await (isPage ? target.screenshot(options) : target.screenshot(options));
}

/**
 * Where a picture of docs/screenshots goes (SCREENSHOT_DIR/<fileName>). A test that takes one is
 * tagged @screenshot, so that `npm run screenshots -w frontend` runs exactly the tests that take them.
 */
export function screenshotPath(fileName: string): string {
  expect(test.info().tags, `the test that takes ${fileName} is tagged @screenshot`).toContain('@screenshot');
  return resolve(SCREENSHOT_DIR, fileName);
}

/** docs/screenshots/public-<name>-<project>.png: the whole page. */
export async function saveScreenshot(page: Page, name: string, projectName: string): Promise<void> {
  await loadLazyContent(page);
  await photograph(page, {
    path: screenshotPath(`public-${name}-${projectName}.png`),
    fullPage: true,
    animations: 'disabled',
    scale: 'css',
  });
}

export async function publicEvents(request: APIRequestContext): Promise<EventListing[]> {
  const response = await request.get('/api/events');
  expect(response.ok(), 'GET /api/events').toBeTruthy();
  return (await response.json()) as EventListing[];
}

export async function publicSpeakers(request: APIRequestContext): Promise<Speaker[]> {
  const response = await request.get('/api/speakers');
  expect(response.ok(), 'GET /api/speakers').toBeTruthy();
  return (await response.json()) as Speaker[];
}

export type AgendaShape = 'days-list' | 'sessions-list' | 'days-object' | 'keyed-by-date';

/** Which of the four agenda shapes (spec section 3) an event's stored agenda has, if any. */
export function agendaShape(agenda: unknown): AgendaShape | null {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (Array.isArray(agenda) && agenda.length > 0) {
    const dayLike = agenda.every(
      (entry) =>
        isObject(entry) &&
        Array.isArray(entry.sessions) &&
        (typeof entry.date === 'string' || typeof entry.day === 'string'),
    );
    return dayLike ? 'days-list' : 'sessions-list';
  }
  if (isObject(agenda)) {
    if (Array.isArray(agenda.days)) return 'days-object';
    if (Object.values(agenda).some(Array.isArray)) return 'keyed-by-date';
  }
  return null;
}
