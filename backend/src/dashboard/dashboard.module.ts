import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { OrganisersModule } from '../organisers';
import { SpeakersModule } from '../speakers';
import { SponsorsModule } from '../sponsors';
import { SubmissionsModule } from '../submissions';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** The admin's dashboard: a read over the other domains' read models, with no state of its own. */
@Module({
  imports: [EventsModule, OrganisersModule, SpeakersModule, SponsorsModule, SubmissionsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
