import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DemoDataLoader } from '../demo/demo-data.loader';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TrashPurgeJob } from '../purge';
import { EventCopyParts, EventDuplication, FeaturedPlaces, eventCommandHandlers } from './commands';
import { EventsDemoSeeder } from './events.demo-seeder';
import { EventsPurger } from './events.purger';
import { EventsQueries } from './events.queries';
import { EventChangesQueries } from './event-changes.queries';
import { EventsController } from './http/events.controller';
import { AdminEventsController } from './http/admin-events.controller';
import { AdminEventsQueries } from './admin-events.queries';
import { EventDuplicationsProjection } from './projections/event-duplications.projection';
import { EventsProjection } from './projections/events.projection';
import { PublicViewsProjection } from './projections/public-views.projection';
import { PublicEventViews } from './public-event-views';
import { RenewalRuleSets } from './renewal-rule-sets';
import { CityDirectory } from './places/city-directory';
import { UndoRegistry } from '../audit';
import { eventRevertActions } from './events.undo';

/** Events (conference listings): decided in domain/, projected in projections/, served in http/. */
@Module({
  imports: [CqrsModule],
  controllers: [EventsController, AdminEventsController],
  providers: [
    ...eventCommandHandlers,
    FeaturedPlaces,
    EventDuplication,
    EventCopyParts,
    EventsProjection,
    EventDuplicationsProjection,
    PublicViewsProjection,
    EventsQueries,
    AdminEventsQueries,
    EventChangesQueries,
    PublicEventViews,
    RenewalRuleSets,
    CityDirectory,
    EventsPurger,
    EventsDemoSeeder,
  ],
  exports: [EventsQueries, PublicEventViews, FeaturedPlaces, EventCopyParts, EventDuplication, RenewalRuleSets],
})
export class EventsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly undoRegistry: UndoRegistry,
    private readonly projection: EventsProjection,
    private readonly duplications: EventDuplicationsProjection,
    private readonly publicViews: PublicViewsProjection,
    private readonly purgeJob: TrashPurgeJob,
    private readonly purger: EventsPurger,
    private readonly demoData: DemoDataLoader,
    private readonly demoSeeder: EventsDemoSeeder,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.projection);
    this.projections.register(this.duplications);
    this.projections.register(this.publicViews);
    this.purgeJob.register(this.purger);
    this.undoRegistry.register(eventRevertActions);
    this.demoData.register(this.demoSeeder);
  }
}
