import { Module, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { connectWithRetry } from '../health';
import { FileMediaStorage, MEDIA_DIRECTORY } from './file-media-storage';
import { MediaController } from './media.controller';
import { MediaStorage } from './media-storage.port';

/**
 * GridFS when the read models are in MongoDB (instances on several hosts share it, as they share
 * sessions); otherwise files under DATA_DIR/media. See the decision record on uploaded images.
 */
export async function createMediaStorage(config: AppConfig): Promise<MediaStorage> {
  if (config.mongodbUri) {
    // Loaded only when configured (event-sourcing.module.ts).
    const { GridFsMediaStorage } = await import('./gridfs-media-storage');
    const storage = new GridFsMediaStorage(config.mongodbUri);
    await connectWithRetry('MongoDB', config.mongodbUri, () => storage.connect());
    return storage;
  }
  return new FileMediaStorage(join(config.dataDir, MEDIA_DIRECTORY));
}

@Module({
  controllers: [MediaController],
  providers: [{ provide: MediaStorage, useFactory: createMediaStorage, inject: [APP_CONFIG] }],
  exports: [MediaStorage],
})
export class MediaModule implements OnApplicationShutdown {
  constructor(private readonly storage: MediaStorage) {}

  async onApplicationShutdown(): Promise<void> {
    await this.storage.close();
  }
}
