import { getHeapStatistics } from 'node:v8';
import { collectGarbage } from './collect-garbage';

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

/** How much of the heap holds objects, live or not yet collected. */
function heapUsed(): number {
  return getHeapStatistics().used_heap_size;
}

describe('collectGarbage', () => {
  it("frees a start's garbage at once, keeping every object that lives", () => {
    // As a start does: records that outlive the young generation, then half of them let go.
    let records = Array.from({ length: 300_000 }, (_, at) => ({ id: `record-${at}`, at, places: [at] }));
    records = records.filter(({ at }) => at % 2 === 0);
    const before = heapUsed();

    expect(collectGarbage()).toBe(true);

    // The 150,000 records let go (an object, a string and a list each: about 10 MB) are freed.
    expect(before - heapUsed()).toBeGreaterThan(8 * 1024 * 1024);
    expect(records).toHaveLength(150_000);
    expect(records[149_999]).toEqual({ id: 'record-299998', at: 299_998, places: [299_998] });
  });

  it('does nothing and says so when this Node gives no collector to a running process', () => {
    mockCollectorGiven = false;
    try {
      expect(collectGarbage()).toBe(false);
    } finally {
      mockCollectorGiven = true;
    }
  });
});
