import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR } from '@dental/contracts';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { CommandMetadata } from '../event-sourcing/commands/command-metadata';
import { EventStore } from '../event-sourcing/event-store/event-store.port';
import { Clock } from '../shared/clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shared by the seeders of one load: ids given to demo keys, and metadata dated in the past. */
export class DemoContext {
  readonly eventIds = new Map<string, string>();
  readonly correlationId = `demo-data-${randomUUID()}`;

  constructor(readonly now: Date) {}

  /** Metadata for a demo command that happened `daysAgo` days before now. */
  at(daysAgo: number): CommandMetadata {
    return { actor: SYSTEM_ACTOR, occurredAt: new Date(this.now.getTime() - daysAgo * DAY_MS), correlationId: this.correlationId, causationId: randomUUID() };
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

/** Loads the demo data set as domain events on the first start with an empty store (DEMO_DATA=off skips it). */
@Injectable()
export class DemoDataLoader {
  private readonly logger = new Logger('DemoData');
  private readonly seeders: DemoSeeder[] = [];

  constructor(
    private readonly eventStore: EventStore,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(seeder: DemoSeeder): void {
    this.seeders.push(seeder);
  }

  async loadIfEmpty(): Promise<boolean> {
    if (!this.config.demoData) return false;
    if ((await this.eventStore.headPosition()) > 0) return false;
    const context = new DemoContext(this.clock.now());
    for (const seeder of [...this.seeders].sort((a, b) => a.order - b.order)) await seeder.seed(context);
    this.logger.log(`Loaded demo data (${this.seeders.map((seeder) => seeder.name).join(', ')})`);
    return true;
  }
}
