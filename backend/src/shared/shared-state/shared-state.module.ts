import { Global, Module, OnApplicationShutdown } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { connectWithRetry } from '../../health/store-connection';
import { SharedState } from './shared-state.port';
import { SqliteSharedState } from './sqlite-shared-state';

export const SHARED_STATE_FILE = 'shared-state.sqlite';

/** MongoDB when the read models are there (instances on several hosts share it); otherwise a SQLite file under DATA_DIR. */
export async function createSharedState(config: AppConfig): Promise<SharedState> {
  if (config.mongodbUri) {
    // Reported and retried like the read store (health/store-connection.ts); loaded only when configured, as it is.
    const { MongoSharedState } = await import('./mongo-shared-state');
    const state = new MongoSharedState(config.mongodbUri);
    await connectWithRetry('MongoDB', config.mongodbUri, () => state.connect());
    return state;
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteSharedState(join(config.dataDir, SHARED_STATE_FILE));
}

@Global()
@Module({
  providers: [{ provide: SharedState, useFactory: createSharedState, inject: [APP_CONFIG] }],
  exports: [SharedState],
})
export class SharedStateModule implements OnApplicationShutdown {
  constructor(private readonly sharedState: SharedState) {}

  async onApplicationShutdown(): Promise<void> {
    await this.sharedState.close();
  }
}
