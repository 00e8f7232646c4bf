import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { OutboxMessage, OutboxStore } from '../../shared/shared-state/outbox-store.port';
import type { TestApp } from '../../testing/test-app';
import { MailDispatcher } from '../mail-dispatcher';
import { MAIL_CHECKPOINT } from '../mail-reactor';

/**
 * Resolves once the mail reactor has handled every domain event in the log and the dispatcher has
 * sent what was due: what a test reads next is all the mail there will be for now.
 */
export async function mailSettled(app: TestApp, timeoutMs = 5000): Promise<void> {
  await mailReactorCaughtUp(app, timeoutMs);
  await app.get(MailDispatcher).deliverDue();
}

/**
 * Resolves once the mail reactor has handled every domain event in the log, leaving the sending to
 * the running dispatcher: what a test that watches a real mailbox waits for, since sending from
 * the test too could send a message twice.
 */
export async function mailReactorCaughtUp(app: TestApp, timeoutMs = 5000): Promise<void> {
  const outbox = app.get(OutboxStore);
  const head = await app.get(EventStore).headPosition();
  const deadline = Date.now() + timeoutMs;
  while (((await outbox.checkpoint(MAIL_CHECKPOINT)) ?? -1) < head) {
    if (Date.now() > deadline) throw new Error(`the mail reactor did not reach position ${head}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The messages to one address, oldest first, once mail has settled. */
export async function mailTo(app: TestApp, to: string): Promise<OutboxMessage[]> {
  await mailSettled(app);
  return (await app.get(OutboxStore).list(500)).filter((message) => message.to === to).reverse();
}

/**
 * Signs in as a new account of this role: invited by the test owner, the invitation accepted with
 * the link from its mail. Returns the Cookie header value.
 */
export async function signInAs(
  app: TestApp,
  ownerCookie: string,
  role: 'editor' | 'reviewer',
  email = `${role}.${Date.now()}@example.com`,
): Promise<string> {
  const invited = await app.request('POST', '/api/accounts/invitations', {
    cookie: ownerCookie,
    body: { email, role },
  });
  if (invited.status >= 300) throw new Error(`invitation failed: ${invited.status} ${invited.text}`);
  const [invitation] = (await mailTo(app, email)).filter((message) => message.template === 'invitation');
  const token = /\/admin\/invitation\/(\S+)/.exec(invitation.text)?.[1];
  const password = 'a long enough passphrase for tests';
  const accepted = await app.request('POST', '/api/auth/invitations/accept', { body: { token, password } });
  if (accepted.status >= 300) throw new Error(`accepting failed: ${accepted.status} ${accepted.text}`);
  const login = await app.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const setCookie = login.headers['set-cookie'];
  return String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0];
}
