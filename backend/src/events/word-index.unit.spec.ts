import { KeptWordIndex, WordIndex, type WordIndexed } from './word-index';

describe('the word index of search texts', () => {
  const WORDS = ['implant', 'implants', 'mini-implant', 'dr.', 'o’brien', 'perio', 'periodontal', 'a', 'ce', 'ortho'];

  /** Every item whose text contains the word, as the search reads the text without an index. */
  const byReading = (items: Iterable<WordIndexed>, word: string) =>
    [...items]
      .filter((item) => item.text.includes(word))
      .map((item) => item.seq)
      .sort((a, b) => a - b);
  const seqs = (found: ReadonlySet<WordIndexed>) => [...found].map((item) => item.seq).sort((a, b) => a - b);

  it('finds what reading every text finds, for words inside longer words too, after random adds, edits and removals', () => {
    let state = 7;
    const below = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % n;
    };
    const sentence = () =>
      Array.from({ length: 1 + below(6) }, () => WORDS[below(WORDS.length)]).join(below(2) ? ' ' : '\n');
    const held = new Map<number, WordIndexed>();
    // Built with a first batch at once, then changed one item at a time.
    const batch = Array.from({ length: 40 }, (_, at) => ({ seq: 1000 + at, text: sentence() }));
    const index = new WordIndex<WordIndexed>([...batch].reverse());
    for (const item of batch) held.set(item.seq, item);
    let answered = 0;
    const queries = ['implant', 'mplan', 'mini-', 'dr.', 'brien', 'perio', 'odon', 'zzz', 'a', 'ce', 'rt', 'implants'];
    for (let seq = 0; seq < 400; seq += 1) {
      const change = below(4);
      if (held.size > 0 && change === 0) {
        const item = [...held.values()][below(held.size)];
        index.remove(item);
        held.delete(item.seq);
      } else if (held.size > 0 && change === 1) {
        // An edit: a new item of the same seq, its text sharing some words with the old one or none.
        const before = [...held.values()][below(held.size)];
        const after = { seq: before.seq, text: below(2) ? `${before.text} ${sentence()}` : sentence() };
        index.replace(before, after);
        held.set(after.seq, after);
      } else {
        const item = { seq, text: sentence() };
        index.add(item);
        held.set(seq, item);
      }
      for (const word of queries) {
        const found = index.containing(word);
        if (!found) continue;
        answered += 1;
        expect({ word, found: seqs(found) }).toEqual({ word, found: byReading(held.values(), word) });
        // The very items held now, not the ones they replaced (one assertion: thousands of expect calls cost seconds).
        expect({
          word,
          replaced: [...found].filter((item) => held.get(item.seq) !== item).map((item) => item.seq),
        }).toEqual({
          word,
          replaced: [],
        });
      }
    }
    // Only the words in most of the vocabulary ('a', 'ce', 'rt') are left to reading the texts.
    expect(answered).toBeGreaterThan(400 * 8);
  });

  it('keeps the last words’ answers through adds, edits and removals: asked again, they are not gathered again, and find what reading finds', () => {
    let state = 11;
    const below = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % n;
    };
    const sentence = () => Array.from({ length: 1 + below(4) }, () => WORDS[below(WORDS.length)]).join(' ');
    const startsAToken = (text: string, word: string) => text.split(/\s+/).some((token) => token.startsWith(word));
    const held = new Map<number, WordIndexed>();
    const index = new WordIndex<WordIndexed>();
    let asked = 0;
    for (let seq = 0; seq < 300; seq += 1) {
      const change = below(3);
      if (held.size > 0 && change === 0) {
        const before = [...held.values()][below(held.size)];
        const after = { seq: before.seq, text: sentence() };
        index.replace(before, after);
        held.set(after.seq, after);
      } else if (held.size > 2 && change === 1) {
        const item = [...held.values()][below(held.size)];
        index.remove(item);
        held.delete(item.seq);
      } else {
        const item = { seq, text: sentence() };
        index.add(item);
        held.set(seq, item);
      }
      // Four words each way: as many answers as the index keeps.
      for (const word of ['implant', 'perio', 'brien', 'ortho']) {
        asked += 2;
        const containing = index.containing(word);
        const starting = index.startingWith(word);
        expect({ word, containing: containing && seqs(containing) }).toEqual({
          word,
          containing: byReading(held.values(), word),
        });
        expect({ word, starting: starting && seqs(starting) }).toEqual({
          word,
          starting: [...held.values()]
            .filter((item) => startsAToken(item.text, word))
            .map((item) => item.seq)
            .sort((a, b) => a - b),
        });
        expect([...(containing ?? []), ...(starting ?? [])].filter((item) => held.get(item.seq) !== item)).toEqual([]);
      }
    }
    // Gathered once each, again only while the index was too small to keep them all (2 items per item).
    expect(index.gatherings).toBeGreaterThanOrEqual(8);
    expect(index.gatherings).toBeLessThan(asked / 20);
  });

  it('lets the least recently asked answer go past eight words, and gathers it again when asked', () => {
    const index = new WordIndex<WordIndexed>();
    for (let seq = 0; seq < 40; seq += 1) index.add({ seq, text: `word${seq % 10} common` });
    for (let word = 0; word < 9; word += 1) index.containing(`word${word}`);
    expect(index.gatherings).toBe(9);
    index.containing('word8');
    index.containing('word1');
    expect(index.gatherings).toBe(9);
    expect(seqs(index.containing('word0')!)).toEqual([0, 10, 20, 30]);
    expect(index.gatherings).toBe(10);
  });

  it('built a slice at a time, finds what one built at once finds; given up when its items change meanwhile', async () => {
    const items = Array.from({ length: 230 }, (_, at) => ({
      seq: (at * 37) % 230,
      text: `${WORDS[at % WORDS.length]} ${WORDS[(at * 3) % WORDS.length]}`,
    }));
    const whole = new WordIndex<WordIndexed>(items);
    const inSeqOrder = [...items].sort((a, b) => a.seq - b.seq);
    const sliced = await WordIndex.inSlices<WordIndexed>(inSeqOrder, () => true, { maxItems: 50 });
    for (const word of ['implant', 'mplan', 'brien', 'perio', 'ortho', 'zzz']) {
      const expected = whole.containing(word);
      expect({ word, found: sliced?.containing(word) && seqs(sliced.containing(word)!) }).toEqual({
        word,
        found: expected && seqs(expected),
      });
      expect(sliced?.startingWith(word) && seqs(sliced.startingWith(word)!)).toEqual(
        whole.startingWith(word) && seqs(whole.startingWith(word)!),
      );
    }
    let slices = 0;
    expect(await WordIndex.inSlices<WordIndexed>(inSeqOrder, () => ++slices < 3, { maxItems: 50 })).toBeNull();
    expect(slices).toBe(3);
    await expect(WordIndex.inSlices<WordIndexed>(items, () => true)).rejects.toThrow('in seq order');
  });

  it('builds in slices while the items change, and answers as an index of the items as they ended', async () => {
    const texts = ['guided implant surgery', 'perio maintenance', 'ortho aligners', 'implant restorations'];
    const items: WordIndexed[] = Array.from({ length: 400 }, (_, seq) => ({ seq, text: `${texts[seq % 4]} w${seq}` }));
    const now = new Map(items.map((item) => [item.seq, item]));
    const build = new KeptWordIndex<WordIndexed>({ maxItems: 50 });
    let slicesRun = 0;
    const building = build.build(function* () {
      for (const item of items) {
        if (item.seq % 50 === 0) slicesRun += 1;
        yield item;
      }
    });
    expect(build.building).toBe(true);
    expect(build.index).toBeNull();
    // A second caller waits for the same build instead of starting another.
    expect(build.build(() => [])).toBe(building);
    // Changes while it builds, once it has indexed some items and not others: an item indexed and
    // one not yet, an item added and one removed.
    while (slicesRun < 3) await new Promise<void>((resolve) => setImmediate(resolve));
    const change = (before: WordIndexed | null, after: WordIndexed | null) => {
      build.replace(before, after);
      if (before) now.delete(before.seq);
      if (after) now.set(after.seq, after);
    };
    expect(slicesRun).toBeLessThan(8);
    change(items[399], { seq: 399, text: 'sleep apnea appliances' });
    change(items[0], { seq: 0, text: 'sleep medicine for dentists' });
    change(null, { seq: 400, text: 'implant complications' });
    change(items[7], null);
    const built = await building;
    expect(build.building).toBe(false);
    for (const word of ['sleep', 'implant', 'perio', 'w7', 'w399', 'complications', 'aligners'])
      expect({ word, found: seqs(built!.containing(word) ?? new Set()) }).toEqual({
        word,
        found: byReading(now.values(), word),
      });
    // Once built, it is the index it keeps, and changes go to it at once.
    expect(build.index).toBe(built);
    expect(build.indexOrStartBuild(() => [])).toBe(built);
    expect(await build.build(() => [])).toBe(built);
    change(null, { seq: 401, text: 'kept at once' });
    expect(build.building).toBe(false);
    expect(seqs(built!.containing('once')!)).toEqual([401]);
  });

  it('starts a build for the first reader that finds none, who reads without it meanwhile', async () => {
    const kept = new KeptWordIndex<WordIndexed>();
    const items = Array.from({ length: 3000 }, (_, seq) => ({ seq, text: `implant w${seq}` }));
    expect(kept.indexOrStartBuild(() => items)).toBeNull();
    expect(kept.building).toBe(true);
    const built = await kept.build(() => []);
    expect(seqs(built!.containing('w2999')!)).toEqual([2999]);
    expect(kept.indexOrStartBuild(() => [])).toBe(built);
  });

  it('gives a build up when what it is built from is gone, and starts afresh at the next', async () => {
    const build = new KeptWordIndex<WordIndexed>();
    const items = Array.from({ length: 3000 }, (_, seq) => ({ seq, text: `implant w${seq}` }));
    const givenUp = build.build(() => items);
    build.drop();
    expect(build.building).toBe(false);
    expect(await givenUp).toBeNull();
    expect(build.index).toBeNull();
    const again = await build.build(() => [{ seq: 1, text: 'perio' }]);
    expect(seqs(again!.containing('perio')!)).toEqual([1]);
    // A built index is forgotten too: the next build is of the items then.
    build.drop();
    expect(build.index).toBeNull();
    const third = await build.build(() => [{ seq: 2, text: 'ortho' }]);
    expect(seqs(third!.containing('ortho')!)).toEqual([2]);
    expect(third!.containing('perio')).toEqual(new Set());
  });

  it('holds an item once under a word its text repeats, built at once or in slices: removed, it is found no more', async () => {
    const items = [
      { seq: 0, text: 'implant surgery implant\nimplant' },
      { seq: 1, text: 'perio implant' },
    ];
    for (const index of [new WordIndex<WordIndexed>(items), (await WordIndex.inSlices(items, () => true))!]) {
      // Asked only after the removal: an answer asked before would be kept and changed with it.
      index.remove(items[0]);
      expect(seqs(index.containing('implant')!)).toEqual([1]);
      expect(seqs(index.startingWith('surg')!)).toEqual([]);
    }
  });

  it('answers null for a word in most of the vocabulary, and finds a rare word from the index', () => {
    const index = new WordIndex<WordIndexed>();
    const items = Array.from({ length: 50 }, (_, seq) => ({ seq, text: `alpha${seq} beta${seq} gamma${seq} delta` }));
    for (const item of items) index.add(item);
    // 'a' is in every one of the 151 tokens: gathering them reads 200 postings for 50 items.
    expect(index.containing('a')).toBeNull();
    expect(seqs(index.containing('alpha7')!)).toEqual([7]);
    expect(seqs(index.containing('delta')!)).toEqual(items.map((item) => item.seq));
    expect(index.containing('epsilon')!.size).toBe(0);
  });

  it('finds the items with a word that starts with the query word, as the speaker search reads its texts', () => {
    const index = new WordIndex<WordIndexed>();
    const texts = [' sarah chen dds ', ' robert smith implant surgery ', ' ana ruiz implants ', ' tom lee blacksmith '];
    texts.forEach((text, seq) => index.add({ seq, text }));
    const byReading = (word: string) =>
      texts.flatMap((text, seq) => (text.includes(` ${word}`) ? [seq] : [])).sort((a, b) => a - b);
    for (const word of ['smith', 'sm', 'implant', 'mplant', 'a', 'chen', 'zz', 'blacksmith'])
      expect({ word, found: seqs(index.startingWith(word) ?? new Set()) }).toEqual({ word, found: byReading(word) });
  });

  it('forgets a text once removed, and the words only it had', () => {
    const index = new WordIndex<WordIndexed>();
    const first = { seq: 1, text: 'guided implant surgery' };
    const second = { seq: 2, text: 'implant maintenance' };
    index.add(first);
    index.add(second);
    expect(seqs(index.containing('implant')!)).toEqual([1, 2]);
    index.remove(first);
    expect(seqs(index.containing('implant')!)).toEqual([2]);
    expect(index.containing('surgery')!.size).toBe(0);
    expect(index.containing('gui')!.size).toBe(0);
  });

  it('refuses an item whose seq cannot number it, rather than losing it', () => {
    for (const seq of [-1, 1.5, 2 ** 32])
      expect(() => new WordIndex([{ seq, text: 'implant' }])).toThrow(/numbers its items/);
  });
});
