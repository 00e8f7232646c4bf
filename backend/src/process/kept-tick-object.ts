import { createHook } from 'node:async_hooks';

/**
 * One of Node's tick objects (what `process.nextTick` queues), kept for as long as the process
 * runs, so that the shape V8 gave them is never collected (decision 0154).
 *
 * A tick object is an object literal whose first keys are computed (two symbols), and Node 20's V8
 * decides such a key's store by one remembered shape: once it meets another, it calls into the
 * runtime at every tick from then on. The shape lives only while some tick object does, and a
 * full collection at a moment when none is queued (loading the code, a start's own collection
 * before listening) drops it; the next tick makes a new one, and every `nextTick` after that,
 * about seven per answer, cost 0.7 to 1 µs instead of 0.1 µs: 6 to 9 µs of each small public
 * answer, measured. One tick object kept alive keeps its shape, and the remembered one stays
 * right. Imported first by the processes that serve (main.ts and the benchmark's app server), so
 * that it runs before any collection.
 */
let kept: object | null = null;

function keepOneTickObject(): void {
  // A hook sees each tick object as it is made: the only way to hold one. It is on for one tick.
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && kept === null) kept = resource;
    },
  });
  hook.enable();
  process.nextTick(() => undefined);
  hook.disable();
}

keepOneTickObject();

/**
 * The tick object kept (null if this Node gave none to the hook).
 * @internal For its test (knip's production check skips @internal).
 */
export function keptTickObject(): object | null {
  return kept;
}
