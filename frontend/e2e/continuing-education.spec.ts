import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type { EventListing, Speaker } from '@dental/contracts';
import { adminApi, COURSE_DAY, expect, signInByApi, test, unique } from './admin-fixtures';
import { dayFromToday, dayInWords } from './support/days';
import { loadLazyContent, photograph, waitForContent } from './support/fixtures';

/**
 * Continuing education on the public pages, with data of the test's own made through the admin API:
 * the event page's 'Continuing Education' section, each agenda session's credits, subjects and
 * objectives, speakers' credentials and disclosures, the event card's badges and the page's
 * schema.org data. The pages are then read as the public reads them (signed out).
 */

// The built contracts package is CommonJS: its named exports are reached through require.
const { eventDateText } = createRequire(import.meta.url)('@dental/contracts') as typeof import('@dental/contracts');
const SCREENSHOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
const WIDTHS = [360, 390, 800, 1024, 1280] as const;

// Set by the recognising body: shown as written, double spaces and blank line included, and the
// angle brackets as text, never as markup.
const APPROVAL_STATEMENT =
  'Harbor Dental Society is an ADA CERP Recognized Provider.  ADA CERP is a service of the American Dental Association to assist dental professionals in identifying quality providers of continuing dental education.\n\nConcerns or complaints about a CE provider may be directed to the provider or to <b>ADA CERP</b> at ADA.org/CERP.';
/** An approval that holds from two years before the course's year to the end of the year after it. */
const COURSE_YEAR = Number(COURSE_DAY.slice(0, 4));
const APPROVAL_PERIOD = `1/1/${COURSE_YEAR - 2} to 12/31/${COURSE_YEAR + 1}`;
const COMMERCIAL_SUPPORT = 'This course is supported by an educational grant from Northshore Implant Systems.';
const DISCLOSURE = 'Dr. Ruiz is a paid consultant for Northshore Implant Systems.';

const workshop = (title: string, speaker: string) => ({
  title,
  speaker,
  ceCredits: 3,
  creditType: 'participation',
  topics: ['690'],
});

/**
 * One day: a 1.5-credit lecture, three concurrent 3-credit hands-on workshops, a break, and a
 * corporate forum holding another 1.5-credit lecture. One person earns at most 1.5 + 3 + 1.5 = 6:
 * 3 lecture and 3 participation.
 */
const AGENDA = [
  {
    date: COURSE_DAY,
    sessions: [
      {
        time: '8:00 AM',
        title: 'Implant Treatment Planning',
        speaker: 'Dr. Ana Ruiz',
        ceCredits: 1.5,
        creditType: 'lecture',
        topics: ['690'],
        objectives: ['Select implant sites from a CBCT scan', 'Explain the restorative space a crown needs'],
      },
      {
        time: '10:00 AM',
        title: 'Hands-on Workshops',
        sessions: [
          workshop('Guided Surgery Lab', 'Sam Lee'),
          workshop('Soft Tissue Grafting Lab', 'Sam Lee'),
          workshop('Digital Impressions Lab', 'Sam Lee'),
        ],
      },
      { time: '1:00 PM', title: 'Lunch Break', type: 'break' },
      {
        time: '2:00 PM',
        title: 'Industry Forum',
        type: 'corporate_forum',
        sessions: [
          {
            title: 'Digital Restorative Workflow',
            speaker: 'Dr. Ana Ruiz',
            ceCredits: 1.5,
            creditType: 'lecture',
            topics: ['250'],
          },
        ],
      },
    ],
  },
];

interface CeData {
  /** In both events' titles: searching /events for it shows both cards. */
  run: string;
  event: EventListing;
  estimated: EventListing;
  ruiz: Speaker;
  lee: Speaker;
}

