import { Injectable } from '@nestjs/common';
import {
  FEATURED_EVENTS_LIMIT,
  SPONSOR_TIERS,
  SUBMISSION_STATUSES,
  averageSpeakersPerEvent,
  countEvents,
  profileCompletenessOf,
  startOfDateText,
  type AnalyticsReport,
  type SponsorTier,
  type StartOf,
  type SubmissionStatus,
} from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TouchedDocuments } from '../event-sourcing/projections/touched-documents';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { FollowedFacts } from './followed-facts';
import { EVENT_LISTING_FIELDS, ReportedEvents, type ReportedEvent } from './reported-events';
import { SPEAKER_PROFILE_FIELDS, EventTallies, type SpeakerTally } from './speaker-tallies';
import { ANALYTICS_SPEAKER_TALLIES_COLLECTION } from './speaker-tallies.projection';
import {
  ANALYTICS_EVENTS_COLLECTION,
  ANALYTICS_FEATURED_MONTHS_COLLECTION,
  ANALYTICS_SPONSORS_COLLECTION,
  ANALYTICS_SUBMISSIONS_COLLECTION,
  EventFacts,
  FeaturedMonth,
  SponsorFacts,
  SubmissionFacts,
} from './analytics.projections';

const HOUR_MS = 60 * 60 * 1000;

const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 100) : null);

/** What the report says of the speakers of listed events. */
interface SpeakerFigures {
  total: number;
  eventsWithSpeakers: number;
  profileCompleteness: number;
  /** Profile fields filled, over all of them (the speakers' share of Content Completion). */
  filledFields: number;
  withSocialMedia: number;
  featured: number;
}

/**
 * Counts every figure of GET /api/analytics from the analytics read models. The speakers are
 * counted from their events' tallies (`analytics-speaker-tallies`, decision 0132), read once and
 * then again for each event whose tally changed; a report adds up the tallies of the listed
 * events. The events' facts are kept on file too (decision 0128):
 * what the report reads of each (ReportedEvents) is read once, then again for each event whose
 * facts changed.
 */
@Injectable()
export class AnalyticsQueries {
  private readonly speakerTallies: FollowedFacts<SpeakerTally>;
  private readonly eventFacts: FollowedFacts<EventFacts>;
  /** Any fact the report counts, touched since it was last made. */
  private readonly factsTouched: TouchedDocuments;
  /**
   * The last report, until a fact changes or `now` reaches the start of an event it counted as
   * upcoming (the one figure that moves with the clock): an admin opening the screen again, with
   * nothing changed, was answered by counting every listed event again (65 ms at +50,000).
   */
  private kept: { report: Omit<AnalyticsReport, 'generatedAt'>; until: number } | null = null;
  private readonly tallies = new EventTallies();
  private readonly events = new ReportedEvents();
  /**
   * Each listed event's start as its date text reads, from the report before: a report counts the
   * upcoming events and finds the next start, and parsing every date text for both took about half
   * of a report after an edit at +50,000 catalogue events (over 100 ms).
   */
  private starts = new Map<string, number | null>();

  constructor(
    private readonly readStore: ReadStore,
    projections: ProjectionEngine,
  ) {
    this.speakerTallies = new FollowedFacts(readStore, projections, ANALYTICS_SPEAKER_TALLIES_COLLECTION, this.tallies);
    this.eventFacts = new FollowedFacts(readStore, projections, ANALYTICS_EVENTS_COLLECTION, this.events);
    this.factsTouched = new TouchedDocuments(projections, [
      ANALYTICS_EVENTS_COLLECTION,
      ANALYTICS_FEATURED_MONTHS_COLLECTION,
      ANALYTICS_SPONSORS_COLLECTION,
      ANALYTICS_SUBMISSIONS_COLLECTION,
      ANALYTICS_SPEAKER_TALLIES_COLLECTION,
    ]);
  }

