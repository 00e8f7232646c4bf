import { apiPaths } from './api-paths';

/**
 * Every React Query key, from one factory, the admin area's included. Each key starts with the API
 * path it reads, so invalidating a prefix (`queryKeys.events.all`) refreshes the public lists, the
 * admin's lists and every detail under it at once. What only a signed-in account may read carries
 * an 'admin' (or 'trash') segment second, which keeps an admin answer (hidden events included) out
 * of the public site's entries and lets the admin area drop all of them at logout (isAdminOnlyKey).
 */
export const queryKeys = {
  events: {
    all: [apiPaths.events.all] as const,
    detail: (id: string) => [apiPaths.events.all, 'detail', id] as const,
    featured: () => [apiPaths.events.all, 'featured'] as const,
    search: (params: Record<string, string>) => [apiPaths.events.all, 'search', params] as const,
    adminList: () => [apiPaths.events.all, 'admin'] as const,
    adminDetail: (id: string) => [apiPaths.events.all, 'admin', id] as const,
    /** GET /api/events/:id/followers, under the event so that a change to it refreshes them too. */
    followers: (id: string) => [apiPaths.events.all, 'admin', id, 'followers'] as const,
    /** The events list as it was at a moment (GET /api/events?asOf=). */
    asOf: (asOf: string) => [apiPaths.events.all, 'admin', 'as-of', asOf] as const,
    trash: () => [apiPaths.events.all, 'trash'] as const,
  },
  speakers: {
    all: [apiPaths.speakers.all] as const,
    list: (eventId?: string) =>
      eventId ? ([apiPaths.speakers.all, 'by-event', eventId] as const) : ([apiPaths.speakers.all] as const),
    detail: (id: string) => [apiPaths.speakers.all, 'detail', id] as const,
    profile: (id: string) => [apiPaths.speakers.all, 'detail', id, 'profile'] as const,
    featured: () => [apiPaths.speakers.all, 'featured'] as const,
    search: (params: Record<string, string>) => [apiPaths.speakers.all, 'search', params] as const,
    adminList: () => [apiPaths.speakers.all, 'admin'] as const,
    adminDetail: (id: string) => [apiPaths.speakers.all, 'admin', id] as const,
    trash: () => [apiPaths.speakers.all, 'trash'] as const,
  },
  sponsors: {
    all: [apiPaths.sponsors.all] as const,
    list: (eventId?: string) =>
      eventId ? ([apiPaths.sponsors.all, 'by-event', eventId] as const) : ([apiPaths.sponsors.all] as const),
    events: () => [apiPaths.sponsors.all, 'events'] as const,
    /** GET /api/site-sponsors, under the sponsors' key so every sponsor change refreshes the band too. */
    site: () => [apiPaths.sponsors.all, 'site'] as const,
    adminList: () => [apiPaths.sponsors.all, 'admin'] as const,
    trash: () => [apiPaths.sponsors.all, 'trash'] as const,
  },
  /** The public pages and the admin's tier names dialog read the same answer, under the same key. */
  sponsorTiers: {
    all: [apiPaths.sponsorTiers.all] as const,
    detail: (eventId: string) => [apiPaths.sponsorTiers.all, eventId] as const,
  },
  /** Every submission key is admin only, except the public form's, which writes and reads nothing. */
  submissions: {
    all: [apiPaths.submissions.all] as const,
    adminList: () => [apiPaths.submissions.all, 'admin'] as const,
  },
  siteSettings: [apiPaths.siteSettings] as const,
  auth: {
    me: [apiPaths.auth.me] as const,
  },
  accounts: {
    all: [apiPaths.accounts.all] as const,
    list: () => [apiPaths.accounts.all, 'admin'] as const,
  },
  audit: {
    all: [apiPaths.audit.all] as const,
    list: (filters: Record<string, string>) => [apiPaths.audit.all, 'admin', 'list', filters] as const,
    facets: () => [apiPaths.audit.all, 'admin', 'facets'] as const,
  },
  analytics: {
    all: [apiPaths.analytics] as const,
    report: () => [apiPaths.analytics, 'admin'] as const,
  },
  dashboard: () => [apiPaths.dashboard, 'admin'] as const,
  outbox: () => [apiPaths.outbox, 'admin'] as const,
};

/** True for a cache entry that only a signed-in account may hold; the admin area drops them at logout. */
export function isAdminOnlyKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === apiPaths.submissions.all || queryKey[1] === 'admin' || queryKey[1] === 'trash';
}
