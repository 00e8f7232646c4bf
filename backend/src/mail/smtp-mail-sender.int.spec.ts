import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { ManualClock } from '../shared/clock';
import { SqliteOutboxStore } from '../shared/shared-state/sqlite-outbox-store';
import { MailDispatcher, retryDelayMs } from './mail-dispatcher';
import { SmtpMailSender } from './smtp-mail-sender';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port; `failWith` makes it refuse every message with that reply. */
async function startSmtpServer(options: { failWith?: string } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (options.failWith) return callback(Object.assign(new Error(options.failWith), { responseCode: 451 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMTP adapter (nodemailer) against a real SMTP server', () => {
  // The retries' warnings are what this test provokes.
  beforeAll(() => {
    Logger.overrideLogger(false);
  });
  let dir: string;
  let outbox: SqliteOutboxStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dental-smtp-'));
    outbox = new SqliteOutboxStore(join(dir, 'shared-state.sqlite'));
  });

  afterEach(async () => {
    await outbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const queue = (to: string) =>
    outbox.enqueue([
      {
        key: `k|${to}|t`,
        template: 't',
        to,
        subject: 'Your event is live: Prairie Endo Day',
        text: 'It is published.\n\nhttps://events.example.com/events/e1',
        html: '<p>It is published.</p>',
        createdAt: '2026-11-21T12:00:00.000Z',
      },
    ]);

  it('delivers a queued message with its subject and body, and marks it sent by SMTP', async () => {
    const smtp = await startSmtpServer();
    const sender = new SmtpMailSender(smtp.url, 'Dental Education Events <no-reply@events.example.com>', {
      timeoutMs: 2000,
    });
    const dispatcher = new MailDispatcher(outbox, sender, new ManualClock(), { retryBaseMs: 10, maxAttempts: 3 });
    try {
      await queue('organiser@example.org');
      await dispatcher.deliverDue();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].from).toBe('no-reply@events.example.com');
      expect(smtp.received[0].to).toEqual(['organiser@example.org']);
      expect(smtp.received[0].raw).toContain('Subject: Your event is live: Prairie Endo Day');
      expect(smtp.received[0].raw).toContain('https://events.example.com/events/e1');
      const [message] = await outbox.list(10);
      expect(message).toMatchObject({
        status: 'sent',
        deliveredBy: 'smtp',
        attempts: 1,
        lastError: null,
        sentAt: '2026-11-21T12:00:00.000Z',
      });
      // Sent once: nothing is due any more.
      await dispatcher.deliverDue();
      expect(smtp.received).toHaveLength(1);
    } finally {
      await sender.close();
      await smtp.close();
    }
  });

  it('retries a refused message with growing waits, then shows it failed with the last error', async () => {
    const smtp = await startSmtpServer({ failWith: 'Mailbox busy, try later' });
    const sender = new SmtpMailSender(smtp.url, 'no-reply@events.example.com', { timeoutMs: 2000 });
    const dispatcher = new MailDispatcher(outbox, sender, new ManualClock(), { retryBaseMs: 40, maxAttempts: 3 });
    try {
      await queue('organiser@example.org');
      await dispatcher.deliverDue();
      let [message] = await outbox.list(10);
      expect(message).toMatchObject({ status: 'queued', attempts: 1 });
      expect(message.lastError).toContain('Mailbox busy');
      // Not due again before its backoff.
      await dispatcher.deliverDue();
      expect((await outbox.list(10))[0].attempts).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(1, { retryBaseMs: 40 }) + 20));
      await dispatcher.deliverDue();
      expect((await outbox.list(10))[0]).toMatchObject({ status: 'queued', attempts: 2 });
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(2, { retryBaseMs: 40 }) + 20));
      await dispatcher.deliverDue();
      [message] = await outbox.list(10);
      expect(message).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
      expect(message.lastError).toContain('Mailbox busy');
      expect(smtp.received).toHaveLength(0);
    } finally {
      await sender.close();
      await smtp.close();
    }
  });

  it('counts an unreachable server as a failed try', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const sender = new SmtpMailSender(smtp.url, 'no-reply@events.example.com', { timeoutMs: 1000 });
    const dispatcher = new MailDispatcher(outbox, sender, new ManualClock(), { retryBaseMs: 1000, maxAttempts: 3 });
    await queue('organiser@example.org');
    await dispatcher.deliverDue();
    const [message] = await outbox.list(10);
    expect(message).toMatchObject({ status: 'queued', attempts: 1 });
    expect(message.lastError).toMatch(/ECONNREFUSED|connect/i);
    await sender.close();
  });

  it('waits twice as long after each failed try', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, { retryBaseMs: 30_000 }))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });
});
