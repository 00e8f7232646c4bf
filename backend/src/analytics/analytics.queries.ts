import { Injectable } from '@nestjs/common';
import {
  FEATURED_EVENTS_LIMIT,
  SPONSOR_TIERS,
  SUBMISSION_STATUSES,
  averageSpeakersPerEvent,
  countEvents,
  hasRealImage,
  profileCompleteness,
  type AnalyticsReport,
  type SponsorTier,
  type SubmissionStatus,
} from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TouchedDocuments } from '../event-sourcing/projections/touched-documents';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import {
  ANALYTICS_EVENTS_COLLECTION,
  ANALYTICS_FEATURED_MONTHS_COLLECTION,
  ANALYTICS_SPEAKERS_COLLECTION,
  ANALYTICS_SPONSORS_COLLECTION,
  ANALYTICS_SUBMISSIONS_COLLECTION,
  EventFacts,
  FeaturedMonth,
  SpeakerFacts,
  SponsorFacts,
  SubmissionFacts,
  isFilled,
} from './analytics.projections';

/** Fields of a listing that count towards Content Completion (docs/analytics.md). */
export const EVENT_LISTING_FIELDS = [
  'title',
  'description',
  'date',
  'location',
  'city',
  'image',
  'registrationUrl',
] as const;
export const SPEAKER_PROFILE_FIELDS = ['name', 'profession', 'specialty', 'lectureTitle', 'email', 'image'] as const;

/** Whether a speaker's profile field counts as filled in the content score: the image only when it is a real picture. */
function isSpeakerFieldFilled(speaker: SpeakerFacts, field: (typeof SPEAKER_PROFILE_FIELDS)[number]): boolean {
  switch (field) {
    case 'name':
      return speaker.hasName;
    case 'profession':
      return speaker.hasProfession;
    case 'specialty':
      return speaker.hasSpecialty;
    case 'lectureTitle':
      return speaker.hasLectureTitle;
    case 'email':
      return speaker.hasEmail;
    case 'image':
      return speaker.image === 'real';
  }
}

const HOUR_MS = 60 * 60 * 1000;

const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 100) : null);

/** What the report says of the speakers of listed events: counted once per change of the facts (AnalyticsQueries). */
interface SpeakerFigures {
  total: number;
  eventsWithSpeakers: number;
  profileCompleteness: ReturnType<typeof profileCompleteness>;
  /** Profile fields filled, over all of them (the speakers' share of Content Completion). */
  filledFields: number;
  withSocialMedia: number;
  featured: number;
}

/**
 * Counts every figure of GET /api/analytics from the analytics read models. The speakers' facts
 * are kept on file (decision 0091): their figures are counted from the file when the facts of an
 * event or a speaker changed since they were last counted, and kept until then.
 */
@Injectable()
export class AnalyticsQueries {
  private readonly factsTouched: TouchedDocuments;
  private speakers: SpeakerFigures | null = null;

  constructor(
    private readonly readStore: ReadStore,
    projections: ProjectionEngine,
  ) {
    this.factsTouched = new TouchedDocuments(projections, [ANALYTICS_EVENTS_COLLECTION, ANALYTICS_SPEAKERS_COLLECTION]);
  }

  async report(now: Date): Promise<AnalyticsReport> {
    const [allEvents, featuredMonths, allSponsors, submissions] = await Promise.all([
      this.values<EventFacts>(ANALYTICS_EVENTS_COLLECTION),
      this.values<FeaturedMonth>(ANALYTICS_FEATURED_MONTHS_COLLECTION),
      this.values<SponsorFacts>(ANALYTICS_SPONSORS_COLLECTION),
      this.values<SubmissionFacts>(ANALYTICS_SUBMISSIONS_COLLECTION),
    ]);

    // Listed: every event the admin list shows (hidden included); live: what the public sees.
    const listedEntries = allEvents.filter(([, event]) => !event.inTrash && !event.purged && event.title !== '');
    const listedIds = new Set(listedEntries.map(([id]) => id));
    const listed = listedEntries.map(([, event]) => event);
    const live = listed.filter((event) => !event.isHidden);
    const counts = countEvents(listed, now);
    const withAgenda = live.filter((event) => event.hasAgenda).length;
    const speakers = await this.speakerFigures(listedIds);

    const sponsors = allSponsors
      .map(([, sponsor]) => sponsor)
      .filter((sponsor) => !sponsor.removed && !sponsor.inTrash && !sponsor.purged && sponsor.name !== '');
    const completeness = speakers.profileCompleteness;

    const contentFields = listed.length * EVENT_LISTING_FIELDS.length + speakers.total * SPEAKER_PROFILE_FIELDS.length;
    const filledFields =
      listed.reduce(
        (total, event) =>
          total +
          EVENT_LISTING_FIELDS.filter((field) =>
            field === 'image' ? hasRealImage(event.image) : isFilled(event[field]),
          ).length,
        0,
      ) + speakers.filledFields;

    const submissionReport = this.submissions(submissions.map(([, submission]) => submission));
    const eventsWithAgendas = percent(withAgenda, live.length);

    return {
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
        featured: listed.filter((event) => event.isFeatured).length,
        featuredLimit: FEATURED_EVENTS_LIMIT,
        inTrash: allEvents.filter(([, event]) => event.inTrash && !event.purged).length,
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

  /** The speakers' figures: kept while no fact of an event or a speaker changed, else counted again. */
  private async speakerFigures(listedIds: ReadonlySet<string>): Promise<SpeakerFigures> {
    if (this.speakers && !this.factsTouched.pending) return this.speakers;
    // Taken first: a change while they are counted leaves the next report to count them again.
    this.factsTouched.take();
    const speakers = (await this.values<SpeakerFacts>(ANALYTICS_SPEAKERS_COLLECTION))
      .map(([, speaker]) => speaker)
      .filter(
        (speaker) => !speaker.inTrash && !speaker.purged && speaker.eventId !== null && listedIds.has(speaker.eventId),
      );
    this.speakers = {
      total: speakers.length,
      eventsWithSpeakers: new Set(speakers.map((speaker) => speaker.eventId)).size,
      profileCompleteness: profileCompleteness(
        speakers.map((speaker) => ({ hasImage: speaker.image !== 'none', hasProfession: speaker.hasProfession })),
      ),
      filledFields: speakers.reduce(
        (total, speaker) =>
          total + SPEAKER_PROFILE_FIELDS.filter((field) => isSpeakerFieldFilled(speaker, field)).length,
        0,
      ),
      withSocialMedia: speakers.filter((speaker) => speaker.socialLinkCount > 0).length,
      featured: speakers.filter((speaker) => speaker.isFeatured).length,
    };
    return this.speakers;
  }

  private async values<T>(collection: string): Promise<Array<[string, T]>> {
    return (await this.readStore.list<T>(collection)).map((document) => [document.id, document.value]);
  }
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
function perCity(events: readonly EventFacts[]): Array<{ city: string; count: number }> {
  const counts = new Map<string, number>();
  for (const event of events) {
    const city = event.city.trim() || 'Unknown';
    counts.set(city, (counts.get(city) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([city, count]) => ({ city, count }))
    .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
}
