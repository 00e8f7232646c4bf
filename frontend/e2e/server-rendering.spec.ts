import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type {
  EventListing,
  EventSearchAnswer,
  FeaturedEventsAnswer,
  FeaturedSpeakersAnswer,
  SiteSettings,
  Speaker,
  SpeakerSearchAnswer,
  Sponsor,
} from '@dental/contracts';
import { createRequire } from 'node:module';
import { adminApi, ADMIN_PASSWORD, signInByApi, unique } from './admin-fixtures';
import { agendaShape, allowNotFoundDocument, expect, isPhone, test, type PageProblems } from './support/fixtures';
import { dayFromToday, dayInWords } from './support/days';

/**
 * The public pages as the server sends them: what a crawler or a link preview gets without running
 * any script (status, head, content), and the browser hydrating that same markup without warnings,
 * without fetching the page's data again, and answering clicks afterwards.
 */

// The built contracts package is CommonJS: its named exports are reached through require.
const { eventDateText, listedYearsText, normaliseAgenda, withListedYears } = createRequire(import.meta.url)(
  '@dental/contracts',
) as typeof import('@dental/contracts');

/** Shown per page of the 'Past Events' section of /events (the page asks the server for this size). */
const PAST_EVENTS_PAGE_SIZE = 6;

// ---------------------------------------------------------------------------------------------
// What the public API says, to compare the pages with (the demo data may change).

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

interface SiteData {
  settings: SiteSettings;
  /** The hero title as the home page shows it: `{years}` replaced by the years the events listed start in. */
  heroTitle: string;
  events: EventListing[];
  speakers: Speaker[];
  /** An event whose agenda is a list of days with a workshop group and at least one Abstract button. */
  agendaEvent: EventListing;
  /** A speaker with a headshot, so that the page has an image for link previews. */
  speaker: Speaker;
}

async function siteData(request: APIRequestContext): Promise<SiteData> {
  const [settings, events, speakers, listed] = await Promise.all([
    getJson<SiteSettings>(request, '/api/site-settings'),
    getJson<EventListing[]>(request, '/api/events'),
    getJson<Speaker[]>(request, '/api/speakers'),
    getJson<EventSearchAnswer>(request, '/api/events/search?upcoming=true&pageSize=1'),
  ]);
  const heroTitle = withListedYears(settings.hero.title, listedYearsText(Object.keys(listed.facets.month), new Date()));
  const hasAbstract = (event: EventListing) =>
    !event.hideAbstracts &&
    speakers.some((speaker) => speaker.eventId === event.id && !speaker.hideAbstract && speaker.abstract.trim() !== '');
  const agendaEvent = events.find(
    (event) =>
      agendaShape(event.agenda) === 'days-list' &&
      // A group of concurrent workshops, read by the agenda's own rule (a workshop alone is a plain session).
      normaliseAgenda(event.agenda).days.some((day) => day.items.some((item) => item.kind === 'workshop-group')) &&
      hasAbstract(event),
  );
  expect(agendaEvent, 'the demo data has an event with a list of days, a workshop group and an abstract').toBeTruthy();
  const speaker = speakers.find((candidate) => candidate.image) ?? speakers[0];
  expect(speaker, 'the demo data has speakers').toBeTruthy();
  return { settings, heroTitle, events, speakers, agendaEvent: agendaEvent!, speaker };
}

const upcomingSearch = (request: APIRequestContext, query = '') =>
  getJson<EventSearchAnswer>(request, `/api/events/search?upcoming=true${query}`);
const pastSearch = (request: APIRequestContext, query = '') =>
  getJson<EventSearchAnswer>(request, `/api/events/search?upcoming=false&pageSize=${PAST_EVENTS_PAGE_SIZE}${query}`);
const speakerSearch = (request: APIRequestContext, query = '') =>
  getJson<SpeakerSearchAnswer>(request, `/api/speakers/search${query}`);

/** The names of a speaker search's page in the order /speakers shows them: grouped by event, in the answer's event order. */
function speakerNamesAsShown(answer: SpeakerSearchAnswer): string[] {
  return answer.events.flatMap((event) =>
    answer.items.filter((speaker) => speaker.eventId === event.id).map((speaker) => speaker.name),
  );
}

/** Titles of the sessions themselves (not of the groups holding them), at any depth, in any agenda shape. */
function sessionTitles(agenda: unknown): string[] {
  if (Array.isArray(agenda)) return agenda.flatMap(sessionTitles);
  if (typeof agenda !== 'object' || agenda === null) return [];
  const entry = agenda as Record<string, unknown>;
  if (Array.isArray(entry.sessions) && entry.sessions.length > 0) return sessionTitles(entry.sessions);
  if (typeof entry.title === 'string') return [entry.title];
  return Object.values(entry).flatMap(sessionTitles);
}

// ---------------------------------------------------------------------------------------------
// The public pages.

interface PublicPage {
  name: string;
  path: (data: SiteData) => string;
  status: 200 | 404;
  /** The page's own part of the title ('{page} | {site name}'); null for the home page (the site name alone). */
  title: (data: SiteData) => string | null;
  /** The main heading. */
  heading: (data: SiteData) => string | RegExp;
  description?: (data: SiteData) => string;
  jsonLdType?: 'EducationEvent' | 'ItemList' | 'Person';
}

