import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { EventListing } from '@dental/contracts';
import { adminApi, COURSE_DAY, signInByApi, unique } from './admin-fixtures';
import { expect, photograph, screenshotPath, test, waitForContent } from './support/fixtures';
import { dayInWords, localDay } from './support/days';

/**
 * My CE plan as a record of what one can earn and what one attended: a lone hands-on session shown
 * as itself, overlapping labs counted once in the totals, no plan or calendar actions on an event
 * that is over, sessions marked attended apart from planned, the CSV export and the printed record.
 * The events are made through the admin API, so every number is known.
 */

const PROVIDER = { name: 'Gulf Coast Dental Society', adaCerpProviderId: '31415', agdPaceProviderId: '218562' };

/** Today in the browser's (and this machine's) zone, as YYYY-MM-DD. */
function localToday(): string {
  return localDay(new Date());
}

interface Events {
  upcoming: EventListing;
  today: EventListing;
  past: EventListing;
}

async function makeEvents(browser: Browser): Promise<Events> {
  const page = await browser.newPage();
  try {
    await signInByApi(page);
    const upcoming = await adminApi.createEvent(page, unique('Gulf Coast Hands-On Days'), {
      date: dayInWords(COURSE_DAY),
      timezone: 'America/Chicago',
      format: 'in_person',
      ceProvider: PROVIDER,
      agenda: [
        {
          date: COURSE_DAY,
          sessions: [
            { time: '9:00 AM', title: 'Occlusion Essentials', ceCredits: 1.5, creditType: 'lecture', topics: ['180'] },
            {
              time: '1:30 PM',
              title: 'Hands-on Lab: Composite Layering',
              speaker: 'Ann Roy',
              ceCredits: 3.5,
              creditType: 'participation',
              topics: ['250'],
            },
            {
              time: '1:30 PM',
              title: 'Hands-on Lab: Guided Implant Placement',
              speaker: 'Tom Lee',
              ceCredits: 3.5,
              creditType: 'participation',
              topics: ['690'],
            },
            { time: '5:00 PM', title: 'Closing Reception', type: 'break' },
            {
              time: '6:00 PM',
              title: 'Evening Suturing Workshop',
              speaker: 'Sarah Chen',
              ceCredits: 2,
              creditType: 'participation',
              topics: ['310'],
            },
          ],
        },
      ],
    });
    const day = localToday();
    const today = await adminApi.createEvent(page, unique('Same-Day Infection Control Course'), {
      date: day,
      timezone: 'America/Chicago',
      format: 'virtual',
      ceProvider: PROVIDER,
      agenda: [
        {
          date: day,
          sessions: [
            {
              time: '8:00 AM',
              title: 'Infection Control Update',
              ceCredits: 2,
              creditType: 'lecture',
              topics: ['010'],
            },
            { time: '10:30 AM', title: '=Practice Act Review', ceCredits: 1, creditType: 'lecture', topics: ['550'] },
          ],
        },
      ],
    });
    const past = await adminApi.createEvent(page, unique('Spring Review Past'), {
      date: 'March 3, 2025',
      timezone: 'America/Chicago',
      agenda: [
        {
          date: '2025-03-03',
          sessions: [{ time: '9:00 AM', title: 'Radiology Refresher', ceCredits: 2, creditType: 'lecture' }],
        },
      ],
    });
    return { upcoming, today, past };
  } finally {
    await page.close();
  }
}

async function trashEvents(browser: Browser, events: Events | undefined): Promise<void> {
  if (!events) return;
  const page = await browser.newPage();
  try {
    await signInByApi(page);
    for (const event of [events.upcoming, events.today, events.past]) await adminApi.trashEvent(page, event.id);
  } finally {
    await page.close();
  }
}

const planToggle = (page: Page, title: string, state: 'out' | 'in' = 'out') =>
  page.getByRole('button', { name: `${state === 'in' ? 'In My plan' : 'Add to My plan'}: ${title}`, exact: true });

async function openEvent(page: Page, event: EventListing) {
  await page.goto(`/events/${event.id}`);
  await waitForContent(page);
  return page.getByRole('region', { name: 'Event Agenda' });
}

