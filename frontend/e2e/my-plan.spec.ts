import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type { AgendaSession, EventListing } from '@dental/contracts';
import { adminApi, signInByApi, unique } from './admin-fixtures';
import { dayFromToday, localDay } from './support/days';
import { expect, isPhone, loadLazyContent, photograph, publicEvents, test, waitForContent } from './support/fixtures';

/**
 * My CE plan, as a visitor uses it: sessions added from event pages (plain sessions, a workshop of
 * a group, a corporate-forum lecture), their times shown in the event's zone, the plan at /my-plan
 * with its totals and an overlap warning, a removal, the calendar file, a share link opened in a
 * fresh browser and saved there, and an event that stopped being listed. The demo data's events
 * are picked by what their agendas hold, so the test reads its expectations from the API.
 */

// The built contracts package is CommonJS: its named exports are reached through require.
const { listingTiming, normaliseAgenda } = createRequire(import.meta.url)(
  '@dental/contracts',
) as typeof import('@dental/contracts');

const SCREENSHOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
const WIDTHS = [360, 390, 800, 1024, 1280] as const;

interface Chosen {
  event: EventListing;
  session: AgendaSession;
  /** The session's day as the agenda states it (YYYY-MM-DD). */
  day: string;
  /** The time it is at (a workshop's is its group's). */
  time: string;
}

interface PlanData {
  main: EventListing;
  other: EventListing;
  lecture: Chosen;
  /** Two sessions at the same time on the same day. */
  concurrent: [Chosen, Chosen];
  workshop: Chosen;
  forumLecture: Chosen;
  otherLecture: Chosen;
}

const hasCredits = (session: AgendaSession) => typeof session.ceCredits === 'number' && session.ceCredits > 0;

/**
 * From the demo events not yet over: one whose dated agenda has a workshop group, a corporate forum and two
 * credit-bearing sessions at the same time; and another event in another time zone with a dated
 * session that carries credits.
 */
function choosePlanData(allEvents: EventListing[]): PlanData {
  const events = allEvents.filter(isNotOver);
  const sessions = creditedSessions;
  const main = events.find(hasEveryKindOfItem);
  expect(main, 'a demo event with a workshop group, a forum and two concurrent sessions with credits').toBeTruthy();
  const other = events.find(
    (event) => event.timezone && event.timezone !== main!.timezone && sessions(event).length > 0,
  );
  expect(other, 'a demo event in another time zone with a session that carries credits').toBeTruthy();

  const concurrent = concurrentIn(main!)!;
  const lecture = sessions(main!).find(
    (chosen) => chosen.time !== concurrent[0].time || chosen.day !== concurrent[0].day,
  )!;
  const days = datedDays(main!);
  const groupDay = days.find((day) => day.items.some((item) => item.kind === 'workshop-group'))!;
  const group = groupDay.items.find((item) => item.kind === 'workshop-group') as Extract<
    (typeof groupDay.items)[number],
    { kind: 'workshop-group' }
  >;
  const forumDay = days.find((day) => day.items.some((item) => item.kind === 'corporate-forum'))!;
  const forum = forumDay.items.find((item) => item.kind === 'corporate-forum') as Extract<
    (typeof forumDay.items)[number],
    { kind: 'corporate-forum' }
  >;
  const forumSession = forum.sessions[0].session;
  return {
    main: main!,
    other: other!,
    lecture,
    concurrent,
    workshop: {
      event: main!,
      session: group.sessions[0].session,
      day: groupDay.label!,
      time: group.sessions[0].session.time ?? group.time ?? '',
    },
    forumLecture: {
      event: main!,
      session: forumSession,
      day: forumDay.label!,
      time: forumSession.time ?? forum.session.time ?? '',
    },
    otherLecture: sessions(other!)[0],
  };
}

/** An event that is over offers no plan buttons. */
const isNotOver = (event: EventListing) => listingTiming(event, new Date()) !== 'past';

/** The agenda's days labelled with an ISO date, as they are read. */
const datedDays = (event: EventListing) =>
  normaliseAgenda(event.agenda).days.filter((day) => day.label && /^\d{4}-\d{2}-\d{2}$/.test(day.label));

