import type { DomainEventMetadata } from '@dental/contracts';

/** A domain event as pure domain code sees it: decide() returns type and data; evolve() also gets metadata. */
export interface DomainEventOf<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}
export interface RecordedDomainEventOf<TType extends string = string, TData = unknown> extends DomainEventOf<TType, TData> {
  metadata: DomainEventMetadata;
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
