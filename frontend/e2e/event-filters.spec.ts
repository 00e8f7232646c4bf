import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { EventListing, EventSearchAnswer } from '@dental/contracts';
import { expect, isPhone, loadLazyContent, photograph, test, waitForContent } from './support/fixtures';

/**
 * The /events filters against the demo data: what the page lists is compared with what
 * GET /api/events/search answers for the same parameters (upcoming, then past), so the assertions
 * hold whatever today's date makes upcoming or past. Runs at 1280 px (sidebar) and 390 px (sheet).
 */

/** Shown per page of 'Past Events' (the page asks the search for this size). */
const PAST_PAGE_SIZE = 6;

interface Lists {
  upcoming: EventSearchAnswer;
  past: EventSearchAnswer;
  /** Titles in the order the page shows them: upcoming, then past. */
  titles: string[];
  total: number;
}

async function search(request: APIRequestContext, query: string): Promise<Lists> {
  const get = async (path: string) => {
    const response = await request.get(path);
    expect(response.ok(), `GET ${path}`).toBeTruthy();
    return (await response.json()) as EventSearchAnswer;
  };
  const suffix = query ? `&${query}` : '';
  const [upcoming, past] = await Promise.all([
    get(`/api/events/search?upcoming=true${suffix}`),
    get(`/api/events/search?upcoming=false&pageSize=${PAST_PAGE_SIZE}${suffix}`),
  ]);
  return {
    upcoming,
    past,
    titles: [...upcoming.items, ...past.items].map((event) => event.title),
    total: upcoming.total + past.total,
  };
}

/** A facet's count over both lists, as the page adds them up. */
const facetCount = (lists: Lists, facet: keyof EventSearchAnswer['facets'], value: string) =>
  (lists.upcoming.facets[facet][value] ?? 0) + (lists.past.facets[facet][value] ?? 0);

const cardHeadings = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming Conferences' }).getByRole('article').getByRole('heading');
const chip = (page: Page, label: string) => page.getByRole('button', { name: `Remove filter: ${label}`, exact: true });
const countText = (total: number) =>
  total === 1 ? '1 event matches your filters.' : `${total} events match your filters.`;

/** Resolves once React has hydrated the server's markup of the filter form. */
async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('#event-search')
          .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
      { message: 'the filter form hydrated' },
    )
    .toBe(true);
}

async function openEvents(page: Page, query = ''): Promise<void> {
  await page.goto(`/events${query ? `?${query}` : ''}`);
  await waitForContent(page);
  await waitForHydration(page);
}