const PAGES: PublicPage[] = [
  {
    name: 'home',
    path: () => '/',
    status: 200,
    title: () => null,
    heading: (data) => data.heroTitle,
    description: (data) => data.settings.tagline,
  },
  {
    name: 'events',
    path: () => '/events',
    status: 200,
    title: () => 'Upcoming Dental Conferences',
    heading: () => 'Dental Education Events',
    jsonLdType: 'ItemList',
  },
  {
    name: 'event',
    path: (data) => `/events/${data.agendaEvent.id}`,
    status: 200,
    title: (data) => data.agendaEvent.title,
    heading: (data) => data.agendaEvent.title,
    description: (data) => data.agendaEvent.description,
    jsonLdType: 'EducationEvent',
  },
  {
    name: 'speakers',
    path: () => '/speakers',
    status: 200,
    title: () => 'The Speakers',
    heading: () => 'The Speakers',
  },
  {
    name: 'speaker',
    path: (data) => `/speakers/${data.speaker.id}`,
    status: 200,
    title: (data) => data.speaker.name,
    heading: (data) => data.speaker.name,
    jsonLdType: 'Person',
  },
  {
    name: 'sponsors',
    path: () => '/sponsors',
    status: 200,
    title: () => 'Our Sponsors',
    heading: () => 'Our Sponsors',
  },
  {
    name: 'submit-event',
    path: () => '/submit-event',
    status: 200,
    title: () => 'Submit Your Event',
    heading: () => 'Submit Your Event',
  },
  {
    name: 'speakersphere',
    path: () => '/speakersphere',
    status: 200,
    title: () => 'SpeakerSphere',
    heading: () => 'SpeakerSphere',
  },
  { name: 'welcome', path: () => '/welcome', status: 200, title: () => 'Welcome', heading: () => /^Welcome/ },
  {
    name: 'unknown path',
    path: () => '/no/such/page',
    status: 404,
    title: () => '404 Page Not Found',
    heading: () => '404 Page Not Found',
  },
];

const fullTitle = (page: PublicPage, data: SiteData) => {
  const own = page.title(data);
  return own ? `${own} | ${data.settings.siteName}` : data.settings.siteName;
};

// ---------------------------------------------------------------------------------------------
// Reading the server's HTML without running it.

interface ServerHtml {
  status: number;
  url: string;
  html: string;
}

async function fetchHtml(request: APIRequestContext, path: string): Promise<ServerHtml> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.headers()['content-type'], `${path} is HTML`).toMatch(/^text\/html/);
  return { status: response.status(), url: response.url(), html: await response.text() };
}

/**
 * Puts the server's HTML into `page` (whose context runs no JavaScript) so it can be read with
 * locators, exactly as sent: nothing of the app runs, so nothing is rendered in the browser.
 */
async function showStatic(page: Page, served: ServerHtml): Promise<void> {
  await page.setContent(served.html, { waitUntil: 'domcontentloaded' });
}

interface HeadSummary {
  titles: string[];
  meta: Record<string, string[]>;
  canonical: string[];
  jsonLd: unknown[];
  /** Every <script> in the document: its type ('' when absent) and its src (null for an inline script). */
  scripts: Array<{ type: string; src: string | null }>;
  /** Elements with an inline event handler attribute (onclick=...), which the CSP would block. */
  inlineHandlers: string[];
}

async function readHead(page: Page): Promise<HeadSummary> {
  return page.evaluate(() => {
    const meta: Record<string, string[]> = {};
    for (const element of document.querySelectorAll('meta[name], meta[property]')) {
      const key = element.getAttribute('name') ?? element.getAttribute('property') ?? '';
      (meta[key] ??= []).push(element.getAttribute('content') ?? '');
    }
    const inlineHandlers: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames())
        if (/^on/i.test(attribute)) inlineHandlers.push(`<${element.localName} ${attribute}>`);
    }
    return {
      titles: Array.from(document.querySelectorAll('title'), (title) => title.textContent ?? ''),
      meta,
      canonical: Array.from(
        document.querySelectorAll('link[rel="canonical"]'),
        (link) => link.getAttribute('href') ?? '',
      ),
      jsonLd: Array.from(
        document.querySelectorAll('script[type="application/ld+json"]'),
        (script) => JSON.parse(script.textContent ?? 'null') as unknown,
      ),
      scripts: Array.from(document.querySelectorAll('script'), (script) => ({
        type: (script.getAttribute('type') ?? '').trim().toLowerCase(),
        src: script.getAttribute('src'),
      })),
      inlineHandlers,
    };
  });
}

const one = (head: HeadSummary, key: string): string | undefined => {
  expect(head.meta[key]?.length ?? 0, `at most one <meta> ${key}`).toBeLessThanOrEqual(1);
  return head.meta[key]?.[0];
};

