import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../shared/clock';
import { OutboxStore } from '../shared/shared-state/outbox-store.port';
import { submit } from '../submissions/testing/submission-test-kit';
import { TestApp } from '../testing/test-app';
import { mailSettled } from './testing/mail-test-kit';
import { SentMailRetentionJob, sentMailCutoff } from './sent-mail-retention.job';

describe('sent mail retention', () => {
  let dataDir: string;
  let app: TestApp | null = null;
  const clock = new ManualClock(new Date('2026-11-21T12:00:00.000Z'));
  const start = async () => {
    await app?.stop();
    app = await TestApp.start({ dataDir, clock, env: { SENT_MAIL_RETENTION_DAYS: '30' } });
    return app;
  };

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dental-sent-mail-'));
  });
  afterEach(async () => {
    await app?.stop();
    app = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes the cutoff the retention names, in days before now', () => {
    expect(sentMailCutoff(new Date('2026-11-21T12:00:00.000Z'), 30)).toBe('2026-10-22T12:00:00.000Z');
  });

  it('keeps sent mail for the retention, then deletes it, and a restart sends none of it again', async () => {
    let current = await start();
    await submit(current);
    await mailSettled(current);
    const sent = await current.get(OutboxStore).list(500);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((message) => message.status === 'sent')).toBe(true);

    clock.advanceDays(29);
    expect(await current.get(SentMailRetentionJob).run()).toBe(0);
    expect(await current.get(OutboxStore).list(500)).toHaveLength(sent.length);

    clock.advanceDays(2);
    expect(await current.get(SentMailRetentionJob).run()).toBe(sent.length);
    expect(await current.get(OutboxStore).list(500)).toEqual([]);

    // The mail reactor starts again from its checkpoint, past the domain events those messages answered.
    current = await start();
    await mailSettled(current);
    expect(await current.get(OutboxStore).list(500)).toEqual([]);
  });
});
