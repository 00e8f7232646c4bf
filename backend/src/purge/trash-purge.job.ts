import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../shared/clock';

/** Something whose trashed items expire: it purges those trashed more than 14 days before `now`. */
export interface TrashPurger {
  readonly kind: string;
  purgeExpired(now: Date): Promise<number>;
}

/** A purge can make more items due (an event's speakers and sponsors follow it): passes per run, at most. */
const MAX_PASSES = 3;

/**
 * The 14-day purge: hourly and once at boot, every registered purger (events, speakers, sponsor
 * assignments) appends a purge domain event for each item whose retention has run out, or whose
 * event has been purged. Read models drop them; the log keeps their history. The purgers run
 * again while the previous pass purged something, so followers go in the same run whatever the
 * order the purgers were registered in.
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
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const purgedInPass = await this.purgePass(now);
      purged += purgedInPass;
      if (purgedInPass === 0) break;
    }
    return purged;
  }

  private async purgePass(now: Date): Promise<number> {
    let purged = 0;
    for (const purger of this.purgers) {
      try {
        const count = await purger.purgeExpired(now);
        if (count > 0) this.logger.log(`Purged (${purger.kind}): ${count}`);
        purged += count;
      } catch (error) {
        this.logger.error(`Purging ${purger.kind} failed: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
    return purged;
  }
}
