import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DemoDataLoader } from '../demo/demo-data.loader';
import { SponsorsOfNextEdition } from './sponsors.next-edition';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { EventCopyParts, EventsModule } from '../events';
import { TrashPurgeJob } from '../purge';
import { sponsorCommandHandlers } from './commands';
import { SponsorsController } from './http/sponsors.controller';
import { SponsorsProjection } from './projections/sponsors.projection';
import { SponsorsDemoSeeder } from './sponsors.demo-seeder';
import { SponsorAssignmentsPurger, SponsorsPurger } from './sponsors.purger';
import { SponsorsQueries } from './sponsors.queries';
import { UndoRegistry } from '../audit';
import { sponsorRevertActions } from './sponsors.undo';

/** Sponsors: decided in domain/, projected in projections/, served in http/. */
@Module({
  imports: [CqrsModule, EventsModule],
  controllers: [SponsorsController],
  providers: [
    SponsorsOfNextEdition,
    ...sponsorCommandHandlers,
    SponsorsProjection,
    SponsorsQueries,
    SponsorsPurger,
    SponsorAssignmentsPurger,
    SponsorsDemoSeeder,
  ],
  exports: [...sponsorCommandHandlers, SponsorsQueries],
})
export class SponsorsModule implements OnModuleInit {
  constructor(
    private readonly nextEditions: EventCopyParts,
    private readonly nextEditionPart: SponsorsOfNextEdition,
    private readonly projections: ProjectionEngine,
    private readonly undoRegistry: UndoRegistry,
    private readonly projection: SponsorsProjection,
    private readonly purgeJob: TrashPurgeJob,
    private readonly purger: SponsorsPurger,
    private readonly assignmentsPurger: SponsorAssignmentsPurger,
    private readonly demoData: DemoDataLoader,
    private readonly demoSeeder: SponsorsDemoSeeder,
  ) {}

  onModuleInit(): void {
    this.nextEditions.register(this.nextEditionPart);
    this.projections.register(this.projection);
    this.purgeJob.register(this.purger);
    this.undoRegistry.register(sponsorRevertActions);
    this.purgeJob.register(this.assignmentsPurger);
    this.demoData.register(this.demoSeeder);
  }
}