/** Head checks every public page passes: one title, a description, Open Graph and Twitter tags, canonical unless not found, no inline scripts. */
function expectHead(head: HeadSummary, expected: { title: string; description?: string; url: string; found: boolean }) {
  expect(head.titles, 'exactly one <title>').toEqual([expected.title]);
  const description = one(head, 'description');
  expect(description, 'meta description').toBeTruthy();
  if (expected.description !== undefined) expect(description).toBe(expected.description);
  expect(one(head, 'og:title')).toBe(expected.title);
  expect(one(head, 'og:url')).toBe(expected.url);
  const image = one(head, 'og:image');
  if (image) expect(image, 'og:image is an absolute URL').toMatch(/^https?:\/\//);
  const twitterImage = one(head, 'twitter:image');
  if (twitterImage) expect(twitterImage, 'twitter:image is an absolute URL').toMatch(/^https?:\/\//);
  expect(one(head, 'twitter:card')).toBe(image ? 'summary_large_image' : 'summary');
  if (expected.found) {
    expect(head.canonical, 'one canonical link').toEqual([expected.url]);
    expect(one(head, 'robots') ?? '').not.toMatch(/noindex/);
  } else {
    expect(head.canonical, 'no canonical link on a not-found page').toEqual([]);
    expect(one(head, 'robots')).toMatch(/noindex/);
  }
  // The CSP allows no inline script: inline <script> elements may only carry data.
  const inline = head.scripts.filter((script) => script.src === null);
  expect(
    inline.map((script) => script.type).filter((type) => type !== 'application/json' && type !== 'application/ld+json'),
    'inline executable scripts',
  ).toEqual([]);
  expect(
    head.scripts.filter((script) => script.type === 'application/json'),
    'one page-state block',
  ).toHaveLength(1);
  expect(head.inlineHandlers, 'inline event handlers').toEqual([]);
}

/** No loading placeholders: the data came with the page. */
async function expectNoPlaceholders(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('.skeleton')).toHaveCount(0);
}

/** The content of each page, compared with the public API. */
const CONTENT: Record<string, (page: Page, data: SiteData, request: APIRequestContext) => Promise<void>> = {
  home: async (page, _data, request) => {
    const [featured, featuredSpeakers] = await Promise.all([
      getJson<FeaturedEventsAnswer>(request, '/api/events/featured'),
      getJson<FeaturedSpeakersAnswer>(request, '/api/speakers/featured'),
    ]);
    expect(featured.length, 'featured events in the demo data').toBeGreaterThan(0);
    const main = page.getByRole('main');
    for (const event of featured) {
      const card = main
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: event.title, exact: true }) });
      await expect(card, event.title).toHaveCount(1);
      await expect(card).toContainText(eventDateText(event.date));
    }
    for (const group of featuredSpeakers)
      for (const speaker of group.speakers) await expect(main, speaker.name).toContainText(speaker.name);
    await expectNoPlaceholders(page);
  },
  events: async (page, _data, request) => {
    const [upcoming, past] = await Promise.all([upcomingSearch(request), pastSearch(request)]);
    expect(upcoming.items.length, 'upcoming events in the demo data').toBeGreaterThan(0);
    const list = page.getByRole('region', { name: 'Upcoming Conferences' });
    // Upcoming first, then the 'Past Events' section inside the same region.
    await expect(list.getByRole('article').getByRole('heading')).toHaveText(
      [...upcoming.items, ...past.items].map((event) => event.title),
    );
    // Each card with its date; past cards say 'Past', upcoming ones count down instead.
    for (const [events, pastBadges] of [
      [upcoming.items, 0],
      [past.items, 1],
    ] as const) {
      for (const event of events) {
        // By its heading's whole title: other tests list events whose titles begin with a demo event's.
        const card = list
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: event.title, exact: true }) })
          .first();
        await expect(card, event.title).toContainText(eventDateText(event.date));
        await expect(card.getByText('Past', { exact: true }), `${event.title}: 'Past' badge`).toHaveCount(pastBadges);
      }
    }
    const pastSection = page.getByRole('region', { name: 'Past Events' });
    await expect(pastSection.getByRole('article')).toHaveCount(past.items.length);
    if (past.total === 0) await expect(pastSection).toHaveCount(0);
    await expectNoPlaceholders(page);
  },
  event: async (page, { agendaEvent: event }) => {
    const main = page.getByRole('main');
    await expect(main).toContainText(eventDateText(event.date));
    await expect(main).toContainText(event.location);
    await expect(main).toContainText(event.description);
    const titles = sessionTitles(event.agenda);
    expect(titles.length, 'sessions in the agenda').toBeGreaterThan(0);
    const agenda = page.getByRole('region', { name: /^Event (Agenda|Schedule)$/ });
    for (const title of titles) await expect(agenda, title).toContainText(title);
    await expect(page.getByRole('button', { name: /\d+ Concurrent Workshops & Seminars/ }).first()).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expectNoPlaceholders(page);
  },
  speakers: async (page, _data, request) => {
    const answer = await speakerSearch(request);
    expect(answer.items.length, 'speakers in the demo data').toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
      speakerNamesAsShown(answer),
    );
    for (const event of answer.events)
      await expect(page.getByRole('heading', { level: 2, name: `${event.title} Speakers`, exact: true })).toHaveCount(
        1,
      );
    await expectNoPlaceholders(page);
  },
  speaker: async (page, { speaker }) => {
    const main = page.getByRole('main');
    if (speaker.profession) await expect(main).toContainText(speaker.profession);
    if (speaker.lectureTitle) await expect(main).toContainText(speaker.lectureTitle);
    await expectNoPlaceholders(page);
  },
  sponsors: async (page, _data, request) => {
    const sponsors = await getJson<Sponsor[]>(request, '/api/sponsors');
    expect(sponsors.length, 'sponsors in the demo data').toBeGreaterThan(0);
    const headings = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
    expect(headings.sort()).toEqual(sponsors.map((sponsor) => sponsor.name).sort());
    await expectNoPlaceholders(page);
  },
  'submit-event': async (page) => {
    await expect(page.getByRole('textbox', { name: 'Event Title', exact: true })).toHaveCount(1);
  },
};