  async report(now: Date): Promise<AnalyticsReport> {
    if (this.kept && !this.factsTouched.pending && now.getTime() < this.kept.until)
      return { generatedAt: now.toISOString(), ...this.kept.report };
    // Taken before reading: a change made meanwhile is still pending for the next report.
    this.factsTouched.take();
    const { report: counted, until } = await this.count(now);
    const { generatedAt, ...report } = counted;
    this.kept = { report, until };
    return { generatedAt, ...report };
  }

  /** The report, and until when it holds if no fact changes: the start of the next event counted as upcoming. */
  private async count(now: Date): Promise<{ report: AnalyticsReport; until: number }> {
    const [featuredMonths, allSponsors, submissions] = await Promise.all([
      this.values<FeaturedMonth>(ANALYTICS_FEATURED_MONTHS_COLLECTION),
      this.values<SponsorFacts>(ANALYTICS_SPONSORS_COLLECTION),
      this.values<SubmissionFacts>(ANALYTICS_SUBMISSIONS_COLLECTION),
    ]);

    // Listed: every event the admin list shows (hidden included); live: what the public sees.
    const listedIds = new Set<string>();
    const listed: ReportedEvent[] = [];
    let inTrash = 0;
    for (const [id, event] of await this.reportedEvents()) {
      if (event.inTrash) inTrash += 1;
      if (!event.listed) continue;
      listedIds.add(id);
      listed.push(event);
    }
    const live = listed.filter((event) => !event.hidden);
    const startOf = this.startsOf(listed);
    const counts = countEvents(listed, now, startOf);
    const withAgenda = live.filter((event) => event.hasAgenda).length;
    const speakers = await this.speakerFigures(listedIds);

    const sponsors = allSponsors
      .map(([, sponsor]) => sponsor)
      .filter((sponsor) => !sponsor.removed && !sponsor.inTrash && !sponsor.purged && sponsor.name !== '');
    const completeness = speakers.profileCompleteness;

    const contentFields = listed.length * EVENT_LISTING_FIELDS.length + speakers.total * SPEAKER_PROFILE_FIELDS.length;
    const filledFields = listed.reduce((total, event) => total + event.filledFields, 0) + speakers.filledFields;

    const submissionReport = this.submissions(submissions.map(([, submission]) => submission));
    const eventsWithAgendas = percent(withAgenda, live.length);

    const report: AnalyticsReport = {
      generatedAt: now.toISOString(),
      cards: {
        totalEvents: counts.total,
        totalSpeakers: speakers.total,
        totalSponsors: sponsors.length,
        upcomingEvents: counts.upcoming,
      },
      events: {
        total: counts.total,
        upcoming: counts.upcoming,
        past: counts.past,
        hidden: listed.length - live.length,
        live: live.length,
        featured: listed.filter((event) => event.featured).length,
        featuredLimit: FEATURED_EVENTS_LIMIT,
        inTrash,
        withAgenda,
        perCity: perCity(listed),
        featuredChangesPerMonth: featuredMonths
          .map(([, month]) => month)
          .sort((a, b) => a.month.localeCompare(b.month)),
      },
      speakers: {
        total: speakers.total,
        eventsWithSpeakers: speakers.eventsWithSpeakers,
        averagePerEvent: averageSpeakersPerEvent(listed.length, speakers.total),
        profileCompleteness: completeness,
        withSocialMedia: speakers.withSocialMedia,
        featured: speakers.featured,
      },
      sponsors: {
        total: sponsors.length,
        byTier: Object.fromEntries(
          SPONSOR_TIERS.map((tier) => [tier, sponsors.filter((sponsor) => sponsor.tier === tier).length]),
        ) as Record<SponsorTier, number>,
        global: sponsors.filter((sponsor) => sponsor.isGlobalSponsor).length,
        eventsWithSponsors: new Set(
          sponsors.map((sponsor) => sponsor.eventId).filter((id): id is string => id !== null && listedIds.has(id)),
        ).size,
      },
      submissions: submissionReport,
      performance: {
        contentCompletion: percent(filledFields, contentFields),
        eventsWithAgendas,
        profileCompleteness: completeness,
        approvalRate: submissionReport.approvalRate,
        medianHoursToReview: submissionReport.medianHoursToReview,
      },
    };
    return { report, until: nextStartAfter(listed, now, startOf) };
  }

