import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { adminApi, expect, expectToast, openAdmin, seriousAxeViolations, test, unique } from './admin-fixtures';

// The contracts are CommonJS: their values are required (types are imported as usual).
const { EVENT_MENU_LENGTH } = createRequire(import.meta.url)('@dental/contracts') as typeof import('@dental/contracts');

/** The options of an event menu, without its leading one ('All Events', 'Select an event'). */
async function eventOptions(page: Page, menu: string): Promise<string[]> {
  const labels = await page.getByRole('combobox', { name: menu }).locator('option').allTextContents();
  return labels.slice(1);
}

/** The numbers 0 to count - 1, in batches of at most REQUESTS_AT_ONCE. */
const REQUESTS_AT_ONCE = 6;
function batchesOf(count: number): number[][] {
  const batches: number[][] = [];
  for (let from = 0; from < count; from += REQUESTS_AT_ONCE)
    batches.push(Array.from({ length: Math.min(REQUESTS_AT_ONCE, count - from) }, (_unused, offset) => from + offset));
  return batches;
}

/**
 * The admin screens' event menus past EVENT_MENU_LENGTH events (decision 0107): the menu offers the
 * first events (the soonest first) and a box finds the others; with the demo's events it is the spec's menu of
 * every title, without the box (admin-speakers.spec.ts).
 */
test.describe('event menus of a large catalogue', () => {
  test('the speakers and sponsors screens and the speaker form find an event by words past the first fifty @desktop-only', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAdmin(page, '/admin/speakers', 'Manage Speakers');

    // Hidden events, so the public pages of this server stay as they were; trashed at the end.
    const stamp = unique('Menu').split(' ')[1];
    const made: string[] = [];
    const missing = EVENT_MENU_LENGTH + 1 - (await adminApi.events(page)).length;
    try {
      // A few requests at a time: one by one, making and trashing them was most of this test's time.
      // Each kept as it is made, so that the end trashes it whatever fails after.
      for (const batch of batchesOf(missing))
        await Promise.all(
          batch.map(async (index) => {
            const filler = await adminApi.createEvent(page, `Filler ${stamp} ${index}`, {
              isHidden: true,
              date: '2020-01-02',
            });
            made.push(filler.id);
          }),
        );
      // The oldest of the past events, which the menu offers last: never among the first fifty.
      const wanted = await adminApi.createEvent(page, `Quokka Symposium ${stamp}`, {
        isHidden: true,
        date: '2001-06-01',
        city: 'Halifax',
      });
      made.push(wanted.id);

      await page.reload();
      const find = page.getByRole('searchbox', { name: 'Find an event by title, city or date' });
      await expect(find).toBeVisible();
      await expect(page.getByText(`The menu holds ${EVENT_MENU_LENGTH} events, the soonest first`)).toBeVisible();
      const firstOffered = await eventOptions(page, 'Filter by event');
      expect(firstOffered).toHaveLength(EVENT_MENU_LENGTH);
      expect(firstOffered).not.toContain(wanted.title);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await find.fill(`quokka ${stamp}`);
      await expect(page.getByText('1 event found: choose it in the menu.')).toBeVisible();
      expect(await eventOptions(page, 'Filter by event')).toEqual([wanted.title]);
      await page.getByRole('combobox', { name: 'Filter by event' }).selectOption({ label: wanted.title });
      await expect(page).toHaveURL(new RegExp(`eventId=${wanted.id}`));
      await expect(page.getByRole('heading', { name: 'No Speakers Found' })).toBeVisible();

      // Opened afresh at that event (the address keeps it), the menu still names it though it is not among the first fifty.
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Filter by event' })).toHaveValue(wanted.id);
      await expect(page.getByRole('combobox', { name: 'Filter by event' }).locator('option:checked')).toHaveText(
        wanted.title,
      );

      await find.fill('no such words at all');
      await expect(page.getByText('No event has those words.')).toBeVisible();

      // The add form finds the event the same way, and the speaker lands in it.
      await page.goto('/admin/speakers/new');
      const form = page.getByRole('main');
      await form.getByRole('searchbox', { name: 'Find an event by title, city or date' }).fill(`halifax ${stamp}`);
      await expect(form.getByText('1 event found: choose it in the menu.')).toBeVisible();
      await form.getByRole('combobox', { name: 'Event' }).selectOption({ label: wanted.title });
      await form.getByRole('textbox', { name: 'Name' }).fill(`Dr. Menu ${stamp}`);
      await form.getByRole('textbox', { name: 'Email' }).fill(`menu.${stamp}@example.org`);
      await form.getByRole('textbox', { name: 'Profession' }).fill('Prosthodontist (DDS, MS)');
      await form.getByRole('textbox', { name: 'Specialty' }).fill('Implant Prosthetics');
      await form.getByRole('textbox', { name: 'Lecture title' }).fill('Menus That Find Their Event');
      await form.getByRole('button', { name: 'Add Speaker' }).click();
      await expectToast(page, 'Success', 'Speaker added successfully');
      await expect(page).toHaveURL(new RegExp(`/admin/speakers\\?eventId=${wanted.id}`));
      await expect(page.getByRole('article', { name: `Dr. Menu ${stamp}` })).toBeVisible();

      // The sponsors screen: its event cards are pages of the admin list by date, its menu finds the event.
      await openAdmin(page, '/admin/sponsors', 'Manage Sponsors');
      const events = (await adminApi.events(page)).length;
      await expect(page.getByRole('navigation', { name: 'Event pages' })).toBeVisible();
      // One card, with its 'Edit Tier Names', per event: ten a page.
      await expect(page.getByRole('button', { name: /^Edit Tier Names/ })).toHaveCount(10);
      expect(events).toBeGreaterThan(EVENT_MENU_LENGTH);
      await page.getByRole('searchbox', { name: 'Find an event by title, city or date' }).fill(`quokka ${stamp}`);
      await expect(page.getByText('1 event found: choose it in the menu.')).toBeVisible();
      await page.getByRole('combobox', { name: 'Filter by event' }).selectOption({ label: wanted.title });
      await expect(page.getByRole('heading', { level: 2, name: wanted.title })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Edit Tier Names/ })).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Event pages' })).toHaveCount(0);
    } finally {
      for (const batch of batchesOf(made.length))
        await Promise.all(batch.map((index) => adminApi.trashEvent(page, made[index])));
    }
  });

  test('the menu offers every event while they fit, and the box only past fifty', async ({ page }) => {
    // The server is shared with the other tests of this run, which add events of their own: the
    // demo's events fit in the menu, and whether the others still do depends on what ran before.
    await openAdmin(page, '/admin/speakers', 'Manage Speakers');
    const choices = (await (await page.request.get('/api/admin/event-choices')).json()) as Array<{ title: string }>;
    const menu = page.getByRole('combobox', { name: 'Filter by event' });
    const find = page.getByRole('searchbox', { name: 'Find an event by title, city or date' });
    await expect(menu.locator('option').first()).toHaveText('All Events');
    if (choices.length <= EVENT_MENU_LENGTH) {
      await expect.poll(() => eventOptions(page, 'Filter by event')).toEqual(choices.map((choice) => choice.title));
      await expect(find).toHaveCount(0);
    } else {
      await expect
        .poll(() => eventOptions(page, 'Filter by event'))
        .toEqual(choices.slice(0, EVENT_MENU_LENGTH).map((choice) => choice.title));
      await expect(find).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});
