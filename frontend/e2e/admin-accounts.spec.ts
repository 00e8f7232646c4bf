import type { Browser, Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  adminApi,
  adminScreenshot,
  dismissToasts,
  expect,
  expectToast,
  openAdmin,
  seriousAxeViolations,
  test,
  waitForAdminContent,
} from './admin-fixtures';
import { linkFromMail, outbox, signIn, uniqueEmail } from './admin-mail-fixtures';
import { ownClientAddress } from './support/client-address';
import { photograph, screenshotPath } from './support/fixtures';

const EDITOR_PASSWORD = 'lantern orchard fjord 42';

/** A second browser, signed in as the owner, beside the page the invitee uses. */
async function ownerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page.request);
  return page;
}

test.describe('admin accounts', () => {
  test('an owner invites an editor, who sets a password from the mail and is signed in; owner-only screens are neither offered nor answered; a role change and disabling take effect at once @screenshot @desktop-only', async ({
    page,
    browser,
    request,
    baseURL,
    adminProblems,
  }) => {
    const email = uniqueEmail('editor');
    await signIn(request);

    // The owner's list: their own account is the last owner, so it cannot be demoted or disabled.
    await openAdmin(page, '/admin/accounts', 'Accounts');
    const own = page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').filter({ hasText: ADMIN_EMAIL });
    await expect(own).toContainText('Active');
    await expect(own).toContainText('The last owner cannot be demoted or disabled.');
    await expect(own.getByRole('combobox', { name: `Role of ${ADMIN_EMAIL}` })).toBeDisabled();
    await expect(own.getByRole('button', { name: `Disable ${ADMIN_EMAIL}` })).toBeDisabled();

    // Invite: a wrong address is caught in the form; then the invitation is recorded as 'Invited'.
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite an Admin' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not an address');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await expect(dialog.getByRole('radio', { name: /^Editor/ })).toBeChecked();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'Invitation Sent', `${email} can set a password`);
    await expect(dialog).toBeHidden();
    const row = page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').filter({ hasText: email });
    await expect(row).toContainText('Invited');
    await expect(row.getByRole('combobox', { name: `Role of ${email}` })).toHaveValue('editor');
    await adminScreenshot(page, 'accounts');

    // An address that already has an active account is refused by the server, next to the address.
    adminProblems.allow(/\/api\/accounts\/invitations$/);
    adminProblems.allow(/status of 409/);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'An account with this email address already exists.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // An invitation not yet accepted can be sent again (a new link; the role stays).
    await row.getByRole('button', { name: `Resend invitation to ${email}` }).click();
    await expectToast(page, 'Invitation Sent', `${email} can set a password`);

    // The invitee opens the link from the mail, signed out.
    const link = await linkFromMail(request, email, 'invitation');
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Accept Invitation' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('too short');
    await page.getByLabel('Confirm new password').fill('too short');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveAccessibleDescription(
      'Password must be at least 12 characters',
    );
    // A common password passes the length rule; the server refuses it, under the field.
    adminProblems.allow(/\/api\/auth\/invitations\/accept$/);
    adminProblems.allow(/status of 400/);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('password1234');
    await page.getByLabel('Confirm new password').fill('password1234');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveAccessibleDescription(
      'This password is too common. Please choose another.',
    );
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(EDITOR_PASSWORD);
    await page.getByLabel('Confirm new password').fill(`${EDITOR_PASSWORD}!`);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription(
      'The two passwords are not the same',
    );
    await adminScreenshot(page, 'accept-invitation');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Confirm new password').fill(EDITOR_PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();

    // Signed in as the editor: no owner-only cards, and the screens and the API refuse.
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email} (Editor)`)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Manage Events/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Accounts/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Sent Mail/ })).toHaveCount(0);
    await waitForAdminContent(page);
    expect((await page.request.get('/api/accounts')).status()).toBe(403);
    expect((await page.request.get('/api/outbox')).status()).toBe(403);
    expect(
      (
        await page.request.post('/api/accounts/invitations', {
          data: { email: uniqueEmail('sneaky'), role: 'owner' },
        })
      ).status(),
    ).toBe(403);
    await page.goto('/admin/accounts');
    await expect(page.getByRole('alert')).toHaveText('Only an owner can open this screen.');
    await page.goto('/admin/sent-mail');
    await expect(page.getByRole('alert')).toHaveText('Only an owner can open this screen.');
    // Settings are the owner's: the editor reads them, told the screen is read-only.
    await page.goto('/admin/settings');
    await expect(page.getByRole('note')).toHaveText(/signed in as an editor: .*read-only for you/);
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    // An event's edit page is theirs to change, without the owners' followers panel.
    const [event] = await adminApi.events(page);
    await page.goto(`/admin/events/${event.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Title/ })).toBeEditable();
    await expect(page.getByRole('heading', { name: 'Followers' })).toHaveCount(0);
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);

    // The owner makes them a reviewer: the next screen they open says events are read-only for them.
    const owner = await ownerPage(browser, baseURL);
    await owner.goto('/admin/accounts');
    const ownerRow = owner.getByRole('list', { name: 'Accounts' }).getByRole('listitem').filter({ hasText: email });
    await expect(ownerRow).toContainText('Active');
    await ownerRow.getByRole('combobox', { name: `Role of ${email}` }).selectOption('reviewer');
    await expectToast(owner, 'Role Changed', `${email} is now a reviewer.`);
    await expect(ownerRow.getByRole('combobox', { name: `Role of ${email}` })).toHaveValue('reviewer');
    await page.goto('/admin/events');
    await expect(page.getByRole('note')).toHaveText(/signed in as a reviewer: you can review submissions/);
    await page.goto(`/admin/events/${event.id}/edit`);
    await expect(page.getByRole('textbox', { name: /^Title/ })).toBeDisabled();
    await page.goto('/admin/submissions');
    await expect(page.getByRole('heading', { level: 1, name: 'Event Submissions' })).toBeVisible();
    await waitForAdminContent(page);
    await expect(page.getByRole('note')).toHaveCount(0);
    expect((await page.request.get('/api/auth/me')).ok()).toBeTruthy();

    // Disabled: their session ends at once, and the admin area shows the login form again.
    await ownerRow.getByRole('button', { name: `Disable ${email}` }).click();
    const confirm = owner.getByRole('dialog', { name: 'Disable Account' });
    await expect(confirm).toContainText(`${email} will be signed out at once`);
    await confirm.getByRole('button', { name: 'Disable account' }).click();
    await expect(ownerRow).toContainText('Disabled');
    await expect(ownerRow.getByRole('combobox', { name: `Role of ${email}` })).toBeDisabled();
    await expect(ownerRow.getByRole('button', { name: `Disable ${email}` })).toHaveCount(0);
    await expect(ownerRow.getByRole('button', { name: `Invite again ${email}` })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    const refused = await page.request.post('/api/auth/login', { data: { email, password: EDITOR_PASSWORD } });
    expect(refused.status(), 'a disabled account cannot sign in').toBe(401);
    await owner.context().close();
  });

  test('an owner sees who follows an event on its edit page, confirmed or not, and removes an address @screenshot @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(request);
    const [event] = await adminApi.events(page);
    const email = uniqueEmail('follower');
    const visitor = ownClientAddress(`admin-accounts-followers-${test.info().project.name}`);
    expect(
      (await request.post(`/api/events/${event.id}/followers`, { data: { email }, headers: visitor })).status(),
    ).toBe(202);

    await openAdmin(page, `/admin/events/${event.id}/edit`, 'Edit Event');
    const panel = page.getByRole('region', { name: 'Followers' });
    const row = panel.getByRole('listitem').filter({ hasText: email });
    await expect(row).toContainText('Not confirmed yet');

    // The visitor confirms from the mail; the owner sees it after a reload.
    let confirmPath = '';
    await expect
      .poll(async () => {
        const message = (await outbox(request)).find((entry) => entry.to === email);
        confirmPath = /\/follow\/confirm\/([^\s]+)/.exec(message?.text ?? '')?.[1] ?? '';
        return confirmPath;
      })
      .not.toBe('');
    expect(
      (await request.post('/api/followers/confirm', { data: { token: decodeURIComponent(confirmPath) } })).status(),
    ).toBe(200);
    await page.reload();
    await expect(row).toContainText('Confirmed');
    // The panel alone: the whole edit page is many screens long.
    await dismissToasts(page);
    await photograph(panel, {
      path: screenshotPath(`admin-event-followers-${page.viewportSize()?.width ?? 1280}.png`),
      animations: 'disabled',
    });

    await row.getByRole('button', { name: `Remove ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Follower' });
    await dialog.getByRole('button', { name: 'Remove follower' }).click();
    await expectToast(page, 'Follower Removed', `${email} will get no more mail about this event.`);
    await expect(row).toHaveCount(0);
    const left = (await (await request.get(`/api/events/${event.id}/followers`)).json()) as Array<{ email: string }>;
    expect(left.map((follower) => follower.email)).not.toContain(email);
  });
});
