import {
  CHANGE_REQUEST_NOT_FOUND,
  changeRequestAlreadyReviewed,
  type DomainEventNamed,
  type ProposedChanges,
} from '@dental/contracts';
import type { Decider } from '../../shared/domain/decider';
import { conflict, notFound } from '../../shared/domain/domain-errors';
import { type EventAvailability, requireLiveEvent } from '../../shared/domain/event-availability';

/** The stream of one change request (decision 0062). */
export const changeRequestStream = (changeRequestId: string) => `change-request-${changeRequestId}`;

export type ChangeRequestDomainEvent = DomainEventNamed<
  'ChangeRequestSubmitted' | 'ChangeRequestApproved' | 'ChangeRequestRejected'
>;

export type ChangeRequestState =
  | { status: 'absent' }
  | {
      status: 'pending' | 'approved' | 'rejected';
      eventId: string;
      organiserEmail: string;
      changes: ProposedChanges;
    };

export type ChangeRequestCommand =
  | {
      type: 'SubmitChangeRequest';
      changeRequestId: string;
      eventId: string;
      organiserEmail: string;
      changes: ProposedChanges;
      /** The event's state, read from its stream by the handler. */
      event: EventAvailability;
    }
  | { type: 'ApproveChangeRequest'; changeRequestId: string; reviewNotes: string | null }
  | { type: 'RejectChangeRequest'; changeRequestId: string; reviewNotes: string };

/**
 * One organiser's proposal for one event: submitted while the event is live, then reviewed once,
 * approved or rejected. Approving records the decision; applying the changes to the event and its
 * speakers is the handler's, through their own deciders, just before.
 */
export const changeRequestDecider: Decider<ChangeRequestState, ChangeRequestCommand, ChangeRequestDomainEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, domainEvent) {
    switch (domainEvent.type) {
      case 'ChangeRequestSubmitted': {
        const { eventId, organiserEmail, changes } = domainEvent.data;
        return { status: 'pending', eventId, organiserEmail, changes };
      }
      case 'ChangeRequestApproved':
        return state.status === 'absent' ? state : { ...state, status: 'approved' };
      case 'ChangeRequestRejected':
        return state.status === 'absent' ? state : { ...state, status: 'rejected' };
    }
  },

  decide(command, state) {
    if (command.type === 'SubmitChangeRequest') {
      requireLiveEvent(command.event);
      if (state.status !== 'absent') throw conflict('A change request with this id already exists.');
      const { changeRequestId, eventId, organiserEmail, changes } = command;
      return [{ type: 'ChangeRequestSubmitted', data: { changeRequestId, eventId, organiserEmail, changes } }];
    }
    if (state.status === 'absent') throw notFound(CHANGE_REQUEST_NOT_FOUND);
    if (state.status !== 'pending') throw conflict(changeRequestAlreadyReviewed(state.status));
    const { changeRequestId, reviewNotes } = command;
    const data = { changeRequestId, eventId: state.eventId, reviewNotes };
    return command.type === 'ApproveChangeRequest'
      ? [{ type: 'ChangeRequestApproved', data }]
      : [{ type: 'ChangeRequestRejected', data: { ...data, reviewNotes: command.reviewNotes } }];
  },
};
