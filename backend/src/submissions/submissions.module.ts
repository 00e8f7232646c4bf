import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DemoDataLoader } from '../demo/demo-data.loader';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { LiveEventCreation, submissionCommandHandlers } from './commands';
import { SubmissionThrottle } from './http/submission-throttle';
import { SubmissionsController } from './http/submissions.controller';
import { AgendaExtractor, agendaExtractionOptionsProvider } from './live-event/agenda-extractor';
import { SubmissionsProjection } from './projections/submissions.projection';
import { SubmissionsDemoSeeder } from './submissions.demo-seeder';
import { SubmissionsQueries } from './submissions.queries';

/**
 * Event submissions: received from the public form, reviewed by an admin, turned into live
 * events (with the agenda read from the registration page and its speakers added).
 */
@Module({
  imports: [CqrsModule],
  controllers: [SubmissionsController],
  providers: [
    ...submissionCommandHandlers,
    LiveEventCreation,
    SubmissionsProjection,
    SubmissionsQueries,
    SubmissionThrottle,
    agendaExtractionOptionsProvider,
    AgendaExtractor,
    SubmissionsDemoSeeder,
  ],
  exports: [SubmissionsQueries],
})
export class SubmissionsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly projection: SubmissionsProjection,
    private readonly demoData: DemoDataLoader,
    private readonly demoSeeder: SubmissionsDemoSeeder,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.projection);
    this.demoData.register(this.demoSeeder);
  }
}
