import { z } from 'zod';
import {
  AGD_SUBJECTS,
  CREDIT_STEP,
  CREDIT_TYPES,
  MANDATES,
  SESSION_CREDITS_MAX,
  SESSION_DELIVERIES,
  SESSION_MINUTES_MAX,
  isAgdSubjectCode,
  isMandate,
  type Mandate,
  type SessionDelivery,
  type Audience,
  type CeCredits,
  type CeProvider,
  type Country,
  type CreditType,
  type EventFee,
  type EventFormat,
} from './continuing-education';
import { SESSION_STATUSES, type EventStatus, type SessionStatus } from './event-status';

/**
 * Shapes of what the API answers (the read models). Names follow docs/glossary.md:
 * an "event" is a conference listing; a stored fact is a "domain event".
 */

/** A session inside an agenda day. Agenda data comes in four shapes (spec section 3). */
export interface AgendaSession {
  time?: string;
  title: string;
  /** A single string that may name several speakers split on commas and ampersands. */
  speaker?: string;
  speakers?: Array<string | { name: string; [key: string]: unknown }>;
  track?: string;
  location?: string;
  type?: 'break' | 'corporate_forum' | (string & {});
  description?: string;
  sessions?: AgendaSession[];
  /** CE hours a person earns by attending this session: 0 to 24 in quarter hours. */
  ceCredits?: number;
  creditType?: CreditType;
  /** AGD subject codes. */
  topics?: string[];
  /** Learning objectives, as the provider publishes them. */
  objectives?: string[];
  /** Minutes of instruction: what boards count hours (or units, or points) from. */
  minutes?: number;
  delivery?: SessionDelivery;
  /** Mandated subjects the session teaches (MANDATES). */
  mandates?: Mandate[];
  /** 'cancelled' when the session will not take place (kept in the agenda, struck through); absent otherwise. */
  status?: SessionStatus;
  /**
   * The session's plan key within its event (`sessionKey`), in public answers only: the id a plan,
   * a progress request and a search by renewal rule name the session by. Never stored.
   */
  key?: string;
}

/** One or more AGD subject codes: each must be in the catalogue; repeats are dropped. */
export const SubjectCodesSchema = z
  .array(z.string({ message: 'Subject codes are text, such as "690"' }).trim(), {
    message: 'Subject codes must be a list, such as ["690"]',
  })
  .max(AGD_SUBJECTS.length, `At most ${AGD_SUBJECTS.length} subject codes`)
  .superRefine((codes, context) => {
    codes.forEach((code, index) => {
      if (!isAgdSubjectCode(code))
        context.addIssue({ code: 'custom', message: `Unknown AGD subject code "${code}"`, path: [index] });
    });
  })
  .transform((codes) => [...new Set(codes)]);

const SessionCreditsSchema = z
  .number({ message: `ceCredits must be a number of hours from 0 to ${SESSION_CREDITS_MAX}` })
  .min(0, `ceCredits must be a number of hours from 0 to ${SESSION_CREDITS_MAX}`)
  .max(SESSION_CREDITS_MAX, `ceCredits must be a number of hours from 0 to ${SESSION_CREDITS_MAX}`)
  .refine((hours) => Number.isInteger(hours / CREDIT_STEP), {
    message: 'ceCredits must be in steps of 0.25 hours (such as 1, 1.25, 1.5)',
  });

export const SessionMinutesSchema = z
  .number({ message: `minutes must be a whole number of minutes from 0 to ${SESSION_MINUTES_MAX}` })
  .int(`minutes must be a whole number of minutes from 0 to ${SESSION_MINUTES_MAX}`)
  .min(0, `minutes must be a whole number of minutes from 0 to ${SESSION_MINUTES_MAX}`)
  .max(SESSION_MINUTES_MAX, `minutes must be a whole number of minutes from 0 to ${SESSION_MINUTES_MAX}`);

export const SessionDeliverySchema = z.enum(SESSION_DELIVERIES, {
  message: `delivery must be one of ${SESSION_DELIVERIES.map((delivery) => `"${delivery}"`).join(', ')}`,
});

