import { Controller, Get, Module, OnModuleInit } from '@nestjs/common';
import { AdminOnly } from '../shared/http/access.decorators';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { Clock } from '../shared/clock';
import { AnalyticsQueries } from './analytics.queries';
import {
  EventAnalyticsProjection,
  SpeakerAnalyticsProjection,
  SponsorAnalyticsProjection,
  SubmissionAnalyticsProjection,
} from './analytics.projections';
import { SpeakerTalliesProjection } from './speaker-tallies.projection';

@Controller('api/analytics')
export class AnalyticsController {
  constructor(
    private readonly queries: AnalyticsQueries,
    private readonly clock: Clock,
  ) {}

  /** Every figure of the admin analytics screen (docs/analytics.md). */
  @Get()
  @AdminOnly()
  report() {
    return this.queries.report(this.clock.now());
  }
}

/** Analytics read models (`analytics-events`, `-speakers`, `-sponsors`, `-submissions`, `-speaker-tallies`) and GET /api/analytics. */
@Module({
  controllers: [AnalyticsController],
  providers: [
    EventAnalyticsProjection,
    SpeakerAnalyticsProjection,
    SponsorAnalyticsProjection,
    SubmissionAnalyticsProjection,
    SpeakerTalliesProjection,
    AnalyticsQueries,
  ],
})
export class AnalyticsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly events: EventAnalyticsProjection,
    private readonly speakers: SpeakerAnalyticsProjection,
    private readonly sponsors: SponsorAnalyticsProjection,
    private readonly submissions: SubmissionAnalyticsProjection,
    private readonly speakerTallies: SpeakerTalliesProjection,
  ) {}

  onModuleInit(): void {
    for (const projection of [this.events, this.speakers, this.sponsors, this.submissions, this.speakerTallies])
      this.projections.register(projection);
  }
}
