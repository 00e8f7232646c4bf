/**
 * One value for each key, made when the pool has none: the texts, lists and small objects that
 * views hold many equal copies of, found by a key their contents make (decisions 0113, 0119,
 * 0120). It holds at most `capacity` values: once full it starts afresh, and the values already
 * shared stay shared. Whoever takes a value shares it and must not change it.
 */
export class ValuePool<V> {
  private values = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  shared(key: string, make: () => V): V {
    return this.kept(key) ?? this.keep(key, make());
  }

  /** The value kept for `key`, if any. */
  kept(key: string): V | undefined {
    return this.values.get(key);
  }

  /** Keeps `value` for `key`, starting afresh first when full; returns it. */
  keep(key: string, value: V): V {
    if (this.values.size >= this.capacity) this.values = new Map();
    this.values.set(key, value);
    return value;
  }

  get size(): number {
    return this.values.size;
  }
}

/**
 * One copy of each repeated text: the texts of read-model documents parsed from the file are new
 * strings each time, so a profession, a specialty, a lecture title or an event id shared by
 * thousands of speaker records was held thousands of times (decision 0113).
 *
 * The pool keeps at most `capacity` texts, as ValuePool does. A text longer than `longest` is kept
 * as it is (the long ones seldom repeat).
 */
export class StringPool {
  private readonly texts: ValuePool<string>;

  constructor(
    capacity = 200_000,
    private readonly longest = 256,
  ) {
    this.texts = new ValuePool(capacity);
  }

  /** The pool's copy of `text`, which becomes it when the pool has none; null and undefined as they are. */
  shared<T extends string | null | undefined>(text: T): T {
    if (typeof text !== 'string' || text.length > this.longest) return text;
    // Looked up and kept apart, not through ValuePool.shared: a closure made for each of the
    // millions of texts a start pools would cost more than the lookup.
    return (this.texts.kept(text) ?? this.texts.keep(text, text)) as T;
  }

  get size(): number {
    return this.texts.size;
  }
}

/** The texts of the read models this process holds: one pool, so that every view shares them. */
export const readModelTexts = new StringPool();

const lists = new ValuePool<ReadonlyArray<string | number>>(10_000);

/**
 * One list for each sequence of texts or numbers (found by listKey, so no two different lists
 * read alike), its texts from readModelTexts: the views that hold it share it and must not change
 * it (a list that changes is replaced).
 */
export function sharedList<T extends string | number>(list: T[]): T[] {
  return lists.shared(listKey(list), () =>
    list.map((value) => (typeof value === 'string' ? readModelTexts.shared(value) : value)),
  ) as T[];
}

/** Between the values of a list's key; a text holding it is keyed by the list's JSON instead. */
const KEY_SEPARATOR = '\u0001';

/**
 * A key of its own for each list of texts or numbers: the values joined, after a letter saying
 * whether they are all numbers or all texts; the list's JSON (which starts with '[', as no other
 * key does) when they are mixed or a text holds the separator. Joining was 0.1 to 0.15 s less than
 * JSON.stringify for the 850,000 lists of subjects and session places that a start at +50,000
 * catalogue events shares.
 */
function listKey(list: ReadonlyArray<string | number>): string {
  if (list.length === 0) return '';
  const kind = typeof list[0];
  let key = kind === 'number' ? 'n' : 's';
  for (let at = 0; at < list.length; at += 1) {
    const value = list[at];
    if (typeof value !== kind || (typeof value === 'string' && value.includes(KEY_SEPARATOR)))
      return JSON.stringify(list);
    key += at === 0 ? value : KEY_SEPARATOR + value;
  }
  return key;
}
