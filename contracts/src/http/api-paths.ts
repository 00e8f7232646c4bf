/**
 * Every route's method and path, and nothing else: what a client needs to call it. Kept apart from
 * the catalogue (API_ROUTES, api-routes.ts), which adds the schemas: a browser module that only
 * calls routes takes its paths from here without pulling every schema and zod into its download.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const API_PATHS = {
  listEvents: { method: 'GET', path: '/api/events' },
  searchEvents: { method: 'GET', path: '/api/events/search' },
  featuredEvents: { method: 'GET', path: '/api/events/featured' },
  eventsInTrash: { method: 'GET', path: '/api/events/trash' },
  adminEvents: { method: 'GET', path: '/api/admin/events' },
  eventChoices: { method: 'GET', path: '/api/admin/event-choices' },
  eventsAsOf: { method: 'GET', path: '/api/admin/events-as-of' },
  getEvent: { method: 'GET', path: '/api/events/:id' },
  eventCalendar: { method: 'GET', path: '/api/events/:id/ics' },
  eventChanges: { method: 'GET', path: '/api/events/:id/changes' },
  createEvent: { method: 'POST', path: '/api/events' },
  updateEvent: { method: 'PATCH', path: '/api/events/:id' },
  duplicateEvent: { method: 'POST', path: '/api/events/:id/duplicate' },
  trashEvent: { method: 'POST', path: '/api/events/:id/trash' },
  restoreEvent: { method: 'POST', path: '/api/events/:id/restore' },
  followEvent: { method: 'POST', path: '/api/events/:id/followers' },
  eventFollowers: { method: 'GET', path: '/api/events/:id/followers' },
  confirmFollower: { method: 'POST', path: '/api/followers/confirm' },
  unsubscribeFollower: { method: 'POST', path: '/api/followers/unsubscribe' },
  removeFollower: { method: 'DELETE', path: '/api/followers/:id' },
  listSpeakers: { method: 'GET', path: '/api/speakers' },
  searchSpeakers: { method: 'GET', path: '/api/speakers/search' },
  featuredSpeakers: { method: 'GET', path: '/api/speakers/featured' },
  adminSpeakers: { method: 'GET', path: '/api/admin/speakers' },
  speakersInTrash: { method: 'GET', path: '/api/speakers/trash' },
  speakerProfile: { method: 'GET', path: '/api/speakers/:id/profile' },
  getSpeaker: { method: 'GET', path: '/api/speakers/:id' },
  createSpeaker: { method: 'POST', path: '/api/speakers' },
  updateSpeaker: { method: 'PATCH', path: '/api/speakers/:id' },
  trashSpeaker: { method: 'POST', path: '/api/speakers/:id/trash' },
  restoreSpeaker: { method: 'POST', path: '/api/speakers/:id/restore' },
  listSponsors: { method: 'GET', path: '/api/sponsors' },
  sponsoredEvents: { method: 'GET', path: '/api/sponsors/events' },
  sponsorsInTrash: { method: 'GET', path: '/api/sponsors/trash' },
  createSponsor: { method: 'POST', path: '/api/sponsors' },
  updateSponsor: { method: 'PATCH', path: '/api/sponsors/:id' },
  assignSponsor: { method: 'PATCH', path: '/api/sponsors/:id/assign-to-event' },
  trashSponsor: { method: 'POST', path: '/api/sponsors/:id/trash' },
  deleteSponsor: { method: 'DELETE', path: '/api/sponsors/:id' },
  restoreSponsor: { method: 'POST', path: '/api/sponsors/:id/restore' },
  listCeRuleSets: { method: 'GET', path: '/api/ce-requirements' },
  getCeRuleSet: { method: 'GET', path: '/api/ce-requirements/:id' },
  createCeRuleSet: { method: 'POST', path: '/api/ce-requirements' },
  editCeRuleSet: { method: 'PATCH', path: '/api/ce-requirements/:id' },
  ceProgress: { method: 'POST', path: '/api/ce-requirements/:id/progress' },
  sponsorTierNames: { method: 'GET', path: '/api/sponsor-tiers/:eventId' },
  renameSponsorTier: { method: 'PATCH', path: '/api/sponsor-tiers/:eventId' },
  siteSponsors: { method: 'GET', path: '/api/site-sponsors' },
  listSubmissions: { method: 'GET', path: '/api/event-submissions' },
  getSubmission: { method: 'GET', path: '/api/event-submissions/:id' },
  submitEvent: { method: 'POST', path: '/api/event-submissions' },
  reviewSubmission: { method: 'PATCH', path: '/api/event-submissions/:id' },
  createEventFromSubmission: { method: 'POST', path: '/api/event-submissions/:id/create-event' },
  eventOrganiserLinks: { method: 'GET', path: '/api/events/:id/organiser-links' },
  sendOrganiserLink: { method: 'POST', path: '/api/events/:id/organiser-links' },
  revokeOrganiserLink: { method: 'POST', path: '/api/organiser-links/:id/revoke' },
  startOrganiserSession: { method: 'POST', path: '/api/organiser/sessions' },
  endOrganiserSession: { method: 'POST', path: '/api/organiser/logout' },
  organiserEvents: { method: 'GET', path: '/api/organiser/events' },
  proposeChangeRequest: { method: 'POST', path: '/api/organiser/events/:id/change-requests' },
  listChangeRequests: { method: 'GET', path: '/api/change-requests' },
  approveChangeRequest: { method: 'POST', path: '/api/change-requests/:id/approve' },
  rejectChangeRequest: { method: 'POST', path: '/api/change-requests/:id/reject' },
  getSiteSettings: { method: 'GET', path: '/api/site-settings' },
  updateSiteSettings: { method: 'PATCH', path: '/api/site-settings' },
  uploadImage: { method: 'POST', path: '/api/media' },
  login: { method: 'POST', path: '/api/auth/login' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  signedInAccount: { method: 'GET', path: '/api/auth/me' },
  acceptInvitation: { method: 'POST', path: '/api/auth/invitations/accept' },
  changePassword: { method: 'POST', path: '/api/auth/password' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/password-reset' },
  confirmPasswordReset: { method: 'POST', path: '/api/auth/password-reset/confirm' },
  listAccounts: { method: 'GET', path: '/api/accounts' },
  inviteAccount: { method: 'POST', path: '/api/accounts/invitations' },
  updateAccount: { method: 'PATCH', path: '/api/accounts/:id' },
  auditHistory: { method: 'GET', path: '/api/audit' },
  auditFacets: { method: 'GET', path: '/api/audit/facets' },
  undoChange: { method: 'POST', path: '/api/audit/:position/undo' },
  dashboard: { method: 'GET', path: '/api/dashboard' },
  analytics: { method: 'GET', path: '/api/analytics' },
  sentMail: { method: 'GET', path: '/api/outbox' },
  sitemap: { method: 'GET', path: '/sitemap.xml' },
  robots: { method: 'GET', path: '/robots.txt' },
  calendarFeed: { method: 'GET', path: '/calendar.ics' },
  newsFeed: { method: 'GET', path: '/feed.xml' },
  health: { method: 'GET', path: '/api/health' },
  ready: { method: 'GET', path: '/api/ready' },
  openApiDocument: { method: 'GET', path: '/api/openapi.json' },
  apiReference: { method: 'GET', path: '/api/docs' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type ApiOperationId = keyof typeof API_PATHS;

/** The `:name` parameters of a path: '/api/sponsor-tiers/:eventId' → 'eventId'. */
export type PathParameters<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameters<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A route's path with its parameters filled in and encoded: apiPath(API_PATHS.getEvent, { id }) →
 * '/api/events/abc'. The compiler asks for exactly the parameters the path has.
 */
export function apiPath<P extends string>(
  route: { path: P },
  ...[params]: [PathParameters<P>] extends [never] ? [] : [Readonly<Record<PathParameters<P>, string | number>>]
): string {
  const values: Readonly<Record<string, string | number>> = params ?? {};
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
