import { adminScreenshot, expect, openAdmin, seriousAxeViolations, test } from './admin-fixtures';

const ENTRIES = [
  'Dashboard',
  'Events',
  'Speakers',
  'Sponsors',
  'Submissions',
  'Change requests',
  'Renewal requirements',
  'Analytics',
  'Content',
  'Settings',
  'Trash',
  'Audit Log',
  'Accounts',
  'Sent Mail',
];

test.describe('admin navigation @desktop-only', () => {
  test('from 1024 px every admin screen shows the admin links in a column beside it, the current one marked @screenshot', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openAdmin(page, '/admin/audit', 'Audit Log');
    const nav = page.getByRole('navigation', { name: 'Admin', exact: true });
    await expect(nav.getByRole('link')).toHaveText(ENTRIES);
    // One link under another, all left of the screen's heading: no row that wraps as the window narrows.
    const boxes = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    for (const [index, box] of boxes.entries()) {
      expect(box.right).toBeLessThanOrEqual(heading.x);
      if (index > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1].bottom);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav.getByRole('button', { name: 'Admin menu' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    // The spec's 'Back to Admin' stays, as the breadcrumb under the navigation.
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Back to Admin' }),
    ).toHaveAttribute('href', '/admin');
    await adminScreenshot(page, 'navigation');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await nav.getByRole('link', { name: 'Submissions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Event Submissions' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Submissions' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test("at 390 px the links are behind a button named 'Admin menu' that closes on the next screen @screenshot", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAdmin(page, '/admin/events', 'Manage Events');
    const nav = page.getByRole('navigation', { name: 'Admin', exact: true });
    const menu = nav.getByRole('button', { name: 'Admin menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Speakers' })).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText(ENTRIES);
    await adminScreenshot(page, 'navigation-open');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await nav.getByRole('link', { name: 'Speakers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Speakers/ })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Events' })).toBeHidden();
  });
});
