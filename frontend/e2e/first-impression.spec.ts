import { createRequire } from 'node:module';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { EventSearchAnswer, SpeakerSearchAnswer } from '@dental/contracts';
import { expect, test, waitForContent } from './support/fixtures';

/**
 * What a first-time visitor reads on the public pages holds up: years that are the catalogue's,
 * filters that offer only what finds something, speaker cards that use the width, at every width
 * the site is laid out for. Runs in the 'desktop' project only (@desktop-only);
 * each test sets its own viewport widths.
 */
// The built contracts package is CommonJS: its named exports are reached through require.
const { AGD_SUBJECTS, listedYearsText } = createRequire(import.meta.url)(
  '@dental/contracts',
) as typeof import('@dental/contracts');

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

/**
 * Every public page of the demo data: the lists, read in the browser (the plan lives in the
 * browser, and the lists' filters and pages are worked out there too), and each event's and each
 * speaker's page, read as the server renders them. React hydrates those pages with the same texts
 * (server-rendering.spec.ts checks that it does so quietly), and the server's HTML holds every
 * collapsed agenda panel's text, hidden until opened; two dozen pages in a browser, every panel
 * clicked open, took about two minutes of a run.
 */
async function publicPaths(request: APIRequestContext): Promise<{ inBrowser: string[]; asServed: string[] }> {
  const events = (await (await request.get('/api/events')).json()) as Array<{ id: string }>;
  const speakers = (await (await request.get('/api/speakers/search?pageSize=100')).json()) as {
    items: Array<{ id: string }>;
  };
  return {
    inBrowser: ['/', '/events', '/speakers', '/sponsors', '/submit-event', '/my-plan'],
    asServed: [
      ...events.map((event) => `/events/${event.id}`),
      ...speakers.items.map((speaker) => `/speakers/${speaker.id}`),
    ],
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
    test.setTimeout(180_000);
    const paths = await publicPaths(request);
    const expectNoRawDatesOrTimes = (text: string, where: string) => {
      expect.soft(text, `${where}: a raw ISO date`).not.toMatch(RAW_ISO_DAY);
      expect.soft(text, `${where}: an ordinal date`).not.toMatch(ORDINAL_DAY);
      expect.soft(text, `${where}: a time without its zone`).not.toMatch(TIME_WITHOUT_ZONE);
    };
    let timesRead = 0;
    for (const path of paths.asServed) {
      const served = await request.get(path);
      expect(served.ok(), `GET ${path}`).toBeTruthy();
      const text = mainTextOf(await served.text());
      timesRead += text.match(/\b\d{1,2}:\d{2}\s?[AP]M\b/g)?.length ?? 0;
      expectNoRawDatesOrTimes(text, `${path} as served`);
    }
    // The agendas' times, collapsed panels' included, are among what was read.
    expect(timesRead, 'clock times read on the event and speaker pages as served').toBeGreaterThan(100);
    // What a date or time says does not depend on the width (the pages render the same texts).
    for (const path of paths.inBrowser) {
      await page.goto(path);
      await waitForContent(page);
      expectNoRawDatesOrTimes(await page.locator('main').innerText(), `${path} in the browser`);
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

/** The filter fields: the sidebar from 1024 px, the sheet (opened here) below. */
async function openEventFilters(page: Page): Promise<Locator> {
  if ((page.viewportSize()?.width ?? 1280) >= 1024) return page.getByRole('search', { name: 'Filter events' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Every choice the filters offer that says it finds no event, unless it is the one chosen. */
async function zeroCountChoices(filters: Locator): Promise<string[]> {
  return filters.evaluate((form) => {
    const found: string[] = [];
    const saysNone = (text: string) => /\(0\)$/.test(text);
    for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      const label = box.closest('label')?.textContent.trim() ?? '';
      if (!box.checked && saysNone(label)) found.push(label);
    }
    for (const option of form.querySelectorAll('option'))
      if (!option.selected && saysNone(option.textContent.trim())) found.push(option.textContent.trim());
    return found;
  });
}

/** Boxes in the filters that scroll on their own (the phone sheet itself aside), with what they hold. */
async function nestedScrollBoxes(filters: Locator): Promise<string[]> {
  return filters.evaluate((form) =>
    [...form.querySelectorAll<HTMLElement>('fieldset *')]
      .filter((element) => /auto|scroll/.test(getComputedStyle(element).overflowY))
      .map((element) => (element.textContent ?? '').slice(0, 40)),
  );
}

test.describe('/events filters that find something @desktop-only', () => {
  test('no choice that finds no event is offered, a chosen one stays, and the subjects are not a box of their own', async ({
    page,
    request,
  }) => {
    const unfiltered = (await (await request.get('/api/events/search?pageSize=1')).json()) as EventSearchAnswer;
    const emptySubject = AGD_SUBJECTS.find((subject) => !unfiltered.facets.topic[subject.code]);
    expect(emptySubject, 'an AGD subject no demo event teaches').toBeDefined();

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/events');
      await waitForContent(page);
      let filters = await openEventFilters(page);
      await expect(filters.getByRole('checkbox').first()).toBeVisible();
      expect(await zeroCountChoices(filters), `zero-count choices at ${width} px`).toEqual([]);
      expect(await nestedScrollBoxes(filters), `scroll boxes in the filters at ${width} px`).toEqual([]);
      await expect(filters.getByRole('checkbox', { name: new RegExp(`^${emptySubject!.name} \\(`) })).toHaveCount(0);

      // Chosen from a shared address, a subject that finds nothing stays there to be unchosen.
      await page.goto(`/events?topic=${emptySubject!.code}`);
      await waitForContent(page);
      filters = await openEventFilters(page);
      const chosen = filters.getByRole('checkbox', { name: `${emptySubject!.name} (0)` });
      await expect(chosen).toBeVisible();
      await expect(chosen).toBeChecked();
      expect(await zeroCountChoices(filters), `zero-count choices at ${width} px`).toEqual([]);
    }
  });

  test('on a phone or a tablet, "Show N events" brings the first result into view and focus to the results', async ({
    page,
    request,
  }) => {
    const upcoming = (await (
      await request.get('/api/events/search?upcoming=true&pageSize=1')
    ).json()) as EventSearchAnswer;
    // The subject with the most events still to come, so the list the page opens with has cards.
    const [code] = Object.entries(upcoming.facets.topic).sort(([, a], [, b]) => b - a)[0];
    const subject = AGD_SUBJECTS.find((candidate) => candidate.code === code)!;

    for (const [width, reducedMotion] of [
      [360, 'reduce'],
      [390, 'no-preference'],
      [800, 'no-preference'],
    ] as const) {
      await page.emulateMedia({ reducedMotion });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/events');
      await waitForContent(page);
      const sheet = await openEventFilters(page);
      await sheet.getByRole('checkbox', { name: new RegExp(`^${subject.name} \\(`) }).check();
      await expect.poll(() => new URL(page.url()).searchParams.getAll('topic')).toEqual([code]);
      await sheet.getByRole('button', { name: /^Show \d+ events?$/ }).click();
      await expect(sheet).toBeHidden();

      const results = page.getByRole('region', { name: 'Upcoming Conferences' });
      await expect(results.getByRole('article').first(), `the first result at ${width} px`).toBeInViewport({
        ratio: 0.25,
      });
      await expect(results.getByText(/events? match(es)? your filters\.$/)).toBeFocused();
    }
  });
});

/**
 * The page's full height with every card laid out (cards far from the viewport are otherwise
 * counted at a placeholder height until they are scrolled near).
 */
async function laidOutHeight(page: Page): Promise<number> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return page.evaluate(() => document.documentElement.scrollHeight);
}

/** Rows of cards in these lists that are not centred in their list's width (more room on one side). */
async function offCentreRows(lists: Locator): Promise<string[]> {
  return lists.evaluateAll((elements) =>
    elements.flatMap((list, listIndex) => {
      const box = list.getBoundingClientRect();
      const rows = new Map<number, DOMRect[]>();
      for (const item of list.children) {
        const cell = item.getBoundingClientRect();
        rows.set(Math.round(cell.top), [...(rows.get(Math.round(cell.top)) ?? []), cell]);
      }
      return [...rows.values()].flatMap((cells, rowIndex) => {
        const left = Math.min(...cells.map((cell) => cell.left)) - box.left;
        const right = box.right - Math.max(...cells.map((cell) => cell.right));
        return Math.abs(left - right) > 2
          ? [
              `list ${listIndex + 1}, row ${rowIndex + 1} of ${cells.length}: ${Math.round(left)} px left, ${Math.round(right)} px right`,
            ]
          : [];
      });
    }),
  );
}

test.describe('speaker layouts that use the width @desktop-only', () => {
  test('/speakers at 800 px is no longer than at 360 px, and every row of cards is centred, small groups too', async ({
    page,
    request,
  }) => {
    const { items } = (await (await request.get('/api/speakers/search')).json()) as SpeakerSearchAnswer;
    const groupSizes = new Map<string, number>();
    for (const speaker of items) groupSizes.set(speaker.eventId, (groupSizes.get(speaker.eventId) ?? 0) + 1);
    expect(
      [...groupSizes.values()].some((size) => size <= 2),
      'the first page of /speakers has a group of one or two speakers',
    ).toBe(true);

    const heights = new Map<number, number>();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/speakers');
      await waitForContent(page);
      const lists = page.locator('main section > ul');
      await expect(lists.first()).toBeVisible();
      expect(await offCentreRows(lists), `rows of speakers off centre at ${width} px`).toEqual([]);
      heights.set(width, await laidOutHeight(page));
    }
    expect(heights.get(800), `/speakers: ${JSON.stringify(Object.fromEntries(heights))}`).toBeLessThanOrEqual(
      heights.get(360)!,
    );
  });
});
