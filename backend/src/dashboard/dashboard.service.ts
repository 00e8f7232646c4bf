import { Injectable } from '@nestjs/common';
import { AuditQuerySchema, DASHBOARD_RECENT_CHANGES, type DashboardAnswer } from '@dental/contracts';
import { AuditQueries } from '../audit';
import { EventsQueries } from '../events';
import { Clock } from '../shared/clock';
import { SpeakersQueries } from '../speakers';
import { SponsorsQueries } from '../sponsors';
import { SubmissionsQueries } from '../submissions';
import { whatNeedsAttention } from './attention';

/** GET /api/dashboard: reads the lists the admin screens read, and the newest audit rows. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly events: EventsQueries,
    private readonly speakers: SpeakersQueries,
    private readonly sponsors: SponsorsQueries,
    private readonly submissions: SubmissionsQueries,
    private readonly audit: AuditQueries,
    private readonly clock: Clock,
  ) {}

  async answer(): Promise<DashboardAnswer> {
    const [events, speakers, pendingSubmissions, trashedEvents, trashedSpeakers, trashedSponsors, recent] =
      await Promise.all([
        this.events.list('admin'),
        this.speakers.list('admin'),
        this.submissions.list('pending'),
        this.events.trashed(),
        this.speakers.trashed(),
        this.sponsors.trashed(),
        this.audit.page(AuditQuerySchema.parse({ limit: DASHBOARD_RECENT_CHANGES })),
      ]);
    const attention = whatNeedsAttention({
      events,
      speakers,
      pendingSubmissions,
      trash: { events: trashedEvents, speakers: trashedSpeakers, sponsors: trashedSponsors },
      today: this.clock.now(),
    });
    return { ...attention, recentChanges: recent.rows };
  }
}
