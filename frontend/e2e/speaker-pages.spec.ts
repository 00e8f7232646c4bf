import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { EventListing, Speaker } from '@dental/contracts';
import { adminApi, COURSE_DAY, expect, openAdmin, signInByApi, test, unique } from './admin-fixtures';
import { dayFromToday, weekdayInWords } from './support/days';
import { loadLazyContent, photograph, seriousAxeViolations, waitForContent } from './support/fixtures';

/**
 * The speaker page of a person who speaks at several events, with data of the test's own made
 * through the admin API and read signed out: one page listing every event with their sessions
 * there, its canonical address and structured data, the calendar subscription to their events,
 * the admin's 'Same person as…' link, and the /speakers subject filter kept in the URL.
 */

const SCREENSHOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
const WIDTHS = [360, 390, 800, 1024, 1280] as const;

interface SpeakerData {
  /** In every name this test makes, so searches find only its own records. */
  run: string;
  name: string;
  spring: EventListing;
  autumn: EventListing;
  past: EventListing;
  /** The person's first record (the canonical page), at Autumn. */
  first: Speaker;
  /** The same name and e-mail at Spring: the same person. */
  second: Speaker;
  /** Another name and e-mail at Past: the same person only once an admin links it. */
  other: Speaker;
}

const madeEventIds: string[] = [];

async function createSpeakerData(page: Page): Promise<SpeakerData> {
  await signInByApi(page);
  const run = unique('Sp').replace(' ', '-');
  const name = `Dr. Imogen Vale ${run}`;
  const agendaNaming = (date: string, sessions: Array<Record<string, unknown>>) => [{ date, sessions }];
  // Autumn some ten months ahead, Spring half a year after it, and Past some nine months ago.
  const springDay = dayFromToday(475);
  const autumn = await adminApi.createEvent(page, `Autumn Implant Course ${run}`, {
    date: COURSE_DAY,
    agenda: agendaNaming(COURSE_DAY, [
      {
        time: '8:00 AM',
        title: 'Guided Implant Surgery',
        speaker: name,
        ceCredits: 1.5,
        creditType: 'lecture',
        topics: ['690'],
      },
      { time: '10:00 AM', title: 'Coffee Break', type: 'break' },
      {
        time: '10:30 AM',
        title: 'Hands-on Workshops',
        sessions: [
          { title: 'Suturing Lab', speaker: name, ceCredits: 3, creditType: 'participation', topics: ['310'] },
        ],
      },
    ]),
  });
  const spring = await adminApi.createEvent(page, `Spring Perio Forum ${run}`, {
    date: springDay,
    city: 'Boston, MA',
    location: 'Seaport Hall, Boston, MA',
    format: 'hybrid',
    agenda: agendaNaming(springDay, [
      {
        time: '9:00 AM',
        title: 'Soft Tissue Around Implants',
        speaker: name.replace('Dr. ', ''),
        ceCredits: 2,
        creditType: 'lecture',
        topics: ['490'],
      },
    ]),
  });
  const past = await adminApi.createEvent(page, `Past Symposium ${run}`, { date: dayFromToday(-270) });
  madeEventIds.push(autumn.id, spring.id, past.id);
  const add = async (eventId: string, data: Record<string, unknown>) => {
    const response = await page.request.post('/api/speakers', {
      data: {
        eventId,
        profession: 'Periodontist',
        specialty: 'Implant Dentistry',
        image: '',
        socialLinks: {},
        ...data,
      },
    });
    expect(response.ok(), `POST /api/speakers: ${await response.text()}`).toBeTruthy();
    return (await response.json()) as Speaker;
  };
  const email = `imogen.vale.${run.toLowerCase()}@example.org`;
  const first = await add(autumn.id, {
    name,
    email,
    lectureTitle: 'Guided Surgery in Practice',
    abstract: 'From the scan to the guide and the implant.',
    objectives: ['Plan a guided case'],
    credentials: 'DDS, MS',
    disclosure: 'Consultant for Example Implants.',
    profileUrl: 'https://speakersphere.example.com/profiles/imogen-vale',
  });
  const second = await add(spring.id, {
    name: `${name}, DDS`,
    email: email.toUpperCase(),
    lectureTitle: 'Soft Tissue Around Implants',
  });
  const other = await add(past.id, {
    name: `I. Vale ${run}`,
    email: `ivale.${run.toLowerCase()}@university.example`,
    lectureTitle: 'Earlier Lecture',
  });
  await page.context().clearCookies();
  return { run, name, spring, autumn, past, first, second, other };
}

