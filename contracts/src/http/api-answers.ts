import { z } from 'zod';
import {
  AUDIENCES,
  COUNTRIES,
  CREDIT_TYPES,
  CURRENCIES,
  EVENT_FORMATS,
  MANDATES,
  type CeCredits,
  type CeProvider,
  type EventFee,
} from '../continuing-education';
import { AgendaSchema } from '../agenda-schemas';
import {
  EVENT_TYPES,
  SPONSOR_TIERS,
  SUBMISSION_STATUSES,
  type EventListing,
  type EventSubmission,
  type Speaker,
  type Sponsor,
  type SponsorTierNames,
} from '../entities';
import { EVENT_STATUSES } from '../event-status';
import { ACCOUNT_STATUSES, ROLES, type Account, type SignedInAccount } from './accounts';
import type { AnalyticsReport } from './analytics';
import type { ApiErrorBody } from './api-error';
import {
  ENTITY_KINDS,
  type AuditFacets,
  type AuditPage,
  type AuditRow,
  type EventsAsOfAnswer,
  type UndoResult,
} from './audit';
import {
  CE_RULE_KINDS,
  CE_UNITS,
  CeRuleSchema,
  CeSourceSchema,
  type CeProgress,
  type CeRuleSet,
} from './ce-requirements';
import type { AdminEventsAnswer } from './admin-events';
import type { AdminSpeakersAnswer, EventChoice } from './admin-speakers';
import type { DashboardAnswer } from './dashboard';
import type { RestoredEventAnswer } from './event-requests';
import type { UploadedImage } from './image-url';
import type {
  EventReference,
  EventSearchAnswer,
  EventSummary,
  SiteSponsor,
  SpeakerProfile,
  SpeakerSearchAnswer,
  SponsoredEvent,
} from './public-reads';
import { SiteSettingsSchema, type SiteSettings } from './site-settings';
import type { TrashedSponsor } from './sponsor-requests';
import { LIVE_EVENT_AGENDA_SOURCES, type EventSubmissionCreated, type LiveEventCreated } from './submission-requests';

/**
 * What the API answers, as zod schemas: the OpenAPI description (GET /api/openapi.json) is made
 * from them and the request schemas. Each one is declared against the TypeScript type the server
 * and the browser already use (`describes<T>()`), so the build fails the moment a read model and
 * its description disagree; the types stay the one declaration the code works with.
 */

/** True when A and B accept exactly the same values (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Binds a schema to the type it describes: a schema whose output is not exactly T is refused by
 * the compiler (the argument's type becomes `never`).
 */
const describes =
  <T>() =>
  <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : never)): S =>
    schema;

const isoTime = () => z.string().describe('ISO 8601 date-time');
const nullableText = () => z.string().nullable();

export const ApiErrorSchema = describes<ApiErrorBody>()(
  z
    .object({
      message: z.string().describe('One sentence a person can act on.'),
      issues: z
        .array(z.object({ path: z.string(), message: z.string() }))
        .optional()
        .describe('Field problems of a refused request body or query, one per field.'),
    })
    .describe('Every 4xx and 5xx answer of the API.'),
);

/** The answer of a write that has nothing else to say: 'Event moved to trash', 'You have been successfully logged out'. */
export const MessageAnswerSchema = z.object({ message: z.string() });

// ---- Events -------------------------------------------------------------------------------

const CeProviderSchema = describes<CeProvider>()(
  z.object({
    name: z.string(),
    adaCerpProviderId: z.string().optional(),
    agdPaceProviderId: z.string().optional(),
    approvalStatement: z.string().optional(),
    approvalPeriod: z.string().optional(),
    boardApprovals: z
      .array(
        z.object({
          country: z.enum(COUNTRIES),
          region: z.string(),
          number: z.string(),
          mandates: z.array(z.enum(MANDATES)),
        }),
      )
      .optional(),
  }),
);
const EventFeeSchema = describes<EventFee>()(
  z.object({ label: z.string(), amount: z.number(), currency: z.enum(CURRENCIES) }),
);
const CeCreditsSchema = describes<CeCredits>()(
  z.object({ max: z.number(), lecture: z.number(), participation: z.number() }),
);

