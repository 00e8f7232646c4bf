import { randomUUID } from 'node:crypto';
import { NewOutboxMessage, OutboxStore } from './outbox-store.port';

/**
 * What every outbox adapter must do. `open` returns a new handle on the SAME storage each call: two
 * handles stand for two processes (a worker queuing a follower's confirmation, the primary sending).
 */
export function outboxStoreContract(name: string, open: () => Promise<OutboxStore>, skipReason?: string): void {
  if (skipReason) {
    describe(`${name} outbox store contract`, () => {
      it.skip(`skipped: ${skipReason}`, () => undefined);
    });
    return;
  }

  describe(`${name} outbox store contract`, () => {
    let first: OutboxStore;
    let second: OutboxStore;
    beforeAll(async () => {
      first = await open();
      second = await open();
    });
    afterAll(async () => {
      await first.close();
      await second.close();
    });

    const message = (to: string, key = `${randomUUID()}|${to}|t`): NewOutboxMessage => ({
      key,
      template: 't',
      to,
      subject: `Hello ${to}`,
      text: 'text',
      html: '<p>text</p>',
      createdAt: '2026-11-21T12:00:00.000Z',
    });
    const mine = async (store: OutboxStore, to: string) =>
      (await store.list(1000)).filter((stored) => stored.to === to);

    it('stores a key once, whichever process enqueues it, and moves the checkpoint with the messages', async () => {
      const to = `${randomUUID()}@example.com`;
      const once = message(to);
      const checkpoint = `contract-${randomUUID()}`;
      expect(await first.checkpoint(checkpoint)).toBeNull();
      expect(await first.enqueue([once], { name: checkpoint, position: 7 })).toBe(1);
      expect(await second.enqueue([once, message(to)], { name: checkpoint, position: 8 })).toBe(1);
      expect(await second.checkpoint(checkpoint)).toBe(8);
      expect(await first.checkpoint(checkpoint)).toBe(8);
      const stored = await mine(first, to);
      expect(stored).toHaveLength(2);
      expect(stored[0]).toMatchObject({
        status: 'queued',
        attempts: 0,
        sentAt: null,
        lastError: null,
        deliveredBy: null,
      });
    });

    it('holds a message until its sendAt, and lets another join it while it waits untried, never after', async () => {
      const to = `${randomUUID()}@example.com`;
      const key = `digest|${randomUUID()}|${to}`;
      const later = Date.now() + 60_000;
      const digest = { ...message(to, key), sendAt: later };
      expect(await first.enqueue([digest])).toBe(1);
      expect((await first.due(Date.now(), 1000)).some((due) => due.key === key)).toBe(false);
      expect(await second.waiting([key, `digest|${randomUUID()}|${to}`], Date.now())).toEqual([key]);
      const own = (subject: string) => ({ ...message(to, `digest|${randomUUID()}|${to}`), subject, sendAt: later + 1 });
      const joins = (subject: string) => ({ key, subject, text: subject, html: `<p>${subject}</p>` });
      expect(await second.enqueue([{ ...own('Its own window'), joins: joins('Two changes') }])).toBe(0);
      expect(await mine(first, to)).toMatchObject([
        { subject: 'Two changes', text: 'Two changes', nextAttemptAt: later },
      ]);
      // A key enqueued again stays as it was (a replayed domain event).
      await first.enqueue([{ ...message(to, key), subject: 'Replayed' }]);
      expect((await mine(first, to))[0].subject).toBe('Two changes');
      // Due by its send time, it waits no more: the dispatcher may be sending it.
      expect(await second.waiting([key], later)).toEqual([]);
      const [due] = (await first.due(later, 1000)).filter((stored) => stored.key === key);
      await first.markSent(due.id, new Date(later).toISOString(), 'outbox');
      expect(await second.waiting([key], Date.now())).toEqual([]);
      // Too late for the one that went out: stored under its own key, a window of its own.
      expect(await second.enqueue([{ ...own('A later change'), joins: joins('Three changes') }])).toBe(1);
      const stored = await mine(first, to);
      expect(stored.map(({ subject, status }) => [subject, status])).toEqual([
        ['A later change', 'queued'],
        ['Two changes', 'sent'],
      ]);
    });

    it('lets nothing join a message whose send time has come, nor one tried once', async () => {
      const to = `${randomUUID()}@example.com`;
      const due = { ...message(to, `due|${to}`), sendAt: Date.now() - 1 };
      const retried = { ...message(to, `retried|${to}`), sendAt: Date.now() + 60_000 };
      await first.enqueue([due, retried]);
      const [tried] = (await first.due(Date.now() + 60_000, 1000)).filter((one) => one.key === `retried|${to}`);
      await first.markAttemptFailed(tried.id, 1, 'busy', Date.now() + 120_000);
      expect(await second.waiting([`due|${to}`, `retried|${to}`], Date.now())).toEqual([]);
      const joining = (key: string) => ({
        ...message(to, `after-${key}`),
        joins: { key, subject: 'Joined', text: 'Joined', html: '<p>Joined</p>' },
      });
      expect(await second.enqueue([joining(`due|${to}`), joining(`retried|${to}`)])).toBe(2);
      expect((await mine(first, to)).filter((one) => one.subject === 'Joined')).toEqual([]);
    });

    it('lists newest first and hands out due messages oldest first', async () => {
      const to = `${randomUUID()}@example.com`;
      await first.enqueue([message(to, `a|${to}`)]);
      await first.enqueue([message(to, `b|${to}`)]);
      expect((await mine(second, to)).map((stored) => stored.key)).toEqual([`b|${to}`, `a|${to}`]);
      const due = (await second.due(Date.now(), 1000)).filter((stored) => stored.to === to);
      expect(due.map((stored) => stored.key)).toEqual([`a|${to}`, `b|${to}`]);
      for (const stored of due) await second.markSent(stored.id, '2026-11-21T12:00:01.000Z', 'outbox');
    });

    it('records sends, retries and failures, and hands out a retried message only once it is due', async () => {
      const to = `${randomUUID()}@example.com`;
      await first.enqueue([message(to, `sent|${to}`), message(to, `retried|${to}`), message(to, `failed|${to}`)]);
      const now = Date.now();
      const due = (await first.due(now, 1000)).filter((stored) => stored.to === to);
      const byKey = (key: string) => due.find((stored) => stored.key === `${key}|${to}`)!;
      await first.markSent(byKey('sent').id, '2026-11-21T12:00:01.000Z', 'smtp');
      await first.markAttemptFailed(byKey('retried').id, 1, 'busy', now + 60_000);
      await first.markAttemptFailed(byKey('failed').id, 7, 'refused', null);
      const stored = await mine(second, to);
      const find = (key: string) => stored.find((one) => one.key === `${key}|${to}`)!;
      expect(find('sent')).toMatchObject({
        status: 'sent',
        sentAt: '2026-11-21T12:00:01.000Z',
        deliveredBy: 'smtp',
        attempts: 1,
      });
      expect(find('retried')).toMatchObject({ status: 'queued', attempts: 1, lastError: 'busy' });
      expect(find('failed')).toMatchObject({ status: 'failed', attempts: 7, lastError: 'refused' });
      expect((await second.due(now + 1000, 1000)).filter((one) => one.to === to)).toEqual([]);
      expect((await second.due(now + 60_000, 1000)).filter((one) => one.to === to).map((one) => one.key)).toEqual([
        `retried|${to}`,
      ]);
    });

    it('forgets sent and given-up messages created before a time, never a queued one', async () => {
      const to = `${randomUUID()}@example.com`;
      // Long before the other tests' messages, which this must leave alone.
      const created = (key: string, createdAt: string) => ({ ...message(to, `${key}|${to}`), createdAt });
      await first.enqueue([
        created('sent', '2020-01-01T00:00:00.000Z'),
        created('failed', '2020-01-02T00:00:00.000Z'),
        created('queued', '2020-01-03T00:00:00.000Z'),
        created('recent', '2020-12-01T00:00:00.000Z'),
      ]);
      const due = (await first.due(Date.now(), 1000)).filter((stored) => stored.to === to);
      const byKey = (key: string) => due.find((stored) => stored.key === `${key}|${to}`)!;
      await first.markSent(byKey('sent').id, '2020-01-01T00:00:01.000Z', 'smtp');
      await first.markSent(byKey('recent').id, '2020-12-01T00:00:01.000Z', 'smtp');
      await first.markAttemptFailed(byKey('failed').id, 7, 'refused', null);
      await first.markAttemptFailed(byKey('queued').id, 1, 'busy', Date.now() + 60_000);

      expect(await second.forgetFinishedBefore('2020-06-01T00:00:00.000Z')).toBe(2);
      expect((await mine(first, to)).map((stored) => stored.key)).toEqual([`recent|${to}`, `queued|${to}`]);
      expect(await second.forgetFinishedBefore('2020-06-01T00:00:00.000Z')).toBe(0);
    });
  });
}
