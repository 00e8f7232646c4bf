import { z } from 'zod';
import { defineDomainEvent } from './define';
import { EventFieldsSchema } from './event';
import type { ReadingsOf } from './reading';

/**
 * Domain events of an event's outside organiser (decision 0062): the private links that sign them
 * in to their own events (stream `organiser-link-<linkId>`), and the changes they propose to an
 * event (stream `change-request-<id>`), which an admin approves or rejects. Each is about the event
 * it names, so it reads in that event's audit history. A link is never stored: only its id, which
 * the server signs.
 */
const eventEntity = { kind: 'event', idField: 'eventId' } as const;
const eventId = z.string().min(1);
const linkId = z.string().min(1);
const changeRequestId = z.string().min(1);

/** A speaker's fields an organiser may propose to change. */
export const OrganiserSpeakerChangeSchema = z.object({
  speakerId: z.string().min(1),
  credentials: z.string().optional(),
  disclosure: z.string().optional(),
});
export type OrganiserSpeakerChange = z.infer<typeof OrganiserSpeakerChangeSchema>;

/** What a change request proposes: some of the event's fields, as an edit takes them, and some speakers' fields. */
export const ProposedChangesSchema = EventFieldsSchema.partial().extend({
  speakers: z.array(OrganiserSpeakerChangeSchema).optional(),
});
export type ProposedChanges = z.infer<typeof ProposedChangesSchema>;

export const OrganiserLinkSent = defineDomainEvent({
  type: 'OrganiserLinkSent',
  entity: eventEntity,
  data: z.object({ linkId, eventId, email: z.string().min(1), expiresAt: z.string().datetime({ offset: true }) }),
  description:
    "An admin sent an event's organiser a private link to propose changes to it (mailed to `email`, valid until `expiresAt`).",
});
export const OrganiserLinkRevoked = defineDomainEvent({
  type: 'OrganiserLinkRevoked',
  entity: eventEntity,
  data: z.object({ linkId, eventId }),
  description:
    'An admin revoked an organiser link of the event (sent by an admin, or the one in the approval mail): it signs nobody in any more, and its sessions end.',
});
export const ChangeRequestSubmitted = defineDomainEvent({
  type: 'ChangeRequestSubmitted',
  entity: eventEntity,
  data: z.object({ changeRequestId, eventId, organiserEmail: z.string().min(1), changes: ProposedChangesSchema }),
  description:
    "The event's organiser (the actor, signed in by their link) proposed changes to the event; they wait for an admin.",
});
export const ChangeRequestApproved = defineDomainEvent({
  type: 'ChangeRequestApproved',
  entity: eventEntity,
  data: z.object({ changeRequestId, eventId, reviewNotes: z.string().nullable() }),
  description:
    'An admin approved a pending change request; its changes were applied just before as the usual event and speaker domain events, with the organiser as their actor.',
});
export const ChangeRequestRejected = defineDomainEvent({
  type: 'ChangeRequestRejected',
  entity: eventEntity,
  data: z.object({ changeRequestId, eventId, reviewNotes: z.string().min(1) }),
  description: 'An admin rejected a pending change request, saying why; nothing of it was applied.',
});

export const organiserDomainEvents = [
  OrganiserLinkSent,
  OrganiserLinkRevoked,
  ChangeRequestSubmitted,
  ChangeRequestApproved,
  ChangeRequestRejected,
] as const;

/** None of them changes the event itself: an approved request's changes are their own domain events. */
const leavesEventAsItIs = () => ({ set: {} });

/** What people read of each organiser domain event (docs: reading.ts). */
export const organiserReadings: ReadingsOf<typeof organiserDomainEvents> = {
  OrganiserLinkSent: {
    label: 'Organiser link sent',
    sentence: ({ data, subject }) => `sent ${data.email} an organiser link for ${subject}`,
    fold: leavesEventAsItIs,
  },
  OrganiserLinkRevoked: {
    label: 'Organiser link revoked',
    sentence: ({ subject }) => `revoked an organiser link for ${subject}`,
    fold: leavesEventAsItIs,
  },
  ChangeRequestSubmitted: {
    label: 'Change request proposed by the organiser',
    sentence: ({ data, subject }) =>
      `proposed changes to ${subject} (${proposedFieldNames(data.changes).join(', ')}) for review`,
    fold: leavesEventAsItIs,
  },
  ChangeRequestApproved: {
    label: 'Change request approved',
    sentence: ({ subject }) => `approved the organiser's change request for ${subject}`,
    fold: leavesEventAsItIs,
  },
  ChangeRequestRejected: {
    label: 'Change request rejected',
    sentence: ({ data, subject }) => `rejected the organiser's change request for ${subject}: “${data.reviewNotes}”`,
    fold: leavesEventAsItIs,
  },
};

/** The names of what a request proposes: the event's fields, and 'speakers' when it changes any. */
export function proposedFieldNames(changes: ProposedChanges): string[] {
  return Object.keys(changes).filter((field) => field !== 'speakers' || (changes.speakers?.length ?? 0) > 0);
}
