import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { EventSourcingModule } from '../event-sourcing/event-sourcing.module';
import { PublicAnswerInterceptor } from './public-answer';
import { PublicReadPath } from './public-read-path';

/** The server-rendered public site's cached read path (site/public-read-path.ts). */
@Global()
@Module({
  imports: [EventSourcingModule],
  providers: [PublicReadPath, { provide: APP_INTERCEPTOR, useClass: PublicAnswerInterceptor }],
  exports: [PublicReadPath],
})
export class SiteModule {}
