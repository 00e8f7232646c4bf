import { Injectable } from '@nestjs/common';
import { PUBLIC_ACTOR, SYSTEM_ACTOR, type EventSubmission } from '@dental/contracts';
import { ProjectedDomainEvent } from '../../event-sourcing/event-store/event-store.port';
import { Applied, Projection, updateDocument } from '../../event-sourcing/projections/projection';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import type { SubmissionDomainEvent } from '../domain/submission.decider';

export const SUBMISSIONS_COLLECTION = 'event_submissions';

/** Builds the `event_submissions` read model: one document per submission, as the admin list shows it. */
@Injectable()
export class SubmissionsProjection implements Projection {
  readonly name = 'submissions';
  readonly collections = [SUBMISSIONS_COLLECTION];
  readonly handles = new Set<string>([
    'SubmissionReceived',
    'SubmissionApproved',
    'SubmissionRejected',
    'SubmissionTurnedIntoEvent',
  ]);

  apply(stored: ProjectedDomainEvent, store: ReadStore): Applied {
    const domainEvent = stored as unknown as SubmissionDomainEvent & ProjectedDomainEvent;
    const at = stored.metadata.occurredAt;
    return updateDocument<EventSubmission>(
      store,
      SUBMISSIONS_COLLECTION,
      domainEvent.data.submissionId,
      stored,
      (current) => {
        if (domainEvent.type === 'SubmissionReceived') {
          const { submissionId, ...fields } = domainEvent.data;
          return {
            id: submissionId,
            ...fields,
            format: fields.format ?? null,
            audiences: fields.audiences ?? [],
            topics: fields.topics ?? [],
            ceProvider: fields.ceProvider ?? null,
            estimatedCeCredits: fields.estimatedCeCredits ?? null,
            status: 'pending',
            submittedAt: at,
            reviewedAt: null,
            reviewedBy: null,
            reviewedByAccount: null,
            reviewNotes: null,
            eventCreated: false,
            createdEventId: null,
          };
        }
        if (!current) return undefined;
        switch (domainEvent.type) {
          case 'SubmissionApproved':
          case 'SubmissionRejected':
            return {
              ...current,
              status: domainEvent.type === 'SubmissionApproved' ? 'approved' : 'rejected',
              reviewedAt: at,
              reviewedBy: domainEvent.data.reviewedBy,
              // The spec keeps reviewedBy 'Admin'; the real reviewer comes from who made the change.
              reviewedByAccount: reviewerOf(stored.metadata),
              reviewNotes: domainEvent.data.reviewNotes,
            };
          case 'SubmissionTurnedIntoEvent':
            return { ...current, eventCreated: true, createdEventId: domainEvent.data.eventId };
          default:
            return undefined;
        }
      },
    );
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
