import type { SiteSettings } from '@dental/contracts';
import type { Page } from '@playwright/test';
import { adminScreenshot, expect, expectToast, openAdmin, seriousAxeViolations, test } from './admin-fixtures';

async function currentSettings(page: Page): Promise<SiteSettings> {
  return (await (await page.request.get('/api/site-settings')).json()) as SiteSettings;
}

/** Puts the settings back so that other tests see the defaults. */
async function restore(page: Page, settings: SiteSettings) {
  const { siteName, tagline, contactPhone, contactEmail, websites, socialLinks, speakerSphereUrl, hero, cityBanner } =
    settings;
  const response = await page.request.patch('/api/site-settings', {
    data: { siteName, tagline, contactPhone, contactEmail, websites, socialLinks, speakerSphereUrl, hero, cityBanner },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test.describe('admin site settings and content', () => {
  test('a settings change shows on the public site @screenshot @desktop-only', async ({ page }) => {
    await openAdmin(page, '/admin/settings', 'Site Settings');
    const before = await currentSettings(page);
    try {
      await expect(page.getByRole('textbox', { name: 'Contact phone' })).toHaveValue(before.contactPhone);
      await adminScreenshot(page, 'settings');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: 'Contact email' }).fill('not-an-email');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByRole('textbox', { name: 'Contact email' })).toHaveAccessibleDescription(
        'Please provide a valid email address',
      );
      await page.getByRole('textbox', { name: 'Contact email' }).fill('events@dentalcourses.example.org');
      await page.getByRole('textbox', { name: 'Contact phone' }).fill('(555) 010-9876');
      await page.getByRole('textbox', { name: 'Footer tagline' }).fill('Continuing dental education, coast to coast.');
      await page.getByRole('textbox', { name: 'LinkedIn URL' }).fill('');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expectToast(page, 'Success', 'Site settings updated successfully');

      // In the same tab (the cached settings were refreshed) and on a fresh load.
      await page.getByRole('link', { name: 'Back to Admin' }).click();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('(555) 010-9876');
      await expect(footer).toContainText('events@dentalcourses.example.org');
      await expect(footer).toContainText('Continuing dental education, coast to coast.');
      await page.goto('/');
      await expect(page.getByRole('contentinfo')).toContainText('(555) 010-9876');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /LinkedIn/ })).toHaveCount(0);
      const saved = await currentSettings(page);
      expect(saved.socialLinks.linkedin).toBeNull();
    } finally {
      await restore(page, before);
    }
  });

  test('hero texts and the city banner are edited on the content screen @screenshot @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/content', 'Content');
    const before = await currentSettings(page);
    try {
      await expect(page.getByRole('textbox', { name: 'Hero title' })).toHaveValue(before.hero.title);
      await expect(page.getByRole('textbox', { name: /^City \d+$/ })).toHaveCount(before.cityBanner.length);
      await adminScreenshot(page, 'content');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: 'Hero title' }).fill('Learn From the Best Clinicians');
      await page.getByRole('textbox', { name: 'Hero tagline' }).fill('Courses and congresses for every dental team.');
      await page.getByRole('button', { name: 'Add City' }).click();
      const added = page.getByRole('textbox', { name: `City ${before.cityBanner.length + 1}` });
      await expect(added).toBeFocused();
      await page.getByRole('button', { name: 'Save Content' }).click();
      await expect(added).toHaveAccessibleDescription(/\S/);
      await added.fill('Portland');
      await page.getByRole('button', { name: 'Remove city 1', exact: true }).click();
      await page.getByRole('button', { name: 'Save Content' }).click();
      await expectToast(page, 'Success', 'Home page content updated successfully');
      const saved = await currentSettings(page);
      expect(saved.hero).toEqual({
        title: 'Learn From the Best Clinicians',
        tagline: 'Courses and congresses for every dental team.',
      });
      expect(saved.cityBanner).toEqual([...before.cityBanner.slice(1), 'Portland']);

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Learn From the Best Clinicians' })).toBeVisible();
      await expect(page.getByText('Portland').first()).toBeAttached();
    } finally {
      await restore(page, before);
    }
  });
});
