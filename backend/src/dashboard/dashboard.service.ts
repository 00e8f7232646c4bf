import { Injectable } from '@nestjs/common';
import { AuditQuerySchema, DASHBOARD_RECENT_CHANGES, type DashboardAnswer } from '@dental/contracts';
import { AuditQueries } from '../audit';
import { EventsQueries } from '../events';
import { OrganisersQueries } from '../organisers';
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
    private readonly organisers: OrganisersQueries,
    private readonly clock: Clock,
  ) {}

  async answer(): Promise<DashboardAnswer> {
    const [events, speakers, pendingSubmissions, trashedEvents, trashedSpeakers, trashedSponsors, recent, requests] =
      await Promise.all([
        this.events.list('admin'),
        this.speakers.list('admin'),
        this.submissions.list('pending'),
        this.events.trashed(),
        this.speakers.trashed(),
        this.sponsors.trashed(),
        this.audit.page(AuditQuerySchema.parse({ limit: DASHBOARD_RECENT_CHANGES })),
        this.organisers.changeRequests({ status: 'pending' }),
      ]);
    const attention = whatNeedsAttention({
      events,
      speakers,
      pendingSubmissions,
      trash: { events: trashedEvents, speakers: trashedSpeakers, sponsors: trashedSponsors },
      today: this.clock.now(),
    });
    // Listed newest first: the oldest waiting is the last.
    const pendingChangeRequests = { count: requests.length, oldestSubmittedAt: requests.at(-1)?.submittedAt ?? null };
    return { ...attention, pendingChangeRequests, recentChanges: recent.rows };
  }
}
