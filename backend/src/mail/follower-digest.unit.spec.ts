import type { FollowerChange } from '../events';
import { digestWindows } from './follower-digest';

const change = (position: number, second: number, urgent = false): FollowerChange => ({
  position,
  at: new Date(Date.UTC(2027, 0, 1, 12, 0, second)).toISOString(),
  kind: urgent ? 'status' : 'location',
  text: `change ${position}`,
  urgent,
});

describe('digestWindows', () => {
  it('gathers the changes recorded before the window of the first closes, and opens a new one after', () => {
    const windows = digestWindows([change(1, 0), change(2, 2), change(3, 3), change(4, 5), change(5, 6)], 3000);
    expect(windows.map((window) => [window.opening.position, window.changes.map((item) => item.position)])).toEqual([
      [1, [1, 2]],
      [3, [3, 4]],
      [5, [5]],
    ]);
    expect(windows[0].closesAt).toBe(Date.UTC(2027, 0, 1, 12, 0, 3));
  });

  it('leaves a cancellation or postponement out: it is told at once', () => {
    const windows = digestWindows([change(1, 0, true), change(2, 1), change(3, 2, true)], 3000);
    expect(windows.map((window) => window.changes.map((item) => item.position))).toEqual([[2]]);
  });
});
