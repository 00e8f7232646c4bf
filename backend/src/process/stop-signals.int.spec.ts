import { TestApp } from '../testing/test-app';
import { STOP_SIGNALS } from './stop-signals';

/**
 * Signals no application may stop on: the faults Nest's shutdown hooks listen to when given no list
 * (ShutdownSignal in @nestjs/common), and SIGUSR1, which opens Node's inspector.
 */
const NOT_STOP_SIGNALS = ['SIGUSR1', 'SIGILL', 'SIGTRAP', 'SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGSEGV'] as const;

describe('the signals an application stops on', () => {
  it('listens to each stop signal and to no other signal', async () => {
    const before = new Map<NodeJS.Signals, number>(
      [...STOP_SIGNALS, ...NOT_STOP_SIGNALS].map((signal) => [signal, process.listenerCount(signal)]),
    );
    const app = await TestApp.start();
    try {
      const added = (signal: NodeJS.Signals) => process.listenerCount(signal) - before.get(signal)!;
      for (const signal of STOP_SIGNALS) expect({ signal, added: added(signal) }).toEqual({ signal, added: 1 });
      for (const signal of NOT_STOP_SIGNALS) expect({ signal, added: added(signal) }).toEqual({ signal, added: 0 });
    } finally {
      await app.stop();
    }
  });
});
