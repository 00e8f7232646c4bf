import type { Speaker } from '@dental/contracts';
import { firstIndexWhere } from '../events';

/** One event's speakers a search found: `seq` is the event's (PublicEventEntry.seq). */
export interface FoundGroup<T> {
  seq: number;
  speakers: readonly T[];
}

/**
 * The speakers a search found, in groups by event, the groups in the lists' event order, none
 * empty: a search kept for its next pages is brought up to date group by group (decision 0085).
 * The groups' events are kept as numbers beside them: finding the groups of a few events among
 * tens of thousands then reads one array, not every group's first speaker across the heap.
 */
export interface FoundSpeakers<T extends Pick<Speaker, 'eventId'> = Speaker> {
  readonly groups: ReadonlyArray<readonly T[]>;
  /** The seq of each group's event. */
  readonly seqs: readonly number[];
  /** How many speakers the groups hold. */
  readonly total: number;
}

export function foundSpeakers<T extends Pick<Speaker, 'eventId'>>(found: Iterable<FoundGroup<T>>): FoundSpeakers<T> {
  const groups: Array<readonly T[]> = [];
  const seqs: number[] = [];
  let total = 0;
  for (const { seq, speakers } of found) {
    if (speakers.length === 0) continue;
    groups.push(speakers);
    seqs.push(seq);
    total += speakers.length;
  }
  return { groups, seqs, total };
}

/** The speakers of the groups one after the other from `start` on, at most `size` of them, walking the groups only as far as the page. */
export function pageOf<T>(groups: Iterable<readonly T[]>, start: number, size: number): T[] {
  const page: T[] = [];
  let before = 0;
  for (const group of groups) {
    if (page.length >= size) break;
    if (before + group.length <= start) {
      before += group.length;
      continue;
    }
    const from = Math.max(0, start - before);
    before += from;
    page.push(...group.slice(from, from + size - page.length));
  }
  return page;
}

/**
 * The groups with those of the `leaving` events (by seq) taken out and the `regrouped` ones put
 * where their event's `orderOf` places them: a change of these events leaves the others' order as it was.
 */
export function withGroupsReplaced<T extends Pick<Speaker, 'eventId'>>(
  found: FoundSpeakers<T>,
  leaving: ReadonlySet<number>,
  regrouped: ReadonlyArray<FoundGroup<T>>,
  orderOf: (eventId: string) => number,
): FoundSpeakers<T> {
  const groups: Array<readonly T[]> = [];
  const seqs: number[] = [];
  let total = found.total;
  found.seqs.forEach((seq, at) => {
    if (leaving.has(seq)) total -= found.groups[at].length;
    else {
      groups.push(found.groups[at]);
      seqs.push(seq);
    }
  });
  for (const { seq, speakers } of regrouped) {
    if (speakers.length === 0) continue;
    const order = orderOf(speakers[0].eventId);
    const at = firstIndexWhere(groups, (other) => orderOf(other[0].eventId) > order);
    groups.splice(at, 0, speakers);
    seqs.splice(at, 0, seq);
    total += speakers.length;
  }
  return { groups, seqs, total };
}
