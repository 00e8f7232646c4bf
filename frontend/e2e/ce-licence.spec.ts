import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { createRequire } from 'node:module';
import type { CeRuleSet, EventListing, EventSearchAnswer } from '@dental/contracts';
import { adminApi, COURSE_DAY, signInByApi, unique } from './admin-fixtures';
import { dayFromToday, dayInWords } from './support/days';
import { expect, isPhone, photograph, screenshotPath, test, waitForContent } from './support/fixtures';

/**
 * A licence chosen by a visitor (issue 30): the chooser with the shipped rule sets, their sources
 * and the board's-text sentence; what each session of the public agenda counts toward; the plan's
 * progress toward the licence and its exports; and the /events filter by what counts, compared with
 * what the rule itself says of every public event. The events are made through the admin API, so
 * every number is known: a California provider registered for infection control only.
 */

// The contracts are CommonJS: read at run time through require, as the rule the server runs.
const { keyedSessions, sessionCountsToward, sessionFacts } = createRequire(import.meta.url)(
  '@dental/contracts',
) as typeof import('@dental/contracts');

/** Three weeks after the in-person day. */
const WEBINAR_DAY = dayFromToday(321);

const BOARD_TEXT = "A summary to plan with: the board's own text decides what counts.";

interface Events {
  golden: EventListing;
  webinar: EventListing;
}

async function makeEvents(browser: Browser): Promise<Events> {
  const page = await browser.newPage();
  try {
    await signInByApi(page);
    const golden = await adminApi.createEvent(page, unique('Golden State Infection Control Day'), {
      date: dayInWords(COURSE_DAY),
      location: 'Moscone Center, San Francisco, CA',
      city: 'San Francisco',
      timezone: 'America/Los_Angeles',
      format: 'in_person',
      ceProvider: {
        name: 'Bay Area Dental Society',
        adaCerpProviderId: '27182',
        boardApprovals: [{ country: 'US', region: 'CA', number: 'RP 5544', mandates: ['infection_control'] }],
      },
      agenda: [
        {
          date: COURSE_DAY,
          sessions: [
            {
              time: '8:00 AM',
              title: 'Infection Control and Sterilization',
              ceCredits: 2,
              creditType: 'lecture',
              minutes: 120,
              delivery: 'in_person',
              mandates: ['infection_control'],
            },
            {
              time: '10:30 AM',
              title: 'California Dental Practice Act Review',
              ceCredits: 2,
              creditType: 'lecture',
              minutes: 120,
              delivery: 'in_person',
              mandates: ['practice_act'],
            },
            { time: '1:00 PM', title: 'Practice Marketing Essentials', ceCredits: 1, topics: ['550'] },
            {
              time: '3:00 PM',
              title: 'Recorded Implant Library',
              ceCredits: 20,
              minutes: 1200,
              delivery: 'on_demand',
              topics: ['690'],
            },
          ],
        },
      ],
    });
    const webinar = await adminApi.createEvent(page, unique('Sierra Opioid Webinar'), {
      date: dayInWords(WEBINAR_DAY),
      timezone: 'America/Los_Angeles',
      format: 'virtual',
      agenda: [
        {
          date: WEBINAR_DAY,
          sessions: [
            {
              time: '6:00 PM',
              title: 'Opioid Prescribing Update',
              ceCredits: 1,
              minutes: 60,
              delivery: 'live_online',
              mandates: ['opioids'],
            },
          ],
        },
      ],
    });
    return { golden, webinar };
  } finally {
    await page.close();
  }
}

async function trashEvents(browser: Browser, events: Events | undefined): Promise<void> {
  if (!events) return;
  const page = await browser.newPage();
  try {
    await signInByApi(page);
    for (const event of [events.golden, events.webinar]) await adminApi.trashEvent(page, event.id);
  } finally {
    await page.close();
  }
}

async function openEvent(page: Page, event: EventListing): Promise<Locator> {
  await page.goto(`/events/${event.id}`);
  await waitForContent(page);
  return page.getByRole('region', { name: 'Event Agenda' });
}