/** An event's sessions with credits on its dated days, each with its day and time. */
const creditedSessions = (event: EventListing): Chosen[] =>
  datedDays(event).flatMap((day) =>
    day.items
      .filter((item) => item.kind === 'session' && hasCredits(item.session))
      .map((item) => ({
        event,
        day: day.label!,
        session: (item as { session: AgendaSession }).session,
        time: (item as { session: AgendaSession }).session.time ?? '',
      })),
  );

/** Two sessions with credits at the same time on the same day. */
function concurrentIn(event: EventListing): [Chosen, Chosen] | undefined {
  const all = creditedSessions(event);
  for (const first of all) {
    const second = all.find((other) => other !== first && other.day === first.day && other.time === first.time);
    if (second) return [first, second];
  }
  return undefined;
}

/** In its zone, with a workshop group, a corporate forum and two concurrent sessions with credits. */
function hasEveryKindOfItem(event: EventListing): boolean {
  const kinds = new Set(datedDays(event).flatMap((day) => day.items.map((item) => item.kind)));
  return Boolean(event.timezone && kinds.has('workshop-group') && kinds.has('corporate-forum') && concurrentIn(event));
}

/**
 * A date seven months ahead, as many days long as the event: the first of that month, so a short
 * event's days stay in it ('March 1-3, 2028').
 */
function laterDate(event: EventListing): string {
  const span =
    event.startDate && event.endDate
      ? Math.round((Date.parse(event.endDate) - Date.parse(event.startDate)) / 86_400_000)
      : 0;
  const today = new Date();
  const first = new Date(today.getFullYear(), today.getMonth() + 7, 1);
  const month = first.toLocaleString('en-US', { month: 'long' });
  return span > 0 ? `${month} 1-${1 + span}, ${first.getFullYear()}` : localDay(first);
}

/** 'CST' or 'CDT' for Chicago on that day, as the browser's own Intl names it (at noon, away from any change of clocks). */
function zoneAbbreviation(timeZone: string, isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(Date.UTC(year, month - 1, day, 18)))
    .find((part) => part.type === 'timeZoneName')!.value;
}

