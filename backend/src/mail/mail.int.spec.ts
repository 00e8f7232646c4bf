import type { LiveEventCreated } from '@dental/contracts';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStore } from '../event-sourcing/event-store/event-store.port';
import { CATCH_UP_BATCH } from '../event-sourcing/event-store/subscribe-in-batches';
import { OutboxStore } from '../shared/shared-state/outbox-store.port';
import { review, submit } from '../submissions/testing/submission-test-kit';
import { TEST_ADMIN_EMAIL, TestApp, eventForm } from '../testing/test-app';
import { MAIL_CHECKPOINT, MailReactor, RESTART_AFTER_MS } from './mail-reactor';
import { mailSettled, mailTo } from './testing/mail-test-kit';

const ORGANISER = 'programs@lowcountry-implant.example.org';

interface Listed {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
  deliveredBy: string | null;
  template: string;
}

/** The outbox as owners see it, once the reactor has handled everything in the log and the dispatcher sent what was due. */
async function outbox(app: TestApp, cookie: string, expected: number): Promise<Listed[]> {
  await mailSettled(app);
  const response = await app.request<Listed[]>('GET', '/api/outbox', { cookie });
  expect(response.status).toBe(200);
  expect(response.body).toHaveLength(expected);
  return response.body;
}

/** [template, to] of every message, oldest first. */
const sent = (messages: Listed[]) => messages.map((message) => [message.template, message.to]).reverse();

