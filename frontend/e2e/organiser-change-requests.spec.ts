import type { APIRequestContext } from '@playwright/test';
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

test.describe('organiser change requests', () => {
  test('an admin sends a link; the organiser proposes changes; the admin approves them from the comparison', async ({
    browser,
    page,
  }, testInfo) => {
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

    // The admin sends the link from the event's edit page.
    await signInByApi(page);
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
    await card.getByRole('button', { name: 'Send for review' }).click();
    await expect(card.getByRole('status')).toContainText('your proposal was sent for review');
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
    await photograph(page, { path: testInfo.outputPath('change-requests.png'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await request.getByRole('button', { name: 'Approve and apply' }).click();
    await expectToast(page, 'Change Request Approved');
    await expect(request).toHaveCount(0);

    const publicEvent = (await (await owner.get(`/api/events/${event.id}`)).json()) as EventListing;
    expect(publicEvent).toMatchObject({ title: `${title} (2027)`, estimatedCeCredits: 7 });
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

  test('a link that is not valid is refused in words', async ({ page, pageProblems }) => {
    pageProblems.allow(/\/api\/organiser\/(sessions|events)$/);
    pageProblems.allow(/Failed to load resource/);
    await page.goto('/organiser/not-a-link');
    await expect(page.getByRole('alert')).toHaveText('This organiser link is not valid. Please ask us for a new one.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto('/organiser');
    await expect(page.getByRole('alert')).toContainText('Please open the organiser link from your e-mail again.');
  });
});
