/**
 * Every server path the browser calls or links to, declared once: fetchers build their URLs from
 * here and query keys start with them (lib/query-keys.ts). Each one is a route of the contracts'
 * catalogue, API_ROUTES, or the beginning several of its routes share (api-paths.test.ts checks
 * it). The catalogue is not imported here: it carries every request and answer schema, which the
 * public pages' first bundle must not (decision 0015).
 */

const segment = (value: string | number) => encodeURIComponent(String(value));

const event = (id: string) => `/api/events/${segment(id)}`;
const speaker = (id: string) => `/api/speakers/${segment(id)}`;
const sponsor = (id: string) => `/api/sponsors/${segment(id)}`;
const submission = (id: string) => `/api/event-submissions/${segment(id)}`;

export const apiPaths = {
  events: {
    all: '/api/events',
    search: '/api/events/search',
    featured: '/api/events/featured',
    trash: '/api/events/trash',
    one: event,
    calendar: (id: string) => `${event(id)}/ics`,
    followers: (id: string) => `${event(id)}/followers`,
    moveToTrash: (id: string) => `${event(id)}/trash`,
    restore: (id: string) => `${event(id)}/restore`,
    duplicate: (id: string) => `${event(id)}/duplicate`,
  },
  speakers: {
    all: '/api/speakers',
    search: '/api/speakers/search',
    featured: '/api/speakers/featured',
    trash: '/api/speakers/trash',
    one: speaker,
    profile: (id: string) => `${speaker(id)}/profile`,
    moveToTrash: (id: string) => `${speaker(id)}/trash`,
    restore: (id: string) => `${speaker(id)}/restore`,
  },
  sponsors: {
    all: '/api/sponsors',
    /** The events that have sponsors: the /sponsors page's event filter. */
    events: '/api/sponsors/events',
    trash: '/api/sponsors/trash',
    one: sponsor,
    assignToEvent: (id: string) => `${sponsor(id)}/assign-to-event`,
    moveToTrash: (id: string) => `${sponsor(id)}/trash`,
    restore: (id: string) => `${sponsor(id)}/restore`,
  },
  siteSponsors: '/api/site-sponsors',
  sponsorTiers: {
    /** Where every event's tier names start (no route of its own: the prefix their query keys share). */
    all: '/api/sponsor-tiers',
    ofEvent: (eventId: string) => `/api/sponsor-tiers/${segment(eventId)}`,
  },
  submissions: {
    all: '/api/event-submissions',
    one: submission,
    createEvent: (id: string) => `${submission(id)}/create-event`,
  },
  followers: {
    one: (id: string) => `/api/followers/${segment(id)}`,
    confirm: '/api/followers/confirm',
    unsubscribe: '/api/followers/unsubscribe',
  },
  siteSettings: '/api/site-settings',
  media: '/api/media',
  auth: {
    me: '/api/auth/me',
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    acceptInvitation: '/api/auth/invitations/accept',
    password: '/api/auth/password',
    passwordReset: '/api/auth/password-reset',
    confirmPasswordReset: '/api/auth/password-reset/confirm',
  },
  accounts: {
    all: '/api/accounts',
    invitations: '/api/accounts/invitations',
    one: (id: string) => `/api/accounts/${segment(id)}`,
  },
  audit: {
    all: '/api/audit',
    facets: '/api/audit/facets',
    undo: (position: number) => `/api/audit/${segment(position)}/undo`,
  },
  dashboard: '/api/dashboard',
  analytics: '/api/analytics',
  outbox: '/api/outbox',
  /** Outside /api: the calendar to subscribe to, and the Atom feed of newly listed events every public page's head links to. */
  calendarFeed: '/calendar.ics',
  newsFeed: '/feed.xml',
} as const;
