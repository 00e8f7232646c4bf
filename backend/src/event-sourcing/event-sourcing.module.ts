import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { HttpCommands } from '../shared/http/http-commands';
import { RequestMetadata } from '../shared/http/request-context';
import { CommandRunner } from './commands/command-runner';
import { EventStore } from './event-store/event-store.port';
import { SqliteEventStore } from './event-store/sqlite-event-store';
import { sharesLogWithOtherProcesses } from '../cluster/workers';
import { LogFollower } from './projections/log-follower';
import { ProjectionEngine } from './projections/projection-engine';
import { InMemoryReadStore } from './read-store/in-memory-read-store';
import { MongoReadStore } from './read-store/mongo-read-store';
import { ReadStore } from './read-store/read-store.port';
import { connectWithRetry } from '../health/store-connection';

/**
 * Picks the adapters from the configuration: real servers when their variables are set, embedded
 * otherwise. A server is reached before the app starts (health/store-connection.ts).
 */
export async function createEventStore(config: AppConfig): Promise<EventStore> {
  if (config.eventStoreConnectionString) {
    // Loaded only when configured: the KurrentDB client and its gRPC stack are a sixth of what the app loads.
    const { EventStoreDbEventStore } = await import('./event-store/eventstoredb-event-store');
    const store = new EventStoreDbEventStore(config.eventStoreConnectionString, new Logger('EventStoreDB'));
    await connectWithRetry('EventStoreDB', config.eventStoreConnectionString, () => store.ping());
    return store;
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteEventStore(join(config.dataDir, 'events.sqlite'), {
    followOtherWriters: sharesLogWithOtherProcesses(config),
  });
}

export async function createReadStore(config: AppConfig): Promise<ReadStore> {
  if (config.mongodbUri) {
    const store = new MongoReadStore(config.mongodbUri);
    await connectWithRetry('MongoDB', config.mongodbUri, () => store.connect());
    return store;
  }
  return new InMemoryReadStore();
}

@Global()
@Module({
  imports: [CqrsModule],
  providers: [
    { provide: EventStore, useFactory: createEventStore, inject: [APP_CONFIG] },
    { provide: ReadStore, useFactory: createReadStore, inject: [APP_CONFIG] },
    ProjectionEngine,
    LogFollower,
    CommandRunner,
    HttpCommands,
    RequestMetadata,
  ],
  exports: [EventStore, ReadStore, ProjectionEngine, LogFollower, CommandRunner, HttpCommands, RequestMetadata],
})
export class EventSourcingModule implements OnApplicationShutdown {
  private readonly logger = new Logger('EventSourcing');

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: ProjectionEngine,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.logger.log(
      `Event store: ${config.eventStoreConnectionString ? 'EventStoreDB' : `SQLite in ${config.dataDir}`}; read models: ${config.mongodbUri ? 'MongoDB' : 'in memory'}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.projections.stop();
    await this.eventStore.close();
    await this.readStore.close();
  }
}
