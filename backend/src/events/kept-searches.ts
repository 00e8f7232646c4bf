/** Searches kept for their next pages, in each process. */
const KEPT_SEARCHES = 64;

/**
 * The answers of the last searches (decision 0082), by the query without its page: paging through
 * a search asks for the same matches again, and each page is then a slice of them. They are kept
 * as of one basis (what they were worked out from, compared item by item): any other basis drops
 * them all. At most KEPT_SEARCHES, the least recently asked dropped first.
 */
export class KeptSearches<T> {
  private basis: readonly unknown[] = [];
  private readonly answers = new Map<string, T>();

  /**
   * The answer kept for this query on this basis (and `isCurrent`, when given, for an answer that
   * also depends on something of its own), else `find`'s, kept.
   */
  answer(
    query: { page: number; pageSize: number },
    basis: readonly unknown[],
    find: () => T,
    isCurrent: (answer: T) => boolean = () => true,
  ): T {
    if (basis.length !== this.basis.length || basis.some((item, at) => item !== this.basis[at])) {
      this.answers.clear();
      this.basis = basis;
    }
    const key = JSON.stringify({ ...query, page: undefined, pageSize: undefined });
    let answer = this.answers.get(key);
    if (answer === undefined || !isCurrent(answer)) {
      answer = find();
      if (this.answers.size >= KEPT_SEARCHES) this.answers.delete(this.answers.keys().next().value!);
    }
    // Last in the map's order: the least recently asked is dropped first.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }
}
