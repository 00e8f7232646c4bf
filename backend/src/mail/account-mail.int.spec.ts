import { randomUUID } from 'node:crypto';
import { idFromAccountToken, serverSecret } from '../accounts/tokens';
import { EventStore } from '../event-sourcing/event-store/event-store.port';
import { submit } from '../submissions/testing/submission-test-kit';
import { TEST_ADMIN_EMAIL, TestApp } from '../testing/test-app';
import { mailTo } from './testing/mail-test-kit';

/** Account domain events as the accounts module records them (stream `accounts`). */
async function record(app: TestApp, type: string, data: Record<string, unknown>): Promise<void> {
  const metadata = {
    actor: TEST_ADMIN_EMAIL,
    occurredAt: app.clock.now().toISOString(),
    correlationId: randomUUID(),
    causationId: randomUUID(),
  };
  await app.get(EventStore).append('accounts', [{ id: randomUUID(), type, data, metadata }], 'any');
}

describe('account mail from the log', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await TestApp.start({ env: { SITE_URL: 'https://events.example.com' } });
  });

  afterEach(() => app.stop());

  it('mails an invitation link whose token names the invitation, signed with the server secret', async () => {
    await record(app, 'AccountInvited', {
      accountId: 'a-2',
      invitationId: 'inv-1',
      email: 'new.editor@example.com',
      role: 'editor',
      expiresAt: '2026-11-24T12:00:00.000Z',
    });
    const [invitation] = await mailTo(app, 'new.editor@example.com');
    expect(invitation.template).toBe('invitation');
    expect(invitation.text).toContain('as an editor');
    const token = /https:\/\/events\.example\.com\/admin\/invitation\/(\S+)/.exec(invitation.text)?.[1];
    expect(idFromAccountToken(serverSecret(app.config), token)).toBe('inv-1');
    expect(invitation.text).toContain('2026-11-24 12:00 UTC');
  });

  it("mails a password reset link to the account's address", async () => {
    await record(app, 'AccountInvited', {
      accountId: 'a-3',
      invitationId: 'inv-3',
      email: 'reviewer@example.com',
      role: 'reviewer',
      expiresAt: '2026-11-24T12:00:00.000Z',
    });
    await record(app, 'InvitationAccepted', { accountId: 'a-3', invitationId: 'inv-3' });
    await record(app, 'PasswordResetRequested', {
      accountId: 'a-3',
      resetId: 'reset-9',
      expiresAt: '2026-11-21T13:00:00.000Z',
    });
    const messages = await mailTo(app, 'reviewer@example.com');
    expect(messages.map((message) => message.template)).toEqual(['invitation', 'password-reset']);
    const token = /https:\/\/events\.example\.com\/admin\/reset-password\/(\S+)/.exec(messages[1].text)?.[1];
    expect(idFromAccountToken(serverSecret(app.config), token)).toBe('reset-9');
  });

  it('tells active owners and reviewers of a new submission, not editors, invitees who never accepted, or disabled accounts', async () => {
    const invite = async (accountId: string, email: string, role: string, accepted: boolean) => {
      await record(app, 'AccountInvited', {
        accountId,
        invitationId: `inv-${accountId}`,
        email,
        role,
        expiresAt: '2026-11-24T12:00:00.000Z',
      });
      if (accepted) await record(app, 'InvitationAccepted', { accountId, invitationId: `inv-${accountId}` });
    };
    await invite('r1', 'reviewer.one@example.com', 'reviewer', true);
    await invite('r2', 'reviewer.two@example.com', 'reviewer', false);
    await invite('e1', 'editor@example.com', 'editor', true);
    await invite('o2', 'second.owner@example.com', 'editor', true);
    await record(app, 'AccountRoleChanged', { accountId: 'o2', role: 'owner', previousRole: 'editor' });
    await invite('r3', 'gone@example.com', 'reviewer', true);
    await record(app, 'AccountDisabled', { accountId: 'r3' });
    await submit(app);
    const told = async (email: string) =>
      (await mailTo(app, email)).some((message) => message.template === 'admin-submission-received');
    expect(await told('reviewer.one@example.com')).toBe(true);
    expect(await told('second.owner@example.com')).toBe(true);
    expect(await told('reviewer.two@example.com')).toBe(false);
    expect(await told('editor@example.com')).toBe(false);
    expect(await told('gone@example.com')).toBe(false);
  });
});
