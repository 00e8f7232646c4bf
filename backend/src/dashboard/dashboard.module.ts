import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { SpeakersModule } from '../speakers/speakers.module';
import { SponsorsModule } from '../sponsors/sponsors.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** The admin's dashboard: a read over the other domains' read models, with no state of its own. */
@Module({
  imports: [EventsModule, SpeakersModule, SponsorsModule, SubmissionsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
