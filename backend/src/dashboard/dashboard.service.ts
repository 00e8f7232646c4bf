import { Injectable } from '@nestjs/common';
import { AuditQuerySchema, DASHBOARD_RECENT_CHANGES, agendaHasItems, type DashboardAnswer } from '@dental/contracts';
import { ANALYTICS_EVENTS_COLLECTION, type EventFacts } from '../analytics';
import { AuditQueries } from '../audit';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TouchedDocuments } from '../event-sourcing/projections/touched-documents';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { EVENTS_COLLECTION, EventsQueries, dayNumber } from '../events';
import { OrganisersQueries } from '../organisers';
import { Clock } from '../shared/clock';
import { SPEAKERS_COLLECTION } from '../shared/read-model-collections';
import { SpeakersQueries } from '../speakers';
import { SPONSORS_COLLECTION, SponsorsQueries } from '../sponsors';
import { SUBMISSIONS_COLLECTION, SubmissionsQueries } from '../submissions';
import { AttentionIndex, type Attention, type AttentionEvent } from './attention';

/**
 * GET /api/dashboard: what needs attention, and the newest audit rows and change requests (read
 * at each request). What needs attention is kept per item (AttentionIndex, decision 0102): the
 * first request reads the whole lists of events, speakers, trashed sponsors and pending
 * submissions; after that only the events and speaker records that domain events touched are
 * read again, and the sponsors or submissions when one of them changed. The first request reads
 * no agenda (decision 0130): the events come without them, as every process holds them, and
 * whether each agenda shows an item is the fact the analytics keep of every event.
 */
@Injectable()
export class DashboardService {
  private readonly touched: TouchedDocuments;
  private index: AttentionIndex | null = null;
  /** The answer until something is touched or the day changes. */
  private kept: { day: number; attention: Attention } | null = null;
  /** The update under way: requests that come meanwhile wait for it instead of reading again. */
  private updating: Promise<AttentionIndex> | null = null;

  constructor(
    private readonly events: EventsQueries,
    private readonly speakers: SpeakersQueries,
    private readonly sponsors: SponsorsQueries,
    private readonly submissions: SubmissionsQueries,
    private readonly audit: AuditQueries,
    private readonly organisers: OrganisersQueries,
    private readonly clock: Clock,
    projections: ProjectionEngine,
    private readonly readStore: ReadStore,
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
    const index = this.touched.pending || !this.index ? await this.update() : this.index;
    const attention = index.answer(today);
    this.kept = { day, attention };
    return attention;
  }

  private update(): Promise<AttentionIndex> {
    this.updating ??= this.read()
      .catch((error: unknown) => {
        // What was taken is not in the index: the next request reads everything again.
        this.index = null;
        this.touched.forgetEverything();
        throw error;
      })
      .finally(() => (this.updating = null));
    return this.updating;
  }

  private async read(): Promise<AttentionIndex> {
    // Taken before reading: a change made while the lists are read is still pending afterwards.
    const touched = this.touched.take();
    if (touched.everything || !this.index) {
      const [events, speakers, pendingSubmissions, trashedSponsors] = await Promise.all([
        this.everyEvent(),
        this.speakers.summaries(),
        this.submissions.list('pending'),
        this.sponsors.trashed(),
      ]);
      this.index = AttentionIndex.of({ events, speakers, pendingSubmissions, trashedSponsors });
      return this.index;
    }
    const index = this.index;
    const ids = (collection: string) => [...(touched.ids.get(collection) ?? [])];
    const [events, speakers] = await Promise.all([
      Promise.all(ids(EVENTS_COLLECTION).map((id) => this.events.find(id))),
      Promise.all(ids(SPEAKERS_COLLECTION).map((id) => this.speakers.find(id))),
    ]);
    ids(EVENTS_COLLECTION).forEach((id, at) => index.putEvent(id, events[at]));
    ids(SPEAKERS_COLLECTION).forEach((id, at) => index.putSpeaker(id, speakers[at]));
    if (touched.ids.has(SPONSORS_COLLECTION)) index.setTrashedSponsors(await this.sponsors.trashed());
    if (touched.ids.has(SUBMISSIONS_COLLECTION)) index.setPendingSubmissions(await this.submissions.list('pending'));
    return index;
  }

  /**
   * Every event without its agenda, and whether the agenda shows an item as the analytics' facts
   * of the event say (the same rule, agendaHasItems). Reading every agenda took most of the first
   * request at +50,000 catalogue events (3.6 s), and the garbage of it more. An event the facts do
   * not know is read whole.
   */
  private async everyEvent(): Promise<AttentionEvent[]> {
    const [summaries, facts] = await Promise.all([
      this.events.summaries(),
      this.readStore.listFields<EventFacts, 'hasAgenda'>(ANALYTICS_EVENTS_COLLECTION, ['hasAgenda']),
    ]);
    const hasAgenda = new Map(facts.map(({ id, value }) => [id, value.hasAgenda]));
    const events: AttentionEvent[] = [];
    const unknown: string[] = [];
    for (const { id, value } of summaries.values()) {
      const known = hasAgenda.get(id);
      if (known === undefined) unknown.push(id);
      else events.push({ event: value, hasAgenda: known });
    }
    for (const event of await this.events.findEach(unknown))
      events.push({ event, hasAgenda: agendaHasItems(event.agenda) });
    return events;
  }
}
