import type { AuditRow } from './audit';

/**
 * GET /api/dashboard (admins only): what needs an admin's attention today, each list worked out
 * from the same read models and rules as the list it points to, so its counts match them.
 * Lists of events and speakers name those of events that are not over (past ones need no work)
 * and not in the trash.
 */
export interface DashboardAnswer {
  /** Submissions waiting for review, and when the oldest of them came in. */
  pendingSubmissions: { count: number; oldestSubmittedAt: string | null };
  /** Organisers' change requests waiting for review, and when the oldest of them was proposed. */
  pendingChangeRequests: { count: number; oldestSubmittedAt: string | null };
  /**
   * Featured places in use (upcoming, public featured events; at most `limit`), and featured
   * events that no longer hold a place because they are over or hidden: offer to unfeature them.
   */
  featured: { used: number; limit: number; stale: Array<{ id: string; title: string; reason: 'past' | 'hidden' }> };
  /** The first DASHBOARD_LISTED events without an agenda, in the admin list's order (`counts` says how many there are). */
  eventsWithoutAgenda: Array<{ id: string; title: string }>;
  /** The first DASHBOARD_LISTED events without an image. */
  eventsWithoutImage: Array<{ id: string; title: string }>;
  /** The first DASHBOARD_LISTED speakers without a photo, in the admin list's order. */
  speakersWithoutPhoto: Array<{ id: string; name: string; eventId: string }>;
  /** The first DASHBOARD_LISTED speakers without a disclosure. */
  speakersWithoutDisclosure: Array<{ id: string; name: string; eventId: string }>;
  /** How many events and speakers each of the four lists above stands for. */
  counts: {
    eventsWithoutAgenda: number;
    eventsWithoutImage: number;
    speakersWithoutPhoto: number;
    speakersWithoutDisclosure: number;
  };
  /** Items in the trash, and the soonest purge among them. */
  trash: { events: number; speakers: number; sponsors: number; nextPurgeAt: string | null };
  /** The newest rows of the audit history, as GET /api/audit answers them. */
  recentChanges: AuditRow[];
}

export const DASHBOARD_RECENT_CHANGES = 10;
/**
 * How many of the events or speakers missing something the dashboard names. A catalogue of tens of
 * thousands of events may have hundreds of thousands of speakers without a disclosure: the count
 * says so, and naming them all made an answer of tens of megabytes that no admin reads.
 */
export const DASHBOARD_LISTED = 100;
