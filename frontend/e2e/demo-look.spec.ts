import type { Locator, Page } from '@playwright/test';
import { adminApi, COURSE_DAY, signInByApi, unique } from './admin-fixtures';
import { dayInWords } from './support/days';
import { expect, publicEvents, publicSpeakers, test, waitForContent } from './support/fixtures';

/**
 * The demo data looks like a real catalogue and the small layout items hold at every width:
 * a banner per event, a drawn placeholder for an event without a picture, sponsor cards centred
 * under their heading, a Subscribe button without an empty frame around it, a footer of tap
 * targets. Runs in the 'desktop' project only (@desktop-only); each test sets its own widths.
 */
const WIDTHS = [360, 390, 800, 1024, 1280] as const;

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

async function visit(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await waitForContent(page);
}

test.describe('the demo data and the small layout items @desktop-only', () => {
  test('every demo event shows a banner of its own on its card and its page', async ({ page, request }) => {
    // The demo data's events were listed months ago (their createdAt is set back); the events other
    // tests on this server create today, with the bundled pictures, are not the demo's.
    const events = (await publicEvents(request)).filter(
      (event) => Date.parse(event.createdAt) < Date.now() - 24 * 60 * 60 * 1000,
    );
    expect(events.length, 'the demo events').toBeGreaterThan(1);
    const banners = new Set(events.map((event) => event.image));
    expect(banners.size).toBe(events.length);

    // Each found by its title: as the demo's dates pass, its events go to the past list's later pages.
    const shown: Array<string | null> = [];
    for (const demo of events.slice(0, 3)) {
      await visit(page, `/events?q=${encodeURIComponent(demo.title)}`, 1280);
      const card = page
        .locator('main article')
        .filter({ has: page.getByRole('heading', { name: demo.title, exact: true }) });
      await expect(card).toHaveCount(1);
      shown.push(await card.locator('img').first().getAttribute('src'));
    }
    for (const src of shown) expect(src).toMatch(/^\/attached_assets\/events\/[a-z0-9-]+\.webp$/);
    expect(new Set(shown).size).toBe(shown.length);

    const [event] = events;
    await visit(page, `/events/${event.id}`, 800);
    const banner = page.getByRole('img', { name: event.title, exact: true });
    await expect(banner).toHaveAttribute('src', event.image);
    await expect(banner).toHaveAttribute('srcset', /-640\.webp 640w, .*-960\.webp 960w, .*\.webp 1280w$/);
    await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('an event without a picture gets a placeholder with its title and date, on its card and its page', async ({
    page,
  }) => {
    await signInByApi(page);
    const title = unique('Casco Bay Endodontic Update');
    const event = await adminApi.createEvent(page, title, { image: '' });

    await visit(page, `/events/${event.id}`, 1280);
    const hero = page.locator('[data-event-placeholder]');
    await expect(hero).toHaveAttribute('role', 'img');
    await expect(hero).toHaveAttribute('aria-label', title);
    await expect(hero).toContainText(title);
    await expect(hero).toContainText(dayInWords(COURSE_DAY));
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);

    for (const width of [360, 800]) {
      await visit(page, `/events?q=${encodeURIComponent(title)}`, width);
      const card = page.locator('main article').filter({ hasText: title });
      const placeholder = card.locator('[data-event-placeholder]');
      await expect(placeholder).toContainText(title);
      await expect(placeholder).toContainText(dayInWords(COURSE_DAY));
      // Part of the picture, which a screen reader skips on a card: the card's heading says it once.
      await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
      const words = await box(placeholder.getByText(title));
      const picture = await box(placeholder);
      expect(words.y + words.height, `the title fits in the picture at ${width} px`).toBeLessThanOrEqual(
        picture.y + picture.height,
      );
    }
  });

  test('a row with fewer sponsor cards than columns sits centred under its heading', async ({ page }) => {
    for (const width of WIDTHS) {
      await visit(page, '/sponsors', width);
      const tiers = page.locator('[data-sponsor-tier]');
      expect(await tiers.count()).toBeGreaterThan(0);
      for (const tier of await tiers.all()) {
        const list = await box(tier);
        const cards = await Promise.all((await tier.locator(':scope > li').all()).map(box));
        const lastRowTop = Math.max(...cards.map((card) => card.y));
        const lastRow = cards.filter((card) => Math.abs(card.y - lastRowTop) < 2);
        const left = Math.min(...lastRow.map((card) => card.x)) - list.x;
        const right = list.x + list.width - Math.max(...lastRow.map((card) => card.x + card.width));
        expect(Math.abs(left - right), `the last row is centred at ${width} px`).toBeLessThanOrEqual(2);
      }
    }
  });

  test("a speaker page's Subscribe button has no empty frame around it, and opens to its choices", async ({
    page,
    request,
  }) => {
    const [speaker] = await publicSpeakers(request);
    for (const width of WIDTHS) {
      await visit(page, `/speakers/${speaker.id}`, width);
      const details = page.locator('details').filter({ has: page.locator('summary', { hasText: 'Subscribe' }) });
      const summary = details.locator('summary');
      const closed = await box(details);
      const button = await box(summary);
      expect(closed.width - button.width, `closed, the frame hugs the button at ${width} px`).toBeLessThanOrEqual(4);
      expect(closed.height - button.height).toBeLessThanOrEqual(4);
      await summary.click();
      await expect(details.getByRole('link', { name: 'Subscribe in your calendar app' })).toBeVisible();
      expect((await box(details)).width).toBeGreaterThan(button.width);
    }
  });

  test('footer links are tap targets at least 24 px tall, and the e-mail address keeps to one line', async ({
    page,
  }) => {
    for (const width of WIDTHS) {
      await visit(page, '/', width);
      const footer = page.locator('footer');
      for (const link of await footer.getByRole('link').all()) {
        const target = await box(link);
        expect(target.height, `${await link.innerText()} at ${width} px`).toBeGreaterThanOrEqual(24);
        expect(target.width).toBeGreaterThanOrEqual(24);
      }
      const email = footer.locator('a[href^="mailto:"]');
      const lineHeight = await email.evaluate((link) => parseFloat(getComputedStyle(link).lineHeight));
      const text = await box(email.locator('span'));
      expect(text.height, `the e-mail on one line at ${width} px`).toBeLessThan(lineHeight * 1.5);
    }
  });
});