/** Mandated subjects: each from the catalogue (MANDATES); repeats are dropped. */
export const MandatesSchema = z
  .array(
    z.string({ message: 'Each mandate is text, such as "infection_control"' }).refine(isMandate, {
      message: `Unknown mandate: mandates are ${MANDATES.join(', ')}`,
    }),
    { message: 'mandates must be a list, such as ["infection_control"]' },
  )
  .max(MANDATES.length, `At most ${MANDATES.length} mandates`)
  .transform((mandates) => [...new Set(mandates)] as Mandate[]);

export const LearningObjectivesSchema = z
  .array(
    z.string({ message: 'Each objective must be text' }).trim().max(500, 'Each objective must be under 500 characters'),
    { message: 'Objectives must be a list' },
  )
  .max(20, 'Up to 20 objectives')
  .transform((objectives) => objectives.filter((objective) => objective !== ''));
export const AgendaSessionSchema: z.ZodType<AgendaSession> = z.lazy(() =>
  z.object({
    time: z.string().max(100).optional(),
    title: z.string().min(1, 'Session title is required').max(500),
    speaker: z.string().max(1000).optional(),
    speakers: z
      .array(z.union([z.string().max(200), z.object({ name: z.string().max(200) })]))
      .max(100)
      .optional(),
    track: z.string().max(200).optional(),
    location: z.string().max(300).optional(),
    type: z.string().max(50).optional(),
    description: z.string().max(5000).optional(),
    sessions: z.array(AgendaSessionSchema).max(200).optional(),
    ceCredits: SessionCreditsSchema.optional(),
    creditType: z.enum(CREDIT_TYPES, { message: 'creditType must be "lecture" or "participation"' }).optional(),
    topics: SubjectCodesSchema.optional(),
    objectives: LearningObjectivesSchema.optional(),
    minutes: SessionMinutesSchema.optional(),
    delivery: SessionDeliverySchema.optional(),
    mandates: MandatesSchema.optional(),
    status: z.enum(SESSION_STATUSES, { message: 'A session\'s status can only be "cancelled"' }).optional(),
  }),
);
export const AgendaDaySchema = z.object({
  date: z.string().max(100).optional(),
  day: z.string().max(100).optional(),
  sessions: z.array(AgendaSessionSchema).max(500),
});
export type AgendaDay = z.infer<typeof AgendaDaySchema>;

/**
 * Days list, plain sessions list, {days: [...]}, or an object keyed by date. Fields an agenda does
 * not have are dropped, at every depth, rather than stored. An entry with a title is a session
 * (a workshop holds sessions too), one without is a day, as the pages read them.
 */
export const AgendaSchema = z.union([
  z.array(z.union([AgendaSessionSchema, AgendaDaySchema])).max(500),
  z.object({ days: z.array(AgendaDaySchema).max(100) }),
  z.record(z.string(), z.array(AgendaSessionSchema).max(500)),
]);
export type Agenda = z.infer<typeof AgendaSchema>;

export interface EventListing {
  id: string;
  title: string;
  description: string;
  /** Free text: ISO, 'Month D-D, YYYY', another parseable date, or anything else (shown, sorted last-ish). */
  date: string;
  location: string;
  city: string;
  image: string;
  agenda: Agenda | null;
  registrationUrl: string | null;
  isHidden: boolean;
  isFeatured: boolean;
  hideSocialMedia: boolean;
  hideAbstracts: boolean;
  /** How people attend; 'in_person' unless the organiser says otherwise. */
  format: EventFormat;
  /** Who the education is for; empty when not stated. */
  audiences: Audience[];
  /** AGD subject codes of the event as a whole. */
  topics: string[];
  ceProvider: CeProvider | null;
  fees: EventFee[];
  /** IANA time zone the agenda's times are in, such as 'America/Chicago'. */
  timezone: string | null;
  /** First and last day (YYYY-MM-DD): read from `date` when it can be read, else as an admin entered them. */
  startDate: string | null;
  endDate: string | null;
  /** Given by an admin, else read from a city written as 'Dallas, TX'. */
  country: Country | null;
  /** State or province code. */
  region: string | null;
  /** Who supports the education commercially, stated apart from the sponsor tiers; null when not stated. */
  commercialSupport: string | null;
  /** The organiser's estimate of the credits, for events whose agenda carries none. */
  estimatedCeCredits: number | null;
  /** Worked out from the agenda's sessions (never typed in); null when no session states credits. */
  ceCredits: CeCredits | null;
  /** ISO time the event was moved to trash, null while live. Only admins ever see trashed events. */
  trashedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Cancelled, postponed, rescheduled, moved online, or 'scheduled' as listed (decision 0060). */
  status: EventStatus;
  /** The admin's public word on the status ('Refunds by e-mail'); null when none. */
  statusNote: string | null;
  /** The first day (YYYY-MM-DD) a rescheduled event moved from; null otherwise. */
  previousStartDate: string | null;
}

