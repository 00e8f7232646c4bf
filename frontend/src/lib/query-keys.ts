import { API_PATHS } from '@dental/contracts';

const EVENTS = API_PATHS.listEvents.path;
const SPEAKERS = API_PATHS.listSpeakers.path;
const SPONSORS = API_PATHS.listSponsors.path;

/**
 * Every React Query key, from one factory, the admin area's included. Each key starts with the path
 * of the route it reads, from the contracts' API_PATHS (an event's tier names under the route's
 * pattern, '/api/sponsor-tiers/:eventId', then the event), so invalidating a prefix
 * (`queryKeys.events.all`) refreshes the public lists, the admin's lists and every detail under it
 * at once. What only a signed-in account may read carries an 'admin' (or 'trash') segment second,
 * which keeps an admin answer (hidden events included) out of the public site's entries and lets
 * the admin area drop all of them at logout (isAdminOnlyKey).
 */
export const queryKeys = {
  events: {
    all: [EVENTS] as const,
    detail: (id: string) => [EVENTS, 'detail', id] as const,
    /** GET /api/events/:id/changes, under the event so that a change to it refreshes them too. */
    changes: (id: string) => [EVENTS, 'detail', id, 'changes'] as const,
    featured: () => [EVENTS, 'featured'] as const,
    search: (params: Record<string, string>) => [EVENTS, 'search', params] as const,
    /** GET /api/admin/events: a page of the admin events screen (decision 0093), under the events' key so every change refreshes it. */
    adminPages: () => [EVENTS, 'admin', 'pages'] as const,
    adminPage: (params: Record<string, string>) => [EVENTS, 'admin', 'pages', params] as const,
    /** GET /api/admin/event-choices?q=&first=: what an event menu offers for the words typed (decisions 0094, 0107). */
    menu: (params: Record<string, string>) => [EVENTS, 'admin', 'choices', params] as const,
    adminDetail: (id: string) => [EVENTS, 'admin', id] as const,
    /**
     * GET /api/sponsors/events as an admin: the titles of the events sponsors are at, hidden ones
     * too. Under the events' key, so a renamed event refreshes it; a sponsor change refreshes it
     * before the sponsors (useRefreshSponsors).
     */
    sponsorTitles: () => [EVENTS, 'admin', 'sponsor-titles'] as const,
    /** GET /api/events/:id/followers, under the event so that a change to it refreshes them too. */
    followers: (id: string) => [EVENTS, 'admin', id, 'followers'] as const,
    /** A page of the events list as it was at a moment (GET /api/admin/events-as-of, decision 0109). */
    asOf: (params: Record<string, string>) => [EVENTS, 'admin', 'as-of', params] as const,
    trash: () => [EVENTS, 'trash'] as const,
  },
  speakers: {
    all: [SPEAKERS] as const,
    list: (eventId?: string) => (eventId ? ([SPEAKERS, 'by-event', eventId] as const) : ([SPEAKERS] as const)),
    detail: (id: string) => [SPEAKERS, 'detail', id] as const,
    profile: (id: string) => [SPEAKERS, 'detail', id, 'profile'] as const,
    featured: () => [SPEAKERS, 'featured'] as const,
    search: (params: Record<string, string>) => [SPEAKERS, 'search', params] as const,
    /** GET /api/admin/speakers: a page of the admin speakers screen (decision 0094). */
    adminPages: () => [SPEAKERS, 'admin', 'pages'] as const,
    adminPage: (params: Record<string, string>) => [SPEAKERS, 'admin', 'pages', params] as const,
    adminDetail: (id: string) => [SPEAKERS, 'admin', id] as const,
    /** GET /api/speakers?eventId= as an admin: one event's speakers, hidden events' too. */
    adminOfEvent: (eventId: string) => [SPEAKERS, 'admin', 'by-event', eventId] as const,
    trash: () => [SPEAKERS, 'trash'] as const,
  },
  sponsors: {
    all: [SPONSORS] as const,
    list: (eventId?: string) => (eventId ? ([SPONSORS, 'by-event', eventId] as const) : ([SPONSORS] as const)),
    events: () => [SPONSORS, 'events'] as const,
    /** GET /api/site-sponsors, under the sponsors' key so every sponsor change refreshes the band too. */
    site: () => [SPONSORS, 'site'] as const,
    adminList: () => [SPONSORS, 'admin'] as const,
    trash: () => [SPONSORS, 'trash'] as const,
  },
  /** The public pages and the admin's sponsor screens read the same answer, under the same key. */
  sponsorTiers: {
    all: [API_PATHS.sponsorTierNames.path] as const,
    detail: (eventId: string) => [API_PATHS.sponsorTierNames.path, eventId] as const,
  },
  /** Every submission key is admin only, except the public form's, which writes and reads nothing. */
  submissions: {
    all: [API_PATHS.listSubmissions.path] as const,
    adminList: () => [API_PATHS.listSubmissions.path, 'admin'] as const,
  },
  siteSettings: [API_PATHS.getSiteSettings.path] as const,
  /** Renewal rule sets: public reads, and the admin's fresh list and edit form under 'admin'. */
  ceRuleSets: {
    all: [API_PATHS.listCeRuleSets.path] as const,
    adminList: () => [API_PATHS.listCeRuleSets.path, 'admin'] as const,
    adminDetail: (id: string) => [API_PATHS.listCeRuleSets.path, 'admin', id] as const,
  },
  auth: {
    me: [API_PATHS.signedInAccount.path] as const,
  },
  accounts: {
    all: [API_PATHS.listAccounts.path] as const,
    list: () => [API_PATHS.listAccounts.path, 'admin'] as const,
  },
  audit: {
    all: [API_PATHS.auditHistory.path] as const,
    list: (filters: Record<string, string>) => [API_PATHS.auditHistory.path, 'admin', 'list', filters] as const,
    facets: () => [API_PATHS.auditHistory.path, 'admin', 'facets'] as const,
  },
  analytics: {
    all: [API_PATHS.analytics.path] as const,
    report: () => [API_PATHS.analytics.path, 'admin'] as const,
  },
  dashboard: () => [API_PATHS.dashboard.path, 'admin'] as const,
  /** Organisers' change requests, as admins review them. */
  changeRequests: {
    all: [API_PATHS.listChangeRequests.path] as const,
    list: (status: string) => [API_PATHS.listChangeRequests.path, 'admin', status] as const,
  },
  /** An event's organiser links, on its admin page. */
  organiserLinks: (eventId: string) => [API_PATHS.eventOrganiserLinks.path, 'admin', eventId] as const,
  /** The signed-in organiser's events (their own session, not an admin's). */
  organiserEvents: () => [API_PATHS.organiserEvents.path] as const,
  outbox: () => [API_PATHS.sentMail.path, 'admin'] as const,
  /** Renewal rule sets (public), and what chosen sessions count toward one. */
  ceRequirements: {
    all: [API_PATHS.listCeRuleSets.path] as const,
    progress: (ruleSetId: string, sessions: string) =>
      [API_PATHS.listCeRuleSets.path, 'progress', ruleSetId, sessions] as const,
  },
};

/** True for a cache entry that only a signed-in account may hold; the admin area drops them at logout. */
export function isAdminOnlyKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === API_PATHS.listSubmissions.path || queryKey[1] === 'admin' || queryKey[1] === 'trash';
}
