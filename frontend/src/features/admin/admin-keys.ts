import { queryKeys } from '../../lib/query-keys';

/**
 * Keys of what only a signed-in admin reads. Each one sits under its public prefix
 * (`queryKeys.events.all` and so on), so invalidating a prefix after a change refreshes the
 * public site's caches and the admin's at once; the extra 'admin' segment keeps an admin answer
 * (hidden events included) out of the public site's cache entries.
 */
export const adminKeys = {
  me: queryKeys.auth.me,
  events: {
    list: () => [...queryKeys.events.all, 'admin'] as const,
    detail: (id: string) => [...queryKeys.events.all, 'admin', id] as const,
    trash: () => [...queryKeys.events.all, 'trash'] as const,
  },
  speakers: {
    list: () => [...queryKeys.speakers.all, 'admin'] as const,
    detail: (id: string) => [...queryKeys.speakers.all, 'admin', id] as const,
    trash: () => [...queryKeys.speakers.all, 'trash'] as const,
  },
  sponsors: {
    list: () => [...queryKeys.sponsors.all, 'admin'] as const,
    trash: () => [...queryKeys.sponsors.all, 'trash'] as const,
  },
  /** GET /api/dashboard: what needs the admin's attention. */
  dashboard: () => ['/api/dashboard', 'admin'] as const,
  sponsorTiers: {
    detail: (eventId: string) => queryKeys.sponsorTiers.detail(eventId),
  },
  submissions: {
    all: queryKeys.submissions.all,
    list: () => [...queryKeys.submissions.all, 'admin'] as const,
  },
};

/** True for a cache entry that only an admin session may hold; dropped at logout. */
export function isAdminOnlyKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === queryKeys.submissions.all[0] || queryKey[1] === 'admin' || queryKey[1] === 'trash';
}
