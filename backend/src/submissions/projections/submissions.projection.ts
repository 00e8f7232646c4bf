import { Injectable } from '@nestjs/common';
import {
  PUBLIC_ACTOR,
  SYSTEM_ACTOR,
  type DomainEventNamed,
  type DomainEventsIn,
  type EventSubmission,
  type submissionDomainEvents,
} from '@dental/contracts';
import { DocumentProjection, UNCHANGED, patch, type Projected } from '../../event-sourcing/projections/projection';

export const SUBMISSIONS_COLLECTION = 'event_submissions';

/** A review of a pending submission, approving or rejecting it. */
const reviewed =
  (status: 'approved' | 'rejected') =>
  (
    current: EventSubmission | undefined,
    { data, metadata }: Projected<DomainEventNamed<'SubmissionApproved' | 'SubmissionRejected'>>,
  ) =>
    current
      ? patch<EventSubmission>({
          status,
          reviewedAt: metadata.occurredAt,
          reviewedBy: data.reviewedBy,
          // The spec keeps reviewedBy 'Admin'; the real reviewer comes from who made the change.
          reviewedByAccount: reviewerOf(metadata),
          reviewNotes: data.reviewNotes,
        })
      : UNCHANGED;

/** Builds the `event_submissions` read model: one document per submission, as the admin list shows it. */
@Injectable()
export class SubmissionsProjection extends DocumentProjection<
  EventSubmission,
  DomainEventsIn<typeof submissionDomainEvents>
> {
  constructor() {
    super({
      name: 'submissions',
      collection: SUBMISSIONS_COLLECTION,
      documentId: (domainEvent) => domainEvent.data.submissionId,
      on: {
        SubmissionReceived: (_current, { data, metadata }) => {
          const { submissionId, ...fields } = data;
          return {
            id: submissionId,
            ...fields,
            country: fields.country ?? null,
            region: fields.region ?? null,
            timezone: fields.timezone ?? null,
            format: fields.format ?? null,
            audiences: fields.audiences ?? [],
            topics: fields.topics ?? [],
            ceProvider: fields.ceProvider ?? null,
            estimatedCeCredits: fields.estimatedCeCredits ?? null,
            status: 'pending',
            submittedAt: metadata.occurredAt,
            reviewedAt: null,
            reviewedBy: null,
            reviewedByAccount: null,
            reviewNotes: null,
            eventCreated: false,
            createdEventId: null,
          };
        },
        SubmissionApproved: reviewed('approved'),
        SubmissionRejected: reviewed('rejected'),
        SubmissionTurnedIntoEvent: (current, { data }) =>
          current ? patch<EventSubmission>({ eventCreated: true, createdEventId: data.eventId }) : UNCHANGED,
      },
    });
  }
}

/**
 * Who reviewed, from the domain event's actor (the signed-in account's e-mail; a replay reads no
 * more metadata than that). The account's id is added when the submission is read.
 */
function reviewerOf(metadata: { actor: string }): { id: string | null; email: string } | null {
  if (metadata.actor === PUBLIC_ACTOR || metadata.actor === SYSTEM_ACTOR) return null;
  return { id: null, email: metadata.actor };
}
