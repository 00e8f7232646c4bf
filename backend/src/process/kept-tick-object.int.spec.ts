import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { BACKEND_DIR, ensureBuilt } from '../testing/spawned-server';
import { keptTickObject } from './kept-tick-object';

/**
 * What a process that loaded kept-tick-object.js first sees after full collections made while no
 * tick was queued: whether it keeps a tick object, and whether a tick made after them has the
 * kept one's shape (the shape nextTick's stores remember). A child of its own: Jest's processes
 * have made ticks and collections of their own before any test runs, and V8's `%HaveSameMap`
 * needs a flag.
 */
function afterCollections(): { kept: boolean; keptIsATick: boolean; sameShape: boolean } {
  const script = `
    const { keptTickObject } = require(${JSON.stringify(join(BACKEND_DIR, 'dist', 'process', 'kept-tick-object.js'))});
    const { createHook } = require('node:async_hooks');
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const aNewTick = () => {
      let made = null;
      const hook = createHook({ init(_id, type, _trigger, resource) { if (type === 'TickObject') made ??= resource; } }).enable();
      process.nextTick(() => undefined);
      hook.disable();
      return made;
    };
    (async () => {
      for (let round = 0; round < 3; round++) { await nextTurn(); gc(); }
      await nextTurn();
      const kept = keptTickObject();
      const fresh = aNewTick();
      const answer = {
        kept: kept !== null,
        keptIsATick: kept !== null && typeof kept.callback === 'function',
        sameShape: kept !== null && fresh !== null && %HaveSameMap(kept, fresh),
      };
      process.stdout.write(JSON.stringify(answer));
    })();`;
  const output = execFileSync(process.execPath, ['--expose-gc', '--allow-natives-syntax', '-e', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return JSON.parse(output) as { kept: boolean; keptIsATick: boolean; sameShape: boolean };
}

describe('the kept tick object (decision 0154)', () => {
  beforeAll(() => ensureBuilt(), 180_000);

  it('holds one of the tick objects process.nextTick queues once it is loaded', () => {
    expect(keptTickObject()).toEqual(expect.objectContaining({ callback: expect.any(Function) }));
  });

  it('keeps one tick object, and ticks made after full collections still have its shape', () => {
    expect(afterCollections()).toEqual({ kept: true, keptIsATick: true, sameShape: true });
  });
});
