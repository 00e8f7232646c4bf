import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../playwright.config';
import { dayFromToday } from './support/days';
import { expect, saveScreenshot, seriousAxeViolations, test, waitForContent } from './support/fixtures';

/** The course's one day: upcoming whenever the test runs, so its sessions can be planned. */
const COURSE_DAY = dayFromToday(150);

const agenda = (labTime: string, keynoteStatus?: 'cancelled') => [
  {
    date: COURSE_DAY,
    sessions: [
      { time: '9:00 AM', title: 'Morning Keynote', ...(keynoteStatus && { status: keynoteStatus }) },
      { time: labTime, title: 'Afternoon Lab', location: 'Room 101' },
    ],
  },
];

async function signedInOwner(browser: import('@playwright/test').Browser): Promise<{
  owner: APIRequestContext;
  close: () => Promise<void>;
}> {
  const context = await browser.newContext();
  const login = await context.request.post('/api/auth/login', {
    data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  });
  expect(login.ok()).toBeTruthy();
  return { owner: context.request, close: () => context.close() };
}

test.describe('sessions that change', () => {
  test('a cancelled session in the agenda, "What changed" on the page and the plan’s change marks @screenshot', async ({
    browser,
    page,
  }, testInfo) => {
    const { owner, close } = await signedInOwner(browser);
    const title = `Harbor Implant Course ${testInfo.project.name}-${Date.now().toString(36)}`;
    const created = await owner.post('/api/events', {
      data: {
        title,
        date: COURSE_DAY,
        location: 'Harbor Hotel',
        city: 'Mobile, AL',
        description: 'A course made by the session changes test.',
        image: 'esthetic-days',
        agenda: agenda('1:00 PM'),
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const { id } = (await created.json()) as { id: string };

    // The visitor plans both sessions.
    await page.goto(`/events/${id}`);
    await waitForContent(page);
    await page.getByRole('button', { name: 'Add to My plan: Morning Keynote' }).click();
    await page.getByRole('button', { name: 'Add to My plan: Afternoon Lab' }).click();

    // Then the keynote is cancelled and the lab moves.
    const edited = await owner.patch(`/api/events/${id}`, { data: { agenda: agenda('2:00 PM', 'cancelled') } });
    expect(edited.ok(), await edited.text()).toBeTruthy();
    await close();

    await page.goto(`/events/${id}`);
    await waitForContent(page);
    const keynote = page.locator('[data-agenda-kind="session"]').filter({ hasText: 'Morning Keynote' });
    await expect(keynote.locator('[data-session-cancelled]')).toHaveText('Cancelled');
    await expect(keynote.getByText('Morning Keynote', { exact: true })).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    const changes = page.getByRole('region', { name: 'What changed' });
    await expect(changes.getByRole('listitem')).toHaveText([
      /Morning Keynote: cancelled/,
      /Afternoon Lab: now 2:00 PM/,
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'session-changes-event-page', testInfo.project.name);

    await page.goto('/my-plan');
    await waitForContent(page);
    const planChanges = page.getByRole('region', { name: 'Changed since you added them' });
    const lab = planChanges.locator('[data-plan-change]').filter({ hasText: 'Afternoon Lab' });
    await expect(lab.locator('[data-plan-change-mark]')).toHaveText(['Moved to 2:00 PM']);
    await expect(
      planChanges
        .locator('[data-plan-change]')
        .filter({ hasText: 'Morning Keynote' })
        .locator('[data-plan-change-mark]'),
    ).toHaveText(['Cancelled']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'session-changes-plan', testInfo.project.name);

    // Accepting a change takes its marks away; the other stays.
    await lab.getByRole('button', { name: /^OK/ }).click();
    await expect(planChanges.locator('[data-plan-change]')).toHaveCount(1);
    await page.reload();
    await waitForContent(page);
    await expect(page.locator('[data-plan-change]')).toHaveCount(1);
  });
});