const eventSummaryShape = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string().describe("Free text: ISO, 'Month D-D, YYYY', or anything else."),
  location: z.string(),
  city: z.string(),
  image: z.string(),
  registrationUrl: nullableText(),
  isHidden: z.boolean(),
  isFeatured: z.boolean(),
  hideSocialMedia: z.boolean(),
  hideAbstracts: z.boolean(),
  format: z.enum(EVENT_FORMATS),
  audiences: z.array(z.enum(AUDIENCES)),
  topics: z.array(z.string()).describe('AGD subject codes.'),
  ceProvider: CeProviderSchema.nullable(),
  fees: z.array(EventFeeSchema),
  timezone: nullableText(),
  startDate: nullableText().describe('YYYY-MM-DD'),
  endDate: nullableText().describe('YYYY-MM-DD'),
  country: z.enum(COUNTRIES).nullable(),
  region: nullableText(),
  commercialSupport: nullableText(),
  estimatedCeCredits: z.number().nullable(),
  ceCredits: CeCreditsSchema.nullable(),
  trashedAt: isoTime().nullable(),
  createdAt: isoTime(),
  updatedAt: isoTime(),
  status: z.enum(EVENT_STATUSES),
  statusNote: nullableText(),
  previousStartDate: nullableText().describe('YYYY-MM-DD: the first day a rescheduled event moved from.'),
};

export const EventSummarySchema = describes<EventSummary>()(z.object(eventSummaryShape));
export const EventListingSchema = describes<EventListing>()(
  z.object({ ...eventSummaryShape, agenda: AgendaSchema.nullable() }),
);
const purgeShape = { trashedAt: isoTime(), purgeAt: isoTime().describe('When the trash is emptied of it.') };
export const TrashedEventSchema = EventListingSchema.extend(purgeShape);
export const RestoredEventAnswerSchema = describes<RestoredEventAnswer>()(
  EventListingSchema.extend({ refeature: z.object({ wasFeatured: z.boolean(), slotFree: z.boolean() }) }),
);

const pageShape = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

export const AdminEventsAnswerSchema = describes<AdminEventsAnswer>()(
  z.object({
    items: z.array(EventSummarySchema.extend({ purgeAt: isoTime().nullable() })),
    ...pageShape,
    pages: z.number().int(),
    counts: z.object({ total: z.number().int(), upcoming: z.number().int(), past: z.number().int() }),
    featured: z.object({ used: z.number().int(), limit: z.number().int(), stale: z.number().int() }),
  }),
);
const counts = () => z.record(z.string(), z.number().int());

export const EventSearchAnswerSchema = describes<EventSearchAnswer>()(
  z.object({
    items: z.array(EventSummarySchema),
    ...pageShape,
    facets: z.object({
      city: counts(),
      month: counts(),
      topic: counts(),
      audience: counts(),
      format: counts(),
      region: counts(),
    }),
  }),
);
export const EventReferenceSchema = describes<EventReference>()(
  EventSummarySchema.pick({
    id: true,
    title: true,
    date: true,
    location: true,
    city: true,
    hideSocialMedia: true,
    hideAbstracts: true,
  }),
);

// ---- Speakers -----------------------------------------------------------------------------

export const SpeakerSchema = describes<Speaker>()(
  z.object({
    id: z.string(),
    eventId: z.string(),
    name: z.string(),
    profession: z.string(),
    specialty: z.string(),
    lectureTitle: z.string(),
    email: z.string(),
    image: z.string(),
    socialLinks: z.record(z.string(), z.string()),
    socialVisible: z.boolean(),
    hideAbstract: z.boolean(),
    isFeatured: z.boolean(),
    profileUrl: nullableText(),
    abstract: z.string(),
    objectives: z.array(z.string()),
    credentials: z.string(),
    disclosure: z.string(),
    samePersonAs: nullableText(),
    trashedAt: isoTime().nullable(),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  }),
);
export const TrashedSpeakerSchema = SpeakerSchema.extend(purgeShape);

export const AdminSpeakersAnswerSchema = describes<AdminSpeakersAnswer>()(
  z.object({
    items: z.array(
      z.object({
        event: EventSummarySchema.pick({ id: true, title: true, hideSocialMedia: true, hideAbstracts: true }),
        speakerCount: z.number().int(),
        featuredCount: z.number().int(),
        speakers: z.array(SpeakerSchema),
      }),
    ),
    ...pageShape,
    pages: z.number().int(),
    matching: z.number().int(),
    stats: z.object({
      total: z.number().int(),
      events: z.number().int(),
      social: z.number().int(),
      disclosureMissing: z.number().int(),
    }),
  }),
);
export const EventChoiceSchema = describes<EventChoice>()(
  EventSummarySchema.pick({ id: true, title: true, date: true, isHidden: true }),
);

