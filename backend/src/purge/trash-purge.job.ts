import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Command, CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR } from '@dental/contracts';
import type { CommandMetadata } from '../event-sourcing/commands/command-metadata';
import { type CommandOutcome, changedAnything } from '../event-sourcing/commands/command-outcome';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain/domain-errors';

/** Something whose trashed items expire: it purges those trashed more than 14 days before `now`. */
export interface TrashPurger {
  readonly kind: string;
  purgeExpired(now: Date): Promise<number>;
}

/**
 * Runs one purge command per item as the system, under one correlation id, and counts the items
 * whose command appended something. A command its item's own stream refuses (restored or edited
 * meanwhile) is skipped: the next run looks again.
 */
export async function purgeEachAsSystem<T>(
  commands: CommandBus,
  now: Date,
  items: Iterable<T>,
  commandFor: (item: T, metadata: CommandMetadata) => Command<CommandOutcome>,
): Promise<number> {
  const correlationId = `purge-${randomUUID()}`;
  let changed = 0;
  for (const item of items) {
    try {
      const outcome = await commands.execute(
        commandFor(item, { actor: SYSTEM_ACTOR, occurredAt: now, correlationId, causationId: randomUUID() }),
      );
      if (changedAnything(outcome)) changed += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return changed;
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

  constructor(
    private readonly clock: Clock,
    // By its token: the job asks the engine one thing, which the tests give it alone.
    @Inject(ProjectionEngine) private readonly projections: Pick<ProjectionEngine, 'catchingUpAtStart'>,
  ) {}

  register(purger: TrashPurger): void {
    this.purgers.push(purger);
  }

  @Cron(CronExpression.EVERY_HOUR, { name: 'trash-purge' })
  async runScheduled(): Promise<void> {
    // A start that serves while its read models catch up (decision 0145) runs its pass once they
    // have: one meanwhile would find what is due in read models far behind the log.
    if (this.projections.catchingUpAtStart) return;
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
