import type { SponsorTier, SubmissionStatus } from '../entities';

/**
 * GET /api/analytics: every figure of the admin analytics screen, computed from analytics read
 * models that are built only from domain events. docs/analytics.md says how each one is computed.
 * Percentages are whole numbers 0-100, or null when there is nothing to divide by.
 */
export interface AnalyticsReport {
  /** The moment the time-dependent figures (upcoming, past) were computed for. */
  generatedAt: string;
  cards: {
    totalEvents: number;
    totalSpeakers: number;
    totalSponsors: number;
    upcomingEvents: number;
  };
  events: {
    total: number;
    upcoming: number;
    past: number;
    /** Listed but hidden from the public. */
    hidden: number;
    /** Public: neither hidden nor in the trash. */
    live: number;
    featured: number;
    featuredLimit: number;
    inTrash: number;
    /** Live events whose agenda has at least one session. */
    withAgenda: number;
    perCity: Array<{ city: string; count: number }>;
    /** How many times events were featured and unfeatured, per calendar month (UTC) of the domain event's occurredAt. */
    featuredChangesPerMonth: Array<{ month: string; featured: number; unfeatured: number }>;
  };
  speakers: {
    total: number;
    eventsWithSpeakers: number;
    averagePerEvent: number;
    profileCompleteness: number;
    withSocialMedia: number;
    featured: number;
  };
  sponsors: {
    total: number;
    byTier: Record<SponsorTier, number>;
    global: number;
    eventsWithSponsors: number;
  };
  submissions: {
    total: number;
    byStatus: Record<SubmissionStatus, number>;
    /** Month (UTC, 'YYYY-MM') the submission was received, by its current status. */
    perMonth: Array<{ month: string } & Record<SubmissionStatus, number>>;
    approvalRate: number | null;
    /** Median hours from receipt to approval or rejection, one decimal. */
    medianHoursToReview: number | null;
    /** Turned into live events. */
    turnedIntoEvents: number;
  };
  performance: {
    contentCompletion: number | null;
    eventsWithAgendas: number | null;
    profileCompleteness: number;
    approvalRate: number | null;
    medianHoursToReview: number | null;
  };
}
