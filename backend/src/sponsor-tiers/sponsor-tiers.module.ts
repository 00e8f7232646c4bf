import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DemoDataLoader } from '../demo/demo-data.loader';
import { TierNamesOfNextEdition } from './sponsor-tiers.next-edition';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { EventCopyParts, EventsModule } from '../events';
import { sponsorTierCommandHandlers } from './commands';
import { SponsorTiersController } from './http/sponsor-tiers.controller';
import { SponsorTiersProjection } from './projections/sponsor-tiers.projection';
import { SponsorTiersDemoSeeder } from './sponsor-tiers.demo-seeder';
import { SponsorTiersQueries } from './sponsor-tiers.queries';

/** Each event's names for its sponsor tiers: decided in domain/, projected in projections/, served in http/. */
@Module({
  imports: [CqrsModule, EventsModule],
  controllers: [SponsorTiersController],
  providers: [
    TierNamesOfNextEdition,
    ...sponsorTierCommandHandlers,
    SponsorTiersProjection,
    SponsorTiersQueries,
    SponsorTiersDemoSeeder,
  ],
  exports: [SponsorTiersQueries],
})
export class SponsorTiersModule implements OnModuleInit {
  constructor(
    private readonly nextEditions: EventCopyParts,
    private readonly nextEditionPart: TierNamesOfNextEdition,
    private readonly projections: ProjectionEngine,
    private readonly projection: SponsorTiersProjection,
    private readonly demoData: DemoDataLoader,
    private readonly demoSeeder: SponsorTiersDemoSeeder,
  ) {}

  onModuleInit(): void {
    this.nextEditions.register(this.nextEditionPart);
    this.projections.register(this.projection);
    this.demoData.register(this.demoSeeder);
  }
}
