import { z } from 'zod';
import { EVENT_TYPES, SUBMISSION_STATUSES } from '../entities';
import { checkPlaceAndDates, submissionCeFields, submissionPlaceFields } from './ce-fields';
import { EVENT_DATE_MAX_LENGTH } from './event-requests';
import { isInsecureHttpUrl } from './image-url';
import { isHttpUrl } from './url';

/**
 * The public event-submission form (spec section 5). The browser validates with this schema and
 * the server decides with the same one, so both give the same messages word for word.
 */

const required = (message: string) => z.string({ message }).trim().min(1, message);

/** Empty (or absent), or an absolute http(s) URL. */
const optionalUrl = (message: string) =>
  z
    .string({ message })
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), { message })
    .nullish();

const EXPECTED_ATTENDEES_REQUIRED = 'Expected attendee count is required';

/**
 * Free text ('about 150', '200-300'), as the form sends it. A whole number sent by an API client
 * is taken as its text rather than refused as missing; the cap keeps the reviewer's list readable.
 */
const expectedAttendees = z
  .union([z.string(), z.number().int().nonnegative().transform(String)], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? EXPECTED_ATTENDEES_REQUIRED
        : 'Expected attendee count must be text or a whole number',
  })
  .pipe(required(EXPECTED_ATTENDEES_REQUIRED).max(100, 'Expected attendee count must be under 100 characters'));

export const EventSubmissionFormSchema = z
  .object({
    title: required('Event title is required').max(200, 'Title must be under 200 characters'),
    // The approved submission's date becomes the event's: the same cap as the event form's.
    date: required('Event date is required').max(
      EVENT_DATE_MAX_LENGTH,
      `Event date must be under ${EVENT_DATE_MAX_LENGTH} characters`,
    ),
    location: required('Location is required').max(300, 'Location must be under 300 characters'),
    city: required('City is required').max(100, 'City must be under 100 characters'),
    description: z
      .string({ message: 'Description must be at least 10 characters' })
      .trim()
      .min(10, 'Description must be at least 10 characters')
      .max(2000, 'Description must be under 2000 characters'),
    // https only, like every image the site shows: the page's Content-Security-Policy would block an http one.
    image: optionalUrl('Please provide a valid image URL').refine((value) => !value || !isInsecureHttpUrl(value), {
      message: 'Please provide a valid image URL starting with https://',
    }),
    registrationUrl: optionalUrl('Please provide a valid registration URL'),
    organizationName: required('Organization name is required').max(
      200,
      'Organization name must be under 200 characters',
    ),
    contactEmail: z
      .string({ message: 'Please provide a valid email address' })
      .trim()
      .max(254, 'Please provide a valid email address')
      .pipe(z.email({ message: 'Please provide a valid email address' })),
    contactPhone: required('Contact phone is required').max(20, 'Phone must be under 20 characters'),
    eventType: z.enum(EVENT_TYPES).default('conference'),
    expectedAttendees,
    additionalInfo: z.string().trim().max(1000, 'Additional information must be under 1000 characters').nullish(),
    /**
     * Honeypot: hidden from people, so anything typed here came from a bot. It carries no rule on
     * purpose: the server accepts a filled one with a normal answer and silently stores nothing
     * (see isHoneypotFilled), so a bot learns nothing and a person is never shown an error about a
     * field they cannot see.
     */
    website: z.string().nullish(),
    /** The country, state or province and time zone, offered from the city and each optional. */
    ...submissionPlaceFields,
    /** The optional 'Continuing Education' section, under the event's field names. */
    ...submissionCeFields,
  })
  .superRefine(checkPlaceAndDates);

/** True when the honeypot field of a raw request body holds anything at all. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as { website?: unknown }).website;
  return value !== undefined && value !== null && value !== '';
}

/** What the form holds (eventType may be absent: it defaults to 'conference'). */
export type EventSubmissionForm = z.input<typeof EventSubmissionFormSchema>;
export type ValidEventSubmissionForm = z.output<typeof EventSubmissionFormSchema>;

/** Answer of POST /api/event-submissions. */
export interface EventSubmissionCreated {
  id: string;
}

/** Decisions an admin can take on a pending submission (PATCH /api/event-submissions/:id). */
export const SUBMISSION_REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type SubmissionReviewDecision = (typeof SUBMISSION_REVIEW_DECISIONS)[number];

export const REVIEW_NOTES_MAX = 2000;

/**
 * The review dialog's request. The client also sends reviewedAt and reviewedBy (spec section 7);
 * they are accepted and ignored: the server stamps its own time and the reviewer label.
 */
export const SubmissionReviewRequestSchema = z.object({
  status: z.enum(SUBMISSION_REVIEW_DECISIONS, { message: "Status must be 'approved' or 'rejected'" }),
  reviewNotes: z
    .string({ message: 'Review notes must be text' })
    .max(REVIEW_NOTES_MAX, `Review notes must be under ${REVIEW_NOTES_MAX} characters`)
    .nullish(),
  reviewedAt: z.unknown().optional(),
  reviewedBy: z.unknown().optional(),
});
export type SubmissionReviewRequest = z.input<typeof SubmissionReviewRequestSchema>;

/** GET /api/event-submissions?status=pending|approved|rejected (no status: all of them). */
export const SubmissionListQuerySchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, { message: 'Status must be one of pending, approved, rejected' }).optional(),
});

/**
 * Where a live event's agenda came from: structured data or schedule markup on the registration
 * page, nowhere ('none': no URL, unreachable, refused or no agenda on it), or an earlier attempt
 * that created the event but stopped before linking it to the submission.
 */
export const LIVE_EVENT_AGENDA_SOURCES = ['json-ld', 'schedule-markup', 'none', 'earlier-attempt'] as const;
export type LiveEventAgendaSource = (typeof LIVE_EVENT_AGENDA_SOURCES)[number];

/** How the agenda extraction went when a submission became a live event. */
export interface LiveEventAgendaOutcome {
  source: LiveEventAgendaSource;
  /** Sessions found (nested sessions included). */
  sessions: number;
  /** Speaker records created for the new event from names in the agenda. */
  speakersAdded: number;
  /** Why no agenda was found, or null when one was. */
  reason: string | null;
}

/**
 * Body of POST /api/event-submissions/:id/create-event, all optional (no body: a visible event).
 * isHidden true creates the event hidden, as a draft an admin checks before it goes public.
 */
export const CreateLiveEventRequestSchema = z
  .object({
    isHidden: z.boolean({ message: 'isHidden must be true or false' }).optional(),
  })
  .strict();
export type CreateLiveEventRequest = z.input<typeof CreateLiveEventRequestSchema>;

/** Answer of POST /api/event-submissions/:id/create-event. */
export interface LiveEventCreated {
  eventId: string;
  agenda: LiveEventAgendaOutcome;
}
