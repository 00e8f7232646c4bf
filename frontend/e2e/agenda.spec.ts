import type { EventListing } from '@dental/contracts';
import { agendaShape, expect, publicEvents, test, waitForContent, type AgendaShape } from './support/fixtures';

/**
 * The demo data holds one event per agenda shape; each is found through the API by looking at
 * the shape of its stored agenda, then checked on its page.
 */
test.describe('event agenda', () => {
  let byShape: Partial<Record<AgendaShape, EventListing>> = {};

  test.beforeAll(async ({ request }) => {
    byShape = {};
    for (const event of await publicEvents(request)) {
      const shape = agendaShape(event.agenda);
      if (shape && !byShape[shape]) byShape[shape] = event;
    }
  });

  test('a list of days shows one dated group per day; breaks have no speakers, sessions do @desktop-only', async ({
    page,
  }) => {
    const event = byShape['days-list'];
    test.skip(!event, 'no event with a list of days in the demo data');
    const days = (event!.agenda as Array<{ sessions: unknown[] }>).length;
    await page.goto(`/events/${event!.id}`);
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Event Agenda' })).toBeVisible();
    await expect(page.locator('[data-agenda-day] > h3')).toHaveCount(days);

    const breaks = page.locator('[data-agenda-kind="break"]');
    expect(await breaks.count()).toBeGreaterThan(0);
    await expect(breaks.getByRole('list', { name: 'Speakers' })).toHaveCount(0);
    await expect(
      page.locator('[data-agenda-kind="session"]').getByRole('list', { name: 'Speakers' }).first(),
    ).toBeVisible();
  });

  test('workshop sessions fold into a collapsible group and a corporate forum into a collapsible card', async ({
    page,
    request,
  }) => {
    const events = await publicEvents(request);
    const event = events.find(
      (candidate) =>
        /corporate_forum/.test(JSON.stringify(candidate.agenda)) &&
        /workshop|seminars|hands-on/i.test(JSON.stringify(candidate.agenda)),
    );
    test.skip(!event, 'no event with both workshops and a corporate forum in the demo data');
    await page.goto(`/events/${event!.id}`);
    await waitForContent(page);

    const group = page.locator('[data-agenda-kind="workshop-group"]').first();
    const groupToggle = group.getByRole('button', { name: /\d+ Concurrent Workshops & Seminars/ });
    await expect(groupToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(groupToggle).toContainText('Click to view all available sessions');
    await groupToggle.click();
    await expect(groupToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(group.getByRole('list', { name: 'Speakers' }).first()).toBeVisible();

    const forum = page.locator('[data-agenda-kind="corporate-forum"]').first();
    const forumToggle = forum.getByRole('button').first();
    await expect(forumToggle).toHaveAttribute('aria-expanded', 'false');
    await forumToggle.click();
    await expect(forumToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(forum.getByRole('list', { name: 'Speakers' }).first()).toBeVisible();
  });

  test('a plain list of sessions shows under "Event Schedule" without day headings @desktop-only', async ({ page }) => {
    const event = byShape['sessions-list'];
    test.skip(!event, 'no event with a plain session list in the demo data');
    await page.goto(`/events/${event!.id}`);
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Event Schedule' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Event Agenda' })).toHaveCount(0);
    await expect(page.locator('[data-agenda-day] > h3')).toHaveCount(0);
    expect(await page.locator('[data-agenda-kind]').count()).toBeGreaterThan(0);
  });

  test('an object with a days list shows one group per day @desktop-only', async ({ page }) => {
    const event = byShape['days-object'];
    test.skip(!event, 'no event with {days: [...]} in the demo data');
    const days = (event!.agenda as { days: unknown[] }).days.length;
    await page.goto(`/events/${event!.id}`);
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Event Agenda' })).toBeVisible();
    await expect(page.locator('[data-agenda-day]')).toHaveCount(days);
  });

  test('an object keyed by date shows its days in date order @desktop-only', async ({ page }) => {
    const event = byShape['keyed-by-date'];
    test.skip(!event, 'no event with an agenda keyed by date in the demo data');
    const keys = Object.keys(event!.agenda as Record<string, unknown>);
    await page.goto(`/events/${event!.id}`);
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Event Agenda' })).toBeVisible();
    const labels = page.locator('[data-agenda-day] > h3');
    await expect(labels).toHaveCount(keys.length);
    const shown = await labels.allTextContents();
    const dates = shown.map((label) => Date.parse(label));
    expect(
      dates.every((time) => !Number.isNaN(time)),
      `day labels are dates: ${shown.join(' / ')}`,
    ).toBeTruthy();
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  });
});
