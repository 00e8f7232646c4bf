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
