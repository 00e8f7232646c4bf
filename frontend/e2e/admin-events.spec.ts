import type { Page } from '@playwright/test';
import type { EventListing } from '@dental/contracts';
const FEATURED_EVENTS_LIMIT_MESSAGE = 'Cannot feature more than 6 events. Please unfeature an event first.';
import {
  ADMIN_PASSWORD,
  adminApi,
  adminScreenshot,
  expect,
  expectToast,
  openAdmin,
  seriousAxeViolations,
  test,
  unique,
} from './admin-fixtures';
import { dayFromToday, localDay } from './support/days';

test.describe('admin events', () => {
  test('the list shows the events with their counts and controls, a page at a time @screenshot @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/events?sort=date', 'Manage Events');
    const events = await adminApi.events(page);
    const featuredPlaces = events.filter(holdsFeaturedPlace).length;
    await expect(page.getByRole('region', { name: 'Event summary' })).toContainText(`Total Events${events.length}`);
    await expect(page.getByRole('region', { name: 'Event summary' })).toContainText(`Featured${featuredPlaces}/6`);
    const shown = Math.min(events.length, 20);
    await expect(page.getByText(`Showing 1–${shown} of ${events.length} events`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(shown);
    const first = page.getByRole('article', { name: events[0].title });
    await expect(first.getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      `/admin/events/${events[0].id}/edit`,
    );
    await expect(first.getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', `/events/${events[0].id}`);
    await expect(page.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    await adminScreenshot(page, 'events');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('hide and show: the switch changes at once, the public list follows @desktop-only', async ({
    page,
    request,
  }) => {
    const title = unique('Hide Show Course');
    await signInAndCreate(page, title);
    await page.goto('/admin/events');
    const card = page.getByRole('article', { name: title });
    const visibility = card.getByRole('switch', { name: `Show ${title} on the public site` });
    await expect(visibility).toBeChecked();
    await visibility.click();
    await expect(visibility).not.toBeChecked();
    await expect(card.getByText('Hidden', { exact: true }).first()).toBeVisible();
    await expectToast(page, 'Success', 'Event visibility updated');
    const publicList = (await (await request.get('/api/events')).json()) as EventListing[];
    expect(publicList.map((event) => event.title)).not.toContain(title);

    await visibility.click();
    await expect(visibility).toBeChecked();
    await expectToast(page, 'Success', 'Event visibility updated');
  });

  test('featuring stops at six with the server message @desktop-only', async ({ page, adminProblems }) => {
    adminProblems.allow(/HTTP 409 .*\/api\/events\//);
    adminProblems.allow(/status of 409 \(Conflict\)/);
    await openAdmin(page, '/admin', 'Admin Dashboard');
    const used = (await adminApi.events(page)).filter(holdsFeaturedPlace).length;
    // Upcoming courses of this test's own: enough to fill the six places, and one more.
    const tag = `Roster${Date.now().toString(36)}`;
    const candidates: EventListing[] = [];
    for (let index = 0; index <= 6 - used; index++)
      candidates.push(
        await adminApi.createEvent(page, `${tag} Course ${index + 1}`, {
          date: dayFromToday(280 + index),
        }),
      );
    const featuredByTest: string[] = [];
    try {
      await page.goto(`/admin/events?q=${tag}`);
      for (const event of candidates.slice(0, 6 - used)) {
        await page
          .getByRole('article', { name: event.title })
          .getByRole('button', { name: `Feature ${event.title}` })
          .click();
        await expectToast(page, 'Success', 'Event featured status updated');
        featuredByTest.push(event.id);
        await expect(
          page.getByRole('article', { name: event.title }).getByRole('button', { name: `Featured ${event.title}` }),
        ).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(page.getByRole('region', { name: 'Event summary' })).toContainText('Featured6/6');
      const seventh = candidates[6 - used];
      await page
        .getByRole('article', { name: seventh.title })
        .getByRole('button', { name: `Feature ${seventh.title}` })
        .click();
      await expectToast(page, 'Error', FEATURED_EVENTS_LIMIT_MESSAGE);
      await expect(
        page.getByRole('article', { name: seventh.title }).getByRole('button', { name: `Feature ${seventh.title}` }),
      ).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('region', { name: 'Event summary' })).toContainText('Featured6/6');
    } finally {
      for (const id of featuredByTest) await adminApi.patchEvent(page, id, { isFeatured: false });
    }
  });

  test('trash asks for the password, hides the event, and the trash view restores it @screenshot @desktop-only', async ({
    page,
    adminProblems,
  }) => {
    adminProblems.allow(/HTTP 403 .*\/trash$/);
    adminProblems.allow(/status of 403 \(Forbidden\)/);
    const title = unique('Trash Restore Course');
    await signInAndCreate(page, title);
    await page.goto('/admin/events');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: `Trash ${title}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm Event Deletion' });
    await expect(dialog).toContainText(
      'Are you sure you want to move this event to trash? This action will hide the event from public view. The event will be permanently deleted after 14 days.',
    );
    await expect(dialog.getByText('Enter your password to confirm:')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Move to Trash' })).toBeDisabled();
    await dialog.getByLabel('Enter your password to confirm:').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Move to Trash' }).click();
    await expectToast(page, 'Error', 'Incorrect password');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Enter your password to confirm:').fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Move to Trash' }).click();
    await expectToast(page, 'Success', 'Event moved to trash');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);

    // The screen's own Trash link, not the admin navigation's entry of the same name.
    await page
      .getByRole('link', { name: 'Trash', exact: true })
      .and(page.locator(':not(nav[aria-label="Admin"] *)'))
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('14 days left');
    await adminScreenshot(page, 'trash');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Restore ${title}` }).click();
    await expectToast(page, 'Success', `${title} restored from trash`);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  });
});

/** Featured and still upcoming (its last day, as the server read it, not gone by) and not hidden: one of the 6 places. */
function holdsFeaturedPlace(event: EventListing): boolean {
  const today = localDay(new Date());
  const lastDay = event.endDate ?? event.startDate;
  return event.isFeatured && !event.isHidden && (lastDay === null || lastDay >= today);
}

async function signInAndCreate(page: Page, title: string) {
  await openAdmin(page, '/admin', 'Admin Dashboard');
  await adminApi.createEvent(page, title);
}
