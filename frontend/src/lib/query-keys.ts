/**
 * Every React Query key, from one factory. Each key starts with the API path it reads, so
 * invalidating a prefix (`queryKeys.events.all`) refreshes the list and every detail under it.
 */
export const queryKeys = {
  events: {
    all: ['/api/events'] as const,
    list: () => ['/api/events'] as const,
    detail: (id: string) => ['/api/events', 'detail', id] as const,
  },
  speakers: {
    all: ['/api/speakers'] as const,
    list: (eventId?: string) => (eventId ? (['/api/speakers', 'by-event', eventId] as const) : (['/api/speakers'] as const)),
    detail: (id: string) => ['/api/speakers', 'detail', id] as const,
  },
  sponsors: {
    all: ['/api/sponsors'] as const,
    list: (eventId?: string) => (eventId ? (['/api/sponsors', 'by-event', eventId] as const) : (['/api/sponsors'] as const)),
  },
  sponsorTiers: {
    all: ['/api/sponsor-tiers'] as const,
    detail: (eventId: string) => ['/api/sponsor-tiers', eventId] as const,
  },
  submissions: {
    all: ['/api/event-submissions'] as const,
  },
  siteSettings: ['/api/site-settings'] as const,
  auth: {
    me: ['/api/auth/me'] as const,
  },
};