export const EventsAsOfAnswerSchema = describes<EventsAsOfAnswer>()(
  z.object({
    items: z.array(EventSummarySchema),
    ...pageShape,
    pages: z.number().int(),
    listed: z.number().int(),
    hidden: z.number().int(),
  }),
);

export const SpeakerSearchAnswerSchema = describes<SpeakerSearchAnswer>()(
  z.object({
    items: z.array(SpeakerSchema),
    ...pageShape,
    events: z.array(EventReferenceSchema),
    eventOptions: z.array(EventSummarySchema.pick({ id: true, title: true })),
  }),
);
export const SpeakerProfileSchema = describes<SpeakerProfile>()(
  z.object({
    speaker: SpeakerSchema,
    canonicalId: z.string(),
    appearances: z.array(
      z.object({
        event: EventReferenceSchema.extend(
          EventSummarySchema.pick({ startDate: true, endDate: true, format: true, timezone: true }).shape,
        ),
        speaker: SpeakerSchema,
        sessions: z.array(
          z.object({
            day: nullableText(),
            isoDay: nullableText().describe('YYYY-MM-DD: the calendar day, when the agenda says it'),
            time: nullableText(),
            title: z.string(),
            ceCredits: z.number().nullable(),
            creditType: z.enum(CREDIT_TYPES).nullable(),
            topics: z.array(z.string()),
          }),
        ),
      }),
    ),
    moreAppearances: z.number().int().describe('How many events the appearances leave out (none with appearances=all)'),
    topics: z.array(z.string()),
  }),
);
export const FeaturedSpeakersAnswerSchema = z.array(
  z.object({ event: EventReferenceSchema, speakers: z.array(SpeakerSchema) }),
);

// ---- Sponsors -----------------------------------------------------------------------------

export const SponsorSchema = describes<Sponsor>()(
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    logo: z.string(),
    companyImage: nullableText(),
    website: nullableText(),
    telephone: nullableText(),
    socialHandles: z.object({
      instagram: z.string().optional(),
      twitter: z.string().optional(),
      facebook: z.string().optional(),
      linkedin: z.string().optional(),
    }),
    tier: z.enum(SPONSOR_TIERS),
    eventId: nullableText(),
    isGlobalSponsor: z.boolean(),
    trashedAt: isoTime().nullable(),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  }),
);
export const TrashedSponsorSchema = describes<TrashedSponsor>()(SponsorSchema.extend(purgeShape));
export const SponsoredEventSchema = describes<SponsoredEvent>()(EventSummarySchema.pick({ id: true, title: true }));
export const SiteSponsorSchema = describes<SiteSponsor>()(
  z.object({
    id: z.string(),
    name: z.string(),
    tier: z.enum(SPONSOR_TIERS),
    logoText: z.string(),
    image: nullableText(),
    website: nullableText(),
  }),
);
export const SponsorTierNamesSchema = describes<SponsorTierNames>()(
  z.object({ eventId: z.string(), names: z.record(z.enum(SPONSOR_TIERS), z.string()) }),
);

// ---- Submissions --------------------------------------------------------------------------

export const EventSubmissionSchema = describes<EventSubmission>()(
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    eventType: z.enum(EVENT_TYPES),
    date: z.string(),
    location: z.string(),
    city: z.string(),
    expectedAttendees: z.string(),
    additionalInfo: nullableText(),
    organizationName: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    image: nullableText(),
    registrationUrl: nullableText(),
    status: z.enum(SUBMISSION_STATUSES),
    submittedAt: isoTime(),
    reviewedAt: isoTime().nullable(),
    reviewedBy: nullableText(),
    reviewedByAccount: z.object({ id: nullableText(), email: z.string() }).nullable(),
    reviewNotes: nullableText(),
    eventCreated: z.boolean(),
    createdEventId: nullableText(),
    country: z.enum(COUNTRIES).nullable(),
    region: nullableText(),
    timezone: nullableText(),
    format: z.enum(EVENT_FORMATS).nullable(),
    audiences: z.array(z.enum(AUDIENCES)),
    topics: z.array(z.string()),
    ceProvider: CeProviderSchema.nullable(),
    estimatedCeCredits: z.number().nullable(),
  }),
);
export const EventSubmissionCreatedSchema = describes<EventSubmissionCreated>()(z.object({ id: z.string() }));
export const LiveEventCreatedSchema = describes<LiveEventCreated>()(
  z.object({
    eventId: z.string(),
    agenda: z.object({
      source: z.enum(LIVE_EVENT_AGENDA_SOURCES),
      sessions: z.number().int(),
      speakersAdded: z.number().int(),
      reason: nullableText(),
    }),
  }),
);

