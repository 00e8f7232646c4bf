import type { APIRequestContext, Cookie, Locator, Page } from '@playwright/test';
import type { AdminEventsAnswer, EventListing, Speaker, Sponsor } from '@dental/contracts';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, serverAddress } from '../playwright.config';
import {
  expect,
  loadLazyContent,
  photograph,
  screenshotPath,
  seriousAxeViolations,
  test as base,
  waitForNetworkQuiet,
  type PageProblems,
} from './support/fixtures';
import { dayFromToday } from './support/days';

export { expect, seriousAxeViolations };
export const ADMIN_EMAIL = E2E_ADMIN_EMAIL;
export const ADMIN_PASSWORD = E2E_ADMIN_PASSWORD;

/**
 * The day of the courses the tests make unless they say otherwise: some ten months ahead, so
 * that they are upcoming (with plan and calendar buttons) on whichever day the suite runs.
 */
export const COURSE_DAY = dayFromToday(300);

/**
 * `test` for admin screens: the page-problem watcher of the public tests, told that the one
 * expected 401 (asking /api/auth/me before signing in) is not a problem.
 */
export const test = base.extend<{ adminProblems: PageProblems }>({
  adminProblems: [
    async ({ pageProblems }, use) => {
      pageProblems.allow(/\/api\/auth\/me$/);
      pageProblems.allow(/status of 401 \(Unauthorized\)/);
      await use(pageProblems);
    },
    { auto: true },
  ],
});

/**
 * The admin's session cookie of this worker's server, once signed in. A sign-in checks the password
 * at the production scrypt cost, a noticeable share of a short test on a busy machine, so the tests
 * of one worker share one session: each still gets a fresh browser context, given this cookie.
 */
let sharedAdminSession: { server: string; cookies: Cookie[] } | null = null;

/**
 * Signs the browser context in as the admin (the cookie is shared with the page and page.request):
 * with the worker's admin session while the server still knows it, otherwise through the API,
 * keeping the new session for the next test. (A test that signs in again in the same context, or
 * logs out, ends that session; the next test then signs in anew.)
 */
export async function signInByApi(page: Page): Promise<void> {
  const server = serverAddress(test.info().parallelIndex);
  if (sharedAdminSession?.server === server) {
    await page.context().addCookies(sharedAdminSession.cookies);
    const me = await page.request.get('/api/auth/me');
    if (me.ok() && ((await me.json()) as { email?: string }).email === ADMIN_EMAIL) return;
  }
  const response = await page.request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(response.ok(), 'POST /api/auth/login').toBeTruthy();
  sharedAdminSession = { server, cookies: await page.context().cookies(server) };
}

/** Opens an admin screen already signed in, and waits for its data. */
export async function openAdmin(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await signInByApi(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForAdminContent(page);
}

export async function waitForAdminContent(page: Page): Promise<void> {
  await waitForNetworkQuiet(page);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.getByText(/We couldn't load/)).toHaveCount(0);
}

/** The toast on screen (one at a time) shows this title and, when given, this description. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  // CSS, not roles: while a modal dialog is open the rest of the page is aria-hidden, toasts included.
  const toast = page.locator('[aria-label^="Notification"] li').filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
}

/** Closes the toast on screen, so it does not float over a full-page screenshot. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.locator('[aria-label^="Notification"] li button[aria-label="Close"]');
  while ((await close.count()) > 0) {
    // A toast may close by itself between the count and the click, which then waited for it until
    // the test timed out; one still on screen after a failed click fails the test.
    await close
      .first()
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if ((await close.count()) > 0) throw error;
      });
    await expect(close).toHaveCount(0);
  }
}

/** docs/screenshots/admin-<screen>-<viewport width>.png */
export async function adminScreenshot(page: Page, screen: string): Promise<void> {
  await dismissToasts(page);
  await loadLazyContent(page);
  const width = page.viewportSize()?.width ?? 1280;
  // Nothing may push the page wider than the screen (a phone would zoom out and shift dialogs).
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(width);
  await photograph(page, {
    path: screenshotPath(`admin-${screen}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/**
 * Chooses an event in an admin event menu by its id (decision 0107). Past fifty events the menu
 * offers the first fifty and a box above it finds the others, and this run's server holds the
 * events its other tests made: when the box shows, the event's title is typed in it first, as an
 * admin would.
 */
export async function chooseEvent(
  scope: Page | Locator,
  menuName: string,
  event: Pick<EventListing, 'id' | 'title'>,
): Promise<void> {
  const menu = scope.getByRole('combobox', { name: menuName });
  const option = menu.locator(`option[value="${event.id}"]`);
  const find = scope.getByRole('searchbox', { name: 'Find an event by title, city or date' });
  // The menu has its events once the event is among them or the box shows.
  await expect(option.or(find)).not.toHaveCount(0);
  if (await find.isVisible()) {
    await find.fill(event.title);
    await expect(option).toHaveCount(1);
  }
  await menu.selectOption(event.id);
}

/** A suffix that keeps names made by the desktop and phone runs apart. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function json<T>(responsePromise: ReturnType<APIRequestContext['get']>, what: string): Promise<T> {
  const response = await responsePromise;
  expect(response.ok(), `${what}: ${response.status()} ${await response.text().catch(() => '')}`).toBeTruthy();
  return (await response.json()) as T;
}

export const adminApi = {
  events: (page: Page) => json<EventListing[]>(page.request.get('/api/events'), 'GET /api/events'),
  /** The featured places as the events screen counts them, over the whole catalogue. */
  featuredPlaces: async (page: Page) =>
    (await json<AdminEventsAnswer>(page.request.get('/api/admin/events?pageSize=1'), 'GET /api/admin/events')).featured,
  speakers: (page: Page) => json<Speaker[]>(page.request.get('/api/speakers'), 'GET /api/speakers'),
  sponsors: (page: Page) => json<Sponsor[]>(page.request.get('/api/sponsors'), 'GET /api/sponsors'),
  createEvent: (page: Page, title: string, extra: Record<string, unknown> = {}) =>
    json<EventListing>(
      page.request.post('/api/events', {
        data: {
          title,
          date: COURSE_DAY,
          location: 'Harbor Convention Hall, Portland, ME',
          city: 'Portland',
          description: 'A one-day course made by the browser tests.',
          image: 'esthetic-days',
          ...extra,
        },
      }),
      'POST /api/events',
    ),
  /** The event's next edition on `date`, hidden until it is shown (POST /api/events/:id/duplicate). */
  duplicateEvent: (page: Page, id: string, date: string) =>
    json<EventListing>(
      page.request.post(`/api/events/${id}/duplicate`, { data: { date } }),
      `POST /api/events/${id}/duplicate`,
    ),
  patchEvent: (page: Page, id: string, body: Record<string, unknown>) =>
    json<EventListing>(page.request.patch(`/api/events/${id}`, { data: body }), `PATCH /api/events/${id}`),
  patchSpeaker: (page: Page, id: string, body: Record<string, unknown>) =>
    json<Speaker>(page.request.patch(`/api/speakers/${id}`, { data: body }), `PATCH /api/speakers/${id}`),
  trashEvent: (page: Page, id: string) =>
    json<unknown>(page.request.post(`/api/events/${id}/trash`, { data: { password: ADMIN_PASSWORD } }), 'trash event'),
};
