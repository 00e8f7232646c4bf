import type { FollowerChange } from '../events';
import { changesOfDigest, digestKey, digestsToJoin } from './follower-digest';

const change = (position: number, urgent = false): FollowerChange => ({
  position,
  at: new Date(Date.UTC(2027, 0, 1, 12, 0, position)).toISOString(),
  kind: urgent ? 'status' : 'location',
  text: `change ${position}`,
  urgent,
});
const changes = [change(3), change(5, true), change(8), change(9), change(12)];

describe('a follower’s digests', () => {
  it('names every change from the one that opened it through the last that joined it, but those told at once', () => {
    expect(changesOfDigest(changes, { opening: 3, through: 9 }).map(({ position }) => position)).toEqual([3, 8, 9]);
    expect(changesOfDigest(changes, { opening: 12, through: 12 }).map(({ position }) => position)).toEqual([12]);
  });

  it('is keyed by the change that opened it, whatever the case of the address', () => {
    expect(digestKey('e-1', 8, 'Fan@Example.com')).toBe('follower-digest|e-1|8|fan@example.com');
  });

  it('looks for a digest to join among those opened up to the change, newest first, its own included', () => {
    expect(digestsToJoin('e-1', changes, 9, 'fan@example.com')).toEqual([
      { key: 'follower-digest|e-1|9|fan@example.com', opening: 9 },
      { key: 'follower-digest|e-1|8|fan@example.com', opening: 8 },
      { key: 'follower-digest|e-1|3|fan@example.com', opening: 3 },
    ]);
  });
});
