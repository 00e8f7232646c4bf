import { TestApp } from '../testing/test-app';
import { mailSettled } from './testing/mail-test-kit';
import { startSmtpServer, type Received } from './testing/smtp-test-server';

/** The first link of a kind in the newest message to an address that arrived at the SMTP server. */
function linkIn(received: Received[], to: string, path: 'invitation' | 'reset-password'): string {
  const message = [...received].reverse().find((item) => item.to.includes(to));
  if (!message) throw new Error(`no message to ${to} arrived`);
  const token = new RegExp(`https://events\\.example\\.com/admin/${path}/([A-Za-z0-9_.-]+)`).exec(message.text)?.[1];
  if (!token) throw new Error(`no ${path} link in the message to ${to}`);
  return token;
}

/**
 * The account links end to end through the nodemailer adapter: what an invitee and someone who
 * forgot a password find in their real mailbox takes them in, once.
 */
describe('invitation and password reset mailed over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await TestApp.start({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@events.example.com', SITE_URL: 'https://events.example.com' },
    });
  });
  afterAll(async () => {
    await app.stop();
    await smtp.close();
  });

  const login = (email: string, password: string) =>
    app.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('an invitee sets a password from the mailed link and signs in; the link works once', async () => {
    const owner = await app.login();
    const email = 'smtp.invitee@example.com';
    expect(
      (await app.request('POST', '/api/accounts/invitations', { cookie: owner, body: { email, role: 'editor' } }))
        .status,
    ).toBe(201);
    await mailSettled(app);
    const token = linkIn(smtp.received, email, 'invitation');

    const password = 'a passphrase from the mailbox';
    expect((await app.request('POST', '/api/auth/invitations/accept', { body: { token, password } })).status).toBe(200);
    expect((await login(email, password)).statusCode).toBe(200);
    expect(
      (
        await app.request('POST', '/api/auth/invitations/accept', {
          body: { token, password: 'another long passphrase' },
        })
      ).status,
    ).toBeGreaterThanOrEqual(400);
  });

  it('a forgotten password is replaced from the mailed reset link; only the new one signs in', async () => {
    const email = 'smtp.invitee@example.com';
    expect((await app.request('POST', '/api/auth/password-reset', { body: { email } })).status).toBe(202);
    await mailSettled(app);
    const token = linkIn(smtp.received, email, 'reset-password');

    const newPassword = 'a brand new passphrase for smtp';
    expect(
      (await app.request('POST', '/api/auth/password-reset/confirm', { body: { token, password: newPassword } }))
        .status,
    ).toBe(200);
    expect((await login(email, newPassword)).statusCode).toBe(200);
    expect((await login(email, 'a passphrase from the mailbox')).statusCode).toBe(401);
  });
});