/** '9:00 AM' → '090000', for a DTSTART written in the event's zone. */
function wallClock(time: string): string {
  const [, hour, minute, meridiem] = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(time.trim())!;
  const hours = (Number(hour) % 12) + (meridiem === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}${minute}00`;
}

/** A session's plan button: 'Add to My plan: <title>', or 'In My plan: <title>' once the session is in the plan. */
const planToggle = (page: Page, title: string, state: 'out' | 'in' = 'out') =>
  page.getByRole('button', { name: `${state === 'in' ? 'In My plan' : 'Add to My plan'}: ${title}`, exact: true });

async function addSession(page: Page, title: string): Promise<void> {
  const toggle = planToggle(page, title);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toHaveText('Add to My plan');
  await toggle.click();
  // The same button now says the session is in the plan, and is announced as pressed.
  const added = planToggle(page, title, 'in');
  await expect(added).toHaveAttribute('aria-pressed', 'true');
  await expect(added).toHaveText('In My plan');
  await expect(toggle).toHaveCount(0);
}

async function openEvent(page: Page, event: EventListing): Promise<Locator> {
  await page.goto(`/events/${event.id}`);
  await waitForContent(page);
  return page.getByRole('region', { name: /^Event (Agenda|Schedule)$/ });
}

/** The titles on /my-plan, in the order shown. */
const planTitles = (page: Page) => page.locator('[data-plan-item-title]');

test.describe('My CE plan', () => {
  let data: PlanData;

  // The demo events run through 2026: once most are over, the event in another zone is made here.
  let madeEvent: EventListing | undefined;
  let nextEdition: EventListing | undefined;

  test.beforeAll(async ({ request, browser }) => {
    const events = await publicEvents(request);
    const page = await browser.newPage();
    try {
      await signInByApi(page);
      madeEvent = await adminApi.createEvent(page, unique('Pacific Plan Course'), {
        date: dayFromToday(280),
        timezone: 'America/Los_Angeles',
        agenda: [
          {
            date: dayFromToday(280),
            sessions: [
              {
                time: '10:00 AM',
                title: 'Digital Dentures Today',
                ceCredits: 1.5,
                creditType: 'lecture',
                topics: ['670'],
              },
            ],
          },
        ],
      });
      // The demo's one agenda with every kind of item is over after March 2027: its next
      // edition is listed here then, as an organiser lists next year's, and used instead.
      if (!events.some((event) => isNotOver(event) && hasEveryKindOfItem(event))) {
        const source = events.find(hasEveryKindOfItem)!;
        const copy = await adminApi.duplicateEvent(page, source.id, laterDate(source));
        nextEdition = await adminApi.patchEvent(page, copy.id, { isHidden: false });
      }
    } finally {
      await page.close();
    }
    data = choosePlanData([...events, madeEvent, ...(nextEdition ? [nextEdition] : [])]);
  });

  test.afterAll(async ({ browser }) => {
    if (!madeEvent) return;
    const page = await browser.newPage();
    try {
      await signInByApi(page);
      await adminApi.trashEvent(page, madeEvent.id);
      if (nextEdition) await adminApi.trashEvent(page, nextEdition.id);
    } finally {
      await page.close();
    }
  });

  test("the event page shows times in the event's zone with its abbreviation, and plan buttons on every session but breaks", async ({
    page,
  }) => {
    const agenda = await openEvent(page, data.main);
    const { lecture } = data;
    const abbreviation = zoneAbbreviation(data.main.timezone!, lecture.day);
    expect(abbreviation).toMatch(/^[A-Z]{3}$/);
    const row = agenda.locator('[data-agenda-kind="session"]').filter({ has: planToggle(page, lecture.session.title) });
    await expect(row.locator('[data-session-time]').first()).toHaveText(`${lecture.time} ${abbreviation}`);
    // The zone spelled out, for a tooltip and screen readers.
    await expect(row.locator('abbr').first()).toHaveAttribute('title', /^[A-Z][a-z]+ (Standard|Daylight) Time$/);

    // Breaks keep their look: a time, no speakers, no plan button.
    const breaks = agenda.locator('[data-agenda-kind="break"]');
    expect(await breaks.count()).toBeGreaterThan(0);
    await expect(breaks.first().locator('[data-session-time]')).toHaveText(new RegExp(` ${abbreviation}$`));
    await expect(breaks.getByRole('button')).toHaveCount(0);
    await expect(breaks.getByRole('list', { name: 'Speakers' })).toHaveCount(0);

    // The spec's texts stay; the group's header names its time in the zone too.
    const group = agenda.locator('[data-agenda-kind="workshop-group"]').first();
    const groupToggle = group.getByRole('button', { name: /\d+ Concurrent Workshops & Seminars/ });
    await expect(groupToggle).toContainText('Click to view all available sessions');
    await expect(groupToggle.locator('[data-session-time]')).toHaveText(
      new RegExp(` ${zoneAbbreviation(data.main.timezone!, data.workshop.day)}$`),
    );
    await groupToggle.click();
    await expect(planToggle(page, data.workshop.session.title)).toBeVisible();

    // Every titled session has its own button, named after it.
    const titled = normaliseAgenda(data.main.agenda)
      .days.flatMap((day) => day.items)
      .flatMap((item) =>
        item.kind === 'session'
          ? [item.session]
          : item.kind === 'workshop-group' || item.kind === 'corporate-forum'
            ? item.sessions.map(({ session }) => session)
            : [],
      );
    await expect(agenda.locator('[data-plan-toggle]')).toHaveCount(titled.length);
  });

  test('sessions added on event pages make a plan with totals and an overlap warning; one is removed; the calendar file and a share link carry it', async ({
    page,
    browser,
  }) => {
    const { main, other, lecture, concurrent, workshop, forumLecture, otherLecture } = data;
    await openEvent(page, main);
    await addSession(page, lecture.session.title);
    await addSession(page, concurrent[0].session.title);
    await addSession(page, concurrent[1].session.title);
    await page
      .locator('[data-agenda-kind="workshop-group"]')
      .getByRole('button', { name: /Concurrent Workshops/ })
      .first()
      .click();
    await addSession(page, workshop.session.title);
    await page.locator('[data-agenda-kind="corporate-forum"]').getByRole('button').first().click();
    await addSession(page, forumLecture.session.title);
    // Pressed twice: out of the plan again, then back in.
    await planToggle(page, lecture.session.title, 'in').click();
    await expect(planToggle(page, lecture.session.title)).toHaveAttribute('aria-pressed', 'false');
    await addSession(page, lecture.session.title);

    await openEvent(page, other);
    await addSession(page, otherLecture.session.title);
    // Kept by the browser: a later visit shows the button pressed.
    await page.reload();
    await waitForContent(page);
    await expect(planToggle(page, otherLecture.session.title, 'in')).toHaveAttribute('aria-pressed', 'true');

    // To the plan: from the header on a wide screen, from the agenda's own link on a phone.
    if (isPhone(page)) await page.getByRole('link', { name: 'My CE plan' }).click();
    else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Plan' }).click();
    await expect(page).toHaveURL(/\/my-plan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My CE Plan' })).toBeVisible();
    await waitForContent(page);

    const chosen = [lecture, ...concurrent, workshop, forumLecture, otherLecture];
    const sum = (list: Chosen[], pick: (session: AgendaSession) => boolean = () => true) =>
      list.filter(({ session }) => pick(session)).reduce((total, { session }) => total + (session.ceCredits ?? 0), 0);
    const format = (credits: number) => String(Math.round(credits * 100) / 100);
    // Of the two concurrent sessions one person attends one: the totals count the one worth more.
    const [kept0, setAside] = [...concurrent].sort((a, b) => (b.session.ceCredits ?? 0) - (a.session.ceCredits ?? 0));
    const earnable = chosen.filter((entry) => entry !== setAside);
    expect(kept0.session.ceCredits).toBeGreaterThan(0);
    await expect(page.locator('[data-plan-summary]')).toHaveText(
      `6 sessions from 2 events · ${format(sum(earnable))} CE credits`,
    );
    await expect(planTitles(page)).toHaveCount(6);
    await expect(page.locator('[data-plan-total]')).toHaveText(format(sum(earnable)));
    await expect(page.locator('[data-plan-listed]')).toContainText(
      `${format(sum(chosen))} listed, of which ${format(sum(earnable))} can be earned`,
    );
    if (concurrent[0].session.creditType === concurrent[1].session.creditType) {
      await expect(page.locator('[data-plan-credit-type="lecture"]')).toHaveText(
        format(sum(earnable, (session) => session.creditType === 'lecture')),
      );
      await expect(page.locator('[data-plan-credit-type="participation"]')).toHaveText(
        format(sum(earnable, (session) => session.creditType === 'participation')),
      );
    }
    const subject = workshop.session.topics![0];
    if (!(setAside.session.topics ?? []).includes(subject))
      await expect(page.locator(`[data-plan-subject="${subject}"]`)).toHaveText(
        format(sum(earnable, (session) => (session.topics ?? []).includes(subject))),
      );

    // Each time in its event's zone.
    for (const { session, day, time, event } of chosen) {
      const item = page
        .locator('[data-plan-item]')
        .filter({ has: page.locator('[data-plan-item-title]', { hasText: session.title }) });
      await expect(item.locator('[data-session-time]'), session.title).toHaveText(
        `${time} ${zoneAbbreviation(event.timezone!, day)}`,
      );
    }
    // Days in order.
    const days = await page
      .locator('[data-plan-day]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-plan-day')));
    expect(days).toEqual([...days].sort());

    // The two concurrent sessions are named in the warning and on their rows.
    const warning = page.locator('[data-plan-overlaps]');
    await expect(warning).toContainText('Two of your sessions overlap');
    await expect(warning.locator('[data-plan-overlap]')).toHaveCount(1);
    for (const { session } of concurrent) await expect(warning).toContainText(session.title);
    await expect(page.locator('[data-plan-item-overlap]')).toHaveCount(2);

    // Removing one ends the overlap and updates the totals.
    await page.getByRole('button', { name: `Remove from My plan: ${concurrent[1].session.title}` }).click();
    const kept = chosen.filter((entry) => entry !== concurrent[1]);
    await expect(planTitles(page)).toHaveCount(5);
    await expect(page.locator('[data-plan-overlaps]')).toHaveCount(0);
    await expect(page.locator('[data-plan-total]')).toHaveText(format(sum(kept)));

    // The calendar file: one entry per session, in the events' zones.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download calendar file (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-ce-plan.ics');
    const ics = readFileSync(await download.path(), 'utf8');
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(ics).not.toMatch(/(?<!\r)\n/);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(5);
    expect(lines.filter((line) => line.startsWith('TZID:')).sort()).toEqual(
      [`TZID:${main.timezone}`, `TZID:${other.timezone}`].sort(),
    );
    expect(lines).toContain(
      `DTSTART;TZID=${main.timezone}:${lecture.day.replace(/-/g, '')}T${wallClock(lecture.time)}`,
    );
    expect(lines).toContain(
      `DTSTART;TZID=${other.timezone}:${otherLecture.day.replace(/-/g, '')}T${wallClock(otherLecture.time)}`,
    );
    expect(lines.filter((line) => line.startsWith('SUMMARY:')).length).toBe(5);
    expect(lines.some((line) => line.startsWith('SUMMARY:') && line.includes(concurrent[1].session.title))).toBe(false);
    expect(new Set(lines.filter((line) => line.startsWith('UID:'))).size).toBe(5);
    expect(lines).toContain(`URL:${new URL(`/events/${main.id}`, page.url()).href}`);

    // The share link holds ids and keys only.
    await page.getByRole('button', { name: 'Share this plan' }).click();
    const shareUrl = await page.getByRole('textbox', { name: 'Link to this plan' }).inputValue();
    const code = new URL(shareUrl).searchParams.get('share')!;
    const shared = Buffer.from(code, 'base64url').toString('utf8');
    expect(JSON.parse(shared)).toMatchObject({ v: 1, p: [expect.any(Array), expect.any(Array)] });
    for (const { session } of kept) expect(shared).not.toContain(session.title);

    // Opened in another browser: read only, then saved there.
    const visitor = await browser.newContext({ viewport: page.viewportSize()! });
    try {
      const visitorPage = await visitor.newPage();
      // A context of its own has none of the project's settings: the link is opened as it was copied, whole.
      await visitorPage.goto(shareUrl);
      await waitForContent(visitorPage);
      await expect(visitorPage.locator('[data-shared-plan]')).toContainText(
        '5 sessions, shown as the site lists them now',
      );
      await expect(planTitles(visitorPage)).toHaveText(await planTitles(page).allTextContents());
      await expect(visitorPage.getByRole('button', { name: /^Remove from My plan/ })).toHaveCount(0);
      await expect(visitorPage.locator('[data-plan-total]')).toHaveText(format(sum(kept)));
      await visitorPage.getByRole('button', { name: 'Save to my plan' }).click();
      await expect(visitorPage).toHaveURL(/\/my-plan$/);
      await expect(visitorPage.locator('[data-shared-plan]')).toHaveCount(0);
      await expect(planTitles(visitorPage)).toHaveCount(5);
      await expect(visitorPage.getByRole('button', { name: /^Remove from My plan/ })).toHaveCount(5);
    } finally {
      await visitor.close();
    }
  });

  test('an event that is no longer listed stays in the plan as saved, says so, and can be removed @desktop-only', async ({
    page,
    pageProblems,
  }) => {
    await signInByApi(page);
    const day = dayFromToday(320);
    const event = await adminApi.createEvent(page, unique('Plan Course'), {
      date: day,
      timezone: 'America/Denver',
      agenda: [
        {
          date: day,
          sessions: [
            { time: '9:00 AM', title: 'Occlusion Essentials', ceCredits: 2, creditType: 'lecture', topics: ['180'] },
          ],
        },
      ],
    });
    await page.context().clearCookies();
    try {
      await openEvent(page, event);
      await addSession(page, 'Occlusion Essentials');
    } finally {
      await signInByApi(page);
      await adminApi.trashEvent(page, event.id);
      await page.context().clearCookies();
    }
    // The plan asks for the event and is told it is gone.
    pageProblems.allow(new RegExp(`HTTP 404 .*/api/events/${event.id}$`));
    pageProblems.allow(/status of 404 \(Not Found\)/);
    await page.goto('/my-plan');
    await waitForContent(page);
    const item = page.locator('[data-plan-item]').filter({ hasText: 'Occlusion Essentials' });
    await expect(item.locator('[data-plan-item-status="event-gone"]')).toHaveText(
      'This event is no longer listed on the site: shown as you saved it.',
    );
    await expect(item.locator('[data-session-time]')).toHaveText(`9:00 AM ${zoneAbbreviation('America/Denver', day)}`);
    await item.getByRole('button', { name: 'Remove from My plan: Occlusion Essentials' }).click();
    await expect(page.getByRole('heading', { name: 'Your plan is empty' })).toBeVisible();
  });

  test('a share link that is not exactly a plan is refused as a whole @desktop-only', async ({ page }) => {
    const injected = Buffer.from(JSON.stringify({ v: 1, p: [['x', ['<img src=x onerror=alert(1)>']]] })).toString(
      'base64url',
    );
    for (const code of ['not-a-plan', injected]) {
      await page.goto(`/my-plan?share=${code}`);
      await waitForContent(page);
      await expect(page.getByRole('heading', { name: 'This link cannot be read' })).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
    }
  });

  test('the server sends the page shell with its heading, not for search engines, and the browser shows the plan @desktop-only', async ({
    page,
    request,
  }) => {
    const response = await request.get('/my-plan', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>My CE Plan<\/h1>/);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain('Reading your plan from this browser');
    await page.goto('/my-plan');
    await waitForContent(page);
    await expect(page.getByRole('heading', { name: 'Your plan is empty' })).toBeVisible();
    await expect(page.locator('[data-plan-reading]')).toHaveCount(0);
  });

  // Sets its own viewport widths.
  test('the agenda with plan buttons and the plan fit every width, and are photographed @desktop-only', async ({
    page,
  }) => {
    // Two pages at five widths: more than the default minute on a busy machine.
    test.slow();
    const { main, lecture, concurrent, workshop, otherLecture } = data;
    await openEvent(page, main);
    await page
      .locator('[data-agenda-kind="workshop-group"]')
      .getByRole('button', { name: /Concurrent Workshops/ })
      .first()
      .click();
    for (const { session } of [lecture, ...concurrent, workshop]) await addSession(page, session.title);
    await openEvent(page, data.other);
    await addSession(page, otherLecture.session.title);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const agenda = await openEvent(page, main);
      await page
        .locator('[data-agenda-kind="workshop-group"]')
        .getByRole('button', { name: /Concurrent Workshops/ })
        .first()
        .click();
      await loadLazyContent(page);
      // The fixed header would sit over the part of the agenda scrolled under it.
      await page.addStyleTag({ content: 'header { position: static !important; }' });
      await photograph(agenda, {
        path: resolve(SCREENSHOT_DIR, `event-plan-buttons-${width}.png`),
        animations: 'disabled',
      });
      await expectFits(page, width);
      // Each plan button keeps to its card, clear of the title beside it.
      expect(
        await crowdedPlanButtons(page),
        `plan buttons over their session's title or outside its card at ${width}px`,
      ).toEqual([]);

      await page.goto('/my-plan');
      await waitForContent(page);
      await page.getByRole('button', { name: 'Share this plan' }).click();
      await loadLazyContent(page);
      await photograph(page, {
        path: resolve(SCREENSHOT_DIR, `my-plan-${width}.png`),
        fullPage: true,
        animations: 'disabled',
        scale: 'css',
      });
      await expectFits(page, width);
    }
  });
});

async function expectFits(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `the page scrolls sideways at ${width}px`).toBeLessThanOrEqual(width);
}

/** Plan buttons that cover their session's title, or stick out of the card they are in. */
async function crowdedPlanButtons(page: Page): Promise<string[]> {
  return page.locator('[data-plan-toggle]').evaluateAll((buttons) => {
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const found: string[] = [];
    for (const button of buttons) {
      if (button.getClientRects().length === 0) continue; // in a closed panel
      const box = button.getBoundingClientRect();
      const card = button.closest('li');
      const title = button.parentElement?.querySelector('p');
      const name = button.getAttribute('aria-label') ?? '';
      if (card) {
        const cardBox = card.getBoundingClientRect();
        if (box.left < cardBox.left || box.right > cardBox.right) found.push(`${name}: outside its card`);
      }
      if (title) {
        const range = document.createRange();
        range.selectNodeContents(title);
        if (Array.from(range.getClientRects()).some((line) => overlaps(line, box)))
          found.push(`${name}: over the title`);
      }
    }
    return found;
  });
}
