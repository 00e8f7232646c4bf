import { allowNotFoundDocument, expect, test, waitForContent } from './support/fixtures';
import { signIn } from './admin-mail-fixtures';

test('an unknown path shows the 404 page inside the layout @desktop-only', async ({ page, pageProblems }) => {
  allowNotFoundDocument(pageProblems, '/no/such/page');
  const response = await page.goto('/no/such/page');
  expect(response?.status(), 'the server answers an unknown path with 404').toBe(404);
  await waitForContent(page);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('an unknown event shows the not-found state with a way back @desktop-only', async ({ page, pageProblems }) => {
  const path = '/events/00000000-0000-4000-8000-000000000000';
  allowNotFoundDocument(pageProblems, path);
  const response = await page.goto(path);
  expect(response?.status(), 'the server answers an unknown event with 404').toBe(404);
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
  await expect(page.getByText("The event you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Events' }).last().click();
  await expect(page).toHaveURL(/\/events$/);
});

test('a path under /admin that is no admin page shows the 404 page, signed out or in @desktop-only', async ({
  page,
  pageProblems,
}) => {
  const path = '/admin/no-such-screen';
  allowNotFoundDocument(pageProblems, path);
  const check = async () => {
    const response = await page.goto(path);
    expect(response?.status(), 'the server answers an unknown admin path with 404').toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  };
  await check();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await signIn(page.request);
  await check();
});
