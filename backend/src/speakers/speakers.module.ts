import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DemoDataLoader } from '../demo/demo-data.loader';
import { SpeakersOfNextEdition } from './speakers.next-edition';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { EventCopyParts, EventsModule } from '../events';
import { TrashPurgeJob } from '../purge';
import { speakerCommandHandlers } from './commands';
import { SpeakersController } from './http/speakers.controller';
import { AdminSpeakersController } from './http/admin-speakers.controller';
import { AdminSpeakersQueries } from './admin-speakers.queries';
import { SpeakersProjection } from './projections/speakers.projection';
import { SpeakersDemoSeeder } from './speakers.demo-seeder';
import { SpeakersPurger } from './speakers.purger';
import { SpeakersQueries } from './speakers.queries';
import { UndoRegistry } from '../audit';
import { speakerRevertActions } from './speakers.undo';

/**
 * Speakers: decided in domain/, projected in projections/, served in http/. Its command handler
 * is exported, so other modules (submissions, events) send ForSpeaker through the CommandBus.
 */
@Module({
  imports: [CqrsModule, EventsModule],
  controllers: [SpeakersController, AdminSpeakersController],
  providers: [
    SpeakersOfNextEdition,
    ...speakerCommandHandlers,
    SpeakersProjection,
    SpeakersQueries,
    AdminSpeakersQueries,
    SpeakersPurger,
    SpeakersDemoSeeder,
  ],
  exports: [...speakerCommandHandlers, SpeakersQueries],
})
export class SpeakersModule implements OnModuleInit {
  constructor(
    private readonly nextEditions: EventCopyParts,
    private readonly nextEditionPart: SpeakersOfNextEdition,
    private readonly projections: ProjectionEngine,
    private readonly undoRegistry: UndoRegistry,
    private readonly projection: SpeakersProjection,
    private readonly purgeJob: TrashPurgeJob,
    private readonly purger: SpeakersPurger,
    private readonly demoData: DemoDataLoader,
    private readonly demoSeeder: SpeakersDemoSeeder,
  ) {}

  onModuleInit(): void {
    this.nextEditions.register(this.nextEditionPart);
    this.projections.register(this.projection);
    this.purgeJob.register(this.purger);
    this.undoRegistry.register(speakerRevertActions);
    this.demoData.register(this.demoSeeder);
  }
}
