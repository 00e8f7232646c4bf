import { createRequire } from 'node:module';
import type { APIRequestContext } from '@playwright/test';
import type { EventSearchAnswer } from '@dental/contracts';
import { expect, test, waitForContent } from './support/fixtures';

/**
 * What a first-time visitor reads on the public pages holds up: years that are the catalogue's,
 * at every width the site is laid out for. Runs in the 'desktop' project only (@desktop-only);
 * each test sets its own viewport widths.
 */
// The built contracts package is CommonJS: its named exports are reached through require.
const { listedYearsText } = createRequire(import.meta.url)('@dental/contracts') as typeof import('@dental/contracts');

const WIDTHS = [360, 390, 800, 1024, 1280] as const;

/** The years the events not over yet start in, worked out here from the search's month facet. */
async function catalogueYears(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/events/search?upcoming=true&pageSize=1');
  expect(response.ok()).toBeTruthy();
  const answer = (await response.json()) as EventSearchAnswer;
  const years = listedYearsText(Object.keys(answer.facets.month), new Date());
  expect(years, 'the demo data lists dated events still to come').not.toBeNull();
  return years!;
}

test.describe('a first impression that holds up @desktop-only', () => {
  test('the hero and the /events subtitle name the years the catalogue lists, never a fixed range', async ({
    page,
    request,
  }) => {
    const years = await catalogueYears(request);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });

      await page.goto('/');
      await waitForContent(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dental Education Events ${years}`);
      expect(await page.locator('body').innerText(), `/ at ${width} px`).not.toMatch(/2025-2026|\{years\}/);

      await page.goto('/events');
      await waitForContent(page);
      await expect(page.getByText(`across the US and Canada for ${years}.`)).toBeVisible();
      expect(await page.locator('body').innerText(), `/events at ${width} px`).not.toMatch(/2025-2026|\{years\}/);
    }
  });
});