  /**
   * The starts of these events' date texts, each parsed once: read from the last report's when it
   * had the text. Only these are kept for the next report, so the ones no event has any more go.
   */
  private startsOf(events: ReadonlyArray<{ date: string }>): StartOf {
    const before = this.starts;
    const starts = new Map<string, number | null>();
    for (const { date } of events) {
      if (starts.has(date)) continue;
      const known = before.get(date);
      starts.set(date, known !== undefined ? known : startOfDateText(date));
    }
    this.starts = starts;
    return (dateText) => {
      const start = starts.get(dateText);
      return start !== undefined ? start : startOfDateText(dateText);
    };
  }

  private submissions(all: SubmissionFacts[]): AnalyticsReport['submissions'] {
    const byStatus = Object.fromEntries(SUBMISSION_STATUSES.map((status) => [status, 0])) as Record<
      SubmissionStatus,
      number
    >;
    const months = new Map<string, Record<SubmissionStatus, number>>();
    const reviewHours: number[] = [];
    for (const submission of all) {
      const status = (SUBMISSION_STATUSES as readonly string[]).includes(submission.status)
        ? (submission.status as SubmissionStatus)
        : 'pending';
      byStatus[status] += 1;
      const month = submission.submittedAt?.slice(0, 7) ?? 'unknown';
      const row =
        months.get(month) ??
        (Object.fromEntries(SUBMISSION_STATUSES.map((key) => [key, 0])) as Record<SubmissionStatus, number>);
      row[status] += 1;
      months.set(month, row);
      if (status !== 'pending' && submission.submittedAt && submission.reviewedAt) {
        reviewHours.push(Math.max(0, Date.parse(submission.reviewedAt) - Date.parse(submission.submittedAt)) / HOUR_MS);
      }
    }
    const reviewed = byStatus.approved + byStatus.rejected;
    return {
      total: all.length,
      byStatus,
      perMonth: [...months.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, counts]) => ({ month, ...counts })),
      approvalRate: percent(byStatus.approved, reviewed),
      medianHoursToReview: median(reviewHours),
      turnedIntoEvents: all.filter((submission) => submission.eventCreated).length,
    };
  }

  /** The speakers' figures: the tallies of the listed events, once every change of a speaker's facts is tallied. */
  private async speakerFigures(listedIds: ReadonlySet<string>): Promise<SpeakerFigures> {
    await this.speakerTallies.upToDate();
    const { tally, eventsWithSpeakers } = this.tallies.sum(listedIds);
    return {
      total: tally.speakers,
      eventsWithSpeakers,
      profileCompleteness: profileCompletenessOf(tally.complete, tally.speakers),
      filledFields: tally.filledFields,
      withSocialMedia: tally.withSocialMedia,
      featured: tally.featured,
    };
  }

  /** What the report reads of each event it counts, once every change of an event's facts is read. */
  private async reportedEvents(): Promise<IterableIterator<[string, ReportedEvent]>> {
    await this.eventFacts.upToDate();
    return this.events.entries();
  }

  private async values<T>(collection: string): Promise<Array<[string, T]>> {
    return (await this.readStore.list<T>(collection)).map((document) => [document.id, document.value]);
  }
}

/** The earliest start of an event after `now`, as countEvents reads the dates; Infinity when none is ahead. */
function nextStartAfter(events: ReadonlyArray<{ date: string }>, now: Date, startOf: StartOf): number {
  let next = Number.POSITIVE_INFINITY;
  for (const event of events) {
    const start = startOf(event.date);
    if (start !== null && start > now.getTime() && start < next) next = start;
  }
  return next;
}

/** Median, one decimal; null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(value * 10) / 10;
}

/** Listed events per city, most first; the name as typed (trimmed), blank ones as 'Unknown'. */
function perCity(events: ReadonlyArray<{ city: string }>): Array<{ city: string; count: number }> {
  const counts = new Map<string, number>();
  for (const event of events) {
    const city = event.city.trim() || 'Unknown';
    counts.set(city, (counts.get(city) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([city, count]) => ({ city, count }))
    .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
}
