import { Global, Module } from '@nestjs/common';
import { EventSourcingModule } from '../event-sourcing/event-sourcing.module';
import { PublicReadPath } from './public-read-path';

/** The server-rendered public site's cached read path (site/public-read-path.ts). */
@Global()
@Module({
  imports: [EventSourcingModule],
  providers: [PublicReadPath],
  exports: [PublicReadPath],
})
export class SiteModule {}
