import { z } from 'zod';

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
  type?: 'break' | 'corporate_forum' | string;
  description?: string;
  sessions?: AgendaSession[];
}
export const AgendaSessionSchema: z.ZodType<AgendaSession> = z.lazy(() =>
  z
    .object({
      time: z.string().max(100).optional(),
      title: z.string().min(1, 'Session title is required').max(500),
      speaker: z.string().max(1000).optional(),
      speakers: z.array(z.union([z.string().max(200), z.object({ name: z.string().max(200) }).passthrough()])).max(100).optional(),
      track: z.string().max(200).optional(),
      location: z.string().max(300).optional(),
      type: z.string().max(50).optional(),
      description: z.string().max(5000).optional(),
      sessions: z.array(AgendaSessionSchema).max(200).optional(),
    })
    .passthrough(),
);
export const AgendaDaySchema = z
  .object({ date: z.string().max(100).optional(), day: z.string().max(100).optional(), sessions: z.array(AgendaSessionSchema).max(500) })
  .passthrough();
export type AgendaDay = z.infer<typeof AgendaDaySchema>;

/** Days list, plain sessions list, {days: [...]}, or an object keyed by date. */
export const AgendaSchema = z.union([
  z.array(z.union([AgendaDaySchema, AgendaSessionSchema])).max(500),
  z.object({ days: z.array(AgendaDaySchema).max(100) }).passthrough(),
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
  /** ISO time the event was moved to trash, null while live. Only admins ever see trashed events. */
  trashedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const SOCIAL_LINK_KEYS = ['instagram', 'twitter', 'facebook', 'linkedin', 'tiktok', 'github', 'youtube'] as const;

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
  reviewedBy: string | null;
  reviewNotes: string | null;
  eventCreated: boolean;
  createdEventId: string | null;
}