describe('mail from the log (embedded outbox)', () => {
  let dataDir: string;
  let app: TestApp | null = null;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dental-mail-'));
  });

  afterEach(async () => {
    await app?.stop();
    app = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const restart = async () => {
    await app?.stop();
    app = await TestApp.start({ dataDir, env: { SITE_URL: 'https://events.example.com' } });
    return app;
  };

  it('sends the messages of a submission received, approved and published (admins, received, approved, published) exactly once each, across restarts', async () => {
    let current = await restart();
    const submissionId = await submit(current);
    let cookie = await current.login();
    let messages = await outbox(current, cookie, 2);
    expect(sent(messages)).toEqual([
      ['admin-submission-received', TEST_ADMIN_EMAIL],
      ['organiser-received', ORGANISER],
    ]);
    expect(
      messages.every(
        (message) => message.status === 'sent' && message.deliveredBy === 'outbox' && message.sentAt !== null,
      ),
    ).toBe(true);

    current = await restart();
    cookie = await current.login();
    await review(current, cookie, submissionId, 'approved', 'Please send <b>speaker</b> bios.');
    messages = await outbox(current, cookie, 3);
    const approved = messages.find((message) => message.template === 'organiser-approved')!;
    expect(approved.to).toBe(ORGANISER);
    expect(approved.text).toContain('Please send <b>speaker</b> bios.');

    current = await restart();
    cookie = await current.login();
    // A hidden draft first: not published yet, so no mail; showing it publishes it.
    const created = await current.request<LiveEventCreated>(
      'POST',
      `/api/event-submissions/${submissionId}/create-event`,
      {
        cookie,
        body: { isHidden: true },
      },
    );
    expect(created.status).toBe(201);
    const eventId = created.body.eventId;
    expect((await outbox(current, cookie, 3)).length).toBe(3);

    current = await restart();
    cookie = await current.login();
    expect(
      (await current.request('PATCH', `/api/events/${eventId}`, { cookie, body: { isHidden: false } })).status,
    ).toBe(200);
    messages = await outbox(current, cookie, 4);
    const published = messages.find((message) => message.template === 'organiser-published')!;
    expect(published.to).toBe(ORGANISER);
    expect(published.text).toContain(`https://events.example.com/events/${eventId}`);

    // Hidden and shown again: it was published already, so nothing more.
    expect(
      (await current.request('PATCH', `/api/events/${eventId}`, { cookie, body: { isHidden: true } })).status,
    ).toBe(200);
    expect(
      (await current.request('PATCH', `/api/events/${eventId}`, { cookie, body: { isHidden: false } })).status,
    ).toBe(200);

    current = await restart();
    cookie = await current.login();
    messages = await outbox(current, cookie, 4);
    expect(sent(messages)).toEqual([
      ['admin-submission-received', TEST_ADMIN_EMAIL],
      ['organiser-received', ORGANISER],
      ['organiser-approved', ORGANISER],
      ['organiser-published', ORGANISER],
    ]);
  });

  it('mails what happened while the reactor was down (the rejection, the fifth message), and nothing twice when the log is read again from the start', async () => {
    let current = await restart();
    // The process dies after the domain event is stored and before its mail is: the reactor is not running.
    await current.get(MailReactor).stop();
    const submissionId = await submit(current);
    const cookie = await current.login();
    await review(current, cookie, submissionId, 'rejected', 'Not a dental event.');
    expect((await current.request('GET', '/api/outbox', { cookie })).body).toEqual([]);

    current = await restart();
    let messages = await outbox(current, await current.login(), 3);
    expect(sent(messages)).toEqual([
      ['admin-submission-received', TEST_ADMIN_EMAIL],
      ['organiser-received', ORGANISER],
      ['organiser-rejected', ORGANISER],
    ]);
    expect(messages[0].text).toContain('Not a dental event.');

    // A checkpoint lost (moved back to the start): every domain event is read again, no message is stored twice.
    await current.get(OutboxStore).enqueue([], { name: MAIL_CHECKPOINT, position: 0 });
    current = await restart();
    messages = await outbox(current, await current.login(), 3);
    expect(messages).toHaveLength(3);
  });

  /** Appends `count` domain events that mail nobody, as an import of a catalogue would. */
  const appendUnmailed = async (current: TestApp, count: number) => {
    const metadata = {
      actor: TEST_ADMIN_EMAIL,
      occurredAt: new Date().toISOString(),
      correlationId: 'import',
      causationId: 'import',
    };
    await current.get(EventStore).append(
      'site-settings',
      Array.from({ length: count }, (_unused, index) => ({
        id: randomUUID(),
        type: 'SiteSettingsUpdated',
        data: { settingsId: 'site', changes: { tagline: `Tagline ${index}` } },
        metadata,
      })),
      'any',
    );
  };

  it('catches up on many domain events in batches, one outbox transaction per batch, and queues each message once', async () => {
    let current = await restart();
    await current.get(MailReactor).stop();
    await submit(current);
    await appendUnmailed(current, 2 * CATCH_UP_BATCH);
    await submit(current, { contactEmail: 'second@example.org' });
    await appendUnmailed(current, CATCH_UP_BATCH);
    const from = (await current.get(OutboxStore).checkpoint(MAIL_CHECKPOINT)) ?? 0;
    const head = await current.get(EventStore).headPosition();

    const enqueue = jest.spyOn(current.get(OutboxStore), 'enqueue');
    await current.get(MailReactor).start();
    await mailSettled(current);
    const checkpoints = enqueue.mock.calls.map(([, checkpoint]) => checkpoint?.position);
    expect(checkpoints).toHaveLength(Math.ceil((head - from) / CATCH_UP_BATCH));
    expect(checkpoints.at(-1)).toBe(head);
    expect(checkpoints).toEqual([...checkpoints].sort((a = 0, b = 0) => a - b));
    const messages = await outbox(current, await current.login(), 4);
    expect(sent(messages)).toEqual([
      ['admin-submission-received', TEST_ADMIN_EMAIL],
      ['organiser-received', ORGANISER],
      ['admin-submission-received', TEST_ADMIN_EMAIL],
      ['organiser-received', 'second@example.org'],
    ]);

    // Read again from the start, the whole catch-up queues nothing twice.
    await current.get(OutboxStore).enqueue([], { name: MAIL_CHECKPOINT, position: 0 });
    current = await restart();
    expect(await outbox(current, await current.login(), 4)).toHaveLength(4);
  });

  it('loses nothing and queues nothing twice when a batch of the catch-up could not be committed', async () => {
    const current = await restart();
    await current.get(MailReactor).stop();
    await submit(current);
    await appendUnmailed(current, CATCH_UP_BATCH);
    await submit(current, { contactEmail: 'second@example.org' });
    await appendUnmailed(current, CATCH_UP_BATCH);
    const outboxStore = current.get(OutboxStore);
    const commit = outboxStore.enqueue.bind(outboxStore);
    // The first batch (the first submission's mail) is committed, the second fails part-way through the catch-up.
    const enqueue = jest
      .spyOn(outboxStore, 'enqueue')
      .mockImplementationOnce(commit)
      .mockRejectedValueOnce(new Error('disk full'));
    await current.get(MailReactor).start();
    await mailSettled(current, RESTART_AFTER_MS + 5000);
    expect(enqueue.mock.calls.length).toBeGreaterThan(2);
    expect(sent(await outbox(current, await current.login(), 4))).toEqual([
      ['admin-submission-received', TEST_ADMIN_EMAIL],
      ['organiser-received', ORGANISER],
      ['admin-submission-received', TEST_ADMIN_EMAIL],
      ['organiser-received', 'second@example.org'],
    ]);
  }, 20_000);

  it('does not mail what was in the log before mail existed (the first start begins at the head)', async () => {
    let current = await restart();
    await current.get(MailReactor).stop();
    await submit(current);
    // As if the outbox had never been started on this data: no checkpoint.
    const store = current.get(OutboxStore) as unknown as { db: { exec(sql: string): void } };
    store.db.exec('DELETE FROM mail_checkpoints');
    current = await restart();
    expect(await outbox(current, await current.login(), 0)).toEqual([]);
  });

  it('escapes what organisers typed in the HTML part', async () => {
    const current = await restart();
    await submit(current, { title: 'Implants <script>alert(1)</script> & more' });
    await outbox(current, await current.login(), 2);
    const html = (await current.get(OutboxStore).list(10)).map((message) => message.html).join('\n');
    expect(html).toContain('Implants &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script>');
  });

  it('shows the outbox to admins only', async () => {
    const current = await restart();
    expect((await current.request('GET', '/api/outbox')).status).toBe(401);
  });

  it('starts following the log again after the outbox could not be written, and loses nothing', async () => {
    const current = await restart();
    const outboxStore = current.get(OutboxStore);
    const enqueue = jest.spyOn(outboxStore, 'enqueue').mockRejectedValueOnce(new Error('disk full'));
    await submit(current);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(enqueue).toHaveBeenCalled();
    expect(await outboxStore.list(10)).toEqual([]);
    await mailSettled(current, RESTART_AFTER_MS + 5000);
    expect(sent(await outbox(current, await current.login(), 2))).toEqual([
      ['admin-submission-received', TEST_ADMIN_EMAIL],
      ['organiser-received', ORGANISER],
    ]);
  }, 20_000);

  describe("a follower's digests", () => {
    const FOLLOWER = 'fan@example.com';

    /** A published event and its one confirmed follower. */
    const followedEvent = async (current: TestApp) => {
      const cookie = await current.login();
      const created = await current.request<{ id: string }>('POST', '/api/events', {
        cookie,
        body: eventForm({ date: 'May 4-5, 2027' }),
      });
      const eventId = created.body.id;
      await current.request('POST', `/api/events/${eventId}/followers`, { body: { email: FOLLOWER } });
      const [confirmation] = await mailTo(current, FOLLOWER);
      const token = /\/follow\/confirm\/(\S+)/.exec(confirmation.text)?.[1];
      expect((await current.request('POST', '/api/followers/confirm', { body: { token } })).status).toBe(200);
      return eventId;
    };
    const edit = async (current: TestApp, eventId: string, body: unknown) =>
      expect(
        (await current.request('PATCH', `/api/events/${eventId}`, { cookie: await current.login(), body })).status,
      ).toBe(200);
    const digests = async (current: TestApp) =>
      (await mailTo(current, FOLLOWER)).filter((message) => message.template === 'follower-digest');
    /** The dispatcher sends a waiting digest once its window closes: here, its send time given as now. */
    const windowCloses = async (current: TestApp) => {
      const outboxStore = current.get(OutboxStore);
      const waiting = (await outboxStore.list(100)).filter(
        (message) => message.template === 'follower-digest' && message.status === 'queued',
      );
      for (const message of await outboxStore.due(Math.max(...waiting.map((one) => one.nextAttemptAt)), 100))
        if (message.template === 'follower-digest')
          await outboxStore.markSent(message.id, new Date().toISOString(), 'outbox');
    };

    it('tells a change made after a digest went out in a window of its own, and one made while it waits in the same', async () => {
      const current = await restart();
      const eventId = await followedEvent(current);
      await edit(current, eventId, { location: 'Harbor Ballroom, 9 Dock St' });
      await edit(current, eventId, { city: 'Mobile, AL' });
      expect(await digests(current)).toEqual([
        expect.objectContaining({ status: 'queued', subject: '2 changes to Great Lakes Implant Symposium' }),
      ]);
      await windowCloses(current);

      // After the digest went out: a new window, whose digest names only what came after.
      await edit(current, eventId, { location: 'Pier Hall, 1 Bay Rd' });
      const [first, second, ...rest] = await digests(current);
      expect(rest).toEqual([]);
      expect(first).toMatchObject({ status: 'sent', subject: '2 changes to Great Lakes Implant Symposium' });
      expect(first.text).toContain('• Location: Harbor Ballroom, 9 Dock St');
      expect(first.text).toContain('• City: Mobile, AL');
      expect(second).toMatchObject({ status: 'queued', subject: 'A change to Great Lakes Implant Symposium' });
      expect(second.text).toContain('• Location: Pier Hall, 1 Bay Rd');
      expect(second.text).not.toContain('Harbor Ballroom');

      // A cancellation still goes out at once, in a message of its own, and opens no window.
      await edit(current, eventId, { status: 'cancelled' });
      expect((await mailTo(current, FOLLOWER)).filter((message) => message.template === 'follower-urgent')).toEqual([
        expect.objectContaining({ status: 'sent', subject: 'Cancelled: Great Lakes Implant Symposium' }),
      ]);

      // A restart reads nothing again: the waiting digest is still the one, and the next change joins it.
      const restarted = await restart();
      expect((await digests(restarted)).map((message) => message.subject)).toEqual([
        '2 changes to Great Lakes Implant Symposium',
        'A change to Great Lakes Implant Symposium',
      ]);
      await edit(restarted, eventId, { city: 'Biloxi, MS' });
      const after = await digests(restarted);
      expect(after).toHaveLength(2);
      expect(after[1]).toMatchObject({ status: 'queued', subject: '2 changes to Great Lakes Implant Symposium' });
      expect(after[1].text).toContain('• Location: Pier Hall, 1 Bay Rd');
      expect(after[1].text).toContain('• City: Biloxi, MS');
      expect(after[1].text).not.toContain('Cancelled');
    });
  });
});
