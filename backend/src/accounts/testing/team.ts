import type { Role } from '@dental/contracts';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import type { TestApp } from '../../testing/test-app';
import { ACCOUNTS_STREAM } from '../domain/accounts.decider';
import { accountToken, serverSecret } from '../tokens';

export const TEAM_PASSWORD = 'a long and unusual passphrase';

/** The link token the invitation mail carries for the newest invitation of `email`, as the mail reactor makes it. */
export async function invitationTokenFor(app: TestApp, email: string): Promise<string> {
  const history = await app.get(EventStore).readStream(ACCOUNTS_STREAM);
  const invitation = [...history]
    .reverse()
    .find(
      (domainEvent) =>
        domainEvent.type === 'AccountInvited' && (domainEvent.data as { email: string }).email === email.toLowerCase(),
    );
  if (!invitation) throw new Error(`no invitation for ${email}`);
  return accountToken(serverSecret(app.config), (invitation.data as { invitationId: string }).invitationId);
}

/** The reset token of the newest reset link of an account. */
export async function resetTokenFor(app: TestApp, accountId: string): Promise<string | null> {
  const history = await app.get(EventStore).readStream(ACCOUNTS_STREAM);
  const reset = [...history]
    .reverse()
    .find(
      (domainEvent) =>
        domainEvent.type === 'PasswordResetRequested' &&
        (domainEvent.data as { accountId: string }).accountId === accountId,
    );
  return reset ? accountToken(serverSecret(app.config), (reset.data as { resetId: string }).resetId) : null;
}

export function cookieOf(setCookie: string | string[] | number | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return String(first).split(';')[0];
}

/** Invites `email` with `role` as the owner behind `ownerCookie`, accepts the invitation and returns the new account's id and session cookie. */
export async function joinTeam(
  app: TestApp,
  ownerCookie: string,
  email: string,
  role: Role,
  password = TEAM_PASSWORD,
): Promise<{ id: string; cookie: string }> {
  const invited = await app.request<{ id: string }>('POST', '/api/accounts/invitations', {
    body: { email, role },
    cookie: ownerCookie,
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${invited.text}`);
  const accepted = await app.request('POST', '/api/auth/invitations/accept', {
    body: { token: await invitationTokenFor(app, email), password },
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${accepted.text}`);
  return { id: invited.body.id, cookie: cookieOf(accepted.headers['set-cookie']) };
}
