import type { EventChangesAnswer, EventListing } from '@dental/contracts';
import { TestApp, eventForm } from '../testing/test-app';
import { mailReactorCaughtUp, mailTo } from './testing/mail-test-kit';
import { startSmtpServer, type Received } from './testing/smtp-test-server';

const FOLLOWER = 'follower@example.com';
const agenda = (time: string) => [{ date: '2027-05-04', sessions: [{ time, title: 'Afternoon Lab' }] }];

/**
 * A follower's notices end to end through the nodemailer adapter (decision 0070): the changes of
 * one window reach their mailbox as one digest when it closes; a cancellation at once.
 */
describe('follower notices mailed over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  let admin: string;
  let event: EventListing;

  beforeEach(async () => {
    smtp = await startSmtpServer();
    app = await TestApp.start({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'no-reply@events.example.com',
        SITE_URL: 'https://events.example.com',
        FOLLOWER_DIGEST_SECONDS: '3',
      },
    });
    admin = await app.login();
    event = (
      await app.request<EventListing>('POST', '/api/events', {
        body: eventForm({ date: 'May 4-5, 2027', agenda: agenda('1:00 PM') }),
        cookie: admin,
      })
    ).body;
    expect((await app.request('POST', `/api/events/${event.id}/followers`, { body: { email: FOLLOWER } })).status).toBe(
      202,
    );
    const [confirmation] = await mailTo(app, FOLLOWER);
    const token = /\/follow\/confirm\/(\S+)/.exec(confirmation.text)?.[1];
    expect((await app.request('POST', '/api/followers/confirm', { body: { token } })).status).toBe(200);
  });
  afterEach(async () => {
    await app.stop();
    await smtp.close();
  });

  const edit = async (body: unknown) =>
    expect((await app.request('PATCH', `/api/events/${event.id}`, { body, cookie: admin })).status).toBe(200);
  /** What reached the follower after their confirmation. */
  const mailbox = (): Received[] =>
    smtp.received.filter(
      (message) => message.to.includes(FOLLOWER) && !message.text.includes('Subject: Confirm updates'),
    );

  /** Waits until the running dispatcher delivered `count` messages to the follower, or fails after `timeoutMs`. */
  async function untilDelivered(count: number, timeoutMs = 8000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    await mailReactorCaughtUp(app);
    for (;;) {
      if (mailbox().length >= count) return mailbox();
      if (Date.now() > deadline) throw new Error(`${mailbox().length} of ${count} messages arrived`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('gathers two edits within the window into one message naming both, sent when the window closes', async () => {
    await edit({ location: 'Harbor Ballroom, 9 Dock St' });
    await edit({ agenda: agenda('2:00 PM') });
    await mailReactorCaughtUp(app);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // The window is still open: nothing has gone out yet.
    expect(mailbox()).toHaveLength(0);

    const [digest] = await untilDelivered(1);
    expect(digest.text).toContain('2 changes to Great Lakes Implant Symposium');
    expect(digest.text).toContain('• Location: Harbor Ballroom, 9 Dock St');
    expect(digest.text).toContain('• Afternoon Lab: now 2:00 PM');
    expect(digest.text).toContain(`https://events.example.com/events/${event.id}`);
    expect(digest.text).toContain('https://events.example.com/follow/unsubscribe/');
    // Nothing more follows: the window's one message went out once.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailbox()).toHaveLength(1);

    const log = await app.request<EventChangesAnswer>('GET', `/api/events/${event.id}/changes`);
    expect(log.body.changes.map((change) => change.text)).toEqual([
      'Location: Harbor Ballroom, 9 Dock St',
      'Afternoon Lab: now 2:00 PM',
    ]);
  });

  it('sends a cancellation at once, saying it is cancelled', async () => {
    await edit({ status: 'cancelled', statusNote: 'Hurricane: refunds by e-mail' });
    const [notice] = await untilDelivered(1, 2000);
    expect(notice.text).toContain('Cancelled: Great Lakes Implant Symposium');
    expect(notice.text).toContain('has been cancelled.');
    expect(notice.text).toContain('Note from the organisers: Hurricane: refunds by e-mail');
  });
});
