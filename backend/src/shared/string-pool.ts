/**
 * One copy of each repeated text: the texts of read-model documents parsed from the file are new
 * strings each time, so a profession, a specialty, a lecture title, an event id or a moment of
 * change shared by thousands of speaker records was held thousands of times (decision 0113).
 *
 * The pool keeps at most `capacity` texts: once full it starts afresh, and the texts already shared
 * stay shared. A text longer than `longest` is kept as it is (the long ones seldom repeat).
 */
export class StringPool {
  private texts = new Map<string, string>();

  constructor(
    private readonly capacity = 200_000,
    private readonly longest = 256,
  ) {}

  /** The pool's copy of `text`, which becomes it when the pool has none; null and undefined as they are. */
  shared<T extends string | null | undefined>(text: T): T {
    if (typeof text !== 'string' || text.length > this.longest) return text;
    const kept = this.texts.get(text);
    if (kept !== undefined) return kept as T;
    if (this.texts.size >= this.capacity) this.texts = new Map();
    this.texts.set(text, text);
    return text;
  }

  get size(): number {
    return this.texts.size;
  }
}

/** The texts of the read models this process holds: one pool, so that every view shares them. */
export const readModelTexts = new StringPool();

/**
 * One value for each key, made when the pool has none: the lists and small objects that views
 * hold many equal copies of, found by a key their contents make (decisions 0119, 0120). Bounded as
 * StringPool is: once full it starts afresh, and the values already shared stay shared. Whoever
 * takes a value shares it and must not change it.
 */
export class ValuePool<V> {
  private values = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  shared(key: string, make: () => V): V {
    const kept = this.values.get(key);
    if (kept !== undefined) return kept;
    if (this.values.size >= this.capacity) this.values = new Map();
    const value = make();
    this.values.set(key, value);
    return value;
  }
}

const lists = new ValuePool<ReadonlyArray<string | number>>(10_000);

/**
 * One list for each sequence of texts or numbers (found by its JSON, so no two different lists
 * read alike), its texts from readModelTexts: the views that hold it share it and must not change
 * it (a list that changes is replaced).
 */
export function sharedList<T extends string | number>(list: T[]): T[] {
  return lists.shared(JSON.stringify(list), () =>
    list.map((value) => (typeof value === 'string' ? readModelTexts.shared(value) : value)),
  ) as T[];
}