// ---- Audit, dashboard, analytics ----------------------------------------------------------

const entityKind = z.enum(ENTITY_KINDS);
export const AuditRowSchema = describes<AuditRow>()(
  z.object({
    position: z.number().int(),
    domainEventId: z.string(),
    type: z.string(),
    typeLabel: z.string(),
    stream: z.string(),
    entity: z.object({ kind: entityKind, id: z.string(), label: z.string() }),
    actor: z.string().describe("An admin's e-mail, 'public' or 'system'."),
    occurredAt: isoTime(),
    summary: z.string(),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
    correlationId: z.string(),
    revertsPosition: z.number().int().nullable(),
    undoable: z.boolean(),
    undoBlockedReason: nullableText(),
    references: z.array(
      z.object({
        kind: entityKind,
        id: z.string(),
        name: z.string(),
        status: z.enum(['current', 'trashed', 'gone']),
      }),
    ),
  }),
);
export const AuditPageSchema = describes<AuditPage>()(
  z.object({ rows: z.array(AuditRowSchema), nextBefore: z.number().int().nullable() }),
);
export const AuditFacetsSchema = describes<AuditFacets>()(
  z.object({
    types: z.array(
      z.object({
        type: z.string(),
        kind: entityKind,
        label: z.string(),
        description: z.string(),
        undoable: z.boolean(),
      }),
    ),
    actors: z.array(z.string()),
  }),
);
export const UndoResultSchema = describes<UndoResult>()(
  z.object({ message: z.string(), revertedPosition: z.number().int(), position: z.number().int().nullable() }),
);

const named = z.object({ id: z.string(), title: z.string() });
const speakerNamed = z.object({ id: z.string(), name: z.string(), eventId: z.string() });
export const DashboardAnswerSchema = describes<DashboardAnswer>()(
  z.object({
    pendingSubmissions: z.object({ count: z.number().int(), oldestSubmittedAt: isoTime().nullable() }),
    pendingChangeRequests: z.object({ count: z.number().int(), oldestSubmittedAt: isoTime().nullable() }),
    featured: z.object({
      used: z.number().int(),
      limit: z.number().int(),
      stale: z.array(named.extend({ reason: z.enum(['past', 'hidden']) })),
    }),
    eventsWithoutAgenda: z.array(named),
    eventsWithoutImage: z.array(named),
    speakersWithoutPhoto: z.array(speakerNamed),
    speakersWithoutDisclosure: z.array(speakerNamed),
    counts: z.object({
      eventsWithoutAgenda: z.number().int(),
      eventsWithoutImage: z.number().int(),
      speakersWithoutPhoto: z.number().int(),
      speakersWithoutDisclosure: z.number().int(),
    }),
    trash: z.object({
      events: z.number().int(),
      speakers: z.number().int(),
      sponsors: z.number().int(),
      nextPurgeAt: isoTime().nullable(),
    }),
    recentChanges: z.array(AuditRowSchema),
  }),
);

const percent = () =>
  z.number().nullable().describe('A whole number 0-100, or null when there is nothing to divide by.');
export const AnalyticsReportSchema = describes<AnalyticsReport>()(
  z.object({
    generatedAt: isoTime(),
    cards: z.object({
      totalEvents: z.number(),
      totalSpeakers: z.number(),
      totalSponsors: z.number(),
      upcomingEvents: z.number(),
    }),
    events: z.object({
      total: z.number(),
      upcoming: z.number(),
      past: z.number(),
      hidden: z.number(),
      live: z.number(),
      featured: z.number(),
      featuredLimit: z.number(),
      inTrash: z.number(),
      withAgenda: z.number(),
      perCity: z.array(z.object({ city: z.string(), count: z.number() })),
      featuredChangesPerMonth: z.array(z.object({ month: z.string(), featured: z.number(), unfeatured: z.number() })),
    }),
    speakers: z.object({
      total: z.number(),
      eventsWithSpeakers: z.number(),
      averagePerEvent: z.number(),
      profileCompleteness: z.number(),
      withSocialMedia: z.number(),
      featured: z.number(),
    }),
    sponsors: z.object({
      total: z.number(),
      byTier: z.record(z.enum(SPONSOR_TIERS), z.number()),
      global: z.number(),
      eventsWithSponsors: z.number(),
    }),
    submissions: z.object({
      total: z.number(),
      byStatus: z.record(z.enum(SUBMISSION_STATUSES), z.number()),
      perMonth: z.array(
        z.object({ month: z.string(), pending: z.number(), approved: z.number(), rejected: z.number() }),
      ),
      approvalRate: percent(),
      medianHoursToReview: z.number().nullable(),
      turnedIntoEvents: z.number(),
    }),
    performance: z.object({
      contentCompletion: percent(),
      eventsWithAgendas: percent(),
      profileCompleteness: z.number(),
      approvalRate: percent(),
      medianHoursToReview: z.number().nullable(),
    }),
  }),
);

