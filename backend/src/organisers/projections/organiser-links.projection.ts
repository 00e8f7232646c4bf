import { Injectable } from '@nestjs/common';
import { ORGANISER_LINK_DAYS, type DomainEventNamed } from '@dental/contracts';
import { DocumentProjection, REMOVE, UNCHANGED, patch } from '../../event-sourcing/projections/projection';
import { approvalLinkId } from '../domain/approval-link';
import { linkExpiry } from '../domain/organiser-link-status';

export const ORGANISER_LINKS_COLLECTION = 'organiser_links';

/**
 * One organiser link: sent by an admin for an event, or the one an approval mail carries, which
 * is known from the submission's receipt (its address) and counts once the submission is approved
 * (`issuedAt`); its event is the one made from the submission, once there is one.
 */
export interface OrganiserLinkDocument {
  id: string;
  origin: 'sent' | 'approval';
  email: string;
  eventId: string | null;
  submissionId: string | null;
  issuedAt: string | null;
  expiresAt: string | null;
  revoked: boolean;
}

type OrganiserLinkFacts = DomainEventNamed<
  | 'SubmissionReceived'
  | 'SubmissionApproved'
  | 'SubmissionRejected'
  | 'SubmissionTurnedIntoEvent'
  | 'OrganiserLinkSent'
  | 'OrganiserLinkRevoked'
>;

/** Builds `organiser_links`: every organiser link, and whose events it opens. */
@Injectable()
export class OrganiserLinksProjection extends DocumentProjection<OrganiserLinkDocument, OrganiserLinkFacts> {
  constructor() {
    super({
      name: 'organiser-links',
      collection: ORGANISER_LINKS_COLLECTION,
      documentId: (domainEvent) =>
        'linkId' in domainEvent.data ? domainEvent.data.linkId : approvalLinkId(domainEvent.data.submissionId),
      on: {
        SubmissionReceived: (_current, { data }) => ({
          id: approvalLinkId(data.submissionId),
          origin: 'approval',
          email: data.contactEmail,
          eventId: null,
          submissionId: data.submissionId,
          issuedAt: null,
          expiresAt: null,
          revoked: false,
        }),
        SubmissionApproved: (current, { metadata }) =>
          current
            ? patch({ issuedAt: metadata.occurredAt, expiresAt: linkExpiry(metadata.occurredAt, ORGANISER_LINK_DAYS) })
            : UNCHANGED,
        // A rejected submission's organiser gets no link.
        SubmissionRejected: () => REMOVE,
        SubmissionTurnedIntoEvent: (current, { data }) => (current ? patch({ eventId: data.eventId }) : UNCHANGED),
        OrganiserLinkSent: (_current, { data, metadata }) => ({
          id: data.linkId,
          origin: 'sent',
          email: data.email,
          eventId: data.eventId,
          submissionId: null,
          issuedAt: metadata.occurredAt,
          expiresAt: data.expiresAt,
          revoked: false,
        }),
        OrganiserLinkRevoked: (current) => (current ? patch({ revoked: true }) : UNCHANGED),
      },
    });
  }
}
