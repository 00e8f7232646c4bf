import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { compactHeap } from './compact-heap';

/** Off, a new context has no collector, as in a Node that does not give it to a running process. */
let mockCollectorGiven = true;
jest.mock('node:vm', () => {
  const actual = jest.requireActual<typeof import('node:vm')>('node:vm');
  return {
    ...actual,
    runInNewContext: (...args: Parameters<typeof actual.runInNewContext>): unknown => {
      if (!mockCollectorGiven) throw new ReferenceError('gc is not defined');
      return actual.runInNewContext(...args);
    },
  };
});

/** The old space's pages, and how much of them holds live objects. */
function oldSpace(): { size: number; used: number } {
  const space = getHeapSpaceStatistics().find(({ space_name }) => space_name === 'old_space')!;
  return { size: space.space_size, used: space.space_used_size };
}

/** A full collection by V8's own rules of what to compact. */
function collectAsUsual(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('compactHeap', () => {
  it("gives back the pages a start's garbage left half empty, keeping every object that lives", () => {
    // As a start does: records that outlive the young generation, then half of them let go.
    let records = Array.from({ length: 300_000 }, (_, at) => ({ id: `record-${at}`, at, places: [at] }));
    collectAsUsual();
    collectAsUsual();
    records = records.filter(({ at }) => at % 2 === 0);
    collectAsUsual();
    const before = oldSpace();

    expect(compactHeap()).toBe(true);

    const after = oldSpace();
    // V8's own full collections leave most half-empty pages where they are; a compacting one moves
    // what lives onto as few pages as it fills.
    expect(before.size - before.used).toBeGreaterThan(8 * 1024 * 1024);
    expect(after.size - after.used).toBeLessThan((before.size - before.used) / 4);
    expect(after.size).toBeLessThan(before.size);
    expect(records).toHaveLength(150_000);
    expect(records[149_999]).toEqual({ id: 'record-299998', at: 299_998, places: [299_998] });
  });

  it('does nothing and says so when this Node gives no collector to a running process', () => {
    mockCollectorGiven = false;
    try {
      expect(compactHeap()).toBe(false);
    } finally {
      mockCollectorGiven = true;
    }
  });
});
