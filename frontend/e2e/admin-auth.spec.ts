import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminScreenshot,
  expect,
  expectToast,
  seriousAxeViolations,
  test,
  waitForAdminContent,
} from './admin-fixtures';

const DASHBOARD_LINKS: Array<[string, string]> = [
  ['Manage Events', '/admin/events'],
  ['Manage Speakers', '/admin/speakers'],
  ['Manage Sponsors', '/admin/sponsors'],
  ['Event Submissions', '/admin/submissions'],
  ['Analytics', '/admin/analytics'],
  ['Content', '/admin/content'],
  ['Settings', '/admin/settings'],
];

test.describe('admin sign-in', () => {
  test('an admin route without a session shows the login form, and a wrong password is refused by the server @screenshot @desktop-only', async ({
    page,
    adminProblems,
  }) => {
    adminProblems.allow(/\/api\/auth\/login$/);
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Events' })).toHaveCount(0);

    // Both fields are required, in the browser and on the server (same schema).
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Password is required');

    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill('not-the-password');
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await expectToast(page, 'Login Failed', 'Invalid email or password');
    expect(Date.now() - started, 'the sign-in delay of about one second').toBeGreaterThanOrEqual(900);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await adminScreenshot(page, 'login');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('signing in opens the dashboard with a card per admin screen; logout ends the server session @screenshot @desktop-only', async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeVisible();
    await expectToast(page, 'Login Successful', 'Welcome to the admin panel');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // The dashboard's own cards, not the admin navigation beside every screen (which names some alike).
    const dashboard = page.locator('nav[aria-label="Admin"] + div');
    for (const [name, href] of DASHBOARD_LINKS)
      await expect(dashboard.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await waitForAdminContent(page);
    await adminScreenshot(page, 'dashboard');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The session is the server's cookie: a reload keeps it, and every screen links back.
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged Out', 'You have been successfully logged out');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.goto('/admin/submissions');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });
});
