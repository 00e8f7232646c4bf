import type {
  DomainEventsIn,
  SubmissionFields,
  SubmissionReviewDecision,
  submissionDomainEvents,
} from '@dental/contracts';
import { conflict, notFound } from '../../shared/domain/domain-errors';
import type { Decider } from '../../shared/domain/decider';

/** The stream of one event submission. */
export const submissionStream = (submissionId: string) => `submission-${submissionId}`;

/** The reviewer shown on every reviewed submission (spec section 4); the signed-in admin is the metadata's actor. */
export const REVIEWER_LABEL = 'Admin';

export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const ONLY_APPROVED_BECOME_EVENTS = 'Only approved submissions can become live events.';
export const LIVE_EVENT_ALREADY_CREATED = 'A live event was already created from this submission.';
export const alreadyReviewed = (status: 'approved' | 'rejected') =>
  `This submission was already ${status}. Only pending submissions can be approved or rejected.`;

export type SubmissionDomainEvent = DomainEventsIn<typeof submissionDomainEvents>;

export type SubmissionState =
  | { status: 'absent' }
  | {
      status: 'pending' | 'approved' | 'rejected';
      submissionId: string;
      fields: SubmissionFields;
      /** The live event made from this submission, once there is one. */
      eventId: string | null;
    };

export type SubmissionCommand =
  | { type: 'ReceiveSubmission'; submissionId: string; fields: SubmissionFields }
  | {
      type: 'ReviewSubmission';
      submissionId: string;
      decision: SubmissionReviewDecision;
      reviewNotes: string | null | undefined;
    }
  | { type: 'RecordLiveEvent'; submissionId: string; eventId: string };

export const submissionDecider: Decider<SubmissionState, SubmissionCommand, SubmissionDomainEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, domainEvent) {
    if (domainEvent.type === 'SubmissionReceived') {
      const { submissionId, ...fields } = domainEvent.data;
      return { status: 'pending', submissionId, fields, eventId: null };
    }
    if (state.status === 'absent') return state;
    switch (domainEvent.type) {
      case 'SubmissionApproved':
        return { ...state, status: 'approved' };
      case 'SubmissionRejected':
        return { ...state, status: 'rejected' };
      case 'SubmissionTurnedIntoEvent':
        return { ...state, eventId: domainEvent.data.eventId };
      default:
        return state;
    }
  },

  decide(command, state) {
    const { submissionId } = command;
    if (command.type === 'ReceiveSubmission') {
      if (state.status !== 'absent') throw conflict('A submission with this id already exists.');
      return [{ type: 'SubmissionReceived', data: { submissionId, ...command.fields } }];
    }
    if (state.status === 'absent') throw notFound(SUBMISSION_NOT_FOUND);

    switch (command.type) {
      case 'ReviewSubmission': {
        // Reviewing is a one-way door: approve and reject are offered only while pending.
        if (state.status !== 'pending') throw conflict(alreadyReviewed(state.status));
        const data = { submissionId, reviewedBy: REVIEWER_LABEL, reviewNotes: blankToNull(command.reviewNotes) };
        return [{ type: command.decision === 'approved' ? 'SubmissionApproved' : 'SubmissionRejected', data }];
      }
      case 'RecordLiveEvent':
        if (state.status !== 'approved') throw conflict(ONLY_APPROVED_BECOME_EVENTS);
        // Exactly once: whoever records it first wins; everyone after is told it is done.
        if (state.eventId !== null) throw conflict(LIVE_EVENT_ALREADY_CREATED);
        return [{ type: 'SubmissionTurnedIntoEvent', data: { submissionId, eventId: command.eventId } }];
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};

/** Review notes are optional: empty or blank notes are recorded as null (spec section 4). */
export function blankToNull(notes: string | null | undefined): string | null {
  return notes === undefined || notes === null || notes.trim() === '' ? null : notes;
}