/** The test's events and speakers, made as an admin; the browser is signed out afterwards. */
async function createCeData(page: Page): Promise<CeData> {
  await signInByApi(page);
  const run = unique('CE').replace(' ', '-');
  const event = await adminApi.createEvent(page, `Implant Course ${run}`, {
    date: dayInWords(COURSE_DAY),
    registrationUrl: 'https://register.example.org/implant-course',
    format: 'hybrid',
    audiences: ['dentist', 'hygienist'],
    topics: ['690'],
    ceProvider: {
      name: 'Harbor Dental Society',
      adaCerpProviderId: '123456',
      agdPaceProviderId: '219876',
      approvalStatement: APPROVAL_STATEMENT,
      approvalPeriod: APPROVAL_PERIOD,
    },
    fees: [
      { label: 'Dentist', amount: 895, currency: 'USD' },
      { label: 'Hygienist', amount: 395.5, currency: 'USD' },
    ],
    timezone: 'America/Chicago',
    commercialSupport: COMMERCIAL_SUPPORT,
    agenda: AGENDA,
  });
  madeEventIds.push(event.id);
  const estimated = await adminApi.createEvent(page, `Estimated Credits Course ${run}`, {
    date: dayInWords(dayFromToday(320)),
    format: 'virtual',
    estimatedCeCredits: 12,
  });
  madeEventIds.push(estimated.id);
  const speaker = async (data: Record<string, unknown>) => {
    const response = await page.request.post('/api/speakers', {
      data: { eventId: event.id, specialty: 'Implant Dentistry', email: 'speaker@example.org', ...data },
    });
    expect(response.ok(), `POST /api/speakers: ${await response.text()}`).toBeTruthy();
    return (await response.json()) as Speaker;
  };
  const ruiz = await speaker({
    name: 'Dr. Ana Ruiz',
    profession: 'Periodontist',
    lectureTitle: 'Implant Treatment Planning',
    abstract: 'From the scan to the surgical guide.',
    credentials: 'DDS, MS',
    disclosure: DISCLOSURE,
  });
  // No disclosure yet: the public sees nothing about it.
  const lee = await speaker({
    name: 'Sam Lee',
    profession: 'Dental Hygienist',
    lectureTitle: 'Hands-on Labs',
    credentials: 'RDH',
    disclosure: '',
  });
  expect(event.ceCredits, 'credits worked out from the agenda').toEqual({ max: 6, lecture: 3, participation: 3 });
  await page.context().clearCookies();
  return { run, event, estimated, ruiz, lee };
}

/** Events this test made, moved to trash once it ends (their speakers go with them), so other specs' lists stay as they expect. */
const madeEventIds: string[] = [];

async function removeCeData(page: Page): Promise<void> {
  if (madeEventIds.length === 0) return;
  await signInByApi(page);
  for (const id of madeEventIds.splice(0)) await adminApi.trashEvent(page, id);
}

async function openEvent(page: Page, event: EventListing): Promise<Locator> {
  await page.goto(`/events/${event.id}`);
  await waitForContent(page);
  return page.getByRole('region', { name: 'Continuing Education' });
}

