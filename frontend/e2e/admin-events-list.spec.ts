import type { Page } from '@playwright/test';
import { adminApi, adminScreenshot, expect, expectToast, openAdmin, seriousAxeViolations, signInByApi, test } from './admin-fixtures';

/** A word no demo event or other test uses, so a search for it finds exactly what this test made. */
const tagWord = (label: string) => `${label}${Date.now().toString(36)}`;

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const titles = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const filter = (page: Page, name: string) => page.getByRole('group', { name: 'Show' }).getByRole('button', { name, exact: true });

test.describe('admin events list at any length', () => {
  test('search, filters, order and pages are kept in the address; past and hidden events are marked', async ({ page }) => {
    await signInByApi(page);
    const tag = tagWord('Zephyr');
    // 21 upcoming courses (one more than a page), one that is over and one hidden: 23 in all.
    const upcoming = [];
    for (let index = 1; index <= 21; index++) upcoming.push(await adminApi.createEvent(page, `${tag} Course ${String(index).padStart(2, '0')}`, { date: `2027-11-${String(index).padStart(2, '0')}` }));
    const past = await adminApi.createEvent(page, `${tag} Alumni Evening`, { date: '2025-09-10' });
    const hidden = await adminApi.createEvent(page, `${tag} Board Retreat`, { date: '2027-12-05', isHidden: true });

    await openAdmin(page, '/admin/events', 'Manage Events');
    const all = await adminApi.events(page);
    await expect(page.getByText(`Showing 1–20 of ${all.length} events`)).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    // The list opens with the latest changes first: what was just added is on the first page.
    await expect(titles(page).first()).toHaveText(hidden.title);

    await page.getByRole('searchbox', { name: 'Search events by title, city or date' }).fill(tag.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag.toLowerCase()}`));
    await expect(page.getByText('Showing 1–20 of 23 events')).toBeVisible();
    await expect(cards(page)).toHaveCount(20);

    // Title order, then the second page; both in the address.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
    await expect(page).toHaveURL(/sort=title/);
    await expect(titles(page).nth(0)).toHaveText(past.title);
    await expect(titles(page).nth(1)).toHaveText(hidden.title);
    await expect(titles(page).nth(2)).toHaveText(upcoming[0].title);
    await page.getByRole('navigation', { name: 'Event pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Showing 21–23 of 23 events')).toBeVisible();
    await expect(titles(page)).toHaveText(upcoming.slice(18).map((event) => event.title));

    // Date order: the course that is over comes first.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('date');
    await expect(page).not.toHaveURL(/page=2/);
    await expect(titles(page).first()).toHaveText(past.title);

    // Each filter keeps what it names, and the cards say why.
    await filter(page, 'Past').click();
    await expect(page).toHaveURL(/show=past/);
    await expect(filter(page, 'Past')).toHaveAttribute('aria-pressed', 'true');
    await expect(titles(page)).toHaveText([past.title]);
    await expect(cards(page).first().getByText('Past', { exact: true })).toBeVisible();

    await filter(page, 'Hidden').click();
    await expect(titles(page)).toHaveText([hidden.title]);
    await expect(cards(page).first().getByText('Hidden', { exact: true }).first()).toBeVisible();
    await expect(cards(page).first().getByText('Past', { exact: true })).toHaveCount(0);

    await filter(page, 'Upcoming').click();
    await expect(page.getByText('Showing 1–20 of 22 events')).toBeVisible();
    await expect(cards(page).filter({ hasText: past.title })).toHaveCount(0);

    // A reload (or a shared link) opens the same view.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search events by title, city or date' })).toHaveValue(tag.toLowerCase());
    await expect(filter(page, 'Upcoming')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('date');
    await expect(page.getByText('Showing 1–20 of 22 events')).toBeVisible();
    await adminScreenshot(page, 'events-list');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search events by title, city or date' }).fill(`${tag} no such course`);
    await expect(page.getByRole('heading', { name: 'No events match' })).toBeVisible();
  });

  test('the trash filter lists trashed events with the days left, and restores them', async ({ page }) => {
    await signInByApi(page);
    const tag = tagWord('Quill');
    const event = await adminApi.createEvent(page, `${tag} Evening Course`);
    await adminApi.trashEvent(page, event.id);

    await openAdmin(page, `/admin/events?show=trash&q=${tag}`, 'Manage Events');
    await expect(filter(page, 'In trash')).toHaveAttribute('aria-pressed', 'true');
    const row = page.getByRole('article', { name: event.title });
    await expect(row).toContainText('14 days left');
    await row.getByRole('button', { name: `Restore ${event.title}` }).click();
    await expectToast(page, 'Success', `${event.title} restored from trash`);
    await expect(page.getByRole('heading', { name: 'No events match' })).toBeVisible();

    await filter(page, 'All').click();
    await expect(page.getByRole('article', { name: event.title })).toBeVisible();
    expect((await adminApi.events(page)).map((listed) => listed.id)).toContain(event.id);
  });
});
