import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../playwright.config';
import { ownClientAddress } from './support/client-address';
import { expect, seriousAxeViolations, test } from './support/fixtures';
import { dayFromToday } from './support/days';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
}

interface Follower {
  id: string;
  email: string;
  status: string;
}

/** The path of the first link in a mail's text that leads to `/follow/<kind>/<token>`. */
function followLink(text: string, kind: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`https?://[^\\s/]+(/follow/${kind}/[A-Za-z0-9._~%-]+)`).exec(text);
  expect(match, `a /follow/${kind}/ link in:\n${text}`).not.toBeNull();
  return match![1];
}

/** The mail sent to `to` (the reactor sends it after the answer, never inside the request). */
async function mailTo(owner: APIRequestContext, to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await owner.get('/api/outbox');
        expect(response.ok(), `GET /api/outbox: ${response.status()}`).toBeTruthy();
        found = ((await response.json()) as OutboxMessage[]).find((message) => message.to === to);
        return Boolean(found);
      },
      { message: `a mail to ${to} in the outbox`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

async function followersOf(owner: APIRequestContext, eventId: string): Promise<Follower[]> {
  const response = await owner.get(`/api/events/${eventId}/followers`);
  expect(response.ok(), `GET followers: ${response.status()}`).toBeTruthy();
  return (await response.json()) as Follower[];
}

test.describe('follow an event', () => {
  test('a visitor follows, confirms from the mail and unsubscribes from it', async ({ browser, page }, testInfo) => {
    // The owner, in a context of their own: the visitor's page never carries a session.
    const ownerContext = await browser.newContext();
    const owner = ownerContext.request;
    expect(
      (await owner.post('/api/auth/login', { data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD } })).ok(),
    ).toBeTruthy();
    const created = await owner.post('/api/events', {
      data: {
        title: `Follow Test Course ${Date.now().toString(36)}`,
        date: dayFromToday(320),
        location: 'Lakeside Center, Madison, WI',
        city: 'Madison',
        description: 'A course made by the follow test.',
        image: 'esthetic-days',
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const event = (await created.json()) as { id: string; title: string };

    // Each run its own visitor address, so the per-network limit on follow requests is its own.
    await page.context().setExtraHTTPHeaders(ownClientAddress(`follow-event-${testInfo.project.name}`));
    await page.goto(`/events/${event.id}`);
    const follow = page.getByRole('region', { name: 'Follow this event' });
    await expect(follow).toContainText(
      'Get an email when registration opens or the event changes: its status (cancelled, postponed, moved online), date, place or sessions. Changes made close together come in one email; a cancellation or postponement comes at once.',
    );
    const email = follow.getByRole('textbox', { name: 'Your email address' });
    await email.fill('not an address');
    await follow.getByRole('button', { name: 'Follow' }).click();
    await expect(follow.getByRole('alert')).toHaveText('Please enter a valid email address, such as name@example.com.');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address, such as name@example.com.');

    const address = `follower-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
    await email.fill(address);
    const answered = page.waitForResponse((response) => response.url().endsWith(`/api/events/${event.id}/followers`));
    await follow.getByRole('button', { name: 'Follow' }).click();
    expect((await answered).status()).toBe(202);
    await expect(follow.getByRole('status')).toHaveText(
      `Check your inbox to confirm. We sent a link to ${address}. Nothing more is sent about ${event.title} until you open it.`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Not confirmed yet: the owner sees the address waiting.
    const confirmation = await mailTo(owner, address);
    expect((await followersOf(owner, event.id)).find((follower) => follower.email === address)?.status).not.toBe(
      'confirmed',
    );
    const confirmPath = followLink(confirmation.text, 'confirm');
    const unsubscribePath = followLink(confirmation.text, 'unsubscribe');

    // Opening the link alone (as a mail scanner does) confirms nothing: the button does.
    await page.goto(confirmPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Following' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect((await followersOf(owner, event.id)).find((follower) => follower.email === address)?.status).not.toBe(
      'confirmed',
    );
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(page.getByRole('status')).toContainText("You're following the event.");
    expect((await followersOf(owner, event.id)).find((follower) => follower.email === address)?.status).toBe(
      'confirmed',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(unsubscribePath);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toContainText("You're unsubscribed.");
    expect((await followersOf(owner, event.id)).map((follower) => follower.email)).not.toContain(address);
    await ownerContext.close();
  });

  test('a link that is not a real token is refused in words, and an event that is over offers no form @desktop-only', async ({
    browser,
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/\/api\/followers\/confirm$/);
    pageProblems.allow(/Failed to load resource/);
    await page.goto('/follow/confirm/not-a-token');
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('');
    await expect(page.getByRole('button', { name: 'Confirm my address' })).toBeEnabled();

    const ownerContext = await browser.newContext();
    const owner = ownerContext.request;
    expect(
      (await owner.post('/api/auth/login', { data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD } })).ok(),
    ).toBeTruthy();
    const created = await owner.post('/api/events', {
      data: {
        title: `Past Follow Course ${Date.now().toString(36)}`,
        date: '2024-03-07',
        location: 'Lakeside Center, Madison, WI',
        city: 'Madison',
        description: 'A course that is over.',
        image: 'esthetic-days',
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const past = (await created.json()) as { id: string; title: string };
    await ownerContext.close();
    await page.goto(`/events/${past.id}`);
    await expect(page.getByRole('heading', { level: 1, name: past.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registration Closed' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Follow this event' })).toHaveCount(0);
  });
});
