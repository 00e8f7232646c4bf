import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect } from './admin-fixtures';

/**
 * The browser tests read mail where an owner reads it, GET /api/outbox: the test server has no
 * SMTP_URL, so every message is kept there, links included.
 */

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: 'queued' | 'sent' | 'failed';
  createdAt: string;
  sentAt: string | null;
}

/** An address no other test (nor the other viewport's run) uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;

/** Signs an API context in (its cookies are its own, apart from any page's). */
export async function signIn(
  request: APIRequestContext,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `sign in as ${email}: ${await response.text()}`).toBe(200);
}

export async function outbox(owner: APIRequestContext): Promise<OutboxEntry[]> {
  const response = await owner.get('/api/outbox');
  expect(response.status(), 'GET /api/outbox as the owner').toBe(200);
  return (await response.json()) as OutboxEntry[];
}

/**
 * The path of the newest link of this kind in the mail to `to`. Mail is written by the server after
 * the domain event, not inside the request, so it may take a moment to appear.
 */
export async function linkFromMail(
  owner: APIRequestContext,
  to: string,
  kind: 'invitation' | 'reset-password',
): Promise<string> {
  const pattern = new RegExp(`/admin/${kind}/[A-Za-z0-9_.~%-]+`);
  let path: string | null = null;
  await expect
    .poll(
      async () => {
        const message = (await outbox(owner)).find((entry) => entry.to === to && pattern.test(entry.text));
        path = message ? (pattern.exec(message.text)?.[0] ?? null) : null;
        return path;
      },
      { message: `a ${kind} mail to ${to} in the outbox`, timeout: 15_000 },
    )
    .not.toBeNull();
  return path as unknown as string;
}

/** An owner invites `email` as `role` and the invitee accepts with `password`, all through the API. */
export async function makeAccount(
  owner: APIRequestContext,
  fresh: APIRequestContext,
  email: string,
  role: 'owner' | 'editor' | 'reviewer',
  password: string,
): Promise<void> {
  const invited = await owner.post('/api/accounts/invitations', { data: { email, role } });
  expect(invited.status(), `invite ${email}: ${await invited.text()}`).toBe(201);
  const link = await linkFromMail(owner, email, 'invitation');
  const token = decodeURIComponent(link.split('/').pop() ?? '');
  const accepted = await fresh.post('/api/auth/invitations/accept', { data: { token, password } });
  expect(accepted.ok(), `accept the invitation of ${email}: ${await accepted.text()}`).toBeTruthy();
}

/** Fills and sends the login form on the page. */
export async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
