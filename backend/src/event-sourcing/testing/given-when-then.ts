import type { DomainEventMetadata } from '@dental/contracts';
import type { Decider, DomainEventOf } from '../../shared/domain/decider';
import { fold } from '../../shared/domain/decider';
import { DomainError, DomainErrorKind } from '../../shared/domain/domain-errors';

const defaultMetadata: DomainEventMetadata = {
  actor: 'admin@example.com',
  occurredAt: '2026-11-01T10:00:00.000Z',
  correlationId: 'correlation',
  causationId: 'causation',
};

/** Given/when/then for deciders: `given(decider, history).when(command).then(domainEvents)`. */
export function given<TState, TCommand, TDomainEvent extends DomainEventOf>(
  decider: Decider<TState, TCommand, TDomainEvent>,
  history: Array<TDomainEvent & { metadata?: Partial<DomainEventMetadata> }>,
) {
  const state = fold(
    decider,
    history.map((domainEvent) => ({ ...domainEvent, metadata: { ...defaultMetadata, ...domainEvent.metadata } })),
  );
  return {
    state,
    when(command: TCommand) {
      const decide = () => decider.decide(command, state);
      return {
        then(expected: TDomainEvent[]) {
          expect(decide()).toEqual(expected);
        },
        thenNothingHappens() {
          expect(decide()).toEqual([]);
        },
        thenFails(kind: DomainErrorKind, message?: string) {
          let thrown: unknown;
          try {
            decide();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(DomainError);
          expect((thrown as DomainError).kind).toBe(kind);
          if (message !== undefined) expect((thrown as DomainError).message).toBe(message);
        },
      };
    },
  };
}
