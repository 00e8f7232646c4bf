/**
 * Every React Query key, from one factory. Each key starts with the API path it reads, so
 * invalidating a prefix (`queryKeys.events.all`) refreshes the list and every detail under it.
 */
export const queryKeys = {
  events: {
    all: ['/api/events'] as const,
    detail: (id: string) => ['/api/events', 'detail', id] as const,
    featured: () => ['/api/events', 'featured'] as const,
    search: (params: Record<string, string>) => ['/api/events', 'search', params] as const,
  },
  speakers: {
    all: ['/api/speakers'] as const,
    list: (eventId?: string) =>
      eventId ? (['/api/speakers', 'by-event', eventId] as const) : (['/api/speakers'] as const),
    detail: (id: string) => ['/api/speakers', 'detail', id] as const,
    featured: () => ['/api/speakers', 'featured'] as const,
    search: (params: Record<string, string>) => ['/api/speakers', 'search', params] as const,
  },
  sponsors: {
    all: ['/api/sponsors'] as const,
    list: (eventId?: string) =>
      eventId ? (['/api/sponsors', 'by-event', eventId] as const) : (['/api/sponsors'] as const),
    events: () => ['/api/sponsors', 'events'] as const,
    /** GET /api/site-sponsors, under the sponsors' key so every sponsor change refreshes the band too. */
    site: () => ['/api/sponsors', 'site'] as const,
  },
  sponsorTiers: {
    all: ['/api/sponsor-tiers'] as const,
    detail: (eventId: string) => ['/api/sponsor-tiers', eventId] as const,
  },
  submissions: {
    all: ['/api/event-submissions'] as const,
  },
  siteSettings: ['/api/site-settings'] as const,
  /** Admin only: the 'admin' segment lets the admin area drop these at logout. */
  audit: {
    all: ['/api/audit'] as const,
    list: (filters: Record<string, string>) => ['/api/audit', 'admin', 'list', filters] as const,
    facets: () => ['/api/audit', 'admin', 'facets'] as const,
  },
  analytics: {
    all: ['/api/analytics'] as const,
    report: () => ['/api/analytics', 'admin'] as const,
  },
  /** The events list as it was at a moment (GET /api/events?asOf=), admin only. */
  eventsAsOf: (asOf: string) => ['/api/events', 'admin', 'as-of', asOf] as const,
  auth: {
    me: ['/api/auth/me'] as const,
  },
};
