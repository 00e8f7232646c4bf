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
  eventsWithoutAgenda: Array<{ id: string; title: string }>;
  eventsWithoutImage: Array<{ id: string; title: string }>;
  speakersWithoutPhoto: Array<{ id: string; name: string; eventId: string }>;
  speakersWithoutDisclosure: Array<{ id: string; name: string; eventId: string }>;
  /** Items in the trash, and the soonest purge among them. */
  trash: { events: number; speakers: number; sponsors: number; nextPurgeAt: string | null };
  /** The newest rows of the audit history, as GET /api/audit answers them. */
  recentChanges: AuditRow[];
}

export const DASHBOARD_RECENT_CHANGES = 10;