// ---- Accounts, site settings, media, mail, followers, probes --------------------------------

export const AccountSchema = describes<Account>()(
  z.object({ id: z.string(), email: z.string(), role: z.enum(ROLES), status: z.enum(ACCOUNT_STATUSES) }),
);
export const SignedInAccountSchema = describes<SignedInAccount>()(
  z.object({ accountId: z.string(), email: z.string(), role: z.enum(ROLES) }),
);
/** GET /api/site-settings answers the whole settings, in the shape an owner sends them. */
export const SiteSettingsAnswerSchema = describes<SiteSettings>()(SiteSettingsSchema);
export const UploadedImageSchema = describes<UploadedImage>()(
  z.object({
    url: z.string().describe('A /media/ path, usable wherever an image URL is accepted.'),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(z.object({ url: z.string(), width: z.number().int() })),
  }),
);

/** GET /api/outbox: one message the site sent or is trying to send (owners only). */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: isoTime(),
  sentAt: isoTime().nullable(),
  attempts: z.number().int(),
  lastError: nullableText(),
  deliveredBy: z
    .enum(['smtp', 'outbox'])
    .nullable()
    .describe("'outbox': kept here only, the site has no mail server; 'smtp': accepted by the SMTP server."),
  template: z.string(),
});

/** GET /api/events/:id/followers: one address following the event (owners only). */
export const FollowerSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'confirmed']),
  createdAt: isoTime(),
});
export const FollowConfirmedSchema = z.object({
  status: z.literal('confirmed'),
  eventId: z.string(),
  eventTitle: nullableText(),
});
export const FollowEndedSchema = z.object({
  status: z.literal('unsubscribed'),
  eventId: nullableText(),
  eventTitle: nullableText(),
});

export const HealthAnswerSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number().int() });
const check = { ok: z.boolean(), error: z.string().optional() };
export const ReadinessAnswerSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  eventStore: z.object({ ...check, kind: z.enum(['sqlite', 'eventstoredb']), head: z.number().int().nullable() }),
  subscription: z.object({ ...check, state: z.string(), attempts: z.number().int().optional() }),
  projections: z.object({
    ...check,
    position: z.number().int(),
    lagPositions: z.number().int().nullable(),
    lagMs: z.number().nullable(),
  }),
  readStore: z.object({ ...check, kind: z.enum(['memory', 'sqlite', 'mongodb']) }),
});

// ---- Renewal requirements -----------------------------------------------------------------

export const CeRuleSetSchema = describes<CeRuleSet>()(
  z.object({
    id: z.string(),
    name: z.string(),
    country: z.enum(COUNTRIES),
    region: z.string().describe('A US state or Canadian province code.'),
    role: z.enum(AUDIENCES),
    cycleYears: z.number(),
    unit: z.enum(CE_UNITS),
    total: z.number(),
    perDayMaximum: z.number().nullable().optional(),
    rules: z.array(CeRuleSchema),
    sources: z.array(CeSourceSchema),
    verifiedOn: z.string().describe('YYYY-MM-DD: when the sources were last read.'),
    effectiveFrom: z.string().nullable().optional(),
    notes: z.string(),
  }),
);

const plannedSession = z.object({ eventId: z.string(), sessionKey: z.string() });
export const CeProgressSchema = describes<CeProgress>()(
  z.object({
    ruleSetId: z.string(),
    unit: z.enum(CE_UNITS),
    total: z.object({ required: z.number(), counted: z.number() }),
    rules: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        kind: z.enum(CE_RULE_KINDS),
        amount: z.number().nullable(),
        counted: z.number(),
        met: z.boolean(),
      }),
    ),
    items: z.array(
      z.object({
        eventId: z.string(),
        sessionKey: z.string(),
        counted: z.number(),
        countsToward: z.array(z.string()),
        notCountedBecause: z.string().optional(),
      }),
    ),
    overlaps: z.array(z.object({ items: z.array(plannedSession) })),
  }),
);
