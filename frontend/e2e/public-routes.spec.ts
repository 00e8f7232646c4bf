import {
  agendaShape,
  allowNotFoundDocument,
  expect,
  publicEvents,
  publicSpeakers,
  saveScreenshot,
  seriousAxeViolations,
  test,
  waitForContent,
} from './support/fixtures';

/**
 * Every public route at desktop (1280x800) and phone (390x844) width: it renders its heading
 * without uncaught errors or console errors, has no serious or critical axe-core violations, and
 * is photographed for docs/screenshots/ (`npm run screenshots -w frontend` refreshes the pictures there).
 */
type Route = {
  name: string;
  path: string | (() => string);
  heading: string | RegExp;
  title: RegExp;
  status?: 404;
};

test.describe('public routes', () => {
  let eventPath = '';
  let speakerPath = '';

  test.beforeAll(async ({ request }) => {
    const events = await publicEvents(request);
    // The richest page: an event whose agenda is a list of days (workshops, forum, breaks).
    const rich = events.find((event) => agendaShape(event.agenda) === 'days-list') ?? events[0];
    eventPath = `/events/${rich.id}`;
    const speakers = await publicSpeakers(request).catch(() => []);
    speakerPath = speakers.length > 0 ? `/speakers/${speakers[0].id}` : '/speakers/unknown';
  });

  const routes: Route[] = [
    { name: 'home', path: '/', heading: /\S/, title: /\S/ },
    { name: 'events', path: '/events', heading: 'Dental Education Events', title: /^Upcoming Dental Conferences \| / },
    { name: 'event-detail', path: () => eventPath, heading: /\S/, title: /\S+ \| / },
    { name: 'speakers', path: '/speakers', heading: 'The Speakers', title: /^The Speakers \| / },
    { name: 'speaker-detail', path: () => speakerPath, heading: /\S/, title: /\S+ \| / },
    { name: 'sponsors', path: '/sponsors', heading: 'Our Sponsors', title: /^Our Sponsors \| / },
    { name: 'submit-event', path: '/submit-event', heading: 'Submit Your Event', title: /^Submit Your Event \| / },
    { name: 'speakersphere', path: '/speakersphere', heading: 'SpeakerSphere', title: /^SpeakerSphere \| / },
    { name: 'welcome', path: '/welcome', heading: /^Welcome/, title: /^Welcome \| / },
    {
      name: 'not-found',
      path: '/this-page-does-not-exist',
      heading: '404 Page Not Found',
      title: /^404 Page Not Found/,
      status: 404,
    },
  ];

  for (const route of routes) {
    test(`${route.name} renders, is accessible and is photographed @screenshot`, async ({
      page,
      pageProblems,
    }, testInfo) => {
      const path = typeof route.path === 'string' ? route.path : route.path();
      if (route.status === 404) allowNotFoundDocument(pageProblems, path);
      const response = await page.goto(path);
      expect(response?.status(), `GET ${path}`).toBe(route.status ?? 200);
      await waitForContent(page);
      await expect(page.locator('main h1').first()).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, route.name, testInfo.project.name);
    });
  }
});
