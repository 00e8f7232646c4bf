import type { FollowerChange } from '../events';

/** The changes one digest names: its window opens with the first and closes `windowMs` after it. */
export interface DigestWindow {
  /** The change that opened it: its position names the digest. */
  opening: FollowerChange;
  changes: FollowerChange[];
  /** When it closes and its digest goes out (ms since the epoch, by the log's clock). */
  closesAt: number;
}

/**
 * An event's changes for followers grouped into digests (decision 0070): the first change opens
 * a window, every change recorded before it closes joins it, the next one after opens another. A
 * cancellation or postponement is told at once and opens no window. Worked out from the log alone,
 * so reading it again gives the same windows and the same digest keys.
 */
export function digestWindows(changes: readonly FollowerChange[], windowMs: number): DigestWindow[] {
  const windows: DigestWindow[] = [];
  for (const change of changes) {
    if (change.urgent) continue;
    const at = Date.parse(change.at);
    const open = windows[windows.length - 1];
    if (open && at < open.closesAt) open.changes.push(change);
    else windows.push({ opening: change, changes: [change], closesAt: at + windowMs });
  }
  return windows;
}
