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
  private readonly answers = new Map<string, { answer: T; version: number }>();

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
      this.answers.clear();
      this.basis = basis;
    }
    const { isCurrent = () => true, changes } = options;
    const version = changes?.version ?? 0;
    const key = JSON.stringify({ ...query, page: undefined, pageSize: undefined });
    const kept = this.answers.get(key);
    let answer = kept && isCurrent(kept.answer) ? kept.answer : undefined;
    if (answer !== undefined && kept!.version !== version) answer = changes?.follow(answer, kept!.version) ?? undefined;
    if (answer === undefined) {
      answer = find();
      if (!kept && this.answers.size >= KEPT_SEARCHES) this.answers.delete(this.answers.keys().next().value!);
    }
    // Last in the map's order: the least recently asked is dropped first.
    this.answers.delete(key);
    this.answers.set(key, { answer, version });
    return answer;
  }
}
