import {
  DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR } from '@dental/contracts';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { AdminCredentials } from './auth/admin-credentials';
import { ForAccount } from './accounts';
import { AppConfig } from './config/app-config';
import { runsScheduledJobs } from './cluster/workers';
import { APP_CONFIG, ConfigModule } from './config/config.module';
import { DemoDataLoader } from './demo/demo-data.loader';
import { DashboardModule } from './dashboard/dashboard.module';
import { DemoModule } from './demo/demo.module';
import { EventSourcingModule } from './event-sourcing/event-sourcing.module';
import { CommandRunner } from './event-sourcing/commands/command-runner';
import { ProjectionEngine } from './event-sourcing/projections/projection-engine';
import { EventDuplication, EventsModule } from './events';
import { FollowersModule } from './followers/followers.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { MailReactor } from './mail/mail-reactor';
import { MediaModule } from './media/media.module';
import { OpenApiModule } from './openapi/openapi.module';
import { OrganisersModule } from './organisers';
import { PublicSiteModule } from './public-site/public-site.module';
import { PurgeModule } from './purge/purge.module';
import { TrashPurgeJob } from './purge/trash-purge.job';
import { Clock, SystemClock } from './shared/clock';
import { SiteModule } from './site/site.module';
import { SiteSettingsModule } from './site-settings/site-settings.module';
import { SpeakersModule } from './speakers/speakers.module';
import { SponsorsModule } from './sponsors/sponsors.module';
import { SponsorTiersModule } from './sponsor-tiers/sponsor-tiers.module';
import { CeRequirementsModule } from './ce-requirements';
import { SubmissionsModule } from './submissions/submissions.module';

/**
 * Boot order matters: credentials, then read models caught up with the log, then demo data on
 * an empty store, then the purge of anything that expired while the server was down. A start far
 * behind the log that may serve meanwhile (AppConfig.servesWhileCatchingUp) does the rest once its
 * read models have caught up (decision 0145).
 */
@Injectable()
export class Bootstrapper implements OnApplicationBootstrap, OnModuleDestroy {
  /** Set once the application closes: a catch-up that ends then starts no job. */
  private closing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly credentials: AdminCredentials,
    private readonly projections: ProjectionEngine,
    private readonly demoData: DemoDataLoader,
    private readonly purgeJob: TrashPurgeJob,
    private readonly mail: MailReactor,
    private readonly commands: CommandBus,
    private readonly runner: CommandRunner,
    private readonly clock: Clock,
    private readonly duplications: EventDuplication,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.credentials.initialise(this.config);
    await this.projections.start({ serveWhileCatchingUp: this.config.servesWhileCatchingUp === true });
    // A cluster's workers only serve: the primary loaded the demo data before forking them and runs the purge.
    if (!runsScheduledJobs()) return;
    if (this.projections.catchingUpAtStart) {
      // The rest reads and writes through the read models: it waits for them, while the server serves (decision 0145).
      void this.projections
        .caughtUpAtStart()
        .then((caughtUp) => (caughtUp && !this.closing ? this.afterCatchUp() : undefined))
        .catch((error: unknown) =>
          new Logger('Bootstrap').error(
            `The start's jobs after the catch-up failed: ${error instanceof Error ? error.stack : String(error)}`,
          ),
        );
      return;
    }
    await this.afterCatchUp();
  }

  onModuleDestroy(): void {
    this.closing = true;
  }

  /** What a start does once its read models are at the log's head. */
  private async afterCatchUp(): Promise<void> {
    await this.demoData.loadIfEmpty();
    // A next edition an interruption left half copied is finished from its recorded plan (decision 0053).
    await this.duplications.finishInterrupted();
    // After the demo data, which loads only into an empty log.
    await this.establishOwner();
    await this.purgeJob.run();
    // A close meanwhile (a start that served while it caught up, stopped as the catch-up ended)
    // starts no mail: the reactor it stopped would follow a closed log and retry for good, and the
    // process would never end.
    if (this.closing) return;
    // Mail follows the log in this process only, from its checkpoint (decision 0039).
    await this.mail.start();
  }

  /** The configured admin becomes the first owner (once), with the configured password. */
  private async establishOwner(): Promise<void> {
    const metadata = {
      actor: SYSTEM_ACTOR,
      occurredAt: this.clock.now(),
      correlationId: randomUUID(),
      causationId: randomUUID(),
    };
    const outcome = await this.commands.execute(new ForAccount({ type: 'EstablishOwner' }, metadata));
    // The server starts answering only once the owner is in the team's list too.
    await this.runner.waitForReadModels(outcome.position);
  }
}

@Module({})
export class AppModule {
  /**
   * `tooling: true` builds the modules for command-line tools (replay, export): projections are
   * registered but nothing boots, loads demo data or schedules jobs.
   */
  static forRoot(
    config: AppConfig,
    options: { clock?: Clock; schedule?: boolean; tooling?: boolean } = {},
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, options.clock ?? new SystemClock()),
        ...(options.schedule === false || options.tooling || !runsScheduledJobs() ? [] : [ScheduleModule.forRoot()]),
        CqrsModule,
        EventSourcingModule,
        SiteModule,
        AuthModule,
        PurgeModule,
        DemoModule,
        EventsModule,
        SiteSettingsModule,
        AuditModule,
        AnalyticsModule,
        SpeakersModule,
        SponsorsModule,
        SponsorTiersModule,
        CeRequirementsModule,
        SubmissionsModule,
        OrganisersModule,
        PublicSiteModule,
        HealthModule,
        DashboardModule,
        MediaModule,
        MailModule,
        FollowersModule,
        OpenApiModule,
      ],
      providers: options.tooling ? [] : [Bootstrapper],
    };
  }
}
