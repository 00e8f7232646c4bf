import type { Page } from '@playwright/test';
import type { SiteSponsor, Sponsor } from '@dental/contracts';
import {
  adminApi,
  expect,
  expectToast,
  openAdmin,
  seriousAxeViolations,
  signInByApi,
  test,
  unique,
} from './admin-fixtures';
import { loadLazyContent, photograph, screenshotPath, publicEvents, waitForContent } from './support/fixtures';

/** A 1×1 PNG: the sponsor's company image, served for the test's own made-up address. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const LOGO_HOST = 'https://logos.example.com';

const band = (page: Page) => page.getByRole('region', { name: 'Site Sponsors' });

/** docs/screenshots/public-site-sponsors-<page>-<viewport width>.png: the band as a visitor sees it. */
async function bandScreenshot(page: Page, name: string): Promise<void> {
  await loadLazyContent(page);
  const width = page.viewportSize()?.width ?? 1280;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(width);
  await photograph(band(page), {
    path: screenshotPath(`public-site-sponsors-${name}-${width}.png`),
    animations: 'disabled',
  });
}

test.describe('Site Sponsors', () => {
  test('a sponsor made global in the admin appears on the home page, /sponsors and event pages, its company image as the logo @screenshot', async ({
    page,
    request,
  }) => {
    // Five pages and an admin screen, each waited on until its data and images have arrived.
    test.slow();
    await page.route(`${LOGO_HOST}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL_PNG }),
    );
    await signInByApi(page);
    const name = unique('Periogen Biologics');
    const companyImage = `${LOGO_HOST}/${encodeURIComponent(name)}.png`;
    const created = await page.request.post('/api/sponsors', {
      data: {
        name,
        description: 'Regenerative materials for periodontal surgery.',
        logo: 'PERIO',
        tier: 'platinum',
        companyImage,
        website: 'https://periogen.example.com',
      },
    });
    expect(created.status()).toBe(201);
    const sponsor = (await created.json()) as Sponsor;
    // Taken out of the global list again whatever happens: a logo host only this page answers for
    // would otherwise fail the pages of the tests that follow on this server.
    try {
      // Not global yet: not in the band.
      expect(
        ((await (await request.get('/api/site-sponsors')).json()) as SiteSponsor[]).map((item) => item.id),
      ).not.toContain(sponsor.id);

      // The admin makes it global.
      await openAdmin(page, '/admin/sponsors', 'Manage Sponsors');
      await page.getByRole('button', { name: 'Add Existing Sponsor' }).click();
      const picker = page.getByRole('dialog', { name: 'Add Existing Sponsor to Global Site Sponsors' });
      await picker.getByRole('textbox', { name: 'Search by name or description' }).fill(name);
      await picker.getByRole('button', { name: `Add ${name} to global site sponsors` }).click();
      await expectToast(page, 'Success', 'Sponsor added to global site sponsors!');
      await picker.getByRole('button', { name: 'Done' }).click();

      // Rendered on the server: a visitor's first HTML already holds the band (nothing moves in later).
      for (const path of ['/', '/sponsors']) {
        const html = await (await request.get(path)).text();
        expect(html, `server HTML of ${path}`).toContain('id="site-sponsors-heading"');
        expect(html, `server HTML of ${path}`).toContain(name);
      }

      // The home page: by tier, the company image as the logo, a link to the website.
      await page.goto('/');
      await waitForContent(page);
      await expect(band(page).getByRole('heading', { name: 'Platinum', exact: true })).toBeVisible();
      const link = band(page).getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', 'https://periogen.example.com');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.locator('img')).toHaveAttribute('src', companyImage);
      // Lazy, at the foot of the page: it loads once scrolled to.
      await link.scrollIntoViewIfNeeded();
      await expect.poll(() => link.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
      // The demo data's global sponsors are there too, each with a logo of its own.
      for (const [sponsorName, logo] of [
        ['NovaDent Systems', '/attached_assets/sponsors/novadent-systems.svg'],
        ['Orbit Practice Cloud', '/attached_assets/sponsors/orbit-practice-cloud.svg'],
      ]) {
        const logoImage = band(page)
          .getByRole('link', { name: new RegExp(`^${sponsorName}`) })
          .locator('img');
        await expect(logoImage).toHaveAttribute('src', logo);
        await logoImage.scrollIntoViewIfNeeded();
        await expect.poll(() => logoImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(392);
      }
      await expect(band(page).getByRole('heading', { name: 'Gold', exact: true })).toBeVisible();
      await bandScreenshot(page, 'home');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // /sponsors keeps 'Our Sponsors' and its tier sections, and adds the band.
      await page.goto('/sponsors');
      await waitForContent(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Our Sponsors' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Platinum Sponsors' })).toBeVisible();
      await expect(band(page).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
      await bandScreenshot(page, 'sponsors');

      // An event page.
      const [event] = await publicEvents(request);
      await page.goto(`/events/${event.id}`);
      await waitForContent(page);
      await expect(band(page).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
      await bandScreenshot(page, 'event');

      // A tablet's width, where the home page's sections change their columns.
      if (page.viewportSize()?.width === 1280) {
        await page.setViewportSize({ width: 800, height: 900 });
        await page.goto('/');
        await waitForContent(page);
        await expect(band(page).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
        await bandScreenshot(page, 'home');
      }

      // Taken out of the global list: gone from the band.
      expect(
        (await page.request.patch(`/api/sponsors/${sponsor.id}`, { data: { isGlobalSponsor: false } })).ok(),
      ).toBeTruthy();
      await page.goto('/');
      await waitForContent(page);
      await expect(band(page)).toBeVisible();
      await expect(band(page).getByText(name)).toHaveCount(0);
    } finally {
      await page.request.patch(`/api/sponsors/${sponsor.id}`, { data: { isGlobalSponsor: false } });
    }
  });

  // The API's answers and the server's HTML, the same for every screen size.
  test('the public never receives a global sponsor of a hidden event @desktop-only', async ({ page, request }) => {
    await signInByApi(page);
    const hidden = await adminApi.createEvent(page, unique('Hidden Sponsor Course'), { isHidden: true });
    if (!hidden.isHidden) await adminApi.patchEvent(page, hidden.id, { isHidden: true });
    const name = unique('Hidden Event Sponsor');
    const created = await page.request.post('/api/sponsors', {
      data: {
        name,
        description: 'Sponsors a hidden course.',
        logo: 'HID',
        tier: 'gold',
        eventId: hidden.id,
        isGlobalSponsor: true,
      },
    });
    expect(created.status()).toBe(201);

    const answer = (await (await request.get('/api/site-sponsors')).json()) as SiteSponsor[];
    expect(answer.map((item) => item.name)).not.toContain(name);
    // Only what the band shows: no event, description or telephone.
    for (const item of answer)
      expect(Object.keys(item).sort()).toEqual(['id', 'image', 'logoText', 'name', 'tier', 'website']);
    expect(await (await request.get('/')).text()).not.toContain(name);

    // Made public, the event's global sponsor is shown.
    await adminApi.patchEvent(page, hidden.id, { isHidden: false });
    expect(
      ((await (await request.get('/api/site-sponsors')).json()) as SiteSponsor[]).map((item) => item.name),
    ).toContain(name);
    await adminApi.trashEvent(page, hidden.id);
    expect(
      ((await (await request.get('/api/site-sponsors')).json()) as SiteSponsor[]).map((item) => item.name),
    ).not.toContain(name);
  });
});
