import { Injectable } from '@nestjs/common';
import { AuditQuerySchema, DASHBOARD_RECENT_CHANGES, type DashboardAnswer } from '@dental/contracts';
import { AuditQueries } from '../audit';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TouchedDocuments } from '../event-sourcing/projections/touched-documents';
import { EVENTS_COLLECTION, EventsQueries, dayNumber } from '../events';
import { OrganisersQueries } from '../organisers';
import { Clock } from '../shared/clock';
import { SPEAKERS_COLLECTION } from '../shared/read-model-collections';
import { SpeakersQueries } from '../speakers';
import { SPONSORS_COLLECTION, SponsorsQueries } from '../sponsors';
import { SUBMISSIONS_COLLECTION, SubmissionsQueries } from '../submissions';
import { whatNeedsAttention } from './attention';

type Attention = ReturnType<typeof whatNeedsAttention>;

/**
 * GET /api/dashboard: reads the lists the admin screens read, and the newest audit rows. What
 * needs attention is worked out from the whole lists of events, speakers, trashed items and
 * submissions (0.3 s at +50,000 catalogue events), so it is kept until one of them changes or
 * the day does; the audit rows and change requests are read at each request.
 */
@Injectable()
export class DashboardService {
  private readonly touched: TouchedDocuments;
  private kept: { day: number; attention: Attention } | null = null;

  constructor(
    private readonly events: EventsQueries,
    private readonly speakers: SpeakersQueries,
    private readonly sponsors: SponsorsQueries,
    private readonly submissions: SubmissionsQueries,
    private readonly audit: AuditQueries,
    private readonly organisers: OrganisersQueries,
    private readonly clock: Clock,
    projections: ProjectionEngine,
  ) {
    this.touched = new TouchedDocuments(projections, [
      EVENTS_COLLECTION,
      SPEAKERS_COLLECTION,
      SPONSORS_COLLECTION,
      SUBMISSIONS_COLLECTION,
    ]);
  }

  async answer(): Promise<DashboardAnswer> {
    const [attention, recent, requests] = await Promise.all([
      this.attention(this.clock.now()),
      this.audit.page(AuditQuerySchema.parse({ limit: DASHBOARD_RECENT_CHANGES })),
      this.organisers.changeRequests({ status: 'pending' }),
    ]);
    // Listed newest first: the oldest waiting is the last.
    const pendingChangeRequests = { count: requests.length, oldestSubmittedAt: requests.at(-1)?.submittedAt ?? null };
    return { ...attention, pendingChangeRequests, recentChanges: recent.rows };
  }

  private async attention(today: Date): Promise<Attention> {
    // What is past is decided by calendar days in local time (listingTiming).
    const day = dayNumber(today);
    if (this.kept?.day === day && !this.touched.pending) return this.kept.attention;
    // Taken before reading: a change made while the lists are read is still pending afterwards.
    this.touched.take();
    const [events, speakers, pendingSubmissions, trashedEvents, trashedSpeakers, trashedSponsors] = await Promise.all([
      this.events.list('admin'),
      this.speakers.all(),
      this.submissions.list('pending'),
      this.events.trashed(),
      this.speakers.trashed(),
      this.sponsors.trashed(),
    ]);
    const attention = whatNeedsAttention({
      events,
      speakers,
      pendingSubmissions,
      trash: { events: trashedEvents, speakers: trashedSpeakers, sponsors: trashedSponsors },
      today,
    });
    this.kept = { day, attention };
    return attention;
  }
}
