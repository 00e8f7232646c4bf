import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { BACKEND_DIR, ensureBuilt } from '../testing/spawned-server';

/**
 * V8's tag of its version and flags, printed by a new process of its own: a Jest worker runs many
 * test files, and flags another one set at run time (`--expose-gc` by the heap's compaction) stay
 * in its tag.
 */
const tagPrintedBy = (flags: string[], script: string): number[] =>
  execFileSync(process.execPath, [...flags, '-e', script], { cwd: BACKEND_DIR, encoding: 'utf8' })
    .trim()
    .split(/\s+/)
    .map(Number);

describe('keepHeapSmall', () => {
  beforeAll(() => ensureBuilt());

  it('puts a running process in the mode of a process started with --optimize-for-size', () => {
    const [startedWithFlag] = tagPrintedBy(
      ['--optimize-for-size'],
      'console.log(require("node:v8").cachedDataVersionTag())',
    );
    const [before, after] = tagPrintedBy(
      [],
      `const { cachedDataVersionTag } = require("node:v8");
       const { keepHeapSmall } = require(${JSON.stringify(join(BACKEND_DIR, 'dist', 'process', 'small-heap.js'))});
       const before = cachedDataVersionTag();
       keepHeapSmall();
       console.log(before, cachedDataVersionTag());`,
    );
    expect(before).not.toBe(startedWithFlag);
    expect(after).toBe(startedWithFlag);
  });

  /** What keepHeapSmallIfMuchLives decides in a new process holding `living` (a script's expression), and V8's tag before and after. */
  const decidedWith = (living: string) => {
    const [keptSmall, livingMiB, before, after] = tagPrintedBy(
      [],
      `const { cachedDataVersionTag } = require("node:v8");
       const { keepHeapSmallIfMuchLives } = require(${JSON.stringify(join(BACKEND_DIR, 'dist', 'process', 'small-heap.js'))});
       const held = ${living};
       const before = cachedDataVersionTag();
       const { livingBytes, keptSmall } = keepHeapSmallIfMuchLives();
       console.log(keptSmall ? 1 : 0, Math.round(livingBytes / 2 ** 20), before, cachedDataVersionTag(), held.length);`,
    );
    return { keptSmall: keptSmall === 1, livingMiB, tagChanged: before !== after };
  };

  it('keeps the heap of a process with much living small, and leaves a process with little as it was', () => {
    // 3 million small records: about 200 MiB living, as a catalogue of tens of thousands of events.
    const large = decidedWith('Array.from({ length: 3_000_000 }, (_, i) => ({ id: i, name: "speaker " + i }))');
    expect(large.livingMiB).toBeGreaterThanOrEqual(128);
    expect(large).toMatchObject({ keptSmall: true, tagChanged: true });

    const small = decidedWith('[1]');
    expect(small.livingMiB).toBeLessThan(128);
    expect(small).toMatchObject({ keptSmall: false, tagChanged: false });
  });

  /** In a new process left to grow: whether a full collection leaving `living` (a script's expression) switched it, and V8's tag before and after. */
  const switchedAfterGrowing = (living: string) => {
    const [reported, before, after] = tagPrintedBy(
      ['--expose-gc'],
      `const { cachedDataVersionTag } = require("node:v8");
       const { keepHeapSmallOnceMuchLives } = require(${JSON.stringify(join(BACKEND_DIR, 'dist', 'process', 'small-heap.js'))});
       let reported = 0;
       keepHeapSmallOnceMuchLives((livingBytes) => (reported = Math.round(livingBytes / 2 ** 20)));
       const before = cachedDataVersionTag();
       const held = ${living};
       gc();
       setTimeout(() => console.log(reported, before, cachedDataVersionTag(), held.length), 200);`,
    );
    return { reportedMiB: reported, tagChanged: before !== after };
  };

  it('keeps the heap of a process that grows to much living small after its next full collection, and no other', () => {
    const grown = switchedAfterGrowing(
      'Array.from({ length: 3_000_000 }, (_, i) => ({ id: i, name: "speaker " + i }))',
    );
    expect(grown.reportedMiB).toBeGreaterThanOrEqual(128);
    expect(grown.tagChanged).toBe(true);

    expect(switchedAfterGrowing('[1]')).toEqual({ reportedMiB: 0, tagChanged: false });
  });
});