export const SOCIAL_LINK_KEYS = [
  'instagram',
  'twitter',
  'facebook',
  'linkedin',
  'tiktok',
  'github',
  'youtube',
] as const;

export interface Speaker {
  id: string;
  eventId: string;
  name: string;
  profession: string;
  specialty: string;
  lectureTitle: string;
  email: string;
  image: string;
  socialLinks: Record<string, string>;
  socialVisible: boolean;
  hideAbstract: boolean;
  isFeatured: boolean;
  profileUrl: string | null;
  abstract: string;
  objectives: string[];
  /** Degrees and titles after the name, such as 'DDS, MS'. */
  credentials: string;
  /** Conflict-of-interest statement; '' means not yet provided (an explicit "none" is written out). */
  disclosure: string;
  /** Another speaker record of the same person, linked by an admin; null when none (the public always receives null). */
  samePersonAs: string | null;
  trashedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const SPONSOR_TIERS = ['platinum', 'gold', 'silver'] as const;
export type SponsorTier = (typeof SPONSOR_TIERS)[number];
export const DEFAULT_SPONSOR_TIER: SponsorTier = 'silver';
export const DEFAULT_TIER_NAMES: Record<SponsorTier, string> = {
  platinum: 'Platinum Sponsors',
  gold: 'Gold Sponsors',
  silver: 'Silver Sponsors',
};

export interface Sponsor {
  id: string;
  name: string;
  description: string;
  logo: string;
  companyImage: string | null;
  website: string | null;
  telephone: string | null;
  socialHandles: { instagram?: string; twitter?: string; facebook?: string; linkedin?: string };
  tier: SponsorTier;
  eventId: string | null;
  isGlobalSponsor: boolean;
  /** ISO time the sponsor was moved to trash, null while listed. Only admins ever see trashed sponsors (GET /api/sponsors/trash). */
  trashedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SponsorTierNames {
  eventId: string;
  names: Record<SponsorTier, string>;
}

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const EVENT_TYPES = ['conference', 'workshop', 'symposium', 'seminar', 'course', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface EventSubmission {
  id: string;
  title: string;
  description: string;
  eventType: EventType;
  date: string;
  location: string;
  city: string;
  expectedAttendees: string;
  additionalInfo: string | null;
  organizationName: string;
  contactEmail: string;
  contactPhone: string;
  image: string | null;
  registrationUrl: string | null;
  status: SubmissionStatus;
  submittedAt: string;
  reviewedAt: string | null;
  /** The spec's label, always 'Admin' once reviewed. */
  reviewedBy: string | null;
  /** Who really reviewed (admins only, like the whole submission); null before a review or for reviews from before accounts. */
  reviewedByAccount: { id: string | null; email: string } | null;
  reviewNotes: string | null;
  eventCreated: boolean;
  createdEventId: string | null;
  /** Where it is held, under the same names as on the event; null when neither given nor read from the city. */
  country: Country | null;
  region: string | null;
  timezone: string | null;
  /** Optional continuing-education details, under the same names as on the event. */
  format: EventFormat | null;
  audiences: Audience[];
  topics: string[];
  ceProvider: CeProvider | null;
  estimatedCeCredits: number | null;
}