// The server sends the same HTML to every screen size: read once, in the desktop project.
test.describe('the server HTML, read without JavaScript', { tag: '@desktop-only' }, () => {
  test.use({ javaScriptEnabled: false });

  for (const publicPage of PAGES) {
    test(`${publicPage.name}: status, head and content`, async ({ page, request }) => {
      const data = await siteData(request);
      const path = publicPage.path(data);
      const served = await fetchHtml(request, path);
      expect(served.status, `GET ${path}`).toBe(publicPage.status);
      await showStatic(page, served);

      const head = await readHead(page);
      const url = new URL(path, served.url).href;
      expectHead(head, {
        title: fullTitle(publicPage, data),
        description: publicPage.description?.(data),
        url,
        found: publicPage.status === 200,
      });
      const jsonLdTypes = head.jsonLd.map((block) => (block as { '@type'?: string })['@type']);
      expect(jsonLdTypes).toEqual(publicPage.jsonLdType ? [publicPage.jsonLdType] : []);

      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(publicPage.heading(data));
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await CONTENT[publicPage.name]?.(page, data, request);
    });
  }

  test('event: Open Graph image and schema.org EducationEvent', async ({ page, request }) => {
    const { agendaEvent: event } = await siteData(request);
    const served = await fetchHtml(request, `/events/${event.id}`);
    await showStatic(page, served);
    const head = await readHead(page);
    const origin = new URL(served.url).origin;
    const image = one(head, 'og:image');
    expect(image, 'og:image').toBeTruthy();
    expect(new URL(image!).origin, 'og:image on this site, absolute').toBe(origin);
    expect((await request.get(image!)).ok(), `GET ${image}`).toBeTruthy();
    expect(one(head, 'og:type')).toBe('event');

    const [jsonLd] = head.jsonLd as Array<Record<string, unknown>>;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationEvent',
      name: event.title,
      url: served.url,
      location: { '@type': 'Place', name: event.location },
    });
    // startDate is the first day of the event's date text, as an ISO day.
    expect(jsonLd.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const startDate = new Date(`${jsonLd.startDate as string}T12:00:00`);
    expect(event.date).toContain(String(startDate.getFullYear()));
    expect(event.date).toMatch(
      new RegExp(
        `${startDate.toLocaleString('en-US', { month: 'long' })}|${startDate.toLocaleString('en-US', { month: 'short' })}|-${String(startDate.getMonth() + 1).padStart(2, '0')}-`,
      ),
    );
    expect((jsonLd.image as string[] | undefined)?.[0]).toBe(image);
  });

  test('events: schema.org ItemList of the upcoming events shown', async ({ page, request }) => {
    const upcoming = await upcomingSearch(request);
    const served = await fetchHtml(request, '/events');
    await showStatic(page, served);
    const [jsonLd] = (await readHead(page)).jsonLd as Array<{
      '@type': string;
      numberOfItems: number;
      itemListElement: Array<{ position: number; url: string; name: string }>;
    }>;
    expect(jsonLd.numberOfItems).toBe(upcoming.total);
    expect(jsonLd.itemListElement).toEqual(
      upcoming.items.map((event, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: new URL(`/events/${event.id}`, served.url).href,
        name: event.title,
      })),
    );
  });

  test('an unknown event, an unknown speaker and a hidden event answer 404 with the not-found page', async ({
    page,
    request,
  }) => {
    const { settings, events } = await siteData(request);
    for (const [path, heading] of [
      ['/events/00000000-0000-4000-8000-000000000000', 'Event Not Found'],
      ['/speakers/00000000-0000-4000-8000-000000000000', 'Speaker Not Found'],
    ]) {
      const served = await fetchHtml(request, path);
      expect(served.status, `GET ${path}`).toBe(404);
      await showStatic(page, served);
      expectHead(await readHead(page), {
        title: `${heading} | ${settings.siteName}`,
        url: new URL(path, served.url).href,
        found: false,
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }

    // A public event (whose page the server has already answered, and may keep), hidden by an admin.
    const event = events.find((candidate) => !candidate.isFeatured) ?? events[0];
    const path = `/events/${event.id}`;
    expect((await fetchHtml(request, path)).status).toBe(200);
    await signInByApi(page);
    await adminApi.patchEvent(page, event.id, { isHidden: true });
    try {
      const hidden = await fetchHtml(request, path);
      expect(hidden.status, `GET ${path} once hidden`).toBe(404);
      // Nothing of the hidden event is sent, not even in the page's data.
      expect(hidden.html).not.toContain(event.description);
      await showStatic(page, hidden);
      expectHead(await readHead(page), {
        title: `Event Not Found | ${settings.siteName}`,
        url: new URL(path, hidden.url).href,
        found: false,
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Not Found');
      expect((await fetchHtml(request, '/events')).html, '/events no longer lists it').not.toContain(event.description);
    } finally {
      await adminApi.patchEvent(page, event.id, { isHidden: false });
    }
    expect((await fetchHtml(request, path)).status, `GET ${path} shown again`).toBe(200);
  });

  test('the second pages of /events (upcoming and past) and /speakers are rendered on the server, with real page links', async ({
    page,
    request,
  }) => {
    await signInByApi(page);
    const created = await ensureEnoughToPage(page, request);
    try {
      const settings = await getJson<SiteSettings>(request, '/api/site-settings');

      // Page 1 links to page 2 with plain links: the page is in the URL.
      const first = await fetchHtml(request, '/events');
      await showStatic(page, first);
      const upcomingPages = page.getByRole('navigation', { name: 'Upcoming events pages' });
      await expect(upcomingPages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(upcomingPages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/events?page=2');
      await expect(upcomingPages.getByRole('link', { name: /^Next/ })).toHaveAttribute('href', '/events?page=2');
      await expect(
        page.getByRole('navigation', { name: 'Past events pages' }).getByRole('link', { name: 'Page 2' }),
      ).toHaveAttribute('href', '/events?pastPage=2');

      // /events?page=2: the second page of upcoming events, the first of past ones.
      const [upcoming2, past1] = await Promise.all([upcomingSearch(request, '&page=2'), pastSearch(request)]);
      expect(upcoming2.items.length).toBeGreaterThan(0);
      const second = await fetchHtml(request, '/events?page=2');
      expect(second.status).toBe(200);
      await showStatic(page, second);
      expectHead(await readHead(page), {
        title: `Upcoming Dental Conferences – Page 2 | ${settings.siteName}`,
        url: new URL('/events?page=2', second.url).href,
        found: true,
      });
      await expect(
        page.getByRole('region', { name: 'Upcoming Conferences' }).getByRole('article').getByRole('heading'),
      ).toHaveText([...upcoming2.items, ...past1.items].map((event) => event.title));
      await expect(upcomingPages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(upcomingPages.getByRole('link', { name: /^Previous/ })).toHaveAttribute('href', '/events');
      await expectNoPlaceholders(page);

      // /events?pastPage=2: the first page of upcoming events, the second of past ones.
      const [upcoming1, past2] = await Promise.all([upcomingSearch(request), pastSearch(request, '&page=2')]);
      expect(past2.items.length).toBeGreaterThan(0);
      const pastSecond = await fetchHtml(request, '/events?pastPage=2');
      expect(pastSecond.status).toBe(200);
      await showStatic(page, pastSecond);
      await expect(
        page.getByRole('region', { name: 'Past Events' }).getByRole('article').getByRole('heading'),
      ).toHaveText(past2.items.map((event) => event.title));
      await expect(
        page.getByRole('region', { name: 'Upcoming Conferences' }).getByRole('article').getByRole('heading'),
      ).toHaveText([...upcoming1.items, ...past2.items].map((event) => event.title));
      await expect(
        page.getByRole('navigation', { name: 'Past events pages' }).getByRole('link', { name: 'Page 2' }),
      ).toHaveAttribute('aria-current', 'page');

      // /speakers?page=2.
      const speakers1 = await fetchHtml(request, '/speakers');
      await showStatic(page, speakers1);
      await expect(
        page.getByRole('navigation', { name: 'Speaker pages' }).getByRole('link', { name: 'Page 2' }),
      ).toHaveAttribute('href', '/speakers?page=2');
      const speakerPage2 = await speakerSearch(request, '?page=2');
      expect(speakerPage2.items.length).toBeGreaterThan(0);
      const speakers2 = await fetchHtml(request, '/speakers?page=2');
      expect(speakers2.status).toBe(200);
      await showStatic(page, speakers2);
      expectHead(await readHead(page), {
        title: `The Speakers – Page 2 | ${settings.siteName}`,
        url: new URL('/speakers?page=2', speakers2.url).href,
        found: true,
      });
      await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
        speakerNamesAsShown(speakerPage2),
      );
      await expect(
        page.getByRole('navigation', { name: 'Speaker pages' }).getByRole('link', { name: 'Page 2' }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(
        page.getByRole('navigation', { name: 'Speaker pages' }).getByRole('link', { name: /^Previous/ }),
      ).toHaveAttribute('href', '/speakers');
      await expectNoPlaceholders(page);
    } finally {
      await removeCreated(page, created);
    }
  });
});

interface Created {
  events: string[];
  speakers: string[];
}

/**
 * Adds events (upcoming and past) and speakers through the admin API until each list of /events
 * and /speakers has a second page; what the demo data already holds is used as it is.
 */
async function ensureEnoughToPage(page: Page, request: APIRequestContext): Promise<Created> {
  const created: Created = { events: [], speakers: [] };
  const label = unique('Paging');
  const upcoming = await upcomingSearch(request);
  for (let count = upcoming.total; count <= upcoming.pageSize; count++) {
    // Years ahead, so they come after the demo data's readable dates.
    created.events.push(
      (
        await adminApi.createEvent(page, `${label} Upcoming ${count}`, {
          date: `2035-05-${String((count % 28) + 1).padStart(2, '0')}`,
        })
      ).id,
    );
  }
  const past = await pastSearch(request);
  for (let count = past.total; count <= past.pageSize; count++) {
    created.events.push(
      (
        await adminApi.createEvent(page, `${label} Past ${count}`, {
          date: `2015-05-${String((count % 28) + 1).padStart(2, '0')}`,
        })
      ).id,
    );
  }
  const speakers = await speakerSearch(request);
  if (speakers.total <= speakers.pageSize) {
    const event = await adminApi.createEvent(page, `${label} Speakers`, { date: '2035-06-01' });
    created.events.push(event.id);
    for (let count = speakers.total; count <= speakers.pageSize; count++) {
      const response = await page.request.post('/api/speakers', {
        data: {
          eventId: event.id,
          name: `${label} Speaker ${count}`,
          profession: 'General Dentist (DDS)',
          specialty: 'Restorative Dentistry',
          lectureTitle: 'Paging Through Speakers',
          email: `paging-${count}@example.org`,
        },
      });
      expect(response.ok(), `POST /api/speakers: ${response.status()}`).toBeTruthy();
      created.speakers.push(((await response.json()) as Speaker).id);
    }
  }
  return created;
}

async function removeCreated(page: Page, created: Created): Promise<void> {
  for (const id of created.speakers) {
    const response = await page.request.post(`/api/speakers/${id}/trash`, { data: { password: ADMIN_PASSWORD } });
    expect(response.ok(), `trash speaker ${id}`).toBeTruthy();
  }
  for (const id of created.events) await adminApi.trashEvent(page, id);
}

// ---------------------------------------------------------------------------------------------
// Hydration in Chromium.

/**
 * Resolves once React has hydrated this element: it then carries React's props, so a click on it
 * reaches its handler. (Before hydration the server's markup is already visible, and a click on it
 * would do nothing.)
 */
async function expectHydrated(locator: Locator): Promise<void> {
  await expect(locator.first()).toBeAttached();
  await expect
    .poll(
      () => locator.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
      { message: 'hydrated by React' },
    )
    .toBe(true);
}

/**
 * Scrolls `locator` into view as a reader would before clicking it, and waits for two frames: the
 * cards passed on the way are laid out only once near the screen (content-visibility), and if any
 * comes out taller than its estimate, what is below it moves. A click straight after its own
 * scroll could land where the link was a frame before.
 */
async function scrollToAndSettle(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

interface FirstLoad {
  /** Console errors and warnings, and uncaught errors. */
  problems: string[];
  /** Every console message mentioning hydration, whatever its level. */
  hydrationMessages: string[];
  /** API requests made by the page. */
  apiRequests: string[];
}

/** Opens `path` and records what the page says and fetches. A not-found page's own 404 is expected and not counted. */
async function openAndWatch(page: Page, pageProblems: PageProblems, path: string, status: number): Promise<FirstLoad> {
  const watched: FirstLoad = { problems: [], hydrationMessages: [], apiRequests: [] };
  const pathname = new URL(path, 'http://localhost').pathname;
  const isDocument = (url: string) => URL.canParse(url) && new URL(url).pathname === pathname;
  const notFoundLoad = (text: string, url: string) =>
    status === 404 &&
    isDocument(url) &&
    /^Failed to load resource: the server responded with a status of 404/.test(text);
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) watched.hydrationMessages.push(`${message.type()}: ${message.text()}`);
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      !notFoundLoad(message.text(), message.location().url)
    ) {
      watched.problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => watched.problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      watched.apiRequests.push(`${request.method()} ${request.url()}`);
  });
  if (status === 404) allowNotFoundDocument(pageProblems, path);
  const response = await page.goto(path);
  expect(response!.status(), `GET ${path}`).toBe(status);
  return watched;
}

/** Resolves once every element of the server's markup has been hydrated (see expectHydrated). */
async function expectFullyHydrated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            Array.from(document.querySelectorAll('#root *')).filter(
              (element) => !Object.keys(element).some((key) => key.startsWith('__reactProps$')),
            ).length,
        ),
      {
        message: 'elements of the page not hydrated yet',
      },
    )
    .toBe(0);
}

/** After hydration: nothing was fetched from the API, and nothing was logged. */
async function expectCleanFirstLoad(page: Page, watched: FirstLoad): Promise<void> {
  await expectFullyHydrated(page);
  await page.waitForLoadState('networkidle');
  expect(watched.apiRequests, 'API requests during the first load (the data came with the page)').toEqual([]);
  expect(watched.hydrationMessages, 'hydration messages').toEqual([]);
  expect(watched.problems, 'console errors and warnings').toEqual([]);
}

/** The phone menu opens and closes (at phone width, whatever the project). */
async function expectMenuWorks(page: Page): Promise<void> {
  if (!isPhone(page)) await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expectHydrated(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(menu.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
}

/** What each page answers to once hydrated, besides the menu. */
const INTERACTIONS: Record<string, (page: Page, data: SiteData, request: APIRequestContext) => Promise<void>> = {
  events: async (page, _data, request) => {
    const all = await upcomingSearch(request);
    const allPast = await pastSearch(request);
    // A city that keeps some events and drops others.
    const city = Object.keys(all.facets.city).find(
      (name) => all.facets.city[name] + (allPast.facets.city[name] ?? 0) < all.total + allPast.total,
    );
    expect(city, 'a city to filter by').toBeTruthy();
    const cityQuery = `&city=${encodeURIComponent(city!)}`;
    const [upcoming, past] = await Promise.all([upcomingSearch(request, cityQuery), pastSearch(request, cityQuery)]);

    // Below 1024 px the filters are in a sheet, opened by the 'Filters' button.
    const openFilters = page.getByRole('button', { name: /^Filters/ });
    if (isPhone(page)) {
      await expectHydrated(openFilters);
      await openFilters.click();
    }
    const select = page.getByRole('combobox', { name: 'City' });
    await expectHydrated(select);
    await select.selectOption(city!);
    await expect(page).toHaveURL((url) => url.pathname === '/events' && url.searchParams.get('city') === city);
    if (isPhone(page))
      await page
        .getByRole('dialog', { name: 'Filters' })
        .getByRole('button', { name: /^Show / })
        .click();
    await expect(
      page.getByRole('region', { name: 'Upcoming Conferences' }).getByRole('article').getByRole('heading'),
    ).toHaveText([...upcoming.items, ...past.items].map((event) => event.title));
    const matching = upcoming.total + past.total;
    await expect(
      page.getByText(matching === 1 ? '1 event matches your filters.' : `${matching} events match your filters.`),
    ).toBeVisible();
  },
  speakers: async (page, _data, request) => {
    const all = await speakerSearch(request);
    // A surname: it finds that person, and perhaps a few others.
    const term = all.items[0].name.split(' ').at(-1)!;
    const answer = await speakerSearch(request, `?q=${encodeURIComponent(term)}`);
    expect(answer.total).toBeLessThan(all.total);

    const search = page.getByRole('textbox', { name: 'Search speakers by name or profession' });
    await expectHydrated(search);
    await search.fill(term);
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === term);
    await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
      speakerNamesAsShown(answer),
    );
  },
  event: async (page) => {
    const groupToggle = page.getByRole('button', { name: /\d+ Concurrent Workshops & Seminars/ }).first();
    await expectHydrated(groupToggle);
    await expect(groupToggle).toHaveAttribute('aria-expanded', 'false');
    await groupToggle.click();
    await expect(groupToggle).toHaveAttribute('aria-expanded', 'true');
    const group = page.locator('[data-agenda-kind="workshop-group"]').first();
    await expect(group.getByRole('list', { name: 'Speakers' }).first()).toBeVisible();

    const abstract = page.getByRole('button', { name: /^Abstract/ }).first();
    await expectHydrated(abstract);
    await abstract.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Abstract' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
  'submit-event': async (page) => {
    const submit = page.getByRole('button', { name: 'Submit Event for Review' });
    await expectHydrated(submit);
    await submit.click();
    await expect(page).toHaveURL(/\/submit-event$/);
    await expect(page.getByRole('textbox', { name: 'Event Title', exact: true })).toHaveAccessibleDescription(
      'Event title is required',
    );
  },
};

test.describe('hydration in the browser', () => {
  for (const publicPage of PAGES) {
    test(`${publicPage.name}: hydrates quietly from the page's own data and is interactive`, async ({
      page,
      request,
      pageProblems,
    }) => {
      const data = await siteData(request);
      const path = publicPage.path(data);
      const watched = await openAndWatch(page, pageProblems, path, publicPage.status);
      await expect(page.locator('main h1').first()).toHaveText(publicPage.heading(data));
      await expect(page).toHaveTitle(fullTitle(publicPage, data));
      await expectCleanFirstLoad(page, watched);

      await INTERACTIONS[publicPage.name]?.(page, data, request);
      await expectMenuWorks(page);
      expect(watched.hydrationMessages, 'hydration messages').toEqual([]);
      expect(watched.problems, 'console errors and warnings').toEqual([]);
    });
  }

  test('every page hydrates quietly for a visitor who asks for reduced motion, and the hero then plays no video @desktop-only', async ({
    page,
    request,
    pageProblems,
  }) => {
    const data = await siteData(request);
    const heroVideo = page.getByRole('region', { name: data.heroTitle }).locator('video');
    // The server cannot know the visitor's wish: its hero has the video, and the browser removes it once hydrated.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await expect(heroVideo).toHaveAttribute('poster', /.+/);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const publicPage of PAGES) {
      const watched = await openAndWatch(page, pageProblems, publicPage.path(data), publicPage.status);
      await expect(page.locator('main h1').first()).toHaveText(publicPage.heading(data));
      await expectCleanFirstLoad(page, watched);
      if (publicPage.name === 'home') await expect(heroVideo).toHaveCount(0);
    }
  });

  test('the /speakers pagination links page through the list in the browser @desktop-only', async ({
    page,
    request,
  }) => {
    const [first, second] = await Promise.all([speakerSearch(request), speakerSearch(request, '?page=2')]);
    test.skip(first.total <= first.pageSize, 'the demo data holds a single page of speakers');
    await page.goto('/speakers');
    const pages = page.getByRole('navigation', { name: 'Speaker pages' });
    const link = pages.getByRole('link', { name: 'Page 2' });
    await expectHydrated(link);
    await scrollToAndSettle(link);
    await link.click();
    await expect(page).toHaveURL(/\/speakers\?page=2$/);
    await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
      speakerNamesAsShown(second),
    );
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/^The Speakers – Page 2 \| /);
  });
});

