import { StringPool, ValuePool, sharedList } from './string-pool';

/** Two equal strings made separately, as two parses of a document make them. */
function twoCopies(text: string): [string, string] {
  return [JSON.parse(JSON.stringify(text)) as string, JSON.parse(JSON.stringify(text)) as string];
}

describe('StringPool', () => {
  // Which copy is answered cannot be seen from JavaScript (strings compare by value): the pool
  // holds one entry per text, and the heap snapshots of docs/performance.md show the copies gone.
  it('holds one copy of each text, however many equal copies it is given', () => {
    const pool = new StringPool();
    const [first, second] = twoCopies('General Dentist (DDS)');
    expect(pool.shared(first)).toBe('General Dentist (DDS)');
    expect(pool.shared(second)).toBe('General Dentist (DDS)');
    pool.shared('Periodontist (DMD, MS)');
    expect(pool.size).toBe(2);
  });

  it('keeps texts longer than its limit out of the pool', () => {
    const pool = new StringPool(10, 5);
    expect(pool.shared('abcdef')).toBe('abcdef');
    expect(pool.size).toBe(0);
    expect(pool.shared('abcde')).toBe('abcde');
    expect(pool.size).toBe(1);
  });

  it('starts afresh once it holds its capacity, so it never grows past it', () => {
    const pool = new StringPool(3);
    for (const text of ['a', 'b', 'c', 'd', 'e']) pool.shared(text);
    expect(pool.size).toBeLessThanOrEqual(3);
    expect(pool.shared('e')).toBe('e');
  });

  it('passes null and undefined through, unpooled', () => {
    const pool = new StringPool();
    expect(pool.shared(null)).toBeNull();
    expect(pool.shared(undefined)).toBeUndefined();
    expect(pool.size).toBe(0);
  });
});

describe('ValuePool', () => {
  it('makes one value per key, keeps it, and starts afresh once full, the values given out staying as they were', () => {
    const pool = new ValuePool<{ made: number }>(2);
    let made = 0;
    const make = () => ({ made: (made += 1) });
    const a = pool.shared('a', make);
    expect(pool.shared('a', make)).toBe(a);
    const b = pool.shared('b', make);
    expect(made).toBe(2);
    // Full: the next new key starts the pool afresh, so 'a' is made again.
    pool.shared('c', make);
    expect(pool.shared('a', make)).not.toBe(a);
    expect(a).toEqual({ made: 1 });
    expect(b).toEqual({ made: 2 });
  });
});

describe('sharedList', () => {
  it("gives equal lists of numbers one list (the places of a speaker's sessions), and never two lists of other values", () => {
    const places = sharedList([0, 3, 7]);
    expect(sharedList(JSON.parse('[0,3,7]') as number[])).toBe(places);
    expect(sharedList([0, 3])).toEqual([0, 3]);
    expect(sharedList(['0', '3', '7'])).toEqual(['0', '3', '7']);
    expect(sharedList(['0', '3', '7'])).not.toBe(places);
    // Texts that joined would read alike are still other lists.
    expect(sharedList(['a\u0000b'])).toEqual(['a\u0000b']);
    expect(sharedList(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('tells apart lists whose values would join alike: texts holding the separator, mixed values, empty texts', () => {
    const lists: Array<Array<string | number>> = [
      [],
      [''],
      ['', ''],
      ['a\u0001b'],
      ['a', 'b'],
      ['ab'],
      [1, 2],
      ['1', '2'],
      [1, '2'],
      ['1', 2],
      [12],
      ['12'],
      ['n1'],
      ['[1]'],
      [1],
    ];
    const shared = lists.map((list) => sharedList([...list]));
    shared.forEach((list, at) => expect(list).toEqual(lists[at]));
    expect(new Set(shared).size).toBe(lists.length);
    // And the same values again are the same list.
    lists.forEach((list, at) => expect(sharedList([...list])).toBe(shared[at]));
  });
});
