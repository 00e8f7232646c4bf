import { adminScreenshot, expect, expectToast, seriousAxeViolations, test } from './admin-fixtures';
import { ownClientAddress } from './support/client-address';
import { linkFromMail, makeAccount, signIn, signInOnPage, uniqueEmail } from './admin-mail-fixtures';

// Each test has its own account, so the shared admin's password (other tests sign in with it) never changes.
const FIRST = 'quartz meadow violin 7';
const SECOND = 'copper lantern tide 19';
const THIRD = 'amber glacier sonnet 3';

test.describe('admin passwords', () => {
  test('everyone changes their own password: the current one is required, the old one stops working and other sessions end @screenshot @desktop-only', async ({
    page,
    request,
    playwright,
    baseURL,
    adminProblems,
  }) => {
    const email = uniqueEmail('reviewer');
    await signIn(request);
    const elsewhere = await playwright.request.newContext({ baseURL });
    await makeAccount(request, elsewhere, email, 'reviewer', FIRST);
    // `elsewhere` is now signed in too (accepting signs in): another session of the same account.
    expect((await elsewhere.get('/api/auth/me')).status()).toBe(200);

    await page.goto('/admin');
    await signInOnPage(page, email, FIRST);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(page.getByText(`For ${email}.`)).toBeVisible();

    // Checked in the browser: the current password is required; the new one differs and is typed twice.
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('Your current password is required');
    await page.getByLabel('Current password').fill(FIRST);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(FIRST);
    await page.getByLabel('Confirm new password').fill(FIRST);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveAccessibleDescription(
      'Choose a password other than the current one',
    );
    await adminScreenshot(page, 'change-password');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A wrong current password is refused by the server, and nothing changes.
    adminProblems.allow(/\/api\/auth\/password$/);
    adminProblems.allow(/status of 4\d\d/);
    await page.getByLabel('Current password').fill('not my password at all');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(SECOND);
    await page.getByLabel('Confirm new password').fill(SECOND);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('Incorrect password');
    expect((await elsewhere.get('/api/auth/me')).status(), 'a refused change ends no session').toBe(200);

    await page.getByLabel('Current password').fill(FIRST);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password Changed', 'Your other sessions have been signed out.');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status(), 'this session stays').toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status(), 'the other session ended').toBe(401);
    expect(
      (await elsewhere.post('/api/auth/login', { data: { email, password: FIRST } })).status(),
      'the old password',
    ).toBe(401);
    expect(
      (await elsewhere.post('/api/auth/login', { data: { email, password: SECOND } })).status(),
      'the new password',
    ).toBe(200);
    await elsewhere.dispose();
  });

  test('a forgotten password is reset from the link in the mail: the new one works, the old one does not, and the link works once @screenshot', async ({
    page,
    request,
    playwright,
    baseURL,
    adminProblems,
  }, testInfo) => {
    const email = uniqueEmail('forgetful');
    await signIn(request);
    const invitee = await playwright.request.newContext({ baseURL });
    await makeAccount(request, invitee, email, 'editor', FIRST);
    await invitee.dispose();
    // Reset requests are limited per network: this test's browser comes from its own address, per viewport.
    await page.context().setExtraHTTPHeaders(ownClientAddress(`admin-password-reset-${testInfo.project.name}`));

    await page.goto('/admin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await adminScreenshot(page, 'forgot-password');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`If an admin account uses ${email}`);

    // An address without an account gets the very same answer (nobody learns who the admins are).
    const unknown = await page.request.post('/api/auth/password-reset', { data: { email: uniqueEmail('nobody') } });
    const known = await page.request.post('/api/auth/password-reset', { data: { email } });
    expect(unknown.status()).toBe(202);
    expect(known.status()).toBe(202);
    expect(await unknown.json()).toEqual(await known.json());

    const link = await linkFromMail(request, email, 'reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(THIRD);
    await page.getByLabel('Confirm new password').fill(THIRD);
    await adminScreenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password Changed' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

    // The old password is refused, the new one signs in.
    adminProblems.allow(/\/api\/auth\/login$/);
    adminProblems.allow(/\/api\/auth\/password-reset\/confirm$/);
    adminProblems.allow(/status of 4\d\d/);
    await signInOnPage(page, email, FIRST);
    await expectToast(page, 'Login Failed', 'Invalid email or password');
    await signInOnPage(page, email, THIRD);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email} (Editor)`)).toBeVisible();

    // The link was single use: opened again, the server refuses it and the page offers a new one.
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(SECOND);
    await page.getByLabel('Confirm new password').fill(SECOND);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This reset link is not valid or has expired');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });
});
