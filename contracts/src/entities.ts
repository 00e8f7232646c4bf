import type {
  Mandate,
  SessionDelivery,
  Audience,
  CeCredits,
  CeProvider,
  Country,
  CreditType,
  EventFee,
  EventFormat,
} from './continuing-education';
import type { EventStatus, SessionStatus } from './event-status';
import type { Agenda } from './agenda-schemas';

export type { Agenda, AgendaDay } from './agenda-schemas';

/**
 * Shapes of what the API answers (the read models). Names follow docs/glossary.md:
 * an "event" is a conference listing; a stored fact is a "domain event".
 *
 * Types and plain constants only: the agenda's zod schemas are in agenda-schemas.ts, so a public
 * page that reads a sponsor tier or an event type does not build every schema (and load zod) to
 * show it (decision 0076).
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

/**
 * The long texts of a speaker record: what only an answer that shows a speaker whole carries (the
 * speaker lists, a speaker page). The lists and indexes of every speaker hold the records without
 * them (SpeakerSummary).
 */
export const SPEAKER_LONG_TEXTS = ['abstract', 'objectives'] as const;

/** A speaker record without its long texts (SPEAKER_LONG_TEXTS). */
export type SpeakerSummary = Omit<Speaker, (typeof SPEAKER_LONG_TEXTS)[number]>;

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
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  conference: 'Conference',
  workshop: 'Workshop',
  symposium: 'Symposium',
  seminar: 'Seminar',
  course: 'Course',
  other: 'Other',
};

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
