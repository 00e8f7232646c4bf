import { SeqList } from './seq-list';

/** What the word index reads of an item: its text in lower case, and a number no other item has (its order). */
export interface WordIndexed {
  readonly text: string;
  readonly seq: number;
}

/** Query words of fewer letters than this are looked up by reading the whole vocabulary. */
const GRAM = 3;

/**
 * Past this many postings per item of the catalogue, the items holding a query word are tested by
 * reading their text instead: a word inside most of the vocabulary ('a') would cost more to gather
 * from the index than to look for in every text.
 */
const POSTINGS_WORTH_IT_PER_ITEM = 2;

/**
 * Answers kept across changes (see WordIndex.gathered): at most this many words, holding at most
 * this many items per item of the index, all of them together.
 */
const KEPT_ANSWERS = 8;
const KEPT_ITEMS_PER_ITEM = 2;

const byOrder = (a: WordIndexed, b: WordIndexed) => a.seq - b.seq;

/** A query word's items as gathered from the token lists, kept up to date by every change since. */
interface KeptAnswer<T> {
  word: string;
  /** Whether the word must start a token (startingWith) or may lie anywhere in one (containing). */
  atStart: boolean;
  items: Set<T>;
}

/**
 * Which items' texts contain a query word, anywhere or at the start of one of their words
 * (decision 0082). The event search's `q` matches a word anywhere in the text, inside a longer
 * word too ('implant' finds 'implants'); a query word holds no
 * whitespace, so it lies inside one whitespace-separated word of the text (a token), and the items
 * containing it are those listed under the tokens that contain it. The index keeps:
 * - for each token of every text, the seqs of the items whose text has it, in order (a binary
 *   search and a splice per change, like the ordered views), and each item by its seq;
 * - for each run of three characters, the tokens containing it, so the tokens that contain a query
 *   word are found from the rarest of its runs instead of reading the vocabulary.
 * A change costs the tokens of the one text that changed; a lookup, the tokens and items it finds.
 */
export class WordIndex<T extends WordIndexed> {
  /** The seqs of the items under each token (decision 0134): the items themselves are in `itemBySeq`. */
  private readonly seqsByToken = new Map<string, SeqList>();
  private readonly itemBySeq: Array<T | undefined> = [];
  private readonly tokensByGram = new Map<string, Set<string>>();
  private size = 0;
  /**
   * The last words' answers, the most recently asked last (decision 0126). A search is asked again
   * after each edit (its kept pages are of the version before), and a word in a session title of
   * most catalogue events gathered 50,000 events into a set each time: two thirds of the first
   * search after an edit. A change moves one item in or out of each, by its text.
   */
  private readonly gathered = new Map<string, KeptAnswer<T>>();
  private gatheredItems = 0;
  /** How many answers were gathered from the token lists rather than kept ones: what a test counts. */
  gatherings = 0;

  /** An index of these items: taken in `seq` order, each goes at the end of its tokens' lists. */
  constructor(items: Iterable<T> = []) {
    for (const item of [...items].sort(byOrder)) this.addLast(item);
    this.trim();
  }

