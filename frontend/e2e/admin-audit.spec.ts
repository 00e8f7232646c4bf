import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AuditPage, EventListing } from '@dental/contracts';
import {
  adminApi,
  adminScreenshot,
  dismissToasts,
  expect,
  expectToast,
  openAdmin,
  seriousAxeViolations,
  signInByApi,
  test,
  unique,
} from './admin-fixtures';
import { photograph, screenshotPath } from './support/fixtures';
import { dayFromToday } from './support/days';

const { EVENTS_AS_OF_PAGE_SIZE } = createRequire(import.meta.url)(
  '@dental/contracts',
) as typeof import('@dental/contracts');

async function auditRows(page: Page, query: string) {
  const response = await page.request.get(`/api/audit${query}`);
  expect(response.ok(), `GET /api/audit${query}`).toBeTruthy();
  return ((await response.json()) as AuditPage).rows;
}

/** The audit list runs to thousands of pixels: its screenshot is the first screenful, at the viewport's size. */
async function screenfulScreenshot(page: Page, screen: string) {
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, {
    path: screenshotPath(`admin-${screen}-${page.viewportSize()?.width ?? 1280}.png`),
    animations: 'disabled',
  });
}

const localDate = (daysAgo: number) => dayFromToday(-daysAgo);

test.describe('admin audit log', () => {
  test('lists who changed what and when, with before → after values and a link to the entity @screenshot @desktop-only', async ({
    page,
  }) => {
    await signInByApi(page);
    const title = unique('Audit Course');
    const event = await adminApi.createEvent(page, title);
    await adminApi.patchEvent(page, event.id, { title: `${title} Renamed`, image: 'esthetic-days' });

    await openAdmin(page, '/admin/audit', 'Audit Log');
    const renamed = page
      .getByTestId('audit-row')
      .filter({ hasText: `admin@example.com edited the title of “${title} Renamed”` });
    await expect(renamed).toBeVisible();
    await expect(renamed.getByText(`“${title}”`, { exact: true })).toBeVisible();
    await expect(renamed.getByText(`“${title} Renamed”`, { exact: true })).toBeVisible();
    await expect(renamed.getByRole('link', { name: `${title} Renamed` })).toHaveAttribute(
      'href',
      `/admin/events/${event.id}/edit`,
    );
    await expect(renamed.getByRole('button', { name: /^Undo/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    await screenfulScreenshot(page, 'audit');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('filters by entity, change and person, and pages back through older changes @desktop-only', async ({ page }) => {
    await openAdmin(page, '/admin/audit', 'Audit Log');
    await page.getByLabel('Entity', { exact: true }).selectOption('speaker');
    await expect(page).toHaveURL(/kind=speaker/);
    await expect(page.getByTestId('audit-row').first()).toContainText('Speaker');
    const speakerRows = await auditRows(page, '?kind=speaker&limit=50');
    await expect(page.getByTestId('audit-row')).toHaveCount(speakerRows.length);

    await page.getByLabel('Type of change', { exact: true }).selectOption('SpeakerFeatured');
    await expect(page.getByTestId('audit-row').first()).toContainText('featured the speaker');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);

    await page.getByLabel('By', { exact: true }).selectOption('public');
    await expect(page.getByTestId('audit-row').first()).toContainText('A visitor submitted');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);

    // The demo data alone holds more than one page of 50.
    await expect(page.getByTestId('audit-row')).toHaveCount(50);
    await page.getByRole('button', { name: 'Load older changes' }).click();
    await expect(page.getByTestId('audit-row')).not.toHaveCount(50);
  });

  test('undo asks first, then records a compensating change and says so @desktop-only', async ({ page }) => {
    await signInByApi(page);
    const title = unique('Undo Course');
    const event = await adminApi.createEvent(page, title);
    await adminApi.patchEvent(page, event.id, { city: 'Bangor', image: 'esthetic-days' });
    await openAdmin(page, `/admin/audit?kind=event&entityId=${event.id}`, 'Audit Log');

    const [original] = await auditRows(page, `?kind=event&entityId=${event.id}&type=EventUpdated`);
    const edit = page.getByTestId('audit-row').filter({ hasText: `#${original.position} · Event edited` });
    await edit.getByRole('button', { name: /^Undo/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo this change?' });
    await expect(dialog).toContainText('“Bangor”');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(
      ((await page.request.get(`/api/events/${event.id}`).then((response) => response.json())) as EventListing).city,
    ).toBe('Bangor');

    await edit.getByRole('button', { name: /^Undo/ }).click();
    await dialog.getByRole('button', { name: 'Undo Change' }).click();
    await expectToast(page, 'Change undone');
    expect(
      ((await page.request.get(`/api/events/${event.id}`).then((response) => response.json())) as EventListing).city,
    ).toBe('Portland');
    await expect(page.getByTestId('audit-row').first()).toContainText('Undo of change #');
    await expect(edit).toContainText("Can't undo: This change was already undone.");
    await expect(edit.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  });

  test('a later change to the same field blocks the undo, with the reason @desktop-only', async ({ page }) => {
    await signInByApi(page);
    const title = unique('Conflict Course');
    const event = await adminApi.createEvent(page, title);
    await adminApi.patchEvent(page, event.id, { title: `${title} Second`, image: 'esthetic-days' });
    await adminApi.patchEvent(page, event.id, { title: `${title} Third`, image: 'esthetic-days' });
    await openAdmin(page, `/admin/audit?kind=event&entityId=${event.id}`, 'Audit Log');
    const first = page
      .getByTestId('audit-row')
      .filter({ hasText: `“${title} Second”` })
      .filter({ hasText: `“${title}”` });
    await expect(first).toContainText(
      "Can't undo: The title was changed again after this change; undo the later change first.",
    );
  });
});

test.describe('history panel', () => {
  test("the edit-event screen shows the event's history, and undo works from there @screenshot @desktop-only", async ({
    page,
  }) => {
    await signInByApi(page);
    const title = unique('History Course');
    const event = await adminApi.createEvent(page, title);
    await adminApi.patchEvent(page, event.id, { isHidden: true });
    await openAdmin(page, `/admin/events/${event.id}/edit`, 'Edit Event');

    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByTestId('audit-row')).toHaveCount(2);
    const hidden = history.getByTestId('audit-row').filter({ hasText: `hid “${title}” from the public` });
    await expect(hidden).toContainText('Hidden from the public');
    await hidden.getByRole('button', { name: /^Undo/ }).click();
    await page.getByRole('dialog', { name: 'Undo this change?' }).getByRole('button', { name: 'Undo Change' }).click();
    await expectToast(page, 'Change undone');
    await expect(history.getByTestId('audit-row')).toHaveCount(3);
    await expect(history.getByTestId('audit-row').first()).toContainText(`made “${title}” public again`);
    expect(
      ((await page.request.get(`/api/events/${event.id}`).then((response) => response.json())) as EventListing)
        .isHidden,
    ).toBe(false);
    await expect(history.getByRole('link', { name: 'Open in the audit log' })).toHaveAttribute(
      'href',
      `/admin/audit?kind=event&entityId=${event.id}`,
    );
    await history.scrollIntoViewIfNeeded();
    await adminScreenshot(page, 'audit-history');
  });

  test("the edit-speaker screen shows the speaker's history @desktop-only", async ({ page }) => {
    await signInByApi(page);
    const [speaker] = await adminApi.speakers(page);
    await openAdmin(page, `/admin/speakers/edit/${speaker.id}`, 'Edit Speaker');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByTestId('audit-row').last()).toContainText(`added the speaker “${speaker.name}”`);
  });
});

test.describe('events as of a date', () => {
  /** A featured course of a test's own, given back afterwards: featured places are few. */
  let featured: EventListing | undefined;
  test.afterEach(async ({ page }) => {
    if (!featured) return;
    await adminApi.patchEvent(page, featured.id, { isFeatured: false });
    await adminApi.trashEvent(page, featured.id);
    featured = undefined;
  });

  test('shows the public list as it was, and nothing before the first listing @screenshot @desktop-only', async ({
    page,
  }) => {
    // Featured today by the test: the demo's featured events are over some day, and an event that
    // is over gives up its place.
    await signInByApi(page);
    featured = await adminApi.createEvent(page, unique('As-Of Featured Course'));
    await adminApi.patchEvent(page, featured.id, { isFeatured: true });
    await openAdmin(page, `/admin/audit/as-of?date=${localDate(0)}&time=23:59`, 'Events as of a Date');
    const list = page.getByRole('list', { name: 'Events at that moment' });
    // Only the list's own items: each event card holds a list of its own (its CE badges).
    const events = list.locator(':scope > li');
    await expect(events.first()).toBeVisible();
    const admin = await adminApi.events(page);
    const publicNow = admin.filter((event) => !event.isHidden);
    // The run's server is shared, so the list may be longer than a page: the sentence counts them all.
    await expect(
      page.getByText(
        new RegExp(`^${publicNow.length.toLocaleString('en-US')} events? (were|was|are|is) public (on|now)`),
      ),
    ).toBeVisible();
    expect(await events.count()).toBe(Math.min(publicNow.length, EVENTS_AS_OF_PAGE_SIZE));

    // A search by words of the title finds the event among all of them, on one page.
    const sought = publicNow[publicNow.length - 1];
    await page.getByLabel('Search this list').fill(sought.title);
    await expect(list.getByRole('heading', { name: sought.title }).first()).toBeVisible();
    await expect(page.getByText(/match(es)? the search\./)).toBeVisible();
    await page.getByLabel('Search this list').fill('zzzz no such words');
    await expect(page.getByText('No Events Match')).toBeVisible();
    await page.getByLabel('Search this list').fill('');
    await expect(events.first()).toBeVisible();

    // The demo data was listed 90 days before the server started.
    await page.getByLabel('Date').fill(localDate(120));
    await expect(page.getByText('No Events Listed Then')).toBeVisible();
    await expect(page.getByText(/^0 events were public on/)).toBeVisible();

    await page.getByRole('button', { name: '30 days ago' }).click();
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await page.getByLabel('Include hidden events').click();
    await expect(page.getByLabel('Include hidden events')).toBeChecked();
    await expect(list.getByText('Hidden then').first()).toBeVisible();
    await screenfulScreenshot(page, 'audit-as-of');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Date').fill(localDate(0));
    await page.getByLabel('Search this list').fill(featured.title);
    await expect(list.locator(':scope > li').filter({ hasText: featured.title })).toContainText('Featured then');
  });

  test('pages a list longer than a page, keeping the page in the address @desktop-only', async ({ page }) => {
    await signInByApi(page);
    const publicNow = (await adminApi.events(page)).filter((event) => !event.isHidden).length;
    for (let added = publicNow; added <= EVENTS_AS_OF_PAGE_SIZE; added += 1)
      await adminApi.createEvent(page, unique('As Of Paging Course'));
    await openAdmin(page, `/admin/audit/as-of?date=${localDate(0)}&time=23:59`, 'Events as of a Date');
    const list = page.getByRole('list', { name: 'Events at that moment' });
    await expect(list.locator(':scope > li')).toHaveCount(EVENTS_AS_OF_PAGE_SIZE);
    const pages = page.getByRole('navigation', { name: 'Pages of the events then' });
    const firstOnPageOne = await list.getByRole('heading').first().textContent();
    // From the keyboard: the cards' images arriving can move the links while a pointer aims.
    await pages.getByRole('link', { name: 'Page 2', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(list.getByRole('heading').first()).not.toHaveText(firstOnPageOne ?? '');
    // A new moment starts again at the first page.
    await page.getByRole('button', { name: '7 days ago' }).click();
    await expect(page).not.toHaveURL(/[?&]page=/);
  });
});