/** The value of a term in the section's list ('Format' → its <dd>). */
const factValue = (section: Locator, term: string) =>
  section
    .locator('dt', { hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

test.describe('continuing education on the public pages', () => {
  let data: CeData;

  test.beforeEach(async ({ page }) => {
    data = await createCeData(page);
  });

  test.afterEach(async ({ page }) => {
    await removeCeData(page);
  });

  test('the event page states credits, provider, approval, audiences, subjects, format, time zone, fees and commercial support', async ({
    page,
  }) => {
    const section = await openEvent(page, data.event);
    await expect(section.getByRole('heading', { level: 2, name: 'Continuing Education' })).toBeVisible();
    await expect(section.locator('[data-ce-headline]')).toHaveText('Earn up to 6 CE credits');
    await expect(section.locator('[data-credit-type="lecture"]')).toHaveText('Lecture: up to 3 credits');
    await expect(section.locator('[data-credit-type="participation"]')).toHaveText(
      'Participation (hands-on): up to 3 credits',
    );

    const provider = factValue(section, 'CE provider');
    await expect(provider).toContainText('Harbor Dental Society');
    await expect(provider).toContainText('ADA CERP provider ID: 123456');
    await expect(provider).toContainText('AGD PACE provider ID: 219876');
    await expect(provider).toContainText(`Approval period: ${APPROVAL_PERIOD}`);

    // Verbatim: the same characters, spacing and line breaks, and the tags as text.
    const statement = section.locator('[data-approval-statement]');
    expect(await statement.evaluate((element) => element.textContent)).toBe(APPROVAL_STATEMENT);
    expect(await statement.evaluate((element) => (element as HTMLElement).innerText)).toBe(APPROVAL_STATEMENT);
    await expect(statement.locator('b')).toHaveCount(0);

    await expect(factValue(section, 'Who it is for').getByRole('listitem')).toHaveText(['Dentists', 'Hygienists']);
    await expect(factValue(section, 'Subjects (AGD codes)').getByRole('listitem')).toHaveText([
      '250 Operative (Restorative) Dentistry',
      '690 Implants',
    ]);
    await expect(factValue(section, 'Format')).toHaveText('Hybrid');
    await expect(factValue(section, 'Time zone')).toHaveText('Central Time (America/Chicago)');
    const fees = factValue(section, 'Fees');
    await expect(fees.locator('dt')).toHaveText(['Dentist', 'Hygienist']);
    await expect(fees.locator('dd')).toHaveText(['$895 USD', '$395.50 USD']);

    // Commercial support is its own labelled block, not a sponsor tier.
    const support = section.getByRole('region', { name: 'Commercial support' });
    await expect(support).toContainText(COMMERCIAL_SUPPORT);
    await expect(page.getByRole('region', { name: 'Event Sponsors' })).toHaveCount(0);

    // Beside the date, in the page's header card: a hybrid event says so.
    await expect(
      page.getByRole('article').first().locator('> div').first().getByText('Hybrid', { exact: true }),
    ).toBeVisible();
  });

  test('agenda sessions show their credits, subjects and objectives, in workshop groups and corporate forums too', async ({
    page,
  }) => {
    await openEvent(page, data.event);
    const agenda = page.getByRole('region', { name: 'Event Agenda' });
    await expect(agenda.locator('[data-agenda-time-zone]')).toHaveText('Times are Central Time (America/Chicago).');

    const lecture = agenda.locator('[data-agenda-kind="session"]').filter({ hasText: 'Implant Treatment Planning' });
    await expect(lecture.locator('[data-session-credits]')).toHaveText('1.5 CE · Lecture');
    await expect(lecture.locator('[data-session-subject]')).toHaveText(['690 Implants']);
    const objectives = lecture.locator('[data-session-objectives]');
    await expect(objectives.getByText('Select implant sites from a CBCT scan')).toBeHidden();
    await objectives.getByText('Learning objectives (2)').click();
    await expect(objectives.getByRole('listitem')).toHaveText([
      'Select implant sites from a CBCT scan',
      'Explain the restorative space a crown needs',
    ]);

    // The spec's texts and behaviour are unchanged; the closed header also says what one workshop earns.
    const group = agenda.locator('[data-agenda-kind="workshop-group"]');
    const groupToggle = group.getByRole('button', { name: /3 Concurrent Workshops & Seminars/ });
    await expect(groupToggle).toContainText('Click to view all available sessions');
    await expect(groupToggle).toContainText('Up to 3 CE');
    await expect(groupToggle).toHaveAttribute('aria-expanded', 'false');
    await groupToggle.click();
    await expect(group.locator('[data-session-credits]')).toHaveText(Array(3).fill('3 CE · Participation (hands-on)'));

    const forum = agenda.locator('[data-agenda-kind="corporate-forum"]');
    await forum.getByRole('button').first().click();
    const forumSession = forum.getByRole('listitem').filter({ hasText: 'Digital Restorative Workflow' }).first();
    await expect(forumSession.locator('[data-session-credits]')).toHaveText('1.5 CE · Lecture');
    await expect(forumSession.locator('[data-session-subject]')).toHaveText(['250 Operative (Restorative) Dentistry']);

    await expect(agenda.locator('[data-agenda-kind="break"] [data-session-credits]')).toHaveCount(0);
  });

  test("speakers' credentials and disclosures show in the agenda, the Abstract dialog and on the speaker's page; a missing disclosure shows nothing", async ({
    page,
  }) => {
    await openEvent(page, data.event);
    const agenda = page.getByRole('region', { name: 'Event Agenda' });
    const ruizRow = agenda
      .locator('[data-agenda-kind="session"]')
      .getByRole('list', { name: 'Speakers' })
      .getByRole('listitem')
      .filter({ hasText: 'Dr. Ana Ruiz' });
    await expect(ruizRow.locator('p').first()).toHaveText('Dr. Ana Ruiz, DDS, MS');
    await expect(ruizRow.locator('[data-speaker-disclosure]')).toHaveText(`Disclosure: ${DISCLOSURE}`);

    await agenda
      .locator('[data-agenda-kind="workshop-group"]')
      .getByRole('button', { name: /Concurrent Workshops/ })
      .click();
    const leeRow = agenda
      .locator('[data-agenda-kind="workshop-group"]')
      .getByRole('list', { name: 'Speakers' })
      .first()
      .getByRole('listitem');
    await expect(leeRow.locator('p').first()).toHaveText('Sam Lee, RDH');
    await expect(leeRow).not.toContainText('Disclosure');
    await expect(agenda).not.toContainText(/missing|not provided/i);

    await ruizRow.getByRole('button', { name: /Abstract/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Dr. Ana Ruiz, DDS, MS');
    await expect(dialog.getByRole('heading', { name: 'Disclosure' })).toBeVisible();
    await expect(dialog.locator('[data-speaker-disclosure]')).toHaveText(DISCLOSURE);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto(`/speakers/${data.ruiz.id}`);
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. Ana Ruiz');
    await expect(page.getByRole('main').getByText('DDS, MS', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Disclosure' })).toContainText(DISCLOSURE);

    await page.goto(`/speakers/${data.lee.id}`);
    await waitForContent(page);
    await expect(page.getByRole('main').getByText('RDH', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Disclosure' })).toHaveCount(0);

    // The speaker card on /speakers: credentials under the name, the heading still the name alone.
    await page.goto(`/speakers?event=${data.event.id}`);
    await waitForContent(page);
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Dr. Ana Ruiz', exact: true }) });
    await expect(card.getByText('DDS, MS', { exact: true })).toBeVisible();
  });

  test('event cards on /events carry the credits badge and a format that is not in person', async ({ page }) => {
    for (const [event, badges] of [
      [data.event, ['Up to 6 CE credits', 'Hybrid']],
      [data.estimated, ['About 12 CE credits', 'Virtual']],
    ] as const) {
      await page.goto(`/events?q=${encodeURIComponent(event.title)}`);
      await waitForContent(page);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: event.title, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('list', { name: 'Credits and format' }).getByRole('listitem')).toHaveText([
        ...badges,
      ]);
      // Everything the card showed before is still there.
      await expect(card).toContainText(eventDateText(event.date));
      await expect(card).toContainText(event.location);
    }

    // An estimate is labelled as one on the event page.
    const section = await openEvent(page, data.estimated);
    await expect(section.locator('[data-ce-headline]')).toHaveText('About 12 CE credits');
    await expect(section).toContainText("The organiser's estimate");
  });

  // The document head is the same at every width.
  test('the page describes the education to search engines @desktop-only', async ({ page }) => {
    await openEvent(page, data.event);
    const jsonLd = JSON.parse(
      (await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { performer?: unknown };
    expect(jsonLd).toMatchObject({
      '@type': 'EducationEvent',
      startDate: COURSE_DAY,
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        { '@type': 'Place', name: data.event.location },
        { '@type': 'VirtualLocation', url: 'https://register.example.org/implant-course' },
      ],
      audience: [
        { '@type': 'EducationalAudience', educationalRole: 'dentist' },
        { '@type': 'EducationalAudience', educationalRole: 'dental hygienist' },
      ],
      teaches: ['Operative (Restorative) Dentistry', 'Implants'],
      offers: [
        {
          '@type': 'Offer',
          name: 'Dentist',
          price: 895,
          priceCurrency: 'USD',
          url: 'https://register.example.org/implant-course',
        },
        {
          '@type': 'Offer',
          name: 'Hygienist',
          price: 395.5,
          priceCurrency: 'USD',
          url: 'https://register.example.org/implant-course',
        },
      ],
    });
    expect(jsonLd.performer).toEqual(
      expect.arrayContaining([{ '@type': 'Person', name: 'Dr. Ana Ruiz', honorificSuffix: 'DDS, MS' }]),
    );
  });

  test('the event page never scrolls sideways, with every panel open', async ({ page }) => {
    await openEvent(page, data.event);
    await openEveryPanel(page);
    const width = page.viewportSize()!.width;
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `page width at ${width}px`,
    ).toBeLessThanOrEqual(width);
  });

  // Sets its own viewport widths.
  test('screenshots of the section, the agenda and the card at every width @desktop-only', async ({ page }) => {
    // Five widths, each opening every panel of a long agenda and photographing the whole page: 29 s
    // on a quiet run, and past the default minute when the machine was busy.
    test.setTimeout(120_000);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const section = await openEvent(page, data.event);
      await openEveryPanel(page);
      await loadLazyContent(page);
      await unpinHeader(page);
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width}px`)
        .toBeLessThanOrEqual(width);
      await photograph(page, {
        path: resolve(SCREENSHOT_DIR, `ce-event-page-${width}.png`),
        fullPage: true,
        animations: 'disabled',
        scale: 'css',
      });
      await photograph(page.getByRole('article').first().locator('> div').first(), {
        path: resolve(SCREENSHOT_DIR, `ce-event-header-${width}.png`),
        animations: 'disabled',
      });
      await photograph(section, { path: resolve(SCREENSHOT_DIR, `ce-section-${width}.png`), animations: 'disabled' });
      await photograph(page.getByRole('region', { name: 'Event Agenda' }), {
        path: resolve(SCREENSHOT_DIR, `ce-agenda-${width}.png`),
        animations: 'disabled',
      });

      // Tall enough for both cards at once: an element taller than the viewport comes out cut at the bottom.
      await page.setViewportSize({ width, height: 2000 });
      await page.goto(`/events?q=${encodeURIComponent(data.run)}`);
      await waitForContent(page);
      await loadLazyContent(page);
      await unpinHeader(page);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(2);
      await photograph(page, {
        path: resolve(SCREENSHOT_DIR, `ce-events-page-${width}.png`),
        fullPage: true,
        animations: 'disabled',
        scale: 'css',
      });
      await photograph(page.getByRole('main').locator('ul:has(> li > article)'), {
        path: resolve(SCREENSHOT_DIR, `ce-cards-${width}.png`),
        animations: 'disabled',
      });
    }
  });
});

/** The header stays at the top of the page instead of over the part of it being photographed. */
async function unpinHeader(page: Page): Promise<void> {
  await page.addStyleTag({ content: 'header { position: absolute !important; }' });
}

/** Opens the workshop groups, the forums and the learning objectives. */
async function openEveryPanel(page: Page): Promise<void> {
  // The collapsible cards' own buttons, not the Abstract buttons inside them (dialog triggers also carry aria-expanded).
  const toggles = page.locator('[data-agenda-kind] > div > button[aria-expanded="false"]');
  while ((await toggles.count()) > 0) await toggles.first().click();
  for (const details of await page.locator('[data-session-objectives]').all())
    await details.evaluate((element) => ((element as HTMLDetailsElement).open = true));
}