async function removeSpeakerData(page: Page): Promise<void> {
  if (madeEventIds.length === 0) return;
  await signInByApi(page);
  for (const id of madeEventIds.splice(0)) await adminApi.trashEvent(page, id);
  await page.context().clearCookies();
}

async function openSpeaker(page: Page, speaker: Speaker): Promise<void> {
  await page.goto(`/speakers/${speaker.id}`);
  await waitForContent(page);
}

const appearances = (page: Page) => page.getByRole('region', { name: 'Speaking At' }).getByRole('article');

test.describe('speaker pages', () => {
  let data: SpeakerData;

  test.beforeEach(async ({ page }) => {
    data = await createSpeakerData(page);
  });
  test.afterEach(async ({ page }) => {
    await removeSpeakerData(page);
  });

  test('a lecturer of many events: the first ten, upcoming first, then the others on request', async ({ page }) => {
    await signInByApi(page);
    // Nine past events of the same person (name and e-mail of the first record), a year apart:
    // with Autumn and Spring, eleven.
    const past: EventListing[] = [];
    const lastYear = new Date().getFullYear() - 1;
    for (let year = lastYear; year > lastYear - 9; year -= 1) {
      const event = await adminApi.createEvent(page, `Winter Meeting ${year} ${data.run}`, { date: `${year}-02-10` });
      madeEventIds.push(event.id);
      past.push(event);
      const response = await page.request.post('/api/speakers', {
        data: {
          eventId: event.id,
          name: data.first.name,
          email: data.first.email,
          profession: 'Periodontist',
          specialty: 'Implant Dentistry',
          lectureTitle: `Lecture of ${year}`,
          image: '',
          socialLinks: {},
        },
      });
      expect(response.ok(), `POST /api/speakers: ${await response.text()}`).toBeTruthy();
    }
    await page.context().clearCookies();

    await openSpeaker(page, data.first);
    const headings = appearances(page).getByRole('heading', { level: 3 });
    await expect(headings).toHaveText([data.autumn.title, data.spring.title, ...past.slice(0, 8).map((e) => e.title)]);
    const more = page.getByRole('button', { name: 'Show 1 more event' });
    await expect(more).toBeVisible();
    await photograph(more, { path: resolve(SCREENSHOT_DIR, 'speaker-page-more-events.png'), scale: 'css' });

    await more.click();
    await expect(headings).toHaveText([data.autumn.title, data.spring.title, ...past.map((e) => e.title)]);
    await expect(more).toHaveCount(0);
    // The keyboard is on the event just shown, not lost with the button.
    await expect(appearances(page).getByRole('link', { name: past[8].title })).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("one page shows the person's events with their sessions, from either record, with one canonical address @desktop-only", async ({
    page,
  }) => {
    await openSpeaker(page, data.second);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`${data.name}, DDS`);

    // Soonest first; each links to its event and lists the sessions its agenda gives them.
    await expect(appearances(page).getByRole('heading', { level: 3 })).toHaveText([
      data.autumn.title,
      data.spring.title,
    ]);
    const autumn = appearances(page).filter({ hasText: data.autumn.title });
    await expect(autumn.getByRole('link', { name: data.autumn.title })).toHaveAttribute(
      'href',
      `/events/${data.autumn.id}`,
    );
    await expect(autumn).toContainText('Guided Surgery in Practice');
    await expect(autumn).toContainText('From the scan to the guide and the implant.');
    const sessions = autumn.locator('[data-speaker-session]');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.nth(0)).toContainText(`${weekdayInWords(COURSE_DAY)} · 8:00 AM`);
    await expect(sessions.nth(0)).toContainText('Guided Implant Surgery');
    await expect(sessions.nth(0).locator('[data-session-credits]')).toHaveText('1.5 CE · Lecture');
    await expect(sessions.nth(0).locator('[data-session-subject]')).toHaveText('690 Implants');
    // A workshop's session, at its group's time.
    await expect(sessions.nth(1)).toContainText(`${weekdayInWords(COURSE_DAY)} · 10:30 AM`);
    await expect(sessions.nth(1).locator('[data-session-credits]')).toHaveText('3 CE · Participation (hands-on)');
    const spring = appearances(page).filter({ hasText: data.spring.title });
    await expect(spring).toContainText('Hybrid');
    await expect(spring.locator('[data-session-credits]')).toHaveText('2 CE · Lecture');
    // Not linked yet: another name and e-mail.
    await expect(appearances(page).filter({ hasText: data.past.title })).toHaveCount(0);

    // Subjects: every session's, each a link to the speakers teaching it.
    await expect(page.locator('[data-speaker-subjects] li')).toHaveText([
      '310 Oral and Maxillofacial Surgery',
      '490 Periodontics',
      '690 Implants',
    ]);
    await expect(page.locator('[data-speaker-subjects]').getByRole('link', { name: '690 Implants' })).toHaveAttribute(
      'href',
      '/speakers?topic=690',
    );

    // Both records' pages name the first one as canonical, and describe the person.
    for (const record of [data.second, data.first]) {
      await openSpeaker(page, record);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(`/speakers/${data.first.id}`, page.url()).href,
      );
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null') as {
        performerIn: Array<{ name: string }>;
      } | null;
      expect(jsonLd).toMatchObject({
        '@type': 'Person',
        sameAs: ['https://speakersphere.example.com/profiles/imogen-vale'],
      });
      expect(jsonLd?.performerIn.map((event) => event.name)).toEqual([data.autumn.title, data.spring.title]);
    }
    // The first record's credentials and profile link, on either page.
    await expect(page.getByRole('main').getByText('DDS, MS', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /SpeakerSphere Profile/ })).toHaveAttribute(
      'href',
      'https://speakersphere.example.com/profiles/imogen-vale',
    );
    await expect(page.getByRole('region', { name: 'Disclosure' })).toContainText('Consultant for Example Implants.');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('Subscribe offers the calendar of this person’s upcoming events @desktop-only', async ({ page, request }) => {
    await openSpeaker(page, data.second);
    const subscribe = page.getByText('Subscribe', { exact: true });
    await subscribe.click();
    const feedPath = `/calendar.ics?speaker=${encodeURIComponent(data.first.id)}`;
    const webcal = page.getByRole('link', { name: 'Subscribe in your calendar app' });
    await expect(webcal).toHaveAttribute('href', new URL(feedPath, page.url()).href.replace(/^https?:/, 'webcal:'));
    await expect(page.getByLabel('Or copy the calendar address')).toHaveValue(new URL(feedPath, page.url()).href);

    const feed = await request.get(feedPath);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    for (const event of [data.autumn, data.spring]) expect(text).toContain(`UID:${event.id}@`);
    expect(text).not.toContain(`UID:${data.past.id}@`);
    expect((await request.get('/calendar.ics?speaker=no-such-speaker')).status()).toBe(400);
  });

  test("an admin links a record with another name through 'Same person as…', and the page lists that event too @desktop-only", async ({
    page,
  }) => {
    await openAdmin(page, `/admin/speakers/edit/${data.other.id}`, 'Edit Speaker');
    const field = page.getByLabel('Same person as…');
    await expect(field).toHaveValue('');
    // The records are found by name on the server; the options are what the search found.
    const find = page.getByRole('searchbox', { name: 'Find the other record by name' });
    await find.fill(data.name.split(' ').at(-1)!);
    // The run's three records share its word: the two others are found, never the one being edited.
    await expect(page.getByText('2 records found.')).toBeVisible();
    await expect(field.getByRole('option', { name: `${data.name} — ${data.autumn.title}` })).toBeAttached();
    await field.selectOption({ label: `${data.name} — ${data.autumn.title}` });
    // Another search keeps the chosen record among the options. (Not 'zz': the run's unique names
    // end in the time in base 36, which holds 'zz' for a second or so every half hour.)
    await find.fill('xqzxqz');
    await expect(page.getByText('No other record has that name.')).toBeVisible();
    await expect(field).toHaveValue(data.first.id);
    await expect(field.locator('option:checked')).toHaveText(`${data.name} — ${data.autumn.title}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(`/admin/speakers?eventId=${data.other.eventId}`);
    // Opened again, the form shows the link with the record's name and event, before any search.
    await page.goto(`/admin/speakers/edit/${data.other.id}`);
    await expect(page.getByLabel('Same person as…').locator('option:checked')).toHaveText(
      `${data.name} — ${data.autumn.title}`,
    );
    await page.context().clearCookies();

    await openSpeaker(page, data.other);
    await expect(appearances(page).getByRole('heading', { level: 3 })).toHaveText([
      data.autumn.title,
      data.spring.title,
      data.past.title,
    ]);
    const past = appearances(page).filter({ hasText: data.past.title });
    await expect(past).toContainText('Past event');
    await expect(past).toContainText('Earlier Lecture');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(`/speakers/${data.first.id}`, page.url()).href,
    );
  });

  test('the /speakers subject filter is in the URL and rendered by the server', async ({ page, request }) => {
    await page.goto(`/speakers?q=${encodeURIComponent(data.run)}`);
    await waitForContent(page);
    const cards = page.getByRole('main').getByRole('article');
    // Every record this test made, one per event.
    await expect(cards).toHaveCount(3);

    const subject = page.getByLabel('Filter by subject');
    await subject.selectOption({ label: '490 Periodontics' });
    await expect(page).toHaveURL(new RegExp(`[?&]topic=490(&|$)`));
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: `${data.spring.title} Speakers` })).toBeVisible();

    // The same address from the server, before any script runs: the filter and the list come with the page.
    const url = new URL(page.url());
    const html = await (await request.get(url.pathname + url.search, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`${data.spring.title} Speakers`);
    expect(html).not.toContain(`${data.autumn.title} Speakers`);
    await page.reload();
    await waitForContent(page);
    await expect(subject).toHaveValue('490');
    await expect(cards).toHaveCount(1);

    await subject.selectOption('770');
    await expect(page.getByRole('heading', { name: 'No Speakers Found' })).toBeVisible();
    await subject.selectOption({ label: 'All Subjects' });
    await expect(page).not.toHaveURL(/topic=/);
    await expect(cards).toHaveCount(3);
  });

  // Sets its own viewport widths.
  test('the speaker page never scrolls sideways, and is photographed at every width @desktop-only', async ({
    page,
  }) => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await openSpeaker(page, data.first);
      await page.getByText('Subscribe', { exact: true }).click();
      await loadLazyContent(page);
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width}px`)
        .toBeLessThanOrEqual(width);
      // The site's sticky header once, at the top, rather than over the middle of a full-page picture.
      await page.addStyleTag({ content: 'body header:not(main header) { position: absolute !important; }' });
      await photograph(page, {
        path: resolve(SCREENSHOT_DIR, `speaker-page-${width}.png`),
        fullPage: true,
        animations: 'disabled',
        scale: 'css',
      });
      // The parts alone, at full size, to look at closely.
      await photograph(page.getByRole('main').getByRole('article').first(), {
        path: resolve(SCREENSHOT_DIR, `speaker-profile-${width}.png`),
        animations: 'disabled',
        scale: 'css',
      });
      await photograph(page.getByRole('region', { name: 'Speaking At' }), {
        path: resolve(SCREENSHOT_DIR, `speaker-appearances-${width}.png`),
        animations: 'disabled',
        scale: 'css',
      });
    }
  });
});