const session = (agenda: Locator, title: string) =>
  agenda.locator('[data-agenda-kind="session"]').filter({ hasText: title });

/** Chooses a licence in the chooser of the page (the event page's, or the plan's). */
async function chooseLicence(page: Page, name: string): Promise<void> {
  const chooser = page.locator('[data-licence-chooser]');
  await chooser.getByLabel('Your licence').selectOption({ label: name });
  await expect(chooser.locator('[data-licence-rule-set]')).toContainText(name);
}

async function addSessions(page: Page, event: EventListing, titles: string[]): Promise<void> {
  await openEvent(page, event);
  for (const title of titles) {
    await page.getByRole('button', { name: `Add to My plan: ${title}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `In My plan: ${title}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
}

/** What a row of the plan says its session counts toward the chosen licence. */
const planRowVerdict = (page: Page, title: string) =>
  page.locator('[data-plan-item]').filter({ hasText: title }).locator('[data-session-counts-toward]');

const ALL_GOLDEN = [
  'Infection Control and Sterilization',
  'California Dental Practice Act Review',
  'Practice Marketing Essentials',
  'Recorded Implant Library',
];

test.describe('a licence chosen by the visitor', () => {
  let events: Events | undefined;

  test.beforeAll(async ({ browser }) => {
    events = await makeEvents(browser);
  });

  test.afterAll(async ({ browser }) => {
    await trashEvents(browser, events);
  });

  test('the agenda says what each session is for a board and, with a licence, what it counts toward', async ({
    page,
  }) => {
    const agenda = await openEvent(page, events!.golden);
    // Without a licence: the session's own facts, no verdict.
    const infection = session(agenda, 'Infection Control and Sterilization');
    await expect(infection.locator('[data-session-board-fact]')).toHaveText([
      '120 min of instruction',
      'In person',
      'Infection control',
    ]);
    await expect(session(agenda, 'Recorded Implant Library').locator('[data-session-board-fact]')).toHaveText([
      '1200 min of instruction',
      'On demand (self-study)',
    ]);
    await expect(agenda.locator('[data-session-counts-toward]')).toHaveCount(0);

    // The chooser lists the shipped rule sets, with their sources, and says the board's text decides.
    const chooser = page.locator('[data-licence-chooser]');
    await expect(chooser.getByLabel('Your licence').locator('option')).toContainText([
      'None chosen',
      'California dentists',
      'Florida dentists',
      'New York dentists',
      'Texas dental hygienists',
      'Texas dentists',
      'Ontario dentists (RCDSO)',
    ]);
    await expect(chooser).toContainText(BOARD_TEXT);
    await chooser.getByText(/rule sets and their sources/).click();
    await expect(chooser.locator('[data-licence-listed="ny-dentist"]')).toContainText(
      'New York dentists: 60 hours every 3 years',
    );
    await expect(
      chooser
        .locator('[data-licence-listed="ny-dentist"]')
        .getByRole('link', { name: /NYSED Office of the Professions/ }),
    ).toHaveAttribute('href', 'https://www.op.nysed.gov/professions/dentistry/dental-continuing-education-requirement');

    await chooseLicence(page, 'California dentists');
    await expect(chooser).toContainText('California dentists: 50 hours every 2 years.');
    await expect(chooser).toContainText('Infection control: at least 2 hours, from a provider the board registered');
    await expect(chooser).toContainText(/Checked \w+ \d+, \d{4} against Dental Board of California/);
    await expect(infection.locator('[data-session-counts-toward]')).toHaveText(
      'Counts toward: Infection control, Total',
    );
    // The provider is registered for infection control only: the practice act counts toward the total alone.
    await expect(
      session(agenda, 'California Dental Practice Act Review').locator('[data-session-counts-toward]'),
    ).toHaveText(
      'Counts toward: TotalNot toward California Dental Practice Act: its provider is not registered with this board for it.',
    );

    // Kept by the browser: another page of the site, and a later visit, know it.
    const webinar = await openEvent(page, events!.webinar);
    await expect(page.locator('[data-licence-chooser]').getByLabel('Your licence')).toHaveValue('ca-dentist');
    await expect(session(webinar, 'Opioid Prescribing Update').locator('[data-session-counts-toward]')).toHaveText(
      'Counts toward: Schedule II opioid prescribing, Total',
    );

    await openEvent(page, events!.golden);
    await chooseLicence(page, 'New York dentists');
    await expect(session(agenda, 'Practice Marketing Essentials').locator('[data-session-counts-toward]')).toHaveText(
      'Not counted: Practice management does not count',
    );
    await expect(session(agenda, 'Recorded Implant Library').locator('[data-session-counts-toward]')).toHaveText(
      'Counts toward: Self-study (on demand), Total',
    );

    await page.locator('[data-licence-chooser]').getByLabel('Your licence').selectOption('');
    await expect(agenda.locator('[data-session-counts-toward]')).toHaveCount(0);
  });

  test('the plan counts toward the licence: each rule, the total, what is missing and what counts less @desktop-only', async ({
    page,
  }) => {
    await addSessions(page, events!.golden, ALL_GOLDEN);
    await page.goto('/my-plan');
    await waitForContent(page);
    const panel = page.locator('[data-licence-progress]');
    await expect(panel).toContainText(BOARD_TEXT);
    await expect(panel.locator('[data-licence-total]')).toHaveCount(0);

    // Without a licence, a row says nothing of one.
    await expect(page.locator('[data-plan-item] [data-session-counts-toward]')).toHaveCount(0);

    await chooseLicence(page, 'New York dentists');
    await expect(panel.locator('[data-licence-total]')).toHaveText('Total: 22 of 60 hours');
    // Each row says what its session counts toward, in the words of the event page.
    await expect(planRowVerdict(page, 'Practice Marketing Essentials')).toHaveText(
      'Not counted: Practice management does not count',
    );
    await expect(planRowVerdict(page, 'Recorded Implant Library')).toHaveText(
      'Counts toward: Self-study (on demand), Total',
    );
    await expect(panel.locator('[data-licence-rule="self-study"]')).toHaveText(
      'Self-study (on demand): 18 of at most 18 counted',
    );
    await expect(panel.locator('[data-licence-rule="practice-management"]')).toHaveText(
      'Practice management does not count: 1 hour left out',
    );
    await expect(panel.locator('[data-licence-missing]')).toContainText('38 hours toward the total');
    await expect(panel.locator('[data-licence-not-counted] li')).toHaveText([
      'Practice Marketing Essentials: Does not count: Practice management does not count.',
      'Recorded Implant Library: The cap is reached: Self-study (on demand).',
    ]);

    await chooseLicence(page, 'California dentists');
    await expect(panel.locator('[data-licence-total]')).toHaveText('Total: 25 of 50 hours');
    await expect(panel.locator('[data-licence-rule="infection-control"]')).toHaveText(
      'Infection control 2 of 2 hours, met',
    );
    await expect(panel.locator('[data-licence-rule="practice-act"]')).toHaveText(
      'California Dental Practice Act 0 of 2 hours, not met yet',
    );
    await expect(planRowVerdict(page, 'Infection Control and Sterilization')).toHaveText(
      'Counts toward: Infection control, Total',
    );
    await expect(planRowVerdict(page, 'California Dental Practice Act Review')).toHaveText(
      'Counts toward: TotalNot toward California Dental Practice Act: its provider is not registered with this board for it.',
    );
    await expect(panel.locator('[data-licence-missing] li')).toHaveText([
      '25 hours toward the total',
      'California Dental Practice Act: 2 hours',
      'Schedule II opioid prescribing: 2 hours',
    ]);
    // A phone shows the panel within its width.
    if (isPhone(page)) {
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    // A shared plan's rows say what they would count toward the reader's own licence, chosen there too.
    await page.getByRole('button', { name: 'Share this plan' }).click();
    const shareUrl = await page.getByRole('textbox', { name: 'Link to this plan' }).inputValue();
    await page.goto(shareUrl);
    await waitForContent(page);
    await expect(page.locator('[data-shared-plan]')).toContainText('4 sessions, shown as the site lists them now');
    await expect(page.locator('[data-licence-chooser] [data-licence-rule-set]')).toContainText('California dentists');
    await expect(page.locator('[data-licence-chooser]')).toContainText(BOARD_TEXT);
    await expect(planRowVerdict(page, 'Infection Control and Sterilization')).toHaveText(
      'Counts toward: Infection control, Total',
    );
    await chooseLicence(page, 'New York dentists');
    await expect(planRowVerdict(page, 'Practice Marketing Essentials')).toHaveText(
      'Not counted: Practice management does not count',
    );
  });

  test('the CE record carries what each session counts toward the licence @desktop-only', async ({ page }) => {
    await addSessions(page, events!.golden, ['Infection Control and Sterilization', 'Recorded Implant Library']);
    await page.goto('/my-plan');
    await waitForContent(page);
    await chooseLicence(page, 'California dentists');
    await expect(page.locator('[data-licence-total]')).toHaveText('Total: 22 of 50 hours');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CE record (.csv)' }).click(),
    ]);
    const golden = events!.golden.title;
    expect(readFileSync(await download.path(), 'utf8').split('\r\n')).toEqual([
      '\uFEFF"Date","Title","Event","Provider","Approval","AGD subject","Credit type","Hours","Delivery","Status","Counts toward (California dentists)"',
      `"${COURSE_DAY}","Infection Control and Sterilization","${golden}","Bay Area Dental Society","ADA CERP 27182","","Lecture","2","In person","Planned","Infection control, Total (2 hours)"`,
      `"${COURSE_DAY}","Recorded Implant Library","${golden}","Bay Area Dental Society","ADA CERP 27182","690 Implants","","20","On demand (self-study)","Planned","Total (20 hours)"`,
      '',
    ]);

    await page.emulateMedia({ media: 'print' });
    const record = page.locator('[data-print-record]');
    await expect(record.locator('[data-record-licence]')).toHaveText(
      `Licence: California dentists. ${BOARD_TEXT} Check it before you rely on a rule.`,
    );
    const planned = record.getByRole('table', { name: 'Planned, not marked attended' });
    await expect(planned.getByRole('columnheader', { name: 'Counts toward (California dentists)' })).toBeVisible();
    await expect(planned.locator('[data-record-row]').first()).toContainText('Infection control, Total (2 hours)');
    await page.emulateMedia({ media: 'screen' });
  });

  test('/events finds exactly the events with a session that counts toward a rule, in the sidebar and the phone sheet', async ({
    page,
    request,
  }) => {
    const { golden, webinar } = events!;
    const expected = await countingEvents(request, 'ca-dentist', 'infection-control');
    expect(expected).toContain(golden.title);
    expect(expected).not.toContain(webinar.title);

    await page.goto('/events');
    await waitForContent(page);
    const fields = isPhone(page) ? await openSheet(page) : await sidebarOnScripts(page);
    await fields.getByLabel('Licence', { exact: true }).selectOption({ label: 'California dentists' });
    await expect.poll(() => new URL(page.url()).searchParams.get('countsToward')).toBe('ca-dentist');
    await expect(fields).toContainText(BOARD_TEXT);
    await fields.getByLabel('Rule', { exact: true }).selectOption({ label: 'Infection control' });
    await expect.poll(() => new URL(page.url()).searchParams.get('countsToward')).toBe('ca-dentist:infection-control');
    if (isPhone(page)) {
      const show = fields.getByRole('button', { name: /^Show / });
      await expect(show).toHaveText(expected.length === 1 ? 'Show 1 event' : `Show ${expected.length} events`);
      await show.click();
    }
    await expect(page.getByText(/events? match(es)? your filters\.$/)).toHaveText(
      expected.length === 1 ? '1 event matches your filters.' : `${expected.length} events match your filters.`,
    );
    await expect(
      page.getByRole('button', { name: 'Remove filter: Counts toward: California dentists · Infection control' }),
    ).toBeVisible();
    const cards = page.getByRole('region', { name: 'Upcoming Conferences' }).getByRole('article').getByRole('heading');
    await expect(cards).toHaveText(await searchTitles(request, 'ca-dentist:infection-control'));

    // The address alone gives the same page (shared, or opened again), the rule read from it.
    const opioids = await countingEvents(request, 'ca-dentist', 'opioids');
    expect(opioids).toContain(webinar.title);
    expect(opioids).not.toContain(golden.title);
    await page.goto('/events?countsToward=ca-dentist%3Aopioids');
    await waitForContent(page);
    await expect(cards).toHaveText(await searchTitles(request, 'ca-dentist:opioids'));
    await expect(cards.filter({ hasText: webinar.title })).toHaveCount(1);
    await expect(cards.filter({ hasText: golden.title })).toHaveCount(0);
  });

  // Sets its own viewport widths.
  test('the event page and the plan with a licence are photographed @desktop-only @screenshot', async ({ page }) => {
    await addSessions(page, events!.golden, ALL_GOLDEN);
    await chooseLicence(page, 'California dentists');
    for (const width of [390, 800, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'event page width').toBeLessThanOrEqual(
        width,
      );
      await photograph(page.getByRole('region', { name: 'Event Agenda' }), {
        path: screenshotPath(`ce-licence-agenda-${width}.png`),
        animations: 'disabled',
      });
    }
    await page.goto('/my-plan');
    await waitForContent(page);
    await expect(page.locator('[data-licence-total]')).toHaveText('Total: 25 of 50 hours');
    for (const width of [390, 800, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'plan width').toBeLessThanOrEqual(width);
      // A full-page picture draws the sticky header where the page is scrolled to: from the top, it is at the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await photograph(page, {
        path: screenshotPath(`ce-licence-plan-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  });
});

/**
 * The /events sidebar once the page's scripts have taken it over: its 'Show events' button (there
 * for sending the form without them) is gone, and each choice applies at once. The phone's sheet
 * has the same wait built in: its 'Filters' button only exists once the scripts run.
 */
async function sidebarOnScripts(page: Page): Promise<Locator> {
  const sidebar = page.getByRole('search', { name: 'Filter events' });
  await expect(sidebar.getByRole('button', { name: 'Show events' })).toBeHidden();
  return sidebar;
}

async function openSheet(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/**
 * The titles of every public event (upcoming and past) with a session that counts toward the rule,
 * by the rule itself (contracts' sessionCountsToward) over GET /api/events: what the search must find.
 */
async function countingEvents(request: APIRequestContext, ruleSetId: string, ruleId: string): Promise<string[]> {
  const set = (await (await request.get(`/api/ce-requirements/${ruleSetId}`)).json()) as CeRuleSet;
  const all = (await (await request.get('/api/events')).json()) as EventListing[];
  const counting = all.filter((event) =>
    keyedSessions(event).some(({ session }) =>
      (sessionCountsToward(set, sessionFacts(event, session)) ?? []).includes(ruleId),
    ),
  );
  const found = await searchTitles(request, `${ruleSetId}:${ruleId}`, 'both');
  expect([...found].sort(), 'the search finds exactly the events the rule names').toEqual(
    counting.map((event) => event.title).sort(),
  );
  return found;
}

/** The titles the search answers for a countsToward value: the upcoming list (as the page's cards), or both lists. */
async function searchTitles(
  request: APIRequestContext,
  countsToward: string,
  lists: 'upcoming' | 'both' = 'upcoming',
): Promise<string[]> {
  const read = async (upcoming: boolean) => {
    const response = await request.get(
      `/api/events/search?upcoming=${upcoming}&pageSize=50&countsToward=${encodeURIComponent(countsToward)}`,
    );
    expect(response.ok(), `search countsToward=${countsToward}`).toBeTruthy();
    return ((await response.json()) as EventSearchAnswer).items.map((event) => event.title);
  };
  return lists === 'upcoming' ? read(true) : [...(await read(true)), ...(await read(false))];
}
