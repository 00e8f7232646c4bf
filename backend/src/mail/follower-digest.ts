import type { FollowerChange } from '../events';

/**
 * A follower's digest of one event (decision 0073): the first change opens its window, every
 * change handled while it still waits to go out joins it, and a change that comes after it went
 * out opens the next. So the changes of one follower's digests follow each other without a gap:
 * a digest names every change from the one that opened it through the last that joined it.
 */
export interface DigestSpan {
  /** The position of the change that opened the window: it names the digest. */
  opening: number;
  /** The position of the last change it names so far. */
  through: number;
}

export const FOLLOWER_DIGEST = 'follower-digest';

/** The outbox key of a follower's digest: the same whenever the change that opened it is read. */
export function digestKey(eventId: string, opening: number, email: string): string {
  return `${FOLLOWER_DIGEST}|${eventId}|${opening}|${email.toLowerCase()}`;
}

/** A cancellation or postponement is told at once, in a message of its own: no digest names it. */
const inDigests = (change: FollowerChange) => !change.urgent;

/** The changes a digest names, oldest first. */
export function changesOfDigest(changes: readonly FollowerChange[], span: DigestSpan): FollowerChange[] {
  return changes.filter(
    (change) => inDigests(change) && change.position >= span.opening && change.position <= span.through,
  );
}

/**
 * The digests the change at `position` could join, each with its key, newest first: one per change
 * told in digests up to it, its own included (a change read again finds the digest it opened). At
 * most one of them still waits to go out: a digest opens only when none does.
 */
export function digestsToJoin(
  eventId: string,
  changes: readonly FollowerChange[],
  position: number,
  email: string,
): Array<{ key: string; opening: number }> {
  return changes
    .filter((change) => inDigests(change) && change.position <= position)
    .map((change) => ({ key: digestKey(eventId, change.position, email), opening: change.position }))
    .reverse();
}
