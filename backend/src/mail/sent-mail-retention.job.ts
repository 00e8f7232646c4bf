import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Clock } from '../shared/clock';
import { OutboxStore } from '../shared/shared-state/outbox-store.port';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO time before which a finished message is no longer kept. */
export function sentMailCutoff(now: Date, retentionDays: number): string {
  return new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
}

/**
 * Sent mail is kept for SENT_MAIL_RETENTION_DAYS (90 by default), then deleted: a message holds a
 * person's address and single-use links (invitations, password resets, confirmations) that are no
 * use once answered or expired. Hourly, in the process that runs scheduled jobs. Messages still
 * queued stay. Nothing is sent again: the mail reactor's checkpoint is past the domain events
 * those messages answered.
 */
@Injectable()
export class SentMailRetentionJob {
  private readonly logger = new Logger('SentMail');

  constructor(
    private readonly outbox: OutboxStore,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'sent-mail-retention' })
  async runScheduled(): Promise<void> {
    await this.run();
  }

  /** Deletes the finished messages older than the retention; returns how many. */
  async run(): Promise<number> {
    const days = this.config.sentMailRetentionDays;
    const forgotten = await this.outbox.forgetFinishedBefore(sentMailCutoff(this.clock.now(), days));
    if (forgotten > 0) this.logger.log(`Deleted ${forgotten} sent message(s) older than ${days} days`);
    return forgotten;
  }
}
