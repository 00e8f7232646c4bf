import type {
  DomainEventData,
  DomainEventsIn,
  EventDuplicationStarted,
  eventDuplicationDomainEvents,
} from '@dental/contracts';
import type { Decider } from '../../shared/domain/decider';
import { notFound } from '../../shared/domain/domain-errors';

/** One stream per duplication: its start (with everything to copy) and its end. */
export const eventDuplicationStream = (duplicationId: string) => `event-duplication-${duplicationId}`;

export type EventDuplicationDomainEvent = DomainEventsIn<typeof eventDuplicationDomainEvents>;
export type DuplicationPlan = DomainEventData<typeof EventDuplicationStarted>;

export type EventDuplicationState =
  { status: 'absent' } | { status: 'started'; plan: DuplicationPlan } | { status: 'finished'; plan: DuplicationPlan };

export type EventDuplicationCommand =
  { type: 'StartEventDuplication'; plan: DuplicationPlan } | { type: 'FinishEventDuplication'; duplicationId: string };

export const DUPLICATION_NOT_FOUND = 'No duplication with this id was started';

/**
 * A duplication is started once and finished once: starting or finishing it again records nothing,
 * so the process that runs it may take any step a second time after an interruption.
 */
export const eventDuplicationDecider: Decider<
  EventDuplicationState,
  EventDuplicationCommand,
  EventDuplicationDomainEvent
> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, domainEvent) {
    if (domainEvent.type === 'EventDuplicationStarted') return { status: 'started', plan: domainEvent.data };
    return state.status === 'absent' ? state : { status: 'finished', plan: state.plan };
  },
  decide(command, state) {
    if (command.type === 'StartEventDuplication')
      return state.status === 'absent' ? [{ type: 'EventDuplicationStarted', data: command.plan }] : [];
    if (state.status === 'absent') throw notFound(DUPLICATION_NOT_FOUND);
    if (state.status === 'finished') return [];
    const { duplicationId, eventId, copyId } = state.plan;
    return [{ type: 'EventDuplicationFinished', data: { duplicationId, eventId, copyId } }];
  },
};
