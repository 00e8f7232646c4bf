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
});
