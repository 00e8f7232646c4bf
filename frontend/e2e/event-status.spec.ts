import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../playwright.config';
import { dayFromToday } from './support/days';
import { expect, saveScreenshot, seriousAxeViolations, test, waitForContent } from './support/fixtures';

/** Where the courses first stand, and where one moves to: upcoming whenever the test runs. */
const FIRST_DAY = dayFromToday(150);
const MOVED_TO = dayFromToday(164);

/** '2027-05-04' → 'May 4', as the badge names the day an event was moved from. */
function monthAndDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${new Date(year, month - 1, day).toLocaleString('en-US', { month: 'long' })} ${day}`;
}

/** An event of this test's own, cancelled or rescheduled through the API as an admin would. */
async function changedEvent(owner: APIRequestContext, title: string, change: Record<string, unknown>) {
  const created = await owner.post('/api/events', {
    data: {
      title,
      date: FIRST_DAY,
      location: 'Harbor Hotel',
      city: 'Mobile, AL',
      description: 'A course made by the event status test.',
      image: 'esthetic-days',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id } = (await created.json()) as { id: string };
  const changed = await owner.patch(`/api/events/${id}`, { data: change });
  expect(changed.ok(), await changed.text()).toBeTruthy();
  return id;
}

test.describe('a changed event', () => {
  test('shows its badge on its card and page, with the note @screenshot', async ({ browser, page }, testInfo) => {
    const ownerContext = await browser.newContext();
    const owner = ownerContext.request;
    expect(
      (await owner.post('/api/auth/login', { data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD } })).ok(),
    ).toBeTruthy();
    const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const cancelledTitle = `Gulf Coast Implant Course ${run}`;
    const cancelled = await changedEvent(owner, cancelledTitle, {
      status: 'cancelled',
      statusNote: 'Hurricane: refunds by e-mail',
    });
    const movedTitle = `Harbor Perio Day ${run}`;
    await changedEvent(owner, movedTitle, { date: MOVED_TO });
    await ownerContext.close();

    await page.goto(`/events?q=${encodeURIComponent(run)}`);
    await waitForContent(page);
    const card = (title: string) => page.getByRole('article').filter({ hasText: title });
    await expect(card(cancelledTitle).getByTestId('event-status')).toHaveText('Cancelled');
    await expect(card(movedTitle).getByTestId('event-status')).toHaveText(`Rescheduled from ${monthAndDay(FIRST_DAY)}`);
    await saveScreenshot(page, 'event-status-cards', testInfo.project.name);

    await page.goto(`/events/${cancelled}`);
    await waitForContent(page);
    await expect(page.getByTestId('event-status')).toHaveText('Cancelled');
    await expect(page.getByRole('note', { name: 'Cancelled' })).toHaveText('Cancelled: Hurricane: refunds by e-mail');
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
    // A badge must not overflow a phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'event-status-page', testInfo.project.name);
  });
});
