import { execFileSync } from 'node:child_process';
import { cachedDataVersionTag, setFlagsFromString } from 'node:v8';
import { keepHeapSmall } from './small-heap';

/** V8's tag of its version and flags in a new process started as this one was, with these flags too. */
const tagOfAProcessWith = (flags: string[]) =>
  Number(
    execFileSync(process.execPath, [...process.execArgv, ...flags, '-p', 'require("node:v8").cachedDataVersionTag()'], {
      encoding: 'utf8',
    }),
  );

describe('keepHeapSmall', () => {
  afterEach(() => setFlagsFromString('--no-optimize-for-size'));

  it('puts the running process in the mode of a process started with --optimize-for-size', () => {
    const withFlag = tagOfAProcessWith(['--optimize-for-size']);
    expect(cachedDataVersionTag()).not.toBe(withFlag);
    keepHeapSmall();
    expect(cachedDataVersionTag()).toBe(withFlag);
  });
});
