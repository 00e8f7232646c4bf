/** Searches kept for their next pages, in each process. */
const KEPT_SEARCHES = 64;

/** How an answer kept at one version of what it was found from is brought to a later version (see KeptSearches.answer). */
export interface FollowChanges<T> {
  /** The version of the data now: answers kept at another one are followed or found again. */
  version: number;
  /** The answer as `find` would give it now, from the answer kept at `since`; null when only `find` can tell. */
  follow(answer: T, since: number): T | null;
}

/**
 * The answers of the last searches (decision 0082), by the query without its page: paging through
 * a search asks for the same matches again, and each page is then a slice of them. They are kept
 * as of one basis (what they were worked out from, compared item by item): any other basis drops
 * them all. A search that can follow the changes of its data (decision 0085) keeps its answers
 * across versions of it, each brought up to date when next asked for. At most KEPT_SEARCHES, the
 * least recently asked dropped first.
 */
export class KeptSearches<T> {
  private basis: readonly unknown[] = [];
  /**
   * The kept answers, least recently asked first. An array, not a Map used in insertion order:
   * with a new search at every request (a visitor's own filters), deleting and setting keys in a
   * long-lived Map kept the dropped answers alive through young collections (measured on 7
   * December: 3.4 to 4.9 MB promoted per collection of the filtered event search against 1.6 to
   * 1.7, pauses of 10 to 13 ms against 9; decision 0150). Looking a key up among 64 costs nothing
   * beside a search.
   */
  private kept: Array<{ key: string; answer: T; version: number }> = [];

  /**
   * The answer kept for this query on this basis (and `isCurrent`, when given, for an answer that
   * also depends on something of its own), followed to the data's version when `changes` are
   * given, else `find`'s, kept.
   */
  answer(
    query: { page: number; pageSize: number },
    basis: readonly unknown[],
    find: () => T,
    options: { isCurrent?: (answer: T) => boolean; changes?: FollowChanges<T> } = {},
  ): T {
    if (basis.length !== this.basis.length || basis.some((item, at) => item !== this.basis[at])) {
      this.kept = [];
      this.basis = basis;
    }
    const { isCurrent = () => true, changes } = options;
    const version = changes?.version ?? 0;
    const key = JSON.stringify({ ...query, page: undefined, pageSize: undefined });
    const at = this.kept.findIndex((entry) => entry.key === key);
    const kept = at >= 0 ? this.kept[at] : undefined;
    let answer = kept && isCurrent(kept.answer) ? kept.answer : undefined;
    if (answer !== undefined && kept!.version !== version) answer = changes?.follow(answer, kept!.version) ?? undefined;
    answer ??= find();
    // Last in the list: the least recently asked is dropped first.
    if (at >= 0) this.kept.splice(at, 1);
    else if (this.kept.length >= KEPT_SEARCHES) this.kept.shift();
    this.kept.push({ key, answer, version });
    return answer;
  }
}
