import type { Page } from '@playwright/test';
import { expect, publicEvents, publicSpeakers, test, waitForContent } from './support/fixtures';

/**
 * What a public page's first load runs: request schemas (and zod, the library they are built with)
 * are for checking forms, so no public page downloads and builds them to show itself; the event
 * form loads its schema once the visitor starts on it (decision 0076).
 */

/** The build's chunks of zod (vite.config.ts names its group 'zod'). */
const ZOD_CHUNK = /\/assets\/zod-[\w-]+\.js$/;

/** Every script this document fetched or took from the cache, as the browser's resource timing lists them. */
function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
}

test.describe('first load of a public page', () => {
  let eventPath = '';
  let speakerPath = '';

  test.beforeAll(async ({ request }) => {
    const events = await publicEvents(request);
    const speakers = await publicSpeakers(request);
    eventPath = `/events/${events[0].id}`;
    speakerPath = `/speakers/${speakers[0].id}`;
  });

  test('no public page loads zod or a request schema to show itself @desktop-only', async ({ page }) => {
    for (const path of [
      '/',
      '/events',
      eventPath,
      '/speakers',
      speakerPath,
      '/sponsors',
      '/submit-event',
      '/my-plan',
    ]) {
      await page.goto(path);
      await waitForContent(page);
      const scripts = await scriptsLoaded(page);
      expect(scripts.length, `${path} loaded its scripts`).toBeGreaterThan(0);
      expect(
        scripts.filter((url) => ZOD_CHUNK.test(url)),
        `${path} loaded zod`,
      ).toEqual([]);
    }
  });

  test('the event form loads its schema once a field is focused @desktop-only', async ({ page }) => {
    await page.goto('/submit-event');
    await waitForContent(page);
    expect((await scriptsLoaded(page)).filter((url) => ZOD_CHUNK.test(url))).toEqual([]);
    await page.getByLabel(/Event Title/).focus();
    await expect.poll(async () => (await scriptsLoaded(page)).some((url) => ZOD_CHUNK.test(url))).toBe(true);
  });

  test('a page rendered on the server asks for its scripts after what paints it (decision 0080) @desktop-only', async ({
    request,
  }) => {
    for (const path of ['/', eventPath]) {
      const html = await (await request.get(path)).text();
      const tags = (pattern: RegExp) => html.match(pattern) ?? [];
      const entryScripts = tags(/<script type="module"[^>]*src="\/assets\/index-[^"]+"[^>]*>/g);
      const pageTables = tags(/<link rel="modulepreload"[^>]*href="\/assets\/pages-[^"]+"[^>]*>/g);
      const stylesheets = tags(/<link rel="stylesheet"[^>]*>/g);
      expect([entryScripts.length, pageTables.length, stylesheets.length], path).toEqual([1, 1, 1]);
      expect(entryScripts[0], path).toContain('fetchpriority="low"');
      expect(pageTables[0], path).toContain('fetchpriority="low"');
      expect(stylesheets[0], path).not.toContain('fetchpriority');
    }
  });
});
