import { Injectable } from '@nestjs/common';
import type { ChangeRequestStatus, DomainEventNamed, ProposedChanges } from '@dental/contracts';
import { DocumentProjection, UNCHANGED, patch } from '../../event-sourcing/projections/projection';

export const CHANGE_REQUESTS_COLLECTION = 'change_requests';

export interface ChangeRequestDocument {
  id: string;
  eventId: string;
  organiserEmail: string;
  changes: ProposedChanges;
  status: ChangeRequestStatus;
  submittedAt: string;
  reviewedAt: string | null;
  reviewNotes: string | null;
}

type ChangeRequestFacts = DomainEventNamed<
  'ChangeRequestSubmitted' | 'ChangeRequestApproved' | 'ChangeRequestRejected'
>;

/** Builds `change_requests`: every organiser's change request and how it was reviewed. */
@Injectable()
export class ChangeRequestsProjection extends DocumentProjection<ChangeRequestDocument, ChangeRequestFacts> {
  constructor() {
    super({
      name: 'change-requests',
      collection: CHANGE_REQUESTS_COLLECTION,
      documentId: (domainEvent) => domainEvent.data.changeRequestId,
      on: {
        ChangeRequestSubmitted: (_current, { data, metadata }) => ({
          id: data.changeRequestId,
          eventId: data.eventId,
          organiserEmail: data.organiserEmail,
          changes: data.changes,
          status: 'pending',
          submittedAt: metadata.occurredAt,
          reviewedAt: null,
          reviewNotes: null,
        }),
        ChangeRequestApproved: (current, { data, metadata }) =>
          current
            ? patch({ status: 'approved', reviewedAt: metadata.occurredAt, reviewNotes: data.reviewNotes })
            : UNCHANGED,
        ChangeRequestRejected: (current, { data, metadata }) =>
          current
            ? patch({ status: 'rejected', reviewedAt: metadata.occurredAt, reviewNotes: data.reviewNotes })
            : UNCHANGED,
      },
    });
  }
}
