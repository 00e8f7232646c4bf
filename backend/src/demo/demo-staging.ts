import { NestFactory } from '@nestjs/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { EventStore } from '../event-sourcing/event-store/event-store.port';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import type { Clock } from '../shared/clock';
import type { PlannedDomainEvent } from './demo-plan';

/**
 * Runs the demo seeders, the ordinary commands (decision 0007), against a private application on
 * an embedded store in a temporary directory, and returns what they appended in log order: the
 * plan the real store then receives. The commands are decided exactly as before; only where
 * their domain events land first has changed.
 */
export async function stageDemoDomainEvents(config: AppConfig, clock: Clock): Promise<PlannedDomainEvent[]> {
  // Imported here: the application module imports the demo module, which imports this file.
  const [{ AppModule }, { DemoDataLoader }] = await Promise.all([
    import('../app.module'),
    import('./demo-data.loader'),
  ]);
  const directory = mkdtempSync(join(tmpdir(), 'dental-demo-data-'));
  const stagingConfig: AppConfig = {
    ...config,
    dataDir: directory,
    eventStoreConnectionString: null,
    mongodbUri: null,
    // A throwaway application: its read models need not outlive it.
    readModels: 'memory',
    demoData: true,
    workers: 1,
  };
  const staging = await NestFactory.createApplicationContext(
    AppModule.forRoot(stagingConfig, { clock, tooling: true }),
    { abortOnError: false },
  );
  try {
    await staging.init();
    // Commands wait for their read models (and some read them), as they do in the server.
    await staging.get(ProjectionEngine).start();
    await staging.get(DemoDataLoader).seed();
    const eventStore = staging.get(EventStore);
    const plan: PlannedDomainEvent[] = [];
    for (let after = 0; ;) {
      const page = await eventStore.readAll(after, 1000);
      if (page.length === 0) break;
      for (const { stream, revision, id, type, data, metadata } of page)
        plan.push({ stream, revision, id, type, data, metadata });
      after = page[page.length - 1].position;
    }
    return plan;
  } finally {
    await staging.close();
    rmSync(directory, { recursive: true, force: true });
  }
}
