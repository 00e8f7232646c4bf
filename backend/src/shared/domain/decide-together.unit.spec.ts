import { given } from '../../event-sourcing/testing/given-when-then';
import type { Decider } from './decider';
import { decideTogether } from './decider';
import { invalid } from './domain-errors';

/** A lamp: switching it to the state it is in records nothing; a broken one refuses every switch. */
type LampCommand = { type: 'SwitchOn' | 'SwitchOff' } | { type: 'Break' };
type LampDomainEvent = { type: 'SwitchedOn' | 'SwitchedOff' | 'Broke'; data: Record<string, never> };
type Lamp = { on: boolean; broken: boolean };
const lamp: Decider<Lamp, LampCommand, LampDomainEvent> = {
  initialState: () => ({ on: false, broken: false }),
  evolve: (state, { type }) =>
    type === 'Broke' ? { ...state, broken: true } : { ...state, on: type === 'SwitchedOn' },
  decide(command, state) {
    if (state.broken) throw invalid('The lamp is broken.');
    if (command.type === 'Break') return [{ type: 'Broke', data: {} }];
    const on = command.type === 'SwitchOn';
    return state.on === on ? [] : [{ type: on ? 'SwitchedOn' : 'SwitchedOff', data: {} }];
  },
};
const together = decideTogether(lamp);

describe('decideTogether', () => {
  it('decides each command on the state the ones before it left, and returns all their domain events', () =>
    given(together, [])
      .when([{ type: 'SwitchOn' }, { type: 'SwitchOn' }, { type: 'SwitchOff' }])
      .then([
        { type: 'SwitchedOn', data: {} },
        { type: 'SwitchedOff', data: {} },
      ]));

  it('returns nothing at all when one command is refused, whatever its place', () => {
    given(together, [])
      .when([{ type: 'SwitchOn' }, { type: 'Break' }, { type: 'SwitchOff' }])
      .thenFails('invalid');
    given(together, [{ type: 'Broke', data: {} }])
      .when([{ type: 'SwitchOn' }])
      .thenFails('invalid', 'The lamp is broken.');
  });
});
