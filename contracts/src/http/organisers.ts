import { z } from 'zod';
import { ProposedChangesSchema } from '../domain-events/organisers';
import { EventEditPatchSchema } from './event-requests';
import { SpeakerFormSchema } from './speaker-requests';
import { EventListingSchema } from './api-answers';

/**
 * An event's outside organiser and the changes they propose (decision 0062): their private link
 * is exchanged for an organiser session, with which they list their events and propose changes;
 * admins send and revoke the links, and approve or reject the changes.
 */

/** How long a link from an admin or from the approval mail signs its organiser in. */
export const ORGANISER_LINK_DAYS = 30;

export const ORGANISER_LINK_INVALID = 'This organiser link is not valid. Please ask us for a new one.';
export const ORGANISER_LINK_EXPIRED = 'This organiser link has expired. Please ask us for a new one.';
export const ORGANISER_LINK_REVOKED = 'This organiser link was withdrawn. Please ask us for a new one.';
export const ORGANISER_SIGN_IN_REQUIRED = 'Please open the organiser link from your e-mail again.';
export const NOTHING_PROPOSED = 'Propose at least one change';
export const REJECTION_NEEDS_NOTES = 'Please say why the change request is rejected';
export const CHANGE_REQUEST_NOT_FOUND = 'Change request not found';
export const changeRequestAlreadyReviewed = (status: 'approved' | 'rejected') =>
  `This change request was already ${status}. Only pending change requests can be approved or rejected.`;
export const NOT_THIS_EVENTS_SPEAKER = 'This speaker is not one of the event’s speakers';

/** POST /api/organiser/sessions: the token from the link /organiser/<token>. */
export const OrganiserSessionRequestSchema = z
  .object({
    token: z
      .string({ message: 'token is required' })
      .trim()
      .min(1, 'token is required')
      .max(300, ORGANISER_LINK_INVALID),
  })
  .strict();

const speakerFields = SpeakerFormSchema.pick({ credentials: true, disclosure: true }).shape;

/** One speaker's proposed credentials and disclosure. */
const SpeakerChangeRequestSchema = z
  .object({
    speakerId: z.string({ message: 'speakerId is required' }).trim().min(1, 'speakerId is required'),
    credentials: speakerFields.credentials,
    disclosure: speakerFields.disclosure,
  })
  .strict();

/**
 * What an organiser proposes: a partial body of the event edit (PATCH /api/events/:id, the same
 * rules), and some of the event's speakers' credentials and disclosures. At least one change.
 */
export const ProposedChangesRequestSchema = EventEditPatchSchema.safeExtend({
  speakers: z.array(SpeakerChangeRequestSchema).max(100, 'Up to 100 speakers in one request').optional(),
}).refine(
  (changes) => Object.keys(changes).some((field) => field !== 'speakers' || (changes.speakers?.length ?? 0) > 0),
  { message: NOTHING_PROPOSED },
);

/** POST /api/organiser/events/:id/change-requests */
export const ChangeRequestRequestSchema = z
  .object({ changes: ProposedChangesRequestSchema.optional() })
  .strict()
  .refine((body) => body.changes !== undefined, { message: 'changes is required', path: ['changes'] });

/** POST /api/change-requests/:id/approve: notes for the organiser are optional. */
export const ApproveChangeRequestSchema = z
  .object({ reviewNotes: z.string().trim().max(2000, 'Notes must be under 2000 characters').optional() })
  .strict();

/** POST /api/change-requests/:id/reject: the organiser is told why. */
export const RejectChangeRequestSchema = z
  .object({
    reviewNotes: z
      .string({ message: REJECTION_NEEDS_NOTES })
      .trim()
      .min(1, REJECTION_NEEDS_NOTES)
      .max(2000, 'Notes must be under 2000 characters'),
  })
  .strict();

export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export const ChangeRequestListQuerySchema = z.object({
  status: z
    .enum(CHANGE_REQUEST_STATUSES, { message: 'status must be pending, approved or rejected' })
    .optional()
    .describe('Only those with this status.'),
  eventId: z.string().optional().describe('Only those of this event.'),
});

/** POST /api/events/:id/organiser-links: the organiser's address. */
export const SendOrganiserLinkRequestSchema = z
  .object({
    email: z
      .string({ message: 'Please provide a valid email address' })
      .trim()
      .max(254, 'Please provide a valid email address')
      .pipe(z.email({ message: 'Please provide a valid email address' })),
  })
  .strict();

// ---- Answers ----

/** One line of a change request's before/after comparison, in words. */
export const ChangeDiffRowSchema = z.object({
  field: z.string().describe("What changes: an event field ('Title'), or a speaker's ('Dr. Ana Ruiz: Disclosure')."),
  before: z.string().describe('As it is now (for a pending request) or was when reviewed; "(empty)" for nothing.'),
  after: z.string().describe('As proposed.'),
});
export type ChangeDiffRow = z.infer<typeof ChangeDiffRowSchema>;

export const ChangeRequestSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  organiserEmail: z.string(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  changes: ProposedChangesSchema,
  diff: z.array(ChangeDiffRowSchema),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNotes: z.string().nullable(),
});
export type ChangeRequest = z.infer<typeof ChangeRequestSchema>;

export const OrganiserLinkSchema = z.object({
  id: z.string(),
  eventId: z.string().nullable().describe('The event it was sent for; for an approval mail, the event made from it.'),
  email: z.string(),
  origin: z.enum(['sent', 'approval']).describe('Sent by an admin, or in the approval mail of a submission.'),
  status: z.enum(['active', 'expired', 'revoked']),
  issuedAt: z.string(),
  expiresAt: z.string(),
});
export type OrganiserLink = z.infer<typeof OrganiserLinkSchema>;

export const OrganiserSignedInSchema = z.object({ email: z.string() });
export type OrganiserSignedIn = z.infer<typeof OrganiserSignedInSchema>;

export const OrganiserSpeakerSchema = z.object({
  id: z.string(),
  name: z.string(),
  credentials: z.string(),
  disclosure: z.string(),
});

/** One of the organiser's events, with its speakers and the requests they made for it. */
export const OrganiserEventSchema = z.object({
  event: EventListingSchema,
  speakers: z.array(OrganiserSpeakerSchema),
  changeRequests: z.array(ChangeRequestSchema),
});
export type OrganiserEvent = z.infer<typeof OrganiserEventSchema>;