// The same day for every screen size.
test.describe('what depends on today', { tag: '@desktop-only' }, () => {
  /** 'November 22, 2026': a date text the site reads, for a day `offset` days from today. */
  const dayText = (offset: number) => dayInWords(dayFromToday(offset));

  test("an event under way says 'Happening Now' and takes registrations, a past one says 'Past' and 'Registration Closed', before and after hydration", async ({
    page,
    browser,
    request,
  }) => {
    await signInByApi(page);
    const label = unique('Timing');
    const registrationUrl = 'https://register.example.org/timing';
    const underWay = await adminApi.createEvent(page, `${label} Under Way`, {
      date: `${dayText(-1)} - ${dayText(1)}`,
      registrationUrl,
    });
    const past = await adminApi.createEvent(page, `${label} Past`, { date: 'May 5, 2015', registrationUrl });
    const staticContext = await browser.newContext({ javaScriptEnabled: false });
    try {
      const staticPage = await staticContext.newPage();
      const expectUnderWay = async (shown: Page) => {
        const article = shown.getByRole('main').getByRole('article');
        await expect(article.getByText('Happening Now', { exact: true })).toHaveCount(1);
        await expect(article.getByRole('link', { name: /^Register Now/ })).toHaveAttribute('href', registrationUrl);
        await expect(article.getByRole('button', { name: 'Registration Closed' })).toHaveCount(0);
      };
      const expectPast = async (shown: Page) => {
        const article = shown.getByRole('main').getByRole('article');
        await expect(article.getByText('Past', { exact: true })).toHaveCount(1);
        await expect(article.getByRole('button', { name: 'Registration Closed' })).toBeDisabled();
        await expect(article.getByRole('link', { name: /^Register Now/ })).toHaveCount(0);
      };

      // As the server sends them.
      await showStatic(staticPage, await fetchHtml(request, `/events/${underWay.id}`));
      await expectUnderWay(staticPage);
      await showStatic(staticPage, await fetchHtml(request, `/events/${past.id}`));
      await expectPast(staticPage);
      // On /events the event under way is listed with the upcoming ones, not under 'Past Events'.
      await showStatic(staticPage, await fetchHtml(request, '/events'));
      const underWayCard = staticPage
        .getByRole('region', { name: 'Upcoming Conferences' })
        .getByRole('article')
        .filter({ hasText: underWay.title });
      await expect(underWayCard.getByText('Happening Now', { exact: true })).toHaveCount(1);
      await expect(
        staticPage
          .getByRole('region', { name: 'Past Events' })
          .getByRole('article')
          .filter({ hasText: underWay.title }),
      ).toHaveCount(0);

      // Hydrated in the browser, which reads today for itself: the same, and nothing to complain about.
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text()))
          messages.push(`${message.type()}: ${message.text()}`);
      });
      for (const [event, expectShown] of [
        [underWay, expectUnderWay],
        [past, expectPast],
      ] as const) {
        await page.goto(`/events/${event.id}`);
        await expectFullyHydrated(page);
        await expectShown(page);
      }
      expect(messages, 'console messages').toEqual([]);
    } finally {
      await staticContext.close();
      for (const event of [underWay, past]) await adminApi.trashEvent(page, event.id);
    }
  });
});

test.describe('loading placeholders', () => {
  test('a client-side move from / to /speakers shows the speakers (placeholders may show meanwhile) @desktop-only', async ({
    page,
    request,
  }) => {
    const answer = await speakerSearch(request);
    await page.goto('/');
    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
    });
    if (isPhone(page)) {
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expectHydrated(toggle);
      await toggle.click();
    }
    const link = page
      .getByRole('banner')
      .getByRole('link', { name: 'Speakers', exact: true })
      .filter({ visible: true });
    await expectHydrated(link);
    await link.click();
    await expect(page).toHaveURL(/\/speakers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Speakers' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
      speakerNamesAsShown(answer),
    );
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expect(page).toHaveTitle(/^The Speakers \| /);
    expect(documents, 'no page load: the browser rendered /speakers itself').toEqual([]);
  });
});
