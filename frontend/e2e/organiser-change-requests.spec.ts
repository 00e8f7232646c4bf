import type { APIRequestContext, Page } from '@playwright/test';
import type { EventListing } from '@dental/contracts';
import { expect, expectToast, seriousAxeViolations, signInByApi, test, waitForAdminContent } from './admin-fixtures';
import { outbox, signIn, uniqueEmail } from './admin-mail-fixtures';
import { ownClientAddress } from './support/client-address';
import { photograph } from './support/fixtures';

/** The path of the organiser link in the newest mail to `to` (mail follows the domain event, not the request). */
async function organiserLinkPath(owner: APIRequestContext, to: string): Promise<string> {
  const pattern = /\/organiser\/[A-Za-z0-9_.~%-]+/;
  let path: string | null = null;
  await expect
    .poll(
      async () => {
        const message = (await outbox(owner)).find((entry) => entry.to === to && pattern.test(entry.text));
        path = message ? (pattern.exec(message.text)?.[0] ?? null) : null;
        return path;
      },
      { message: `an organiser link mailed to ${to}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return path as unknown as string;
}

/**
 * The first GET to `url` is answered by the server at once, but the answer reaches the page only when
 * the page asks again (or after 3 s, when it never does); later GETs pass straight through.
 */
async function holdFirstAnswerUntilAskedAgain(page: Page, url: string): Promise<void> {
  let askedAgain: () => void = () => undefined;
  const secondRequest = new Promise<void>((resolve) => (askedAgain = resolve));
  let gets = 0;
  await page.route(url, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    gets += 1;
    if (gets > 1) {
      askedAgain();
      return route.continue();
    }
    const answer = await route.fetch();
    await Promise.race([secondRequest, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    // The page may have given up on this answer by now.
    await route.fulfill({ response: answer }).catch(() => undefined);
  });
}

test.describe('organiser change requests', () => {
  test('an admin sends a link; the organiser proposes changes; the admin approves them from the comparison', async ({
    browser,
    page,
  }, testInfo) => {
    // Two browsers, a mailed link, an agenda session filled in field by field and two axe runs.
    test.slow();
    const ownerContext = await browser.newContext();
    const owner = ownerContext.request;
    await signIn(owner);
    const title = `Organiser Course ${testInfo.project.name} ${Date.now().toString(36)}`;
    const created = await owner.post('/api/events', {
      data: {
        title,
        date: '2027-10-14',
        location: 'Riverside Hall',
        city: 'Tulsa, OK',
        description: 'A course whose organiser keeps it up to date.',
        image: 'esthetic-days',
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const event = (await created.json()) as EventListing;
    const organiserEmail = uniqueEmail('organiser');

    // The admin sends the link from the event's edit page, while its list of links is still on its
    // way: the server answered it before the link was sent, and the page gets it only later, as a
    // busy browser may. The list must ask again and show the link (decision 0140).
    await signInByApi(page);
    await holdFirstAnswerUntilAskedAgain(page, `**/api/events/${event.id}/organiser-links`);
    await page.goto(`/admin/events/${event.id}/edit`);
    const links = page.getByRole('region', { name: 'Organiser links' });
    await links.getByRole('textbox', { name: "Organiser's email" }).fill(organiserEmail);
    await links.getByRole('button', { name: 'Send organiser link' }).click();
    await expectToast(page, 'Organiser Link Sent');
    await expect(links.getByRole('list', { name: 'Organiser links of this event' })).toContainText(organiserEmail);

    // The organiser, in a browser of their own, opens the link from the mail.
    const organiserContext = await browser.newContext({
      extraHTTPHeaders: ownClientAddress(`organiser-${testInfo.project.name}`),
    });
    const organiser = await organiserContext.newPage();
    await organiser.goto(await organiserLinkPath(owner, organiserEmail));
    await expect(organiser).toHaveURL(/\/organiser$/);
    await expect(organiser.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const card = organiser.getByRole('article', { name: title });
    await expect(card).toBeVisible();

    // A blank title is refused under its field, in the server's words.
    const titleField = card.getByRole('textbox', { name: 'Title' });
    await titleField.fill(' ');
    await card.getByRole('button', { name: 'Send for review' }).click();
    await expect(titleField).toHaveAccessibleDescription('Title is required');

    await titleField.fill(`${title} (2027)`);
    await card.getByRole('textbox', { name: 'Estimated CE credits' }).fill('7');

    // The agenda with the admin's editor: a day, a session with its CE data and a mandated subject.
    const agenda = card.getByRole('region', { name: 'Agenda' });
    await expect(agenda.getByRole('textbox')).toHaveCount(0);
    await agenda.getByRole('button', { name: 'Add Day' }).click();
    await agenda.getByRole('textbox', { name: 'Day 1 date or name' }).fill('2027-10-14');
    const session = agenda.getByRole('group', { name: 'Day 1, session 1', exact: true });
    await session.getByRole('textbox', { name: 'Time' }).fill('9:00-10:00 AM');
    await session.getByRole('textbox', { name: 'Title', exact: true }).fill('Infection Control Update');
    await session.getByRole('textbox', { name: 'Speakers' }).fill('Dr. Lena Ortiz');
    await session.getByRole('spinbutton', { name: 'CE credits' }).fill('1');
    await session.getByRole('combobox', { name: 'Lecture or participation' }).selectOption({ label: 'Lecture' });
    const mandates = session.locator('summary').filter({ hasText: /^Mandated subjects/ });
    await mandates.click();
    await session.getByRole('checkbox', { name: 'Infection control' }).check();
    await expect(mandates).toHaveText('Mandated subjects: Infection control');
    await session.getByRole('combobox', { name: 'Delivery' }).selectOption({ label: 'In person' });
    await expect(agenda.getByRole('status')).toHaveText('Up to 1 CE credit · 1 lecture');

    // Minutes a board cannot count are refused under their input, and nothing is sent.
    const minutes = session.getByRole('spinbutton', { name: 'Minutes of instruction' });
    await minutes.fill('-30');
    await card.getByRole('button', { name: 'Send for review' }).click();
    await expect(minutes).toHaveAccessibleDescription('minutes must be a whole number of minutes from 0 to 1440');
    await expect(card.getByRole('region', { name: 'Your proposals' })).toHaveCount(0);
    await minutes.fill('60');
    await expect(minutes).not.toHaveAttribute('aria-invalid');

    await card.getByRole('button', { name: 'Send for review' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'proposal' })).toContainText(
      'your proposal was sent for review',
    );
    await expect(card.getByRole('region', { name: 'Your proposals' })).toContainText('Waiting for review');
    await photograph(organiser, { path: testInfo.outputPath('organiser.png'), fullPage: true });
    expect(await seriousAxeViolations(organiser)).toEqual([]);

    // The dashboard points at the waiting request; the review shows the before and after.
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Review change requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change Requests' })).toBeVisible();
    await waitForAdminContent(page);
    const request = page.getByRole('article', { name: title, exact: true });
    const comparison = request.getByRole('table', { name: `Proposed changes to ${title}` });
    await expect(comparison.getByRole('row', { name: /^Title/ })).toContainText(`${title} (2027)`);
    await expect(comparison.getByRole('row', { name: /^Estimated CE credits/ })).toContainText('(empty)');
    await expect(comparison.getByRole('row', { name: /^Agenda/ })).toContainText('Infection Control Update');
    await photograph(page, { path: testInfo.outputPath('change-requests.png'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await request.getByRole('button', { name: 'Approve and apply' }).click();
    await expectToast(page, 'Change Request Approved');
    await expect(request).toHaveCount(0);

    const publicEvent = (await (await owner.get(`/api/events/${event.id}`)).json()) as EventListing;
    expect(publicEvent).toMatchObject({ title: `${title} (2027)`, estimatedCeCredits: 7 });
    const [day] = publicEvent.agenda as unknown as Array<{ date: string; sessions: Array<Record<string, unknown>> }>;
    expect(day.date).toBe('2027-10-14');
    expect(day.sessions).toMatchObject([
      {
        time: '9:00-10:00 AM',
        title: 'Infection Control Update',
        speakers: ['Dr. Lena Ortiz'],
        ceCredits: 1,
        creditType: 'lecture',
        minutes: 60,
        delivery: 'in_person',
        mandates: ['infection_control'],
      },
    ]);
    await organiser.reload();
    await expect(organiser.getByRole('article', { name: `${title} (2027)` })).toContainText('Approved');

    // Signing out ends the session: a reload finds no events and asks for the link again.
    await organiser.getByRole('button', { name: 'Sign out' }).click();
    await expect(organiser.getByRole('alert')).toHaveText(
      'You are signed out. To come back, open the organiser link from your e-mail again.',
    );
    await organiser.reload();
    await expect(organiser.getByRole('alert')).toContainText('Please open the organiser link from your e-mail again.');
    await organiserContext.close();
    await ownerContext.close();
  });

  test('a link that is not valid is refused in words @desktop-only', async ({ page, pageProblems }) => {
    pageProblems.allow(/\/api\/organiser\/(sessions|events)$/);
    pageProblems.allow(/Failed to load resource/);
    await page.goto('/organiser/not-a-link');
    await expect(page.getByRole('alert')).toHaveText('This organiser link is not valid. Please ask us for a new one.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto('/organiser');
    await expect(page.getByRole('alert')).toContainText('Please open the organiser link from your e-mail again.');
  });
});
