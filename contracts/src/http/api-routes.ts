import { z } from 'zod';
import type { Role } from './accounts';
import { API_PATHS, type ApiOperationId, type HttpMethod } from './api-paths';
import {
  AcceptInvitationRequestSchema,
  ChangePasswordRequestSchema,
  ConfirmPasswordResetRequestSchema,
  InviteAccountRequestSchema,
  PasswordResetRequestSchema,
  UpdateAccountRequestSchema,
} from './accounts';
import {
  AccountSchema,
  AdminEventsAnswerSchema,
  AdminSpeakersAnswerSchema,
  EventChoiceSchema,
  AnalyticsReportSchema,
  AuditFacetsSchema,
  AuditPageSchema,
  EventsAsOfAnswerSchema,
  DashboardAnswerSchema,
  EventListingSchema,
  EventSearchAnswerSchema,
  EventSubmissionCreatedSchema,
  EventSubmissionSchema,
  EventSummarySchema,
  FeaturedSpeakersAnswerSchema,
  FollowConfirmedSchema,
  FollowEndedSchema,
  FollowerSchema,
  HealthAnswerSchema,
  LiveEventCreatedSchema,
  MessageAnswerSchema,
  OutboxMessageSchema,
  ReadinessAnswerSchema,
  RestoredEventAnswerSchema,
  SignedInAccountSchema,
  SiteSettingsAnswerSchema,
  SiteSponsorSchema,
  SpeakerProfileSchema,
  SpeakerSchema,
  SpeakerSearchAnswerSchema,
  SponsoredEventSchema,
  SponsorSchema,
  SponsorTierNamesSchema,
  CeRuleSetSchema,
  CeProgressSchema,
  TrashedEventSchema,
  TrashedSpeakerSchema,
  TrashedSponsorSchema,
  UndoResultSchema,
  UploadedImageSchema,
} from './api-answers';
import { AdminEventsQuerySchema, EventChoicesQuerySchema } from './admin-events';
import { AdminSpeakersQuerySchema } from './admin-speakers';
import { AuditQuerySchema, EventsAsOfQuerySchema } from './audit';
import {
  CreateEventRequestSchema,
  DuplicateEventRequestSchema,
  EventEditPatchSchema,
  EventFlagPatchSchema,
  EventStatusPatchSchema,
  LoginRequestSchema,
  TrashRequestSchema,
} from './event-requests';
import { EventChangesAnswerSchema } from './event-changes';
import { FollowRequestSchema, FollowerTokenRequestSchema } from './follower-requests';
import {
  EventSearchQuerySchema,
  SitemapQuerySchema,
  SpeakerProfileQuerySchema,
  SpeakerSearchQuerySchema,
} from './public-reads';
import { SiteSettingsPatchSchema } from './site-settings';
import {
  CreateSpeakerRequestSchema,
  SpeakerEditPatchSchema,
  SpeakerFlagPatchSchema,
  SpeakerMoveSchema,
} from './speaker-requests';
import {
  AssignSponsorRequestSchema,
  CreateSponsorRequestSchema,
  SponsorEditPatchSchema,
  SponsorGlobalPatchSchema,
} from './sponsor-requests';
import {
  ApproveChangeRequestSchema,
  ChangeRequestListQuerySchema,
  ChangeRequestRequestSchema,
  ChangeRequestSchema,
  OrganiserEventSchema,
  OrganiserLinkSchema,
  OrganiserSessionRequestSchema,
  OrganiserSignedInSchema,
  RejectChangeRequestSchema,
  SendOrganiserLinkRequestSchema,
} from './organisers';
import { RenameSponsorTierRequestSchema } from './sponsor-tier-requests';
import {
  BOARD_TEXT_DECIDES,
  CeProgressRequestSchema,
  CreateCeRuleSetRequestSchema,
  EditCeRuleSetRequestSchema,
} from './ce-requirements';
import {
  CreateLiveEventRequestSchema,
  EventSubmissionFormSchema,
  SubmissionListQuerySchema,
  SubmissionReviewRequestSchema,
} from './submission-requests';

/**
 * Every route the server answers, declared once: its method and path, who may call it, what it
 * takes and what it answers. GET /api/openapi.json is made from this list, a test fails when a
 * controller route is missing from it (or it names one that does not exist), and the browser may
 * take its paths from here (apiPath). Imports nothing but zod and contracts, so it runs anywhere.
 */

/** Who may call a route: anyone, or a signed-in account with one of these roles (the server's routeAccess rule). */
export type ApiAccess = { public: true } | { public: false; roles: readonly Role[] };

const PUBLIC: ApiAccess = { public: true };
const EVERY_ROLE: ApiAccess = { public: false, roles: ['owner', 'editor', 'reviewer'] };
const EDITORS: ApiAccess = { public: false, roles: ['owner', 'editor'] };
const REVIEWERS: ApiAccess = { public: false, roles: ['owner', 'reviewer'] };
const OWNERS: ApiAccess = { public: false, roles: ['owner'] };

/** The error statuses a route may answer besides those its declaration implies (see apiErrorStatuses). */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface ApiAnswer {
  description: string;
  /** The body's schema; a string for text answers (calendars, feeds). None for 204. */
  schema?: z.ZodType;
  /** 'application/json' unless said. */
  contentType?: string;
}

