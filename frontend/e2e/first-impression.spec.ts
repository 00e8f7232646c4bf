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

/** '2027-03-11' typed as is, an ordinal ('December 3rd'), or a clock time with no zone after it. */
const RAW_ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
const ORDINAL_DAY =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(?:st|nd|rd|th)\b/;
// A time is followed by a range's dash (its end carries the zone), the zone's abbreviation ('CST', 'GMT-3:30'),
// or, for an event that gives no zone, 'local time'.
const TIME_WITHOUT_ZONE = /\b\d{1,2}:\d{2}\s?[AP]M\b(?!\s*[\u2013-])(?!\s+(?:[A-Z]{1,4}T|GMT[+-]\d|local time))/;

/** Every public page of the demo data: the lists, each event's page and each speaker's page. */
/**
 * The public pages: those read in the browser (their agendas open collapsed groups, and the plan
 * lives in the browser), and the speaker pages, read as the server renders them (the same
 * components write the same texts; about forty pages in a browser would take minutes).
 */
async function publicPaths(request: APIRequestContext): Promise<{ inBrowser: string[]; asServed: string[] }> {
  const events = (await (await request.get('/api/events')).json()) as Array<{ id: string }>;
  const speakers = (await (await request.get('/api/speakers/search?pageSize=100')).json()) as {
    items: Array<{ id: string }>;
  };
  return {
    inBrowser: [
      '/',
      '/events',
      '/speakers',
      '/sponsors',
      '/submit-event',
      '/my-plan',
      ...events.map((event) => `/events/${event.id}`),
    ],
    asServed: speakers.items.map((speaker) => `/speakers/${speaker.id}`),
  };
}

/** The text of a served page's <main>, each tag read as a space (so no two texts run together). */
function mainTextOf(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

test.describe('dates and times a visitor reads @desktop-only', () => {
  test('no public page shows a raw ISO date, an ordinal date or a time without its zone', async ({ page, request }) => {
    test.setTimeout(600_000);
    const paths = await publicPaths(request);
    const expectNoRawDatesOrTimes = (text: string, where: string) => {
      expect.soft(text, `${where}: a raw ISO date`).not.toMatch(RAW_ISO_DAY);
      expect.soft(text, `${where}: an ordinal date`).not.toMatch(ORDINAL_DAY);
      expect.soft(text, `${where}: a time without its zone`).not.toMatch(TIME_WITHOUT_ZONE);
    };
    for (const path of paths.asServed) {
      const served = await request.get(path);
      expect(served.ok(), `GET ${path}`).toBeTruthy();
      expectNoRawDatesOrTimes(mainTextOf(await served.text()), `${path} as served`);
    }
    // What a date or time says does not depend on the width (the pages render the same texts).
    for (const width of [1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths.inBrowser) {
        await page.goto(path);
        await waitForContent(page);
        // Collapsed agenda groups and forums hold times too: open them all.
        for (const toggle of await page
          .locator('main [data-agenda-kind] button[aria-expanded="false"]:not([aria-haspopup])')
          .all())
          if (await toggle.isVisible()) await toggle.click();
        expectNoRawDatesOrTimes(await page.locator('main').innerText(), `${path} at ${width} px`);
      }
    }
  });

  test("the count under 'Upcoming Conferences' says how many are upcoming and how many past", async ({
    page,
    request,
  }) => {
    const total = async (upcoming: boolean) =>
      ((await (await request.get(`/api/events/search?upcoming=${upcoming}&pageSize=1`)).json()) as EventSearchAnswer)
        .total;
    const [upcoming, past] = [await total(true), await total(false)];
    await page.goto('/events');
    await waitForContent(page);
    await expect(
      page.getByText(`${upcoming} upcoming events${past > 0 ? `, ${past} past` : ''}`, { exact: true }),
    ).toBeVisible();
  });
});

test.describe('the speaker search @desktop-only', () => {
  test('/speakers finds a speaker by specialty and by "Dr. " and the surname', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/speakers/search?pageSize=100')).json()) as {
      items: Array<{ name: string; specialty: string }>;
    };
    const speaker = items.find((item) => !/^dr\.?\s/i.test(item.name) && item.specialty.trim() !== '')!;
    const surname = speaker.name.trim().split(/\s+/).at(-1)!;
    await page.goto('/speakers');
    await waitForContent(page);
    const box = page.getByPlaceholder('Search speakers by name or profession...');
    for (const query of [speaker.specialty, `Dr. ${surname}`]) {
      await box.fill(query);
      await expect(page.getByRole('link', { name: speaker.name, exact: true }).first()).toBeVisible();
    }
  });
});