/** Where the filter fields are: the sidebar on a desktop, the sheet (opened here) on a phone. */
async function openFilters(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('search', { name: 'Filter events' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Closes the phone sheet with its 'Show N events' button; the sidebar stays. */
async function closeFilters(page: Page, expectedTotal?: number): Promise<void> {
  if (!isPhone(page)) return;
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const show = sheet.getByRole('button', { name: /^Show / });
  if (expectedTotal !== undefined)
    await expect(show).toHaveText(expectedTotal === 1 ? 'Show 1 event' : `Show ${expectedTotal} events`);
  await show.click();
  await expect(sheet).toBeHidden();
}

const paramsOf = (page: Page) => new URL(page.url()).searchParams;

test.describe('/events filters', () => {
  test('a filtered address is rendered on the server with only the matching events, its chips and its count @desktop-only', async ({
    page,
    request,
  }) => {
    const query = 'topic=690&region=TX';
    const expected = await search(request, query);
    const all = (await (await request.get('/api/events')).json()) as EventListing[];
    expect(expected.titles, 'the demo data has an implant meeting in Texas').toContain(
      'Lone Star Implant & Reconstructive Summit 2027',
    );
    expect(expected.total).toBeLessThan(all.length);

    const response = await page.request.get(`/events?${query}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const escaped = (text: string) => text.replace(/&/g, '&amp;');
    for (const title of expected.titles) expect(html, title).toContain(`>${escaped(title)}</a>`);
    for (const event of all.filter((candidate) => !expected.titles.includes(candidate.title)))
      expect(html, `${event.title} is filtered out`).not.toContain(`>${escaped(event.title)}</a>`);
    expect(html).toContain('aria-label="Remove filter: Implants"');
    expect(html).toContain('aria-label="Remove filter: Texas"');
    expect(html).toContain(countText(expected.total));
    // The form is rendered with the filters chosen, so it can be changed and sent before the scripts run.
    const tag = (pattern: RegExp) => html.match(pattern)?.[0] ?? '';
    expect(tag(/<input[^>]*value="690"[^>]*>/)).toContain('checked=""');
    expect(tag(/<option[^>]*value="TX"[^>]*>[^<]*/)).toMatch(/selected="">Texas \(\d+\)$/);

    // In the browser: the same cards, hydrated without a mismatch and with no API request for the first render.
    const apiRequests: string[] = [];
    const hydrationMessages: string[] = [];
    page.on('request', (sent) => new URL(sent.url()).pathname.startsWith('/api/') && apiRequests.push(sent.url()));
    page.on('console', (message) => /hydrat/i.test(message.text()) && hydrationMessages.push(message.text()));
    await openEvents(page, query);
    await expect(cardHeadings(page)).toHaveText(expected.titles);
    await page.waitForLoadState('networkidle');
    expect(apiRequests, 'the page came with its data').toEqual([]);
    expect(hydrationMessages).toEqual([]);
  });

  test('a city the server does not know is explained in the server-rendered page, not shown as a failure to load @desktop-only', async ({
    page,
  }) => {
    const response = await page.request.get('/events?near=Nowhereville&topic=690');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      'No US or Canadian city called &quot;Nowhereville&quot; is known; write it as &quot;Dallas, TX&quot;',
    );
    expect(html).toContain('aria-label="Remove filter: Near Nowhereville · 100 mi"');
    expect(html).not.toContain('We couldn');

    // The browser hydrates the same explanation without asking the server again (which would answer 400).
    await openEvents(page, 'near=Nowhereville&topic=690');
    await expect(page.getByRole('alert')).toContainText('No US or Canadian city called "Nowhereville" is known');
    await chip(page, 'Near Nowhereville · 100 mi').click();
    await expect.poll(() => paramsOf(page).toString()).toBe('topic=690');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('chips appear as filters are chosen, come back after a reload, and each removes its own filter', async ({
    page,
    request,
  }) => {
    await openEvents(page);
    const unfiltered = await search(request, '');
    // Unfiltered, the count says how many are upcoming and how many past (decision 0056).
    const upcoming = `${unfiltered.upcoming.total} upcoming event${unfiltered.upcoming.total === 1 ? '' : 's'}`;
    await expect(page.getByText(`${upcoming}, ${unfiltered.past.total} past`, { exact: true })).toBeVisible();

    let panel = await openFilters(page);
    await panel.getByRole('checkbox', { name: /^Implants \(/ }).check();
    await expect.poll(() => paramsOf(page).getAll('topic')).toEqual(['690']);
    await panel.getByRole('checkbox', { name: /^Hygienists \(/ }).check();
    await expect.poll(() => paramsOf(page).toString()).toBe('topic=690&audience=hygienist');
    const both = await search(request, 'topic=690&audience=hygienist');
    await closeFilters(page, both.total);

    await expect(chip(page, 'Implants')).toBeVisible();
    await expect(chip(page, 'Hygienists')).toBeVisible();
    if (isPhone(page)) await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(cardHeadings(page)).toHaveText(both.titles);
    await expect(page.getByText(countText(both.total))).toBeVisible();

    // The address is the whole state: a reload shows the same filters and events.
    await page.reload();
    await waitForContent(page);
    await waitForHydration(page);
    await expect(chip(page, 'Implants')).toBeVisible();
    await expect(chip(page, 'Hygienists')).toBeVisible();
    await expect(cardHeadings(page)).toHaveText(both.titles);
    panel = await openFilters(page);
    await expect(panel.getByRole('checkbox', { name: /^Implants \(/ })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: /^Hygienists \(/ })).toBeChecked();
    await closeFilters(page);

    // Removing one chip keeps the other, and focus moves to the chip that took its place.
    await chip(page, 'Implants').click();
    await expect.poll(() => paramsOf(page).toString()).toBe('audience=hygienist');
    await expect(chip(page, 'Implants')).toHaveCount(0);
    await expect(chip(page, 'Hygienists')).toBeFocused();
    await expect(cardHeadings(page)).toHaveText((await search(request, 'audience=hygienist')).titles);

    // Back returns to the filters before that change.
    await page.goBack();
    await expect.poll(() => paramsOf(page).toString()).toBe('topic=690&audience=hygienist');
    await expect(chip(page, 'Implants')).toBeVisible();

    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/\/events$/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
    await expect(cardHeadings(page)).toHaveText(unfiltered.titles);
  });

  test('the choices show how many events each would find, with the other filters applied', async ({
    page,
    request,
  }) => {
    await openEvents(page);
    const all = await search(request, '');
    const panel = await openFilters(page);
    const implants = facetCount(all, 'topic', '690');
    expect(implants, 'implant events in the demo data').toBeGreaterThan(0);
    await expect(panel.getByRole('checkbox', { name: `Implants (${implants})`, exact: true })).toBeVisible();
    await expect(
      panel.getByRole('checkbox', { name: `Hybrid (${facetCount(all, 'format', 'hybrid')})`, exact: true }),
    ).toBeVisible();
    await expect(
      panel.getByRole('checkbox', { name: `Dentists (${facetCount(all, 'audience', 'dentist')})`, exact: true }),
    ).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'State or province' }).locator('option[value="TX"]')).toHaveText(
      `Texas (${facetCount(all, 'region', 'TX')})`,
    );

    // Choosing a format changes the other facets' counts, not its own.
    await panel.getByRole('checkbox', { name: /^Hybrid \(/ }).check();
    await expect.poll(() => paramsOf(page).toString()).toBe('format=hybrid');
    const hybrid = await search(request, 'format=hybrid');
    expect(facetCount(hybrid, 'topic', '690')).not.toBe(implants);
    await expect(
      panel.getByRole('checkbox', { name: `Implants (${facetCount(hybrid, 'topic', '690')})`, exact: true }),
    ).toBeVisible();
    await expect(
      panel.getByRole('checkbox', { name: `In person (${facetCount(hybrid, 'format', 'in_person')})`, exact: true }),
    ).toBeVisible();
    await expect(
      panel.getByRole('checkbox', { name: `Hybrid (${facetCount(all, 'format', 'hybrid')})`, exact: true }),
    ).toBeChecked();
  });

  test('the search box waits for a pause in typing and replaces the address instead of adding history', async ({
    page,
    request,
  }) => {
    await openEvents(page);
    const searched: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/events/search') searched.push(url.searchParams.get('q') ?? '');
    });
    const historyBefore = await page.evaluate(() => history.length);
    // Typed briskly: on a busy two-core machine a slower hand's keystrokes can arrive a pause apart.
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('sinus', { delay: 20 });
    await expect.poll(() => paramsOf(page).get('q')).toBe('sinus');
    const expected = await search(request, 'q=sinus');
    await expect(cardHeadings(page)).toHaveText(expected.titles);
    await page.waitForLoadState('networkidle');
    expect(searched, 'one search per list, for the whole word').toEqual(['sinus', 'sinus']);
    expect(await page.evaluate(() => history.length), 'no history entry per pause').toBe(historyBefore);
    await expect(chip(page, '“sinus”')).toBeVisible();
  });

  test('with nothing found, the page names the active filters and offers to remove each @desktop-only', async ({
    page,
    request,
  }) => {
    const query = 'topic=070&format=virtual';
    expect((await search(request, query)).total, 'no virtual endodontics meeting in the demo data').toBe(0);
    await openEvents(page, query);
    await expect(page.getByRole('heading', { name: 'No Events Found' })).toBeVisible();
    await expect(page.getByText('No events match Endodontics and Virtual.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Past Events' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove Virtual', exact: true }).click();
    await expect.poll(() => paramsOf(page).toString()).toBe('topic=070');
    const endodontics = await search(request, 'topic=070');
    expect(endodontics.total).toBeGreaterThan(0);
    await expect(cardHeadings(page)).toHaveText(endodontics.titles);
  });

  test('a span of days in the past finds past events, under Past Events, and says so above @desktop-only', async ({
    page,
    request,
  }) => {
    const query = 'from=2025-01-01&to=2025-12-31';
    const expected = await search(request, query);
    expect(expected.upcoming.total).toBe(0);
    expect(expected.past.total, 'a 2025 meeting in the demo data').toBeGreaterThan(0);
    await openEvents(page, query);
    await expect(chip(page, 'January 1, 2025 – December 31, 2025')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Upcoming Events Found' })).toBeVisible();
    await expect(page.getByText(`No upcoming events match January 1, 2025 – December 31, 2025.`)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Past Events' }).getByRole('article').getByRole('heading'),
    ).toHaveText(expected.past.items.map((event) => event.title));
  });

  test('quick date picks, a city with a radius and the sort order go into the address under the search’s names', async ({
    page,
    request,
    pageProblems,
  }) => {
    await openEvents(page);
    const panel = await openFilters(page);
    // The browser's day, as the page reads it.
    const [from, to] = await page.evaluate(() => {
      const key = (day: Date) =>
        `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      const today = new Date();
      return [key(today), key(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30))];
    });
    await panel.getByRole('link', { name: 'Next 30 days' }).click();
    await expect.poll(() => paramsOf(page).toString()).toBe(`from=${from}&to=${to}`);
    const pickedPanel = isPhone(page) ? page.getByRole('dialog', { name: 'Filters' }) : panel;
    await expect(pickedPanel.getByRole('link', { name: 'Next 30 days' })).toHaveAttribute('aria-current', 'true');
    await expect(pickedPanel.getByLabel('From')).toHaveValue(from);
    await expect(pickedPanel.getByLabel('To', { exact: true })).toHaveValue(to);
    await closeFilters(page);
    await expect(chip(page, 'Next 30 days')).toBeVisible();
    await chip(page, 'Next 30 days').click();
    await expect.poll(() => page.url()).toMatch(/\/events$/);

    const near = await openFilters(page);
    await near.getByRole('combobox', { name: 'Within' }).selectOption('250');
    await near.getByRole('textbox', { name: 'Near a city' }).fill('Dallas, TX');
    await near.getByRole('textbox', { name: 'Near a city' }).press('Enter');
    await expect.poll(() => paramsOf(page).toString()).toBe('near=Dallas%2C+TX&radiusMiles=250');
    if (isPhone(page)) await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    const dallas = await search(request, 'near=Dallas%2C%20TX&radiusMiles=250');
    expect(dallas.titles, 'Austin lies within 250 miles of Dallas').toContain('Hill Country New Dentist Symposium');
    await expect(chip(page, 'Near Dallas, TX · 250 mi')).toBeVisible();
    await expect(cardHeadings(page)).toHaveText(dallas.titles);

    await page.getByRole('combobox', { name: 'Sort' }).selectOption('credits');
    await expect.poll(() => paramsOf(page).get('sort')).toBe('credits');
    await expect(cardHeadings(page)).toHaveText(
      (await search(request, 'near=Dallas%2C%20TX&radiusMiles=250&sort=credits')).titles,
    );

    // A city the server does not know is explained, not shown as a failure to load.
    pageProblems.allow(/HTTP 400 .*\/api\/events\/search/);
    pageProblems.allow(/Failed to load resource: the server responded with a status of 400/);
    const again = await openFilters(page);
    await again.getByRole('textbox', { name: 'Near a city' }).fill('Nowhereville');
    await again.getByRole('textbox', { name: 'Near a city' }).press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'No US or Canadian city called "Nowhereville" is known; write it as "Dallas, TX"',
    );
    await expect(chip(page, 'Near Nowhereville · 250 mi')).toBeVisible();
  });

  test('the Subscribe link carries the filters, without the sort or the page @desktop-only', async ({
    page,
    request,
  }) => {
    await openEvents(page, 'topic=690&region=TX&sort=credits');
    await page.locator('summary', { hasText: 'Subscribe' }).click();
    const link = page.getByRole('link', { name: 'Subscribe in your calendar app' });
    const origin = new URL(page.url()).host;
    await expect(link).toHaveAttribute('href', `webcal://${origin}/calendar.ics?region=TX&topic=690`);
    await expect(page.getByRole('textbox', { name: 'Or copy the calendar address' })).toHaveValue(
      `http://${origin}/calendar.ics?region=TX&topic=690`,
    );
    const feed = await request.get('/calendar.ics?region=TX&topic=690');
    expect(feed.status()).toBe(200);
    const calendar = await feed.text();
    const upcoming = (await search(request, 'topic=690&region=TX')).upcoming.items;
    for (const event of upcoming)
      expect(calendar.replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:${event.title.replace(/([,;\\])/g, '\\$1')}`);
  });

  test('without scripts the filters are a plain GET form that the server answers', async ({
    browser,
    request,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: testInfo.project.use.viewport ?? undefined,
    });
    const page = await context.newPage();
    await page.goto('/events');
    if (isPhone(page)) {
      // The 'Filters' link shows the fields in place.
      await page.getByRole('link', { name: 'Filters' }).click();
    }
    const form = page.getByRole('search', { name: 'Filter events' });
    await form.getByRole('checkbox', { name: /^Implants \(/ }).check();
    await form.getByRole('combobox', { name: 'State or province' }).selectOption('TX');
    await form.getByRole('button', { name: 'Show events' }).click();
    await expect.poll(() => paramsOf(page).getAll('topic')).toEqual(['690']);
    expect(paramsOf(page).get('region')).toBe('TX');
    const expected = await search(request, 'topic=690&region=TX');
    await expect(cardHeadings(page)).toHaveText(expected.titles);
    await expect(page.getByText(countText(expected.total))).toBeVisible();
    await context.close();
  });
});

test.describe('the filter sheet below 1024 px', () => {
  test('opens from the keyboard, keeps focus inside, closes with Escape and returns focus', async ({ page }) => {
    test.skip(!isPhone(page), 'the phone sheet');
    await openEvents(page, 'topic=690');
    const button = page.getByRole('button', { name: 'Filters (1)' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    await expect(sheet.getByRole('heading', { name: 'Filters' })).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The page behind is out of reach while the sheet is open.
    await expect(page.locator('header').first()).toHaveJSProperty('inert', true);

    const focusInSheet = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    // Forwards through every field and round again, then backwards past the start.
    for (let step = 0; step < 45; step++) {
      await page.keyboard.press('Tab');
      expect(await focusInSheet(), `focus after ${step + 1} Tab presses`).toBe(true);
    }
    await sheet.getByRole('button', { name: 'Close filters' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(sheet.getByRole('button', { name: /^Show / })).toBeFocused();

    // Space toggles a subject; the results behind update at once.
    await sheet.getByRole('checkbox', { name: /^Periodontics \(/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => paramsOf(page).getAll('topic')).toEqual(['490', '690']);
    await expect(sheet).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
    await expect(page.locator('header').first()).toHaveJSProperty('inert', false);
  });

  // Sets its own widths.
  test('is a drawer at tablet width that gives way to the sidebar when the window grows @desktop-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await openEvents(page);
    await expect(page.getByRole('heading', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box!.width, 'a drawer, not the whole width').toBeLessThan(500);
    expect(box!.x + box!.width).toBeCloseTo(800, 0);

    await page.setViewportSize({ width: 1280, height: 1000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('search', { name: 'Filter events' }).getByRole('heading', { name: 'Filters' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  });
});

test.describe('/events with filters at every width', () => {
  // Sets its own widths.
  test('nothing sticks out sideways, with the filters, the chips, the Subscribe panel and the sheet @desktop-only', async ({
    page,
  }, testInfo) => {
    const query =
      'q=implant&topic=690&topic=490&audience=hygienist&format=in_person&near=Dallas%2C%20TX&radiusMiles=500&minCredits=6&from=2026-01-01&to=2027-12-31';
    for (const width of [360, 390, 800, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openEvents(page, query);
      await page.locator('summary', { hasText: 'Subscribe' }).click();
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow(), `sideways scrolling at ${width} px`).toBe(0);
      await loadLazyContent(page);
      await photograph(page, {
        path: testInfo.outputPath(`events-filters-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      if (width < 1024) {
        await page.getByRole('button', { name: /^Filters/ }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await expect(sheet).toBeVisible();
        const box = await sheet.boundingBox();
        expect(box!.x + box!.width, `the sheet fits at ${width} px`).toBeLessThanOrEqual(width);
        expect(await overflow()).toBe(0);
        await photograph(page, {
          path: testInfo.outputPath(`events-filter-sheet-${width}.png`),
          animations: 'disabled',
        });
      }
    }
  });
});

test.describe('/events finding nothing at every width', () => {
  // Sets its own widths.
  test('the message naming the filters to remove fits, a long one cut short, nothing sideways @desktop-only', async ({
    page,
  }) => {
    // A long word no event has, and a date range: the message and each 'Remove …' button are wider than a phone.
    const query = `q=${'zzyzx'.repeat(12)}&from=2026-01-01&to=2027-12-31`;
    for (const width of [360, 390, 800, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openEvents(page, query);
      const remove = page.getByRole('button', { name: 'Remove January 1, 2026 – December 31, 2027', exact: true });
      await expect(remove).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `sideways scrolling at ${width} px`).toBe(0);
      const box = await remove.boundingBox();
      expect(box!.x + box!.width, `the button fits at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
});

// The server's HTML is the same for every screen size.
test.describe('the news feed link', { tag: '@desktop-only' }, () => {
  test('every public page’s server-rendered head links the Atom feed of newly listed events', async ({ page }) => {
    const feed = await page.request.get('/feed.xml');
    expect(feed.status()).toBe(200);
    const feedText = await feed.text();
    expect(feedText).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    // The link is titled as the feed titles itself: with the site's name.
    const feedTitle = /<title>([^<]+)<\/title>/.exec(feedText)![1];
    expect(feedTitle).toMatch(/.+: newly listed events$/);
    for (const path of ['/', '/events', '/events?topic=690', '/speakers', '/sponsors', '/submit-event']) {
      const html = await (await page.request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const link = /<link rel="alternate" type="application\/atom\+xml" title="([^"]+)" href="([^"]+)">/.exec(head);
      expect(link, `${path}: feed link in the head`).not.toBeNull();
      expect(link![1]).toBe(feedTitle);
      // An absolute address on the site's own origin, as the canonical link is.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)![1];
      expect(link![2]).toBe(new URL('/feed.xml', canonical).href);
    }
  });
});
