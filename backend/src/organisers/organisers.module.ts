import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DemoDataLoader } from '../demo/demo-data.loader';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { EventsModule } from '../events';
import { SharedStateModule } from '../shared/shared-state/shared-state.module';
import { SpeakersModule } from '../speakers';
import { organiserCommandHandlers } from './commands';
import { ChangeRequestsController } from './http/change-requests.controller';
import { OrganiserLinksController } from './http/organiser-links.controller';
import { OrganiserController } from './http/organiser.controller';
import { OrganiserLinkThrottle, OrganiserSessions } from './organiser-sessions';
import { OrganisersDemoSeeder } from './organisers.demo-seeder';
import { OrganisersQueries } from './organisers.queries';
import { ChangeRequestsProjection } from './projections/change-requests.projection';
import { OrganiserLinksProjection } from './projections/organiser-links.projection';

/**
 * An event's outside organiser (decision 0062): the links that sign them in (decided in domain/,
 * sessions beside the admins' in shared storage), their change requests, and the admins' review,
 * which applies a request through the event and speaker handlers.
 */
@Module({
  imports: [CqrsModule, SharedStateModule, EventsModule, SpeakersModule],
  controllers: [OrganiserController, ChangeRequestsController, OrganiserLinksController],
  providers: [
    ...organiserCommandHandlers,
    OrganisersQueries,
    OrganiserSessions,
    OrganiserLinkThrottle,
    OrganiserLinksProjection,
    ChangeRequestsProjection,
    OrganisersDemoSeeder,
  ],
  exports: [OrganisersQueries],
})
export class OrganisersModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly links: OrganiserLinksProjection,
    private readonly changeRequests: ChangeRequestsProjection,
    private readonly demoData: DemoDataLoader,
    private readonly demoSeeder: OrganisersDemoSeeder,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.links);
    this.projections.register(this.changeRequests);
    this.demoData.register(this.demoSeeder);
  }
}