/** Groups of operations, in the order the description lists them. */
export const API_TAGS = {
  Events: 'Conference listings: the public lists and pages, and the admin area’s work on them.',
  Speakers: 'Speakers of an event, and the speaker pages.',
  Sponsors: 'Sponsors, their tiers, and the site’s global sponsors.',
  Submissions: 'The public event-submission form and its review.',
  Organisers:
    'An event’s organiser: the private link that signs them in, their events, the changes they propose, and the review of those changes.',
  Followers: 'Visitors who follow an event by e-mail (double opt-in).',
  'Site settings': 'Contact details, links and the home page’s content.',
  Media: 'Image uploads.',
  'Sign-in and accounts': 'Sessions, passwords and the team’s accounts.',
  'Renewal requirements':
    'Licensing boards’ continuing-education rules as data, and what chosen sessions count toward them.',
  'History and overview': 'The audit history with undo, the dashboard, analytics and sent mail.',
  'Feeds and search engines': 'Calendar and news feeds, the sitemap and robots.txt (outside /api).',
  Operations: 'Probes for load balancers, and this description.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

export interface ApiRoute {
  method: HttpMethod;
  /** Fastify's form, `/api/events/:id`; the description writes `{id}`. */
  path: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  access: ApiAccess;
  /** What each `:name` of the path is. */
  params?: Readonly<Record<string, string>>;
  /** The query string's parameters: an object schema, one parameter per key. */
  query?: z.ZodObject;
  /** A JSON body, or an image file sent as multipart/form-data. */
  body?: z.ZodType | 'image-upload';
  /** Whether the body may be left out (every field optional). */
  bodyOptional?: boolean;
  /** Successful answers by status. */
  answers: Readonly<Record<number, ApiAnswer>>;
  /**
   * Errors particular to this route, with what they mean here. 400 (with a body or query), 401
   * and 403 (from its access, and for every cross-site write) and 503 are implied.
   */
  errors?: Partial<Readonly<Record<ApiErrorStatus, string>>>;
  /**
   * Needs the organiser session that POST /api/organiser/sessions sets from an organiser link
   * (401 without one, whatever admin session the caller has); `access` is then public, since no
   * admin role is asked for.
   */
  organiserSession?: true;
  /** A load balancer's probe: answered while the read models catch up, so never the catch-up 503. */
  probe?: true;
}

const json = (description: string, schema: z.ZodType): ApiAnswer => ({ description, schema });
const message = (description: string): ApiAnswer => ({ description, schema: MessageAnswerSchema });
const text = (description: string, contentType: string): ApiAnswer => ({
  description,
  schema: z.string(),
  contentType,
});

const EVENT_ID = { id: 'The event’s id.' };
const SPEAKER_ID = { id: 'The speaker’s id.' };
const SPONSOR_ID = { id: 'The sponsor’s id.' };
const SUBMISSION_ID = { id: 'The submission’s id.' };

const NO_RULE_SET = 'No such rule set.';
const CE_RULE_SET_ID = { id: 'The rule set’s id.' } as const;
const NO_EVENT = 'No such event, or one the caller may not see (hidden and trashed events look unknown to the public).';
const NO_SPEAKER = 'No such speaker, or one the caller may not see.';
const NO_SPONSOR = 'No such sponsor.';
const NO_SUBMISSION = 'No such submission.';
const NO_CHANGE_REQUEST = 'No such change request.';
const CHANGE_REQUEST_ID = { id: 'The change request’s id.' };
const NO_ORGANISER_SESSION = 'No organiser session (or its link was revoked): open the organiser link again.';
const WRONG_PASSWORD = 'The password is wrong, or the role does not allow this.';
const PASSWORD_ATTEMPTS =
  'Too many wrong passwords from this network or for this account in 15 minutes; see the Retry-After header.';
const IN_TRASH = 'It is in the trash: restore it first.';

const eventIdQuery = z.object({
  eventId: z.string().optional().describe('Only those of this event.'),
});
/** The calendar feed takes the /events search's filters but not its paging, and one speaker. */
const CalendarFeedQuerySchema = z.object({
  ...Object.fromEntries(
    Object.entries(EventSearchQuerySchema.shape).filter(([name]) => !['upcoming', 'page', 'pageSize'].includes(name)),
  ),
  speaker: z.string().max(100).optional().describe('Only the events this speaker speaks at (a speaker id).'),
});

export const API_ROUTES = {
  // ---- Events ----
  listEvents: {
    ...API_PATHS.listEvents,
    tag: 'Events',
    summary: 'Every event the caller may see, by date',
    description:
      'The public receives visible events; a signed-in account also hidden ones. `asOf` (signed-in only) answers the list as it was at that time, replayed from the log.',
    access: PUBLIC,
    query: z.object({
      asOf: z
        .string()
        .optional()
        .describe('A date (2026-03-01, its end) or an ISO date-time; signed-in accounts only (401 otherwise).'),
    }),
    answers: { 200: json('The events.', z.array(EventListingSchema)) },
    errors: { 401: '`asOf` was given without a session.' },
  },
  searchEvents: {
    ...API_PATHS.searchEvents,
    tag: 'Events',
    summary: 'Public events filtered, sorted and paged, with facet counts (the /events page)',
    access: PUBLIC,
    query: EventSearchQuerySchema,
    answers: { 200: json('One page of events and the counts of each filter’s values.', EventSearchAnswerSchema) },
  },
  featuredEvents: {
    ...API_PATHS.featuredEvents,
    tag: 'Events',
    summary: 'The home page’s featured upcoming events (at most 6)',
    access: PUBLIC,
    answers: { 200: json('The featured events that are not over.', z.array(EventSummarySchema)) },
  },
  eventsInTrash: {
    ...API_PATHS.eventsInTrash,
    tag: 'Events',
    summary: 'Events in the trash, soonest purge first',
    access: EVERY_ROLE,
    answers: { 200: json('The trashed events, each with when it will be purged.', z.array(TrashedEventSchema)) },
  },
  adminEvents: {
    ...API_PATHS.adminEvents,
    tag: 'Events',
    summary: 'The admin events screen: events searched, filtered, ordered and paged, with the counts of all',
    description:
      'Hidden events included; `show=trash` lists the trashed ones instead. The counts (total, upcoming, past, featured n/6) are of every event not in the trash, whatever the search.',
    access: EVERY_ROLE,
    query: AdminEventsQuerySchema,
    answers: { 200: json('One page of events, with the counts.', AdminEventsAnswerSchema) },
  },
  eventChoices: {
    ...API_PATHS.eventChoices,
    tag: 'Events',
    summary: 'Events not in the trash, soonest first then past ones latest first, with only what an event menu shows',
    description:
      'Every such event, or with `first` only the first of those the words of `q` find: what an event menu offers while the admin types.',
    access: EVERY_ROLE,
    query: EventChoicesQuerySchema,
    answers: { 200: json('The events: id, title, date and whether each is hidden.', z.array(EventChoiceSchema)) },
  },
  eventsAsOf: {
    ...API_PATHS.eventsAsOf,
    tag: 'History and overview',
    summary: 'A page of the events list as it was at a moment, replayed from the log',
    description:
      'The public events then (with `hidden=1`, the hidden ones too) in the date order of the public lists, without agendas, searched by words; with how many were listed and hidden then.',
    access: EVERY_ROLE,
    query: EventsAsOfQuerySchema,
    answers: { 200: json('One page of the events as they were.', EventsAsOfAnswerSchema) },
  },
  getEvent: {
    ...API_PATHS.getEvent,
    tag: 'Events',
    summary: 'One event, with its agenda',
    access: PUBLIC,
    params: EVENT_ID,
    answers: { 200: json('The event.', EventListingSchema) },
    errors: { 404: NO_EVENT },
  },
  eventCalendar: {
    ...API_PATHS.eventCalendar,
    tag: 'Events',
    summary: 'One event as a calendar file',
    access: PUBLIC,
    params: EVENT_ID,
    answers: { 200: text('An iCalendar file, offered as a download.', 'text/calendar') },
    errors: { 404: NO_EVENT, 409: 'The event has no date yet.' },
  },
  eventChanges: {
    ...API_PATHS.eventChanges,
    tag: 'Events',
    summary: 'What changed of a public event while it was public',
    description:
      'Its status, date, place and the sessions of its agenda (added, removed, cancelled, moved, another room, other speakers), oldest first, each in plain words with when it changed; worked out from the event’s own stream.',
    access: PUBLIC,
    params: EVENT_ID,
    answers: { 200: json('The changes, oldest first.', EventChangesAnswerSchema) },
    errors: { 404: NO_EVENT },
  },
  createEvent: {
    ...API_PATHS.createEvent,
    tag: 'Events',
    summary: 'Add an event',
    access: EDITORS,
    body: CreateEventRequestSchema,
    answers: { 201: json('The new event.', EventListingSchema) },
  },
  updateEvent: {
    ...API_PATHS.updateEvent,
    tag: 'Events',
    summary: 'Set flags or the status, or change some of the form’s fields',
    description:
      'Either flags (several applied together or not at all; `isFeatured` in a request of its own), the status with its optional public note (`{ status, statusNote }`, alone), or some of the edit form’s fields, never two of these. Moving a published upcoming event’s first day makes it `rescheduled`.',
    access: EDITORS,
    params: EVENT_ID,
    body: z.union([EventFlagPatchSchema, EventStatusPatchSchema, EventEditPatchSchema]),
    answers: { 200: json('The event as it is now.', EventListingSchema) },
    errors: {
      404: NO_EVENT,
      409: 'The change is refused in the event’s state: featuring a past or hidden event, a seventh featured event, or an event in the trash.',
    },
  },
  duplicateEvent: {
    ...API_PATHS.duplicateEvent,
    tag: 'Events',
    summary: 'The next edition: a hidden copy on a new date, with its agenda, speakers and sponsors',
    access: EDITORS,
    params: EVENT_ID,
    body: DuplicateEventRequestSchema,
    answers: { 201: json('The copy.', EventListingSchema) },
    errors: { 404: NO_EVENT, 409: IN_TRASH },
  },
  trashEvent: {
    ...API_PATHS.trashEvent,
    tag: 'Events',
    summary: 'Move an event to the trash (the signed-in account’s password required)',
    access: EDITORS,
    params: EVENT_ID,
    body: TrashRequestSchema,
    answers: { 200: message('Moved to the trash; purged 14 days later unless restored.') },
    errors: { 403: WRONG_PASSWORD, 404: NO_EVENT, 409: 'Already in the trash.', 429: PASSWORD_ATTEMPTS },
  },
  restoreEvent: {
    ...API_PATHS.restoreEvent,
    tag: 'Events',
    summary: 'Take an event out of the trash',
    access: EDITORS,
    params: EVENT_ID,
    answers: {
      200: json(
        'The restored event (unfeatured), and whether featuring it again would be accepted.',
        RestoredEventAnswerSchema,
      ),
    },
    errors: { 404: NO_EVENT, 409: 'Not in the trash.' },
  },
  followEvent: {
    ...API_PATHS.followEvent,
    tag: 'Followers',
    summary: 'Follow an event by e-mail',
    description:
      'The address gets a confirmation message, and nothing else until its link is followed. The answer is the same whether the address is new, pending or confirmed.',
    access: PUBLIC,
    params: EVENT_ID,
    body: FollowRequestSchema,
    answers: { 202: message('A confirmation message is on its way (or was sent today).') },
    errors: { 404: NO_EVENT, 429: 'Too many follow requests from this address; see the Retry-After header.' },
  },
  eventFollowers: {
    ...API_PATHS.eventFollowers,
    tag: 'Followers',
    summary: 'Who follows an event, oldest first',
    access: OWNERS,
    params: EVENT_ID,
    answers: { 200: json('The event’s followers.', z.array(FollowerSchema)) },
    errors: { 404: NO_EVENT },
  },
  confirmFollower: {
    ...API_PATHS.confirmFollower,
    tag: 'Followers',
    summary: 'Confirm an address through the link of its confirmation message',
    access: PUBLIC,
    body: FollowerTokenRequestSchema,
    answers: { 200: json('The address now follows the event.', FollowConfirmedSchema) },
  },
  unsubscribeFollower: {
    ...API_PATHS.unsubscribeFollower,
    tag: 'Followers',
    summary: 'Stop following, through the link in every follower message',
    access: PUBLIC,
    body: FollowerTokenRequestSchema,
    answers: { 200: json('The address is removed (also when it already was).', FollowEndedSchema) },
  },
  removeFollower: {
    ...API_PATHS.removeFollower,
    tag: 'Followers',
    summary: 'Erase a follower’s address',
    access: OWNERS,
    params: { id: 'The follower’s id.' },
    answers: { 204: { description: 'Erased.' } },
    errors: { 404: 'No such follower.' },
  },

  // ---- Speakers ----
  listSpeakers: {
    ...API_PATHS.listSpeakers,
    tag: 'Speakers',
    summary: 'Every speaker the caller may see, or one event’s',
    description:
      'The public does not receive what a speaker or their event hides (abstract and objectives, social links).',
    access: PUBLIC,
    query: eventIdQuery,
    answers: { 200: json('The speakers.', z.array(SpeakerSchema)) },
  },
  searchSpeakers: {
    ...API_PATHS.searchSpeakers,
    tag: 'Speakers',
    summary: 'Public speakers paged, each person once per event, grouped by event (the /speakers page)',
    access: PUBLIC,
    query: SpeakerSearchQuerySchema,
    answers: { 200: json('One page of speakers and the events they belong to.', SpeakerSearchAnswerSchema) },
  },
  featuredSpeakers: {
    ...API_PATHS.featuredSpeakers,
    tag: 'Speakers',
    summary: 'The home page’s featured speakers, by upcoming event',
    access: PUBLIC,
    answers: { 200: json('Groups of featured speakers.', FeaturedSpeakersAnswerSchema) },
  },
  adminSpeakers: {
    ...API_PATHS.adminSpeakers,
    tag: 'Speakers',
    summary: 'The admin speakers screen: speakers grouped by event, searched and paged, with the statistics of all',
    description:
      'Speakers of hidden events included, trashed ones not. Groups follow the admin list’s date order; a page holds 10 events’ groups.',
    access: EVERY_ROLE,
    query: AdminSpeakersQuerySchema,
    answers: { 200: json('One page of event groups, with the statistics.', AdminSpeakersAnswerSchema) },
  },
  speakersInTrash: {
    ...API_PATHS.speakersInTrash,
    tag: 'Speakers',
    summary: 'Speakers in the trash',
    access: EVERY_ROLE,
    answers: { 200: json('The trashed speakers, each with when it will be purged.', z.array(TrashedSpeakerSchema)) },
  },
  speakerProfile: {
    ...API_PATHS.speakerProfile,
    tag: 'Speakers',
    summary: 'The speaker page: the person and every public event they speak at',
    access: PUBLIC,
    params: SPEAKER_ID,
    query: SpeakerProfileQuerySchema,
    answers: { 200: json('The speaker’s profile.', SpeakerProfileSchema) },
    errors: { 404: NO_SPEAKER },
  },
  getSpeaker: {
    ...API_PATHS.getSpeaker,
    tag: 'Speakers',
    summary: 'One speaker',
    access: PUBLIC,
    params: SPEAKER_ID,
    answers: { 200: json('The speaker.', SpeakerSchema) },
    errors: { 404: NO_SPEAKER },
  },
  createSpeaker: {
    ...API_PATHS.createSpeaker,
    tag: 'Speakers',
    summary: 'Add a speaker to an event',
    access: EDITORS,
    body: CreateSpeakerRequestSchema,
    answers: { 201: json('The new speaker.', SpeakerSchema) },
    errors: { 404: 'No such event.', 409: 'The event is in the trash.' },
  },
  updateSpeaker: {
    ...API_PATHS.updateSpeaker,
    tag: 'Speakers',
    summary: 'Set flags, change some fields, or move the speaker to another event',
    description:
      'Flags (several together; `isFeatured` alone), or some of the form’s fields, or `eventId` (with or without fields) to move the speaker; never flags with fields.',
    access: EDITORS,
    params: SPEAKER_ID,
    body: z.union([
      SpeakerFlagPatchSchema,
      SpeakerEditPatchSchema,
      SpeakerEditPatchSchema.extend(SpeakerMoveSchema.shape),
    ]),
    answers: { 200: json('The speaker as it is now.', SpeakerSchema) },
    errors: {
      404: NO_SPEAKER,
      409: 'The change is refused in the speaker’s state: a fourth featured speaker of an event, a speaker in the trash, or a move to an event in the trash.',
    },
  },
  trashSpeaker: {
    ...API_PATHS.trashSpeaker,
    tag: 'Speakers',
    summary: 'Move a speaker to the trash (the signed-in account’s password required)',
    access: EDITORS,
    params: SPEAKER_ID,
    body: TrashRequestSchema,
    answers: { 200: message('Moved to the trash.') },
    errors: { 403: WRONG_PASSWORD, 404: NO_SPEAKER, 409: 'Already in the trash.', 429: PASSWORD_ATTEMPTS },
  },
  restoreSpeaker: {
    ...API_PATHS.restoreSpeaker,
    tag: 'Speakers',
    summary: 'Take a speaker out of the trash',
    access: EDITORS,
    params: SPEAKER_ID,
    answers: { 200: json('The restored speaker.', SpeakerSchema) },
    errors: { 404: NO_SPEAKER, 409: 'Not in the trash, or its event is.' },
  },

  // ---- Sponsors ----
  listSponsors: {
    ...API_PATHS.listSponsors,
    tag: 'Sponsors',
    summary: 'Every sponsor the caller may see, or one event’s',
    access: PUBLIC,
    query: eventIdQuery,
    answers: { 200: json('The sponsors.', z.array(SponsorSchema)) },
  },
  sponsoredEvents: {
    ...API_PATHS.sponsoredEvents,
    tag: 'Sponsors',
    summary: 'Public events with sponsors, by date (the /sponsors filter’s choices)',
    description:
      'An admin also receives hidden events with sponsors: the admin sponsors screen names the events of its sponsors by them.',
    access: PUBLIC,
    answers: { 200: json('The events.', z.array(SponsoredEventSchema)) },
  },
  sponsorsInTrash: {
    ...API_PATHS.sponsorsInTrash,
    tag: 'Sponsors',
    summary: 'Sponsors in the trash',
    access: EVERY_ROLE,
    answers: { 200: json('The trashed sponsors, each with when it will be purged.', z.array(TrashedSponsorSchema)) },
  },
  createSponsor: {
    ...API_PATHS.createSponsor,
    tag: 'Sponsors',
    summary: 'Add a sponsor, optionally to an event or as a global sponsor',
    access: EDITORS,
    body: CreateSponsorRequestSchema,
    answers: { 201: json('The new sponsor.', SponsorSchema) },
    errors: { 404: 'No such event.', 409: 'The event is in the trash.' },
  },
  updateSponsor: {
    ...API_PATHS.updateSponsor,
    tag: 'Sponsors',
    summary: 'Set the global flag alone, or change some of the sponsor’s fields',
    access: EDITORS,
    params: SPONSOR_ID,
    body: z.union([SponsorGlobalPatchSchema, SponsorEditPatchSchema]),
    answers: { 200: json('The sponsor as it is now.', SponsorSchema) },
    errors: { 404: NO_SPONSOR, 409: IN_TRASH },
  },
  assignSponsor: {
    ...API_PATHS.assignSponsor,
    tag: 'Sponsors',
    summary: 'Put a sponsor on an event at a tier, or take it off (`eventId: null`)',
    access: EDITORS,
    params: SPONSOR_ID,
    body: AssignSponsorRequestSchema,
    answers: { 200: json('The sponsor as it is now.', SponsorSchema) },
    errors: { 404: 'No such sponsor or event.', 409: IN_TRASH },
  },
  trashSponsor: {
    ...API_PATHS.trashSponsor,
    tag: 'Sponsors',
    summary: 'Move a sponsor to the trash (the signed-in account’s password required)',
    access: EDITORS,
    params: SPONSOR_ID,
    body: TrashRequestSchema,
    answers: { 200: message('Moved to the trash.') },
    errors: { 403: WRONG_PASSWORD, 404: NO_SPONSOR, 409: 'Already in the trash.', 429: PASSWORD_ATTEMPTS },
  },
  deleteSponsor: {
    ...API_PATHS.deleteSponsor,
    tag: 'Sponsors',
    summary: 'The same as POST /api/sponsors/{id}/trash: no deletion without the trash',
    access: EDITORS,
    params: SPONSOR_ID,
    body: TrashRequestSchema,
    answers: { 200: message('Moved to the trash.') },
    errors: { 403: WRONG_PASSWORD, 404: NO_SPONSOR, 409: 'Already in the trash.', 429: PASSWORD_ATTEMPTS },
  },
  restoreSponsor: {
    ...API_PATHS.restoreSponsor,
    tag: 'Sponsors',
    summary: 'Take a sponsor out of the trash',
    access: EDITORS,
    params: SPONSOR_ID,
    answers: { 200: json('The restored sponsor.', SponsorSchema) },
    errors: { 404: NO_SPONSOR, 409: 'Not in the trash.' },
  },
  listCeRuleSets: {
    ...API_PATHS.listCeRuleSets,
    tag: 'Renewal requirements',
    summary: 'Every renewal rule set (per jurisdiction and role), with its sources and the day they were read',
    description: BOARD_TEXT_DECIDES,
    access: PUBLIC,
    answers: { 200: json('The rule sets, by country, region and role.', z.array(CeRuleSetSchema)) },
  },
  getCeRuleSet: {
    ...API_PATHS.getCeRuleSet,
    tag: 'Renewal requirements',
    summary: 'One renewal rule set',
    description: BOARD_TEXT_DECIDES,
    access: PUBLIC,
    params: CE_RULE_SET_ID,
    answers: { 200: json('The rule set.', CeRuleSetSchema) },
    errors: { 404: NO_RULE_SET },
  },
  createCeRuleSet: {
    ...API_PATHS.createCeRuleSet,
    tag: 'Renewal requirements',
    summary: 'Record a board’s renewal rules for one role in one state or province',
    access: EDITORS,
    body: CreateCeRuleSetRequestSchema,
    answers: { 201: json('The new rule set.', CeRuleSetSchema) },
  },
  editCeRuleSet: {
    ...API_PATHS.editCeRuleSet,
    tag: 'Renewal requirements',
    summary: 'Change a rule set’s fields (rules and sources are replaced whole)',
    access: EDITORS,
    params: CE_RULE_SET_ID,
    body: EditCeRuleSetRequestSchema,
    answers: { 200: json('The rule set now.', CeRuleSetSchema) },
    errors: { 404: NO_RULE_SET },
  },
  ceProgress: {
    ...API_PATHS.ceProgress,
    tag: 'Renewal requirements',
    summary: 'What chosen sessions count toward a rule set: per rule, per session, and which overlap',
    description: BOARD_TEXT_DECIDES,
    access: PUBLIC,
    params: CE_RULE_SET_ID,
    body: CeProgressRequestSchema,
    answers: { 200: json('The progress toward each rule.', CeProgressSchema) },
    errors: { 404: NO_RULE_SET },
  },
  sponsorTierNames: {
    ...API_PATHS.sponsorTierNames,
    tag: 'Sponsors',
    summary: 'An event’s sponsor tier headings (the defaults where it set none)',
    access: PUBLIC,
    params: { eventId: 'The event’s id.' },
    answers: { 200: json('The three headings.', SponsorTierNamesSchema) },
    errors: { 404: NO_EVENT },
  },
  renameSponsorTier: {
    ...API_PATHS.renameSponsorTier,
    tag: 'Sponsors',
    summary: 'Rename one tier’s heading for an event (an empty name restores the default)',
    access: EDITORS,
    params: { eventId: 'The event’s id.' },
    body: RenameSponsorTierRequestSchema,
    answers: { 200: json('The three headings now.', SponsorTierNamesSchema) },
    errors: { 404: 'No such event.', 409: 'The event is in the trash.' },
  },
  siteSponsors: {
    ...API_PATHS.siteSponsors,
    tag: 'Sponsors',
    summary: 'The global sponsors the public pages show, platinum first',
    access: PUBLIC,
    answers: { 200: json('The global sponsors, as the band shows them.', z.array(SiteSponsorSchema)) },
  },

  // ---- Submissions ----
  listSubmissions: {
    ...API_PATHS.listSubmissions,
    tag: 'Submissions',
    summary: 'Submitted events, newest first',
    access: EVERY_ROLE,
    query: SubmissionListQuerySchema,
    answers: { 200: json('The submissions (they hold organisers’ contact details).', z.array(EventSubmissionSchema)) },
  },
  getSubmission: {
    ...API_PATHS.getSubmission,
    tag: 'Submissions',
    summary: 'One submission',
    access: EVERY_ROLE,
    params: SUBMISSION_ID,
    answers: { 200: json('The submission.', EventSubmissionSchema) },
    errors: { 404: NO_SUBMISSION },
  },
  submitEvent: {
    ...API_PATHS.submitEvent,
    tag: 'Submissions',
    summary: 'The public form: submit an event for review',
    access: PUBLIC,
    body: EventSubmissionFormSchema,
    answers: { 201: json('Received.', EventSubmissionCreatedSchema) },
    errors: { 429: 'Too many submissions from this network; see the Retry-After header.' },
  },
  reviewSubmission: {
    ...API_PATHS.reviewSubmission,
    tag: 'Submissions',
    summary: 'Approve or reject a pending submission',
    access: REVIEWERS,
    params: SUBMISSION_ID,
    body: SubmissionReviewRequestSchema,
    answers: { 200: json('The submission as it is now.', EventSubmissionSchema) },
    errors: { 404: NO_SUBMISSION, 409: 'Already reviewed.' },
  },
  createEventFromSubmission: {
    ...API_PATHS.createEventFromSubmission,
    tag: 'Submissions',
    summary: 'Turn an approved submission into an event, with the agenda found on its registration page',
    access: REVIEWERS,
    params: SUBMISSION_ID,
    body: CreateLiveEventRequestSchema,
    bodyOptional: true,
    answers: { 201: json('The new event’s id and how the agenda was found.', LiveEventCreatedSchema) },
    errors: { 404: NO_SUBMISSION, 409: 'Not approved, or already turned into an event.' },
  },

  // ---- Organisers ----
  eventOrganiserLinks: {
    ...API_PATHS.eventOrganiserLinks,
    tag: 'Organisers',
    summary: 'The organiser links of an event: sent by admins, and the one in the approval mail of its submission',
    access: EDITORS,
    params: EVENT_ID,
    answers: { 200: json('The links, newest first (never their tokens).', z.array(OrganiserLinkSchema)) },
    errors: { 404: NO_EVENT },
  },
  sendOrganiserLink: {
    ...API_PATHS.sendOrganiserLink,
    tag: 'Organisers',
    summary: 'Mail an organiser a private link to propose changes to this event (valid 30 days)',
    access: EDITORS,
    params: EVENT_ID,
    body: SendOrganiserLinkRequestSchema,
    answers: { 201: json('The link as recorded (the token goes only into the mail).', OrganiserLinkSchema) },
    errors: { 404: NO_EVENT, 409: IN_TRASH },
  },
  revokeOrganiserLink: {
    ...API_PATHS.revokeOrganiserLink,
    tag: 'Organisers',
    summary: 'Withdraw an organiser link: it signs nobody in any more, and its sessions end',
    access: EDITORS,
    params: { id: 'The link’s id.' },
    answers: { 200: json('The link as it is now.', OrganiserLinkSchema) },
    errors: { 404: 'No such link, or one not tied to an event yet.' },
  },
  startOrganiserSession: {
    ...API_PATHS.startOrganiserSession,
    tag: 'Organisers',
    summary: 'Exchange the token of an organiser link for an organiser session (a cookie)',
    access: PUBLIC,
    body: OrganiserSessionRequestSchema,
    answers: { 200: json('Signed in as the organiser of the link.', OrganiserSignedInSchema) },
    errors: {
      400: 'The token is missing, not one of ours, expired or withdrawn.',
      429: 'Too many wrong links from this network in 15 minutes; see the Retry-After header.',
    },
  },
  endOrganiserSession: {
    ...API_PATHS.endOrganiserSession,
    tag: 'Organisers',
    summary: 'Sign the organiser out: ends the organiser session and clears its cookie',
    access: PUBLIC,
    answers: { 200: message('Signed out (also when no organiser session was open).') },
  },
  organiserEvents: {
    ...API_PATHS.organiserEvents,
    tag: 'Organisers',
    summary: 'The signed-in organiser’s events, with their speakers and change requests',
    access: PUBLIC,
    organiserSession: true,
    answers: { 200: json('Their events (not those in the trash).', z.array(OrganiserEventSchema)) },
    errors: { 401: NO_ORGANISER_SESSION },
  },
  proposeChangeRequest: {
    ...API_PATHS.proposeChangeRequest,
    tag: 'Organisers',
    summary: 'Propose changes to one of the organiser’s events, for an admin to review',
    access: PUBLIC,
    organiserSession: true,
    params: EVENT_ID,
    body: ChangeRequestRequestSchema,
    answers: { 201: json('The change request, pending.', ChangeRequestSchema) },
    errors: { 401: NO_ORGANISER_SESSION, 404: 'Not one of this organiser’s events.' },
  },
  listChangeRequests: {
    ...API_PATHS.listChangeRequests,
    tag: 'Organisers',
    summary: 'Change requests with their before/after comparison, newest first',
    access: EVERY_ROLE,
    query: ChangeRequestListQuerySchema,
    answers: { 200: json('The change requests.', z.array(ChangeRequestSchema)) },
  },
  approveChangeRequest: {
    ...API_PATHS.approveChangeRequest,
    tag: 'Organisers',
    summary: 'Approve a pending change request: its changes are applied with the organiser as their actor',
    access: EDITORS,
    params: CHANGE_REQUEST_ID,
    body: ApproveChangeRequestSchema,
    bodyOptional: true,
    answers: { 200: json('The change request, approved.', ChangeRequestSchema) },
    errors: { 404: NO_CHANGE_REQUEST, 409: 'Already reviewed, or the event is in the trash.' },
  },
  rejectChangeRequest: {
    ...API_PATHS.rejectChangeRequest,
    tag: 'Organisers',
    summary: 'Reject a pending change request, saying why',
    access: EDITORS,
    params: CHANGE_REQUEST_ID,
    body: RejectChangeRequestSchema,
    answers: { 200: json('The change request, rejected.', ChangeRequestSchema) },
    errors: { 404: NO_CHANGE_REQUEST, 409: 'Already reviewed.' },
  },

  // ---- Site settings and media ----
  getSiteSettings: {
    ...API_PATHS.getSiteSettings,
    tag: 'Site settings',
    summary: 'The settings the public site shows',
    access: PUBLIC,
    answers: { 200: json('The settings.', SiteSettingsAnswerSchema) },
  },
  updateSiteSettings: {
    ...API_PATHS.updateSiteSettings,
    tag: 'Site settings',
    summary: 'Change some settings (editors: only the hero and the city banner)',
    access: EDITORS,
    body: SiteSettingsPatchSchema,
    answers: { 200: json('The settings now.', SiteSettingsAnswerSchema) },
    errors: {
      403: 'An editor sent settings other than the hero and the city banner, or the role does not allow this.',
    },
  },
  uploadImage: {
    ...API_PATHS.uploadImage,
    tag: 'Media',
    summary: 'Upload an image; its URL goes into any image field',
    access: EDITORS,
    body: 'image-upload',
    answers: { 201: json('The stored image and its WebP copies by width.', UploadedImageSchema) },
    errors: {
      400: 'No file in the field `file`, or the upload could not be read.',
      413: 'The file or the picture is too large.',
      415: 'Not multipart/form-data, or not a JPEG, PNG, WebP or AVIF image.',
    },
  },

  // ---- Sign-in and accounts ----
  login: {
    ...API_PATHS.login,
    tag: 'Sign-in and accounts',
    summary: 'Sign in: sets the session cookie',
    access: PUBLIC,
    body: LoginRequestSchema,
    answers: { 200: json('Signed in; the answer names the account and its role.', SignedInAccountSchema) },
    errors: {
      401: 'Wrong e-mail or password, or an account that is disabled or not yet accepted.',
      429: 'Too many failed attempts from this network, or for this account, in 15 minutes; see the Retry-After header.',
    },
  },
  logout: {
    ...API_PATHS.logout,
    tag: 'Sign-in and accounts',
    summary: 'Sign out: ends the session and clears its cookie',
    access: PUBLIC,
    answers: { 200: message('Signed out (also when no session was open).') },
  },
  signedInAccount: {
    ...API_PATHS.signedInAccount,
    tag: 'Sign-in and accounts',
    summary: 'Who is signed in, and their role',
    access: EVERY_ROLE,
    answers: { 200: json('The signed-in account.', SignedInAccountSchema) },
  },
  acceptInvitation: {
    ...API_PATHS.acceptInvitation,
    tag: 'Sign-in and accounts',
    summary: 'Accept an invitation: set a password through the mail’s link, and sign in',
    access: PUBLIC,
    body: AcceptInvitationRequestSchema,
    answers: { 200: json('Signed in as the new account.', SignedInAccountSchema) },
    errors: { 400: 'The link is not valid or has expired, or the password is too short or too common.' },
  },
  changePassword: {
    ...API_PATHS.changePassword,
    tag: 'Sign-in and accounts',
    summary: 'Change one’s own password; the account’s other sessions end',
    access: EVERY_ROLE,
    body: ChangePasswordRequestSchema,
    answers: { 200: message('Changed.') },
    errors: { 403: 'The current password is wrong.', 429: PASSWORD_ATTEMPTS },
  },
  requestPasswordReset: {
    ...API_PATHS.requestPasswordReset,
    tag: 'Sign-in and accounts',
    summary: 'Ask for a password reset link (the same answer whether or not the address has an account)',
    access: PUBLIC,
    body: PasswordResetRequestSchema,
    answers: { 202: message('A link is on its way if the address has an account.') },
    errors: { 429: 'Too many requests from this address; see the Retry-After header.' },
  },
  confirmPasswordReset: {
    ...API_PATHS.confirmPasswordReset,
    tag: 'Sign-in and accounts',
    summary: 'Set a new password through the reset link; every session of the account ends',
    access: PUBLIC,
    body: ConfirmPasswordResetRequestSchema,
    answers: { 200: message('Reset; sign in with the new password.') },
    errors: { 400: 'The link is not valid or has expired, or the password is too short or too common.' },
  },
  listAccounts: {
    ...API_PATHS.listAccounts,
    tag: 'Sign-in and accounts',
    summary: 'The team’s accounts',
    access: OWNERS,
    answers: { 200: json('Every account.', z.array(AccountSchema)) },
  },
  inviteAccount: {
    ...API_PATHS.inviteAccount,
    tag: 'Sign-in and accounts',
    summary: 'Invite someone by e-mail, with a role',
    access: OWNERS,
    body: InviteAccountRequestSchema,
    answers: { 201: json('The invited account (status `invited`); the mail goes out.', AccountSchema) },
    errors: { 409: 'An account with this address exists.' },
  },
  updateAccount: {
    ...API_PATHS.updateAccount,
    tag: 'Sign-in and accounts',
    summary: 'Change an account’s role, or disable it',
    access: OWNERS,
    params: { id: 'The account’s id.' },
    body: UpdateAccountRequestSchema,
    answers: { 200: json('The account as it is now.', AccountSchema) },
    errors: { 404: 'No such account.', 409: 'The site would be left without an active owner.' },
  },

  // ---- History and overview ----
  auditHistory: {
    ...API_PATHS.auditHistory,
    tag: 'History and overview',
    summary: 'Every change, newest first, filtered and paged by position',
    access: EVERY_ROLE,
    query: AuditQuerySchema,
    answers: { 200: json('One page of the history.', AuditPageSchema) },
  },
  auditFacets: {
    ...API_PATHS.auditFacets,
    tag: 'History and overview',
    summary: 'Every domain event type and every actor seen: the history’s filter choices',
    access: EVERY_ROLE,
    answers: { 200: json('The types and actors.', AuditFacetsSchema) },
  },
  undoChange: {
    ...API_PATHS.undoChange,
    tag: 'History and overview',
    summary: 'Undo one change of the history (site settings and accounts: owners only)',
    access: EDITORS,
    params: { position: 'The change’s position in the log: a positive whole number.' },
    answers: { 200: json('What was undone.', UndoResultSchema) },
    errors: {
      400: 'The position is not a positive whole number, or this kind of change cannot be undone.',
      403: 'The role does not allow undoing this change.',
      404: 'No change at this position.',
      409: 'Later changes are in the way.',
    },
  },
  dashboard: {
    ...API_PATHS.dashboard,
    tag: 'History and overview',
    summary: 'What needs an admin’s attention today',
    access: EVERY_ROLE,
    answers: { 200: json('The dashboard.', DashboardAnswerSchema) },
  },
  analytics: {
    ...API_PATHS.analytics,
    tag: 'History and overview',
    summary: 'Every figure of the analytics screen',
    access: EVERY_ROLE,
    answers: { 200: json('The report.', AnalyticsReportSchema) },
  },
  sentMail: {
    ...API_PATHS.sentMail,
    tag: 'History and overview',
    summary: 'Every message the site sent or is trying to send, newest first (the newest 500)',
    access: OWNERS,
    answers: { 200: json('The messages.', z.array(OutboxMessageSchema)) },
  },

  // ---- Feeds and search engines ----
  sitemap: {
    ...API_PATHS.sitemap,
    tag: 'Feeds and search engines',
    summary: 'The public pages, for search engines',
    description:
      'Up to 50,000 pages (the protocol’s limit for one file) this is the sitemap. Past that it is a sitemap index naming `?page=1`, `?page=2` and so on, each a sitemap of the next 50,000.',
    access: PUBLIC,
    query: SitemapQuerySchema,
    answers: { 200: text('A sitemap, or a sitemap index.', 'application/xml') },
    errors: { 404: 'The sitemap has no file of that number.' },
  },
  robots: {
    ...API_PATHS.robots,
    tag: 'Feeds and search engines',
    summary: 'What crawlers may visit, and where the sitemap is',
    access: PUBLIC,
    answers: { 200: text('robots.txt.', 'text/plain') },
  },
  calendarFeed: {
    ...API_PATHS.calendarFeed,
    tag: 'Feeds and search engines',
    summary: 'Upcoming events as a calendar to subscribe to, filtered like the /events search',
    access: PUBLIC,
    query: CalendarFeedQuerySchema,
    answers: { 200: text('An iCalendar feed.', 'text/calendar') },
    errors: { 400: 'A filter is invalid, or `speaker` names no speaker on the site.' },
  },
  newsFeed: {
    ...API_PATHS.newsFeed,
    tag: 'Feeds and search engines',
    summary: 'Newly listed events as an Atom feed, newest first',
    access: PUBLIC,
    answers: { 200: text('An Atom feed.', 'application/atom+xml') },
  },

  // ---- Operations ----
  health: {
    ...API_PATHS.health,
    tag: 'Operations',
    summary: 'Liveness: the process is up and answers',
    access: PUBLIC,
    probe: true,
    answers: { 200: json('Up.', HealthAnswerSchema) },
  },
  ready: {
    ...API_PATHS.ready,
    tag: 'Operations',
    summary: 'Readiness: the stores answer and the read models keep up with the log',
    access: PUBLIC,
    probe: true,
    answers: {
      200: json('Ready: send it traffic.', ReadinessAnswerSchema),
      503: json('Not ready: each check says what failed.', ReadinessAnswerSchema),
    },
  },
  openApiDocument: {
    ...API_PATHS.openApiDocument,
    tag: 'Operations',
    summary: 'This description, as an OpenAPI 3.1 document',
    access: PUBLIC,
    answers: { 200: json('The OpenAPI document.', z.record(z.string(), z.unknown())) },
  },
  apiReference: {
    ...API_PATHS.apiReference,
    tag: 'Operations',
    summary: 'This description as a page to read',
    access: PUBLIC,
    answers: { 200: text('An HTML page.', 'text/html') },
  },
} satisfies Record<ApiOperationId, ApiRoute>;

/**
 * The error statuses a route may answer: 400 when it takes a body or query, 401 and 403 unless it
 * is public, 403 for every write (a cross-site request is refused), 503 while the read models
 * catch up (except for probes), and those it declares.
 */
export function apiErrorStatuses(route: ApiRoute): ApiErrorStatus[] {
  const statuses = new Set<ApiErrorStatus>(Object.keys(route.errors ?? {}).map(Number) as ApiErrorStatus[]);
  if (route.body !== undefined || route.query !== undefined) statuses.add(400);
  if (!route.access.public) statuses.add(401).add(403);
  if (route.method !== 'GET') statuses.add(403);
  if (!route.probe) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}
