import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { SYSTEM_ACTOR } from '@dental/contracts';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { CommandMetadata } from '../event-sourcing/commands/command-metadata';
import { EventStore } from '../event-sourcing/event-store/event-store.port';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { Clock } from '../shared/clock';
import {
  PlannedDomainEvent,
  appendDemoPlan,
  demoPlanPath,
  readDemoPlan,
  removeDemoPlan,
  writeDemoPlan,
} from './demo-plan';
import { stageDemoDomainEvents } from './demo-staging';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shared by the seeders of one load: ids given to demo keys, and metadata dated in the past. */
export class DemoContext {
  readonly eventIds = new Map<string, string>();
  readonly correlationId = `demo-data-${randomUUID()}`;

  constructor(readonly now: Date) {}

  /** Metadata for a demo command that happened `daysAgo` days before now. */
  at(daysAgo: number): CommandMetadata {
    return {
      actor: SYSTEM_ACTOR,
      occurredAt: new Date(this.now.getTime() - daysAgo * DAY_MS),
      correlationId: this.correlationId,
      causationId: randomUUID(),
    };
  }

  eventId(key: string): string {
    const id = this.eventIds.get(key);
    if (!id) throw new Error(`Demo data names unknown event key "${key}"`);
    return id;
  }
}

/** One domain's part of the demo data, issued as ordinary commands. Lower order runs first. */
export interface DemoSeeder {
  readonly order: number;
  readonly name: string;
  seed(context: DemoContext): Promise<void>;
}

/**
 * Loads the demo data set on the first start with an empty store (DEMO_DATA=off skips it), all
 * or nothing (decision 0027): the seeders run against a private store first, the domain events
 * they appended are written to DATA_DIR as a plan, then appended to the real store with their
 * ids. A start that finds a plan left by an interrupted load (kill -9, power loss) appends it
 * again, which adds only what is missing, so the next start always finds the whole data set.
 */
@Injectable()
export class DemoDataLoader {
  private readonly logger = new Logger('DemoData');
  private readonly seeders: DemoSeeder[] = [];

  constructor(
    private readonly eventStore: EventStore,
    private readonly projections: ProjectionEngine,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(seeder: DemoSeeder): void {
    this.seeders.push(seeder);
  }

  async loadIfEmpty(): Promise<boolean> {
    const planFile = demoPlanPath(this.config.dataDir);
    // An interrupted load is finished whatever DEMO_DATA now says: part of the data set is stored.
    if (existsSync(planFile)) {
      const plan = readDemoPlan(planFile);
      this.logger.log(
        `Finishing the demo data load an earlier start left part-done (${plan.length} domain events planned)`,
      );
      await this.append(plan, planFile);
      return true;
    }
    if (!this.config.demoData) return false;
    if ((await this.eventStore.headPosition()) > 0) return false;
    this.logger.log(
      'Loading the demo data set: its commands run against a private store first, then the result is appended here',
    );
    const plan = await stageDemoDomainEvents(this.config, this.clock);
    writeDemoPlan(planFile, plan);
    await this.append(plan, planFile);
    this.logger.log(
      `Loaded demo data (${this.seeders.map((seeder) => seeder.name).join(', ')}: ${plan.length} domain events)`,
    );
    return true;
  }

  /** Issues every seeder's commands, in order, against this application's own store. */
  async seed(): Promise<void> {
    const context = new DemoContext(this.clock.now());
    for (const seeder of [...this.seeders].sort((a, b) => a.order - b.order)) await seeder.seed(context);
  }

  private async append(plan: PlannedDomainEvent[], planFile: string): Promise<void> {
    const position = await appendDemoPlan(this.eventStore, plan);
    // Every domain event is stored: the plan has done its work. Then the read models catch up, as each command once waited for them.
    removeDemoPlan(planFile);
    if (!(await this.projections.waitFor(position, READ_MODELS_TIMEOUT_MS)))
      this.logger.warn('The read models are still catching up with the demo data');
  }
}

/** How long the boot waits for the read models to show the demo data before serving anyway. */
const READ_MODELS_TIMEOUT_MS = 60_000;
