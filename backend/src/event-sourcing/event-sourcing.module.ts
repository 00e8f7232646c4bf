import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import cluster from 'node:cluster';
import { mkdirSync, rmSync } from 'node:fs';
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
import { ReadStore } from './read-store/read-store.port';
import { READ_MODELS_FILE, SqliteReadStore } from './read-store/sqlite-read-store';
import { FRESH_READ_MODELS_FILE, removeFreshReadModelFile } from './read-store/fresh-read-model-file';
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
    // Loaded only when configured, like the KurrentDB client: the MongoDB driver is about a quarter of a second of a start.
    const { MongoReadStore } = await import('./read-store/mongo-read-store');
    const store = new MongoReadStore(config.mongodbUri);
    await connectWithRetry('MongoDB', config.mongodbUri, () => store.connect());
    return store;
  }
  if (config.readModels === 'memory') return new InMemoryReadStore();
  mkdirSync(config.dataDir, { recursive: true });
  if (config.buildsFreshReadModelFile) {
    removeFreshReadModelFile(config.dataDir);
    return new SqliteReadStore(join(config.dataDir, FRESH_READ_MODELS_FILE), { fresh: true });
  }
  // A cluster's primary projects into the file; its workers load it and follow the log themselves.
  return openReadModelFile(join(config.dataDir, READ_MODELS_FILE), {
    readOnly: cluster.isWorker,
    everyCollectionOnFile: config.servesNoRequests ?? false,
  });
}

/**
 * The read-model file, or a new one in place of a file SQLite cannot read: everything in it is
 * built from the log again, so a damaged copy costs a rebuild, not data.
 */
function openReadModelFile(
  file: string,
  options: { readOnly: boolean; everyCollectionOnFile: boolean },
): SqliteReadStore {
  try {
    return new SqliteReadStore(file, options);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (options.readOnly || (code !== 'SQLITE_CORRUPT' && code !== 'SQLITE_NOTADB')) throw error;
    new Logger('EventSourcing').warn(`${file} cannot be read (${code}): building the read models again from the log`);
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    return new SqliteReadStore(file, options);
  }
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
      `Event store: ${config.eventStoreConnectionString ? 'EventStoreDB' : `SQLite in ${config.dataDir}`}; read models: ${config.mongodbUri ? 'MongoDB' : config.readModels === 'memory' ? 'in memory' : `SQLite in ${config.dataDir}`}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.projections.stop();
    await this.eventStore.close();
    await this.readStore.close();
  }
}
