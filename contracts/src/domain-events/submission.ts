import { z } from 'zod';
import { EVENT_TYPES } from '../entities';
import { defineDomainEvent } from './define';
import { withoutField, type Fold, type ReadingsOf } from './reading';
import { EventFieldsSchema } from './event';

/**
 * Domain events of an event submission, stream `submission-<id>`: received from the public form,
 * reviewed once by an admin, and (when approved) turned into a live event at most once.
 */
const submissionEntity = { kind: 'submission', idField: 'submissionId' } as const;
const submissionId = z.string().min(1);

/** What the organiser typed into the form, as the form's schema accepted it. */
export const SubmissionFieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  eventType: z.enum(EVENT_TYPES),
  date: z.string(),
  location: z.string(),
  city: z.string(),
  expectedAttendees: z.string(),
  additionalInfo: z.string().nullable(),
  organizationName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  image: z.string().nullable(),
  registrationUrl: z.string().nullable(),
  // Where it is held, named as on the event: given, or worked out from the city; absent on older submissions.
  country: EventFieldsSchema.shape.country,
  region: EventFieldsSchema.shape.region,
  timezone: EventFieldsSchema.shape.timezone,
  // Optional continuing-education details, named as on the event; absent on older submissions.
  format: EventFieldsSchema.shape.format,
  audiences: EventFieldsSchema.shape.audiences,
  topics: EventFieldsSchema.shape.topics,
  ceProvider: EventFieldsSchema.shape.ceProvider,
  estimatedCeCredits: EventFieldsSchema.shape.estimatedCeCredits,
});
export type SubmissionFields = z.infer<typeof SubmissionFieldsSchema>;

/** The review, whichever way it went. The review time is the domain event's occurredAt. */
const reviewData = z.object({
  submissionId,
  /** The reviewer as shown in the admin list: the literal 'Admin' (spec section 4). The signed-in admin is the metadata's actor. */
  reviewedBy: z.string().min(1),
  /** null when the admin left the notes empty or blank. */
  reviewNotes: z.string().nullable(),
});

export const SubmissionReceived = defineDomainEvent({
  type: 'SubmissionReceived',
  entity: submissionEntity,
  data: SubmissionFieldsSchema.extend({ submissionId }),
  description: 'An outside organiser sent the public submission form (actor `public`); it waits for review as pending.',
});
export const SubmissionApproved = defineDomainEvent({
  type: 'SubmissionApproved',
  entity: submissionEntity,
  data: reviewData,
  description: 'An admin approved a pending submission; it may now be turned into a live event.',
});
export const SubmissionRejected = defineDomainEvent({
  type: 'SubmissionRejected',
  entity: submissionEntity,
  data: reviewData,
  description: 'An admin rejected a pending submission; it stays on record and can no longer be reviewed.',
});
export const SubmissionTurnedIntoEvent = defineDomainEvent({
  type: 'SubmissionTurnedIntoEvent',
  entity: submissionEntity,
  data: z.object({ submissionId, eventId: z.string().min(1) }),
  description:
    'A live event was created from an approved submission (the creation of the event carries sourceSubmissionId); written once per submission.',
});

export const submissionDomainEvents = [
  SubmissionReceived,
  SubmissionApproved,
  SubmissionRejected,
  SubmissionTurnedIntoEvent,
] as const;

/** A review sets the status and who reviewed it when; the submission was pending before. */
const reviewed =
  (status: 'approved' | 'rejected'): Fold<z.output<typeof reviewData>> =>
  (data, metadata) => ({
    set: {
      status,
      reviewedBy: data.reviewedBy ?? null,
      reviewNotes: data.reviewNotes ?? null,
      reviewedAt: metadata.occurredAt,
    },
    assumedBefore: { status: 'pending' },
  });

/** What people read of each submission domain event (docs: reading.ts). */
export const submissionReadings: ReadingsOf<typeof submissionDomainEvents> = {
  SubmissionReceived: {
    label: 'Event submitted for review',
    sentence: ({ subject }) => `submitted ${subject} for review`,
    fold: (data, metadata) => ({
      set: { ...withoutField(data, 'submissionId'), status: 'pending', submittedAt: metadata.occurredAt },
      replace: true,
    }),
  },
  SubmissionApproved: {
    label: 'Submission approved',
    sentence: ({ subject }) => `approved the submission ${subject}`,
    fold: reviewed('approved'),
  },
  SubmissionRejected: {
    label: 'Submission rejected',
    sentence: ({ subject }) => `rejected the submission ${subject}`,
    fold: reviewed('rejected'),
  },
  SubmissionTurnedIntoEvent: {
    label: 'Live event created from a submission',
    sentence: ({ subject }) => `created a live event from the submission ${subject}`,
    fold: (data) => ({
      set: { eventCreated: true, createdEventId: data.eventId },
      assumedBefore: { eventCreated: false },
    }),
  },
};
