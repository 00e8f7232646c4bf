import { adminScreenshot, expect, openAdmin, seriousAxeViolations, test } from './admin-fixtures';
import { linkFromMail, outbox, signIn, uniqueEmail } from './admin-mail-fixtures';

test.describe('sent mail', () => {
  test('an owner reads every message the site sent, newest first, filtered by status, as plain text @screenshot @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(request);
    const email = uniqueEmail('invitee');
    const invited = await request.post('/api/accounts/invitations', { data: { email, role: 'reviewer' } });
    expect(invited.status()).toBe(201);
    const link = await linkFromMail(request, email, 'invitation');
    const newest = (await outbox(request))[0];
    expect(newest.to, 'the newest message is listed first').toBe(email);

    await openAdmin(page, '/admin/sent-mail', 'Sent Mail');
    const messages = page.getByRole('list', { name: 'Messages' });
    const first = messages.getByRole('listitem').first();
    await expect(first).toContainText(newest.subject);
    await expect(first).toContainText(`To ${email}`);
    // The test server has no SMTP_URL: the message is kept here, and the screen says it was not e-mailed.
    await expect(first).toContainText('Kept in the outbox');
    await expect(first).toContainText('Kept');
    await expect(page.getByRole('note')).toContainText(
      'No mail server is set, so messages are kept here and not e-mailed',
    );
    await first.getByText('Show message').click();
    const body = first.locator('pre');
    await expect(body).toContainText(link);
    // Shown as text: the message's own markup-looking parts never become elements.
    expect(await body.evaluate((element) => element.children.length)).toBe(0);

    const all = await outbox(request);
    await expect(page.getByRole('button', { name: `All (${all.length})` })).toHaveAttribute('aria-pressed', 'true');
    const sent = all.filter((message) => message.status === 'sent').length;
    await page.getByRole('button', { name: `Sent (${sent})` }).click();
    await expect(page).toHaveURL(/\/admin\/sent-mail\?status=sent$/);
    await expect(messages.getByRole('listitem')).toHaveCount(sent);
    await page.getByRole('button', { name: /^Failed \(/ }).click();
    await expect(page).toHaveURL(/status=failed$/);
    await page.getByRole('button', { name: /^All \(/ }).click();
    await adminScreenshot(page, 'sent-mail');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a message the mail server kept refusing shows as failed, with its attempts and the last error @screenshot @desktop-only', async ({
    page,
  }) => {
    // The test server writes to the outbox, which does not fail: the answer of a site whose SMTP
    // server refuses is given to the screen here, as GET /api/outbox sends it.
    await page.route('**/api/outbox', (route) =>
      route.fulfill({
        json: [
          {
            id: 'm2',
            to: 'organiser@example.com',
            subject: 'Your event submission was approved',
            text: 'Hello,\n\n<b>not bold</b>\n',
            status: 'failed',
            createdAt: '2026-11-20T10:00:00.000Z',
            sentAt: null,
            attempts: 6,
            lastError: '550 5.1.1 Mailbox unavailable',
            deliveredBy: null,
          },
          {
            id: 'm1',
            to: 'owner@example.com',
            subject: 'A new event submission',
            text: 'Hi',
            status: 'queued',
            createdAt: '2026-11-20T09:00:00.000Z',
            sentAt: null,
            attempts: 2,
            lastError: 'connect ECONNREFUSED',
            deliveredBy: null,
          },
        ],
      }),
    );
    await openAdmin(page, '/admin/sent-mail', 'Sent Mail');
    const failed = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
    await expect(failed).toContainText('Failed');
    await expect(failed).toContainText('Failed after 6 attempts');
    await failed.getByText('Show message').click();
    await expect(failed).toContainText('Last error: 550 5.1.1 Mailbox unavailable');
    await expect(failed.locator('pre')).toContainText('<b>not bold</b>');
    await expect(failed.locator('b')).toHaveCount(0);
    const retrying = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').nth(1);
    await expect(retrying).toContainText('Waiting to be retried (2 attempts so far)');
    await page.getByRole('button', { name: 'Failed (1)' }).click();
    await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(1);
    await adminScreenshot(page, 'sent-mail-failed');
  });
});