async function addSessions(page: Page, event: EventListing, titles: string[]): Promise<void> {
  const agenda = await openEvent(page, event);
  const group = agenda.getByRole('button', { name: /Concurrent Workshops & Seminars/ });
  if ((await group.count()) > 0 && (await group.getAttribute('aria-expanded')) === 'false') await group.click();
  for (const title of titles) {
    await planToggle(page, title).click();
    await expect(planToggle(page, title, 'in')).toHaveAttribute('aria-pressed', 'true');
  }
}

const planItem = (page: Page, title: string) =>
  page.locator('[data-plan-item]').filter({ has: page.locator('[data-plan-item-title]', { hasText: title }) });

test.describe('My CE plan as a record', () => {
  let events: Events | undefined;

  test.beforeAll(async ({ browser }) => {
    events = await makeEvents(browser);
  });

  test.afterAll(async ({ browser }) => {
    await trashEvents(browser, events);
  });

  test('a lone hands-on session is shown as itself with its plan button; two labs at one time stay a group @desktop-only', async ({
    page,
  }) => {
    const agenda = await openEvent(page, events!.upcoming);
    await expect(agenda.getByText(/^1 Concurrent Workshops/)).toHaveCount(0);
    const lone = agenda.locator('[data-agenda-kind="session"]').filter({ hasText: 'Evening Suturing Workshop' });
    await expect(lone).toHaveCount(1);
    // Its button is there without expanding anything, and it names its speaker.
    await expect(lone.getByRole('button', { name: 'Add to My plan: Evening Suturing Workshop' })).toBeVisible();
    await expect(lone).toContainText('Sarah Chen');
    await expect(lone).toContainText('2 CE');
    const group = agenda.locator('[data-agenda-kind="workshop-group"]');
    await expect(group).toHaveCount(1);
    await expect(group.getByRole('button', { name: /2 Concurrent Workshops & Seminars/ })).toBeVisible();
  });

  test('an event that is over offers no plan or calendar actions; one still ahead offers both @desktop-only', async ({
    page,
  }) => {
    const { past, upcoming } = events!;
    // The page has a day to go by, so the missing buttons are left out on purpose.
    expect(past.startDate).toBe('2025-03-03');
    const pastAgenda = await openEvent(page, past);
    await expect(pastAgenda).toContainText('Radiology Refresher');
    await expect(page.getByRole('button', { name: 'Registration Closed' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
    await expect(page.locator('[data-plan-toggle]')).toHaveCount(0);
    await expect(pastAgenda.getByRole('link', { name: 'My CE plan' })).toHaveCount(0);

    const agenda = await openEvent(page, upcoming);
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
    await expect(agenda.getByRole('link', { name: 'My CE plan' })).toBeVisible();
    await expect(planToggle(page, 'Occlusion Essentials')).toBeVisible();
  });

  test('the totals count what can be earned: two overlapping 1:30 PM labs count once @desktop-only', async ({
    page,
  }) => {
    await addSessions(page, events!.upcoming, [
      'Occlusion Essentials',
      'Hands-on Lab: Composite Layering',
      'Hands-on Lab: Guided Implant Placement',
    ]);
    await page.goto('/my-plan');
    await waitForContent(page);
    await expect(page.locator('[data-plan-summary]')).toHaveText('3 sessions from 1 event · 5 CE credits');
    await expect(page.locator('[data-plan-total]')).toHaveText('5');
    await expect(page.locator('[data-plan-credit-type="participation"]')).toHaveText('3.5');
    await expect(page.locator('[data-plan-credit-type="lecture"]')).toHaveText('1.5');
    await expect(page.locator('[data-plan-listed]')).toHaveText(
      'Overlapping sessions count once: 8.5 listed, of which 5 can be earned. Not counted: Hands-on Lab: Guided Implant Placement.',
    );
    await expect(page.locator('[data-plan-overlaps]')).toContainText('the totals count the sessions worth more');

    // Without the overlap, both labs' worth is gone from the warning and the total is the sum.
    await page.getByRole('button', { name: 'Remove from My plan: Hands-on Lab: Composite Layering' }).click();
    await expect(page.locator('[data-plan-total]')).toHaveText('5');
    await expect(page.locator('[data-plan-listed]')).toHaveCount(0);
    await expect(page.locator('[data-plan-subject="690"]')).toHaveText('3.5');
  });

  test('sessions are marked attended apart from planned, and the record is exported as CSV and printed', async ({
    page,
  }) => {
    const { upcoming, today } = events!;
    await addSessions(page, upcoming, ['Occlusion Essentials']);
    await addSessions(page, today, ['Infection Control Update', '=Practice Act Review']);
    await page.goto('/my-plan');
    await waitForContent(page);

    // A session whose day has not come cannot be marked attended.
    await expect(planItem(page, 'Occlusion Essentials').locator('[data-plan-attended-toggle]')).toHaveCount(0);
    const attend = page.getByRole('button', { name: 'I attended: Infection Control Update' });
    await expect(attend).toHaveAttribute('aria-pressed', 'false');
    await attend.click();
    await expect(attend).toHaveAttribute('aria-pressed', 'true');
    await expect(planItem(page, 'Infection Control Update')).toHaveAttribute('data-plan-item-attended', '');
    await expect(planItem(page, 'Infection Control Update')).toContainText('Attended');
    await expect(planItem(page, '=Practice Act Review')).not.toHaveAttribute('data-plan-item-attended');
    await expect(page.locator('[data-plan-summary]')).toHaveText(
      '3 sessions from 2 events · 4.5 CE credits · 1 attended',
    );
    await expect(page.locator('[data-plan-attended-total]')).toHaveText('Attended: 2 CE credits');

    // Kept by the browser, apart from the plan: a later visit shows the mark; the plan is unchanged.
    await page.reload();
    await waitForContent(page);
    await expect(page.getByRole('button', { name: 'I attended: Infection Control Update' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('[data-plan-item]')).toHaveCount(3);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CE record (.csv)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-ce-record.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    const day = localToday();
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"Date","Title","Event","Provider","Approval","AGD subject","Credit type","Hours","Delivery","Status"',
      `"${day}","Infection Control Update","${today.title}","Gulf Coast Dental Society","ADA CERP 31415; AGD PACE 218562","010 Basic Sciences","Lecture","2","Virtual","Attended"`,
      `"${day}","'=Practice Act Review","${today.title}","Gulf Coast Dental Society","ADA CERP 31415; AGD PACE 218562","550 Practice Management and Human Relations","Lecture","1","Virtual","Planned"`,
      `"${COURSE_DAY}","Occlusion Essentials","${upcoming.title}","Gulf Coast Dental Society","ADA CERP 31415; AGD PACE 218562","180 Myofascial Pain/Occlusion","Lecture","1.5","In person","Planned"`,
      '',
    ]);

    // The printed record: the record alone, without the site's header, footer or the plan's buttons.
    const record = page.locator('[data-print-record]');
    await expect(record).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(record).toBeVisible();
    await expect(record.getByRole('heading', { name: 'Continuing education record' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download CE record (.csv)' })).toBeHidden();
    const attendedTable = record.getByRole('table', { name: 'Attended', exact: true });
    await expect(attendedTable.locator('[data-record-row]')).toHaveCount(1);
    await expect(attendedTable).toContainText('Infection Control Update');
    await expect(attendedTable).toContainText('ADA CERP 31415; AGD PACE 218562');
    await expect(record.locator('[data-record-total]')).toHaveText('Attended: 2 CE credits');
    await expect(
      record.getByRole('table', { name: 'Planned, not marked attended' }).locator('[data-record-row]'),
    ).toHaveCount(2);
    await page.emulateMedia({ media: 'screen' });
  });

  // Sets its own viewport widths.
  test('the plan with attended marks and its printed record are photographed @desktop-only @screenshot', async ({
    page,
  }) => {
    const { upcoming, today } = events!;
    await addSessions(page, upcoming, ['Occlusion Essentials', 'Hands-on Lab: Composite Layering']);
    await addSessions(page, today, ['Infection Control Update', '=Practice Act Review']);
    await page.goto('/my-plan');
    await waitForContent(page);
    await page.getByRole('button', { name: 'I attended: Infection Control Update' }).click();
    for (const width of [390, 800, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(width);
      await photograph(page, {
        path: screenshotPath(`my-plan-record-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 800, height: 1100 });
    await photograph(page, {
      path: screenshotPath('my-plan-record-print.png'),
      fullPage: true,
      animations: 'disabled',
    });
    await page.emulateMedia({ media: 'screen' });
  });
});
