import type { DomainEventMetadata } from '@dental/contracts';

/** A domain event as pure domain code sees it: decide() returns type and data; evolve() also gets metadata. */
export interface DomainEventOf<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}
/**
 * One aggregate's rules as two pure functions: evolve folds its history into state, decide turns
 * a command and that state into new domain events (or throws a DomainError).
 */
export interface Decider<TState, TCommand, TDomainEvent extends DomainEventOf> {
  initialState(): TState;
  evolve(state: TState, domainEvent: TDomainEvent & { metadata: DomainEventMetadata }): TState;
  decide(command: TCommand, state: TState): TDomainEvent[];
}

export function fold<TState, TDomainEvent extends DomainEventOf>(
  decider: Pick<Decider<TState, unknown, TDomainEvent>, 'initialState' | 'evolve'>,
  history: ReadonlyArray<TDomainEvent & { metadata: DomainEventMetadata }>,
): TState {
  return history.reduce(decider.evolve, decider.initialState());
}

/**
 * Several commands of one aggregate decided as one: each on the state the previous ones left, so
 * their domain events go into one append, all of them or (when one is refused) none. Used where
 * one request carries several changes (a PATCH with several flags, a move with an edit).
 */
export function decideTogether<TState, TCommand, TDomainEvent extends DomainEventOf>(
  decider: Decider<TState, TCommand, TDomainEvent>,
): Decider<TState, readonly TCommand[], TDomainEvent> {
  return {
    initialState: () => decider.initialState(),
    evolve: (state, domainEvent) => decider.evolve(state, domainEvent),
    decide(commands, state) {
      const decided: TDomainEvent[] = [];
      let current = state;
      for (const command of commands) {
        const next = decider.decide(command, current);
        // Metadata is only known at append; the commands decided together do not read it from state.
        for (const domainEvent of next)
          current = decider.evolve(current, { ...domainEvent, metadata: PENDING_METADATA });
        decided.push(...next);
      }
      return decided;
    },
  };
}

const PENDING_METADATA: DomainEventMetadata = {
  actor: '',
  occurredAt: new Date(0).toISOString(),
  correlationId: '',
  causationId: '',
};

/** An aggregate's state once it has been recorded: any status but 'absent'. */
export type RecordedState<TState> = Exclude<TState, { status: 'absent' }>;

/**
 * Decides `command` on `state` without recording anything, to learn before any append whether it
 * would be refused (the refusal is thrown). Every command but a creation refuses an aggregate
 * never recorded, so the state it accepted is a recorded one, as the type says.
 */
export function acceptedBy<TState extends { status: string }, TCommand, TDomainEvent extends DomainEventOf>(
  decider: Pick<Decider<TState, TCommand, TDomainEvent>, 'decide'>,
  command: TCommand,
  state: TState,
): RecordedState<TState> {
  decider.decide(command, state);
  if (state.status === 'absent')
    throw new Error(`${JSON.stringify(command)} was accepted by an aggregate never recorded`);
  return state as RecordedState<TState>;
}
