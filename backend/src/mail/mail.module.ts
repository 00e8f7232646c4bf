import { Global, Module, OnApplicationShutdown, OnModuleDestroy } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { connectWithRetry } from '../health';
import { OutboxStore } from '../shared/shared-state/outbox-store.port';
import { SHARED_STATE_FILE } from '../shared/shared-state/shared-state.module';
import { SqliteOutboxStore } from '../shared/shared-state/sqlite-outbox-store';
import { SiteSettingsModule } from '../site-settings';
import { MailDispatcher } from './mail-dispatcher';
import { MailReactor } from './mail-reactor';
import { MailSender, OutboxOnlyMailSender } from './mail-sender.port';
import { OutboxController } from './outbox.controller';
import { SentMailRetentionJob } from './sent-mail-retention.job';
import { mailFrom } from './site-origin';

/** The outbox beside the other shared state: MongoDB when the read models are there, else the shared-state SQLite file. */
export async function createOutboxStore(config: AppConfig): Promise<OutboxStore> {
  if (config.mongodbUri) {
    // Loaded only when configured (event-sourcing.module.ts).
    const { MongoOutboxStore } = await import('../shared/shared-state/mongo-outbox-store');
    const store = new MongoOutboxStore(config.mongodbUri);
    await connectWithRetry('MongoDB', config.mongodbUri, () => store.connect());
    return store;
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteOutboxStore(join(config.dataDir, SHARED_STATE_FILE));
}

export async function createMailSender(config: AppConfig): Promise<MailSender> {
  if (!config.smtpUrl) return new OutboxOnlyMailSender();
  // nodemailer is loaded only when mail is sent over SMTP.
  const { SmtpMailSender } = await import('./smtp-mail-sender');
  return new SmtpMailSender(config.smtpUrl, mailFrom(config));
}

/**
 * E-mail: the outbox, the port and its adapter, the reactor that turns domain events into messages
 * and the dispatcher that sends them. Every process can enqueue (a follower's confirmation is
 * queued by whichever worker took the request); only the one that runs scheduled jobs starts the
 * reactor and the dispatcher (app.module.ts), and deletes sent mail past its retention.
 */
@Global()
@Module({
  imports: [SiteSettingsModule],
  controllers: [OutboxController],
  providers: [
    { provide: OutboxStore, useFactory: createOutboxStore, inject: [APP_CONFIG] },
    { provide: MailSender, useFactory: createMailSender, inject: [APP_CONFIG] },
    MailDispatcher,
    MailReactor,
    SentMailRetentionJob,
  ],
  exports: [OutboxStore, MailDispatcher, MailReactor, SentMailRetentionJob],
})
export class MailModule implements OnModuleDestroy, OnApplicationShutdown {
  constructor(
    private readonly reactor: MailReactor,
    private readonly outbox: OutboxStore,
    private readonly sender: MailSender,
  ) {}

  /** Before the event store closes: the reactor's subscription reads from it. */
  async onModuleDestroy(): Promise<void> {
    await this.reactor.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sender.close();
    await this.outbox.close();
  }
}