  /**
   * An index of these items, given in ascending `seq` order, built a slice at a time: the event
   * loop is given back between slices of at most `maxMs` (and `maxItems`), so a server can build it
   * while it answers requests (decision 0101). The items are read as the slices take them. Null as
   * soon as `stillCurrent` says what they are taken from has changed.
   */
  static async inSlices<T extends WordIndexed>(
    inSeqOrder: Iterable<T>,
    stillCurrent: () => boolean,
    { maxMs = 8, maxItems = Infinity }: { maxMs?: number; maxItems?: number } = {},
  ): Promise<WordIndex<T> | null> {
    const index = new WordIndex<T>();
    const items = inSeqOrder[Symbol.iterator]();
    let lastSeq = -Infinity;
    for (;;) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (!stillCurrent()) return null;
      const until = performance.now() + maxMs;
      // The clock is read every 32 items: a text is indexed in microseconds.
      for (let taken = 1; taken <= maxItems; taken += 1) {
        const next = items.next();
        if (next.done) {
          if (!stillCurrent()) return null;
          index.trim();
          return index;
        }
        if (next.value.seq <= lastSeq)
          throw new Error('The items of a word index built in slices must come in seq order');
        lastSeq = next.value.seq;
        index.addLast(next.value);
        if (taken % 32 === 0 && performance.now() >= until) break;
      }
    }
  }

  /**
   * An item whose seq is above every indexed item's: at the end of its tokens' lists. A token the
   * text holds twice finds the item already at the end of its list: no set of the text's distinct
   * tokens is made, which for the 450,000 texts of +50,000 catalogue events was half of building
   * the indexes after a start, and much of the collector's work meanwhile.
   */
  private addLast(item: T): void {
    this.hold(item);
    for (const token of item.text.match(TOKEN) ?? NO_WORDS) {
      const seqs = this.seqsOf(token);
      if (seqs.length === 0 || seqs.at(seqs.length - 1) !== item.seq) seqs.push(item.seq);
    }
  }

  private hold(item: T): void {
    if (!Number.isInteger(item.seq) || item.seq < 0 || item.seq > 0xffffffff)
      throw new Error(`A word index numbers its items from 0 to 2^32 - 1, not ${item.seq}`);
    this.itemBySeq[item.seq] = item;
    this.size += 1;
  }

  /** Lets the token lists go of their room for more, once the index is built. */
  private trim(): void {
    for (const seqs of this.seqsByToken.values()) seqs.trim();
  }

  /** Indexes an item's text (an item is added once, and removed or replaced with the same text). */
  add(item: T): void {
    this.replace(null, item);
  }

  remove(item: T): void {
    this.replace(item, null);
  }

  /**
   * Replaces one item by another of the same `seq` (an event's entry after an edit), or adds or
   * removes one: only the tokens one text has and the other has not move; under the tokens both
   * have, the new item takes the old one's place.
   */
  replace(before: T | null, after: T | null): void {
    const old = before ? tokensOf(before.text) : NO_TOKENS;
    const now = after ? tokensOf(after.text) : NO_TOKENS;
    const held = before !== null && this.itemBySeq[before.seq] === before;
    // Under a token both texts have, an item of the same seq keeps the other's place in its list.
    const sameSeq = held && after !== null && before.seq === after.seq;
    if (held) {
      this.itemBySeq[before.seq] = undefined;
      this.size -= 1;
      for (const token of old) {
        if (sameSeq && now.has(token)) continue;
        const seqs = this.seqsByToken.get(token);
        if (!seqs?.remove(before.seq)) continue;
        if (seqs.length === 0) this.forget(token);
      }
    }
    if (after) {
      this.hold(after);
      for (const token of now) if (!(sameSeq && old.has(token))) this.seqsOf(token).insert(after.seq);
    }
    for (const answer of this.gathered.values()) {
      if (before && answer.items.delete(before)) this.gatheredItems -= 1;
      if (after && holds(now, answer) && !answer.items.has(after)) {
        answer.items.add(after);
        this.gatheredItems += 1;
      }
    }
  }

  /**
   * The items whose text contains `word` (lower case, no whitespace), or null when gathering them
   * would cost more than reading every text (then the caller tests `text.includes(word)`). The set
   * is the index's own, which its next change updates: read it before then, and never change it.
   */
  containing(word: string): ReadonlySet<T> | null {
    return this.answer(word, false);
  }

  /**
   * The items with a token that starts with `word` (no whitespace): the speaker search's matching
   * (`matchesSpeakerSearch`); null as containing() when reading every text costs less, and the
   * index's own set as containing()'s.
   */
  startingWith(word: string): ReadonlySet<T> | null {
    return this.answer(word, true);
  }

  /** A kept answer, or one gathered from the token lists and kept when there is room. */
  private answer(word: string, atStart: boolean): ReadonlySet<T> | null {
    const key = `${atStart ? '^' : '*'}${word}`;
    const kept = this.gathered.get(key);
    if (kept) {
      this.gathered.delete(key);
      this.gathered.set(key, kept);
      return kept.items;
    }
    this.gatherings += 1;
    const tokens = this.candidateTokens(word).filter((token) =>
      atStart ? token.startsWith(word) : token.includes(word),
    );
    const items = this.itemsUnder(tokens);
    if (items) this.keep(key, { word, atStart, items });
    return items;
  }

  /** Keeps an answer, letting the least recently asked go while there are too many words or items. */
  private keep(key: string, answer: KeptAnswer<T>): void {
    // One answer holds at most every item, so it always fits once older ones are let go.
    const room = this.size * KEPT_ITEMS_PER_ITEM;
    for (const [oldest, { items }] of this.gathered) {
      if (this.gathered.size < KEPT_ANSWERS && this.gatheredItems + answer.items.size <= room) break;
      this.gathered.delete(oldest);
      this.gatheredItems -= items.size;
    }
    this.gathered.set(key, answer);
    this.gatheredItems += answer.items.size;
  }

  private itemsUnder(tokens: readonly string[]): Set<T> | null {
    let postings = 0;
    for (const token of tokens) postings += this.seqsByToken.get(token)!.length;
    if (postings > this.size * POSTINGS_WORTH_IT_PER_ITEM) return null;
    const found = new Set<T>();
    const add = (seq: number) => found.add(this.itemBySeq[seq]!);
    for (const token of tokens) this.seqsByToken.get(token)!.forEach(add);
    return found;
  }

  /** The seqs under a token, the token added to the vocabulary when new. */
  private seqsOf(token: string): SeqList {
    let seqs = this.seqsByToken.get(token);
    if (!seqs) {
      this.seqsByToken.set(token, (seqs = new SeqList()));
      for (const gram of gramsOf(token)) {
        let tokens = this.tokensByGram.get(gram);
        if (!tokens) this.tokensByGram.set(gram, (tokens = new Set()));
        tokens.add(token);
      }
    }
    return seqs;
  }

  /** Takes a token no item has any more out of the vocabulary. */
  private forget(token: string): void {
    this.seqsByToken.delete(token);
    for (const gram of gramsOf(token)) {
      const tokens = this.tokensByGram.get(gram);
      tokens?.delete(token);
      if (tokens?.size === 0) this.tokensByGram.delete(gram);
    }
  }

  /** Tokens that may contain `word`: the whole vocabulary for a short word, else those with its rarest run. */
  private candidateTokens(word: string): string[] {
    if (word.length < GRAM) return [...this.seqsByToken.keys()];
    let rarest: Set<string> | undefined;
    for (const gram of gramsOf(word)) {
      const tokens = this.tokensByGram.get(gram);
      if (!tokens) return [];
      if (!rarest || tokens.size < rarest.size) rarest = tokens;
    }
    return [...rarest!];
  }
}

