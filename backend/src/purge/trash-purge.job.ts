import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../shared/clock';

/** Something whose trashed items expire: it purges those trashed more than 14 days before `now`. */
export interface TrashPurger {
  readonly kind: string;
  purgeExpired(now: Date): Promise<number>;
}

/**
 * The 14-day purge: hourly and once at boot, every registered purger (events, speakers) appends a
 * purge domain event for each item whose retention has run out. Read models drop them; the log
 * keeps their history.
 */
@Injectable()
export class TrashPurgeJob {
  private readonly logger = new Logger('TrashPurge');
  private readonly purgers: TrashPurger[] = [];
  private running: Promise<number> | null = null;

  constructor(private readonly clock: Clock) {}

  register(purger: TrashPurger): void {
    this.purgers.push(purger);
  }

  @Cron(CronExpression.EVERY_HOUR, { name: 'trash-purge' })
  async runScheduled(): Promise<void> {
    await this.run();
  }

  /** Purges what is due now; concurrent calls share one run. Returns how many items were purged. */
  run(): Promise<number> {
    this.running ??= this.purgeAll().finally(() => (this.running = null));
    return this.running;
  }

  private async purgeAll(): Promise<number> {
    const now = this.clock.now();
    let purged = 0;
    for (const purger of this.purgers) {
      try {
        const count = await purger.purgeExpired(now);
        if (count > 0) this.logger.log(`Purged ${count} trashed ${purger.kind} item(s)`);
        purged += count;
      } catch (error) {
        this.logger.error(`Purging ${purger.kind} failed: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
    return purged;
  }
}
