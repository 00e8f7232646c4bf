import { Global, Module, OnApplicationShutdown } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EventsModule } from '../events';
import { connectWithRetry } from '../health';
import { SHARED_STATE_FILE } from '../shared/shared-state/shared-state.module';
import { SiteSettingsModule } from '../site-settings';
import { FollowThrottle } from './follow-throttle';
import { FollowerStore, SqliteFollowerStore } from './follower-store';
import { FollowersController } from './followers.controller';
import { FollowersToMail } from './followers-to-mail';
import { EventFollowers } from '../mail';

export async function createFollowerStore(config: AppConfig): Promise<FollowerStore> {
  if (config.mongodbUri) {
    // Loaded only when configured (event-sourcing.module.ts).
    const { MongoFollowerStore } = await import('./mongo-follower-store');
    const store = new MongoFollowerStore(config.mongodbUri);
    await connectWithRetry('MongoDB', config.mongodbUri, () => store.connect());
    return store;
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteFollowerStore(join(config.dataDir, SHARED_STATE_FILE));
}

/** Following an event: addresses in shared storage, never in the log (decision 0039). */
@Global()
@Module({
  imports: [EventsModule, SiteSettingsModule],
  controllers: [FollowersController],
  providers: [
    { provide: FollowerStore, useFactory: createFollowerStore, inject: [APP_CONFIG] },
    { provide: EventFollowers, useClass: FollowersToMail },
    FollowThrottle,
  ],
  exports: [FollowerStore, EventFollowers],
})
export class FollowersModule implements OnApplicationShutdown {
  constructor(private readonly followers: FollowerStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.followers.close();
  }
}