const NO_TOKENS: ReadonlySet<string> = new Set();

/** Whether a text of these tokens holds a kept answer's word, as the answer's lookup finds it. */
function holds(tokens: ReadonlySet<string>, { word, atStart }: KeptAnswer<unknown>): boolean {
  for (const token of tokens) if (atStart ? token.startsWith(word) : token.includes(word)) return true;
  return false;
}

/** A whitespace-separated word of a text. */
const TOKEN = /\S+/g;
const NO_WORDS: readonly string[] = [];

/** The distinct whitespace-separated words of a text. */
function tokensOf(text: string): Set<string> {
  return new Set(text.match(TOKEN) ?? NO_WORDS);
}

/** The distinct runs of GRAM characters of a token (none when it is shorter). */
function gramsOf(token: string): Set<string> {
  const grams = new Set<string>();
  for (let at = 0; at + GRAM <= token.length; at += 1) grams.add(token.slice(at, at + GRAM));
  return grams;
}

/** Changes noted while a word index is built in slices past which the build is given up. */
const CHANGES_NOTED_WHILE_BUILDING = 10_000;

/**
 * A word index kept through its items' changes, built in slices between requests (decision 0135).
 * Its owner gives it every change (`replace`, with the two items `WordIndex.replace` takes): once
 * built the index takes them at once; while it is built they are noted and applied once every item
 * is indexed, so a change no longer throws away a build under way and a stream of admin edits no
 * longer leaves the first search by words to build the index itself, holding every request for a
 * second or more at +50,000 catalogue events.
 */
export class KeptWordIndex<T extends WordIndexed> {
  private built: WordIndex<T> | null = null;
  private underWay: Promise<WordIndex<T> | null> | null = null;
  /** The changes since the build under way started, in order; null when none is under way. */
  private noted: Array<[before: T | null, after: T | null]> | null = null;
  /** Ends the build under way with null: what it was built from is gone (everything was derived again). */
  private giveUpUnderWay: (() => void) | null = null;

  /** `slices` as WordIndex.inSlices takes them (a test gives a few items a slice). */
  constructor(private readonly slices: { maxMs?: number; maxItems?: number } = {}) {}

  /** The index once built, or null. */
  get index(): WordIndex<T> | null {
    return this.built;
  }

  /** Whether a build is under way. */
  get building(): boolean {
    return this.underWay !== null;
  }

  /**
   * The index, built from `items()` (taken in ascending seq order when the build starts) with
   * every change made meanwhile applied; the build under way when there is one. Null when the
   * build was given up.
   */
  build(items: () => Iterable<T>): Promise<WordIndex<T> | null> {
    if (this.built) return Promise.resolve(this.built);
    if (this.underWay) return this.underWay;
    let givenUp = false;
    const noted: Array<[T | null, T | null]> = [];
    this.noted = noted;
    this.giveUpUnderWay = () => (givenUp = true);
    this.underWay = (async () => {
      const built = await WordIndex.inSlices(
        items(),
        () => !givenUp && noted.length <= CHANGES_NOTED_WHILE_BUILDING,
        this.slices,
      );
      if (!built || givenUp || noted.length > CHANGES_NOTED_WHILE_BUILDING) return null;
      for (const [before, after] of noted) built.replace(before, after);
      this.built = built;
      return built;
    })().finally(() => {
      if (this.noted === noted) {
        this.underWay = null;
        this.noted = null;
        this.giveUpUnderWay = null;
      }
    });
    return this.underWay;
  }

  /**
   * The index, or null while it is not built: the caller then reads every text. Starts a build
   * when none is under way; nothing waits for it, and should it fail the next call starts another.
   */
  indexOrStartBuild(items: () => Iterable<T>): WordIndex<T> | null {
    if (!this.built && !this.underWay) this.build(items).catch(() => undefined);
    return this.built;
  }

  /** An item changed (null before: added; null after: removed): in the index, or noted for the build under way. */
  replace(before: T | null, after: T | null): void {
    if (this.built) this.built.replace(before, after);
    else this.noted?.push([before, after]);
  }

  /** Forgets the index and gives the build under way up (it resolves null): what they were of is gone. */
  drop(): void {
    this.built = null;
    this.giveUpUnderWay?.();
    this.underWay = null;
    this.noted = null;
    this.giveUpUnderWay = null;
  }
}
