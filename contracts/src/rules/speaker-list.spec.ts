import {
  bySpeakerOrder,
  dedupeSpeakersByName,
  filterSpeakers,
  instantNumber,
  sortBySpeakerOrder,
} from './speaker-list';

/** Whole numbers below `n`, the same ones for the same seed on every run. */
function randomBelow(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state % n;
  };
}

describe('instantNumber', () => {
  it('orders moments as their toISOString texts order, and is equal only for the same text', () => {
    const below = randomBelow(7);
    // Years 0 to 9999, and many moments a millisecond, a second or a day apart.
    const texts = Array.from({ length: 3000 }, (_, at) => {
      const base =
        at % 3 === 0
          ? Date.UTC(below(10_000), below(12), 1 + below(31), below(24), below(60), below(60), below(1000))
          : Date.UTC(2026, 2, 1);
      return new Date(base + [1, 1000, 86_400_000][at % 3] * below(50)).toISOString();
    }).filter((text) => text.length === 24);
    for (let at = 1; at < texts.length; at += 1) {
      const [a, b] = [texts[at - 1], texts[at]];
      expect(Math.sign(instantNumber(a)! - instantNumber(b)!)).toBe(a < b ? -1 : a > b ? 1 : 0);
    }
    expect(instantNumber('9999-12-31T23:59:59.999Z')).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it('is null for any other form of a moment, or a field out of its range', () => {
    for (const text of [
      '2026-03-01T09:30:00Z',
      '+002026-03-01T09:30:00.000Z',
      '2026-03-01 09:30:00.000Z',
      '2026-13-01T09:30:00.000Z',
      '2026-00-01T09:30:00.000Z',
      '2026-03-32T09:30:00.000Z',
      '2026-03-01T24:00:00.000Z',
      '2026-03-01T09:60:00.000Z',
      '2026-03-01T09:30:60.000Z',
      '2026-03-01T09:3a:00.000Z',
      '2026-03-01T09:30:00.000+',
      '',
      null,
      1_772_357_400_000,
    ])
      expect(instantNumber(text)).toBeNull();
    expect(instantNumber('2026-03-01T09:30:00.000Z')).not.toBeNull();
  });
});

describe('sortBySpeakerOrder', () => {
  // Few distinct moments, names and ids, so ties at each step of the order are common.
  const listOf = (length: number, seed: number, createdAt?: (at: number) => string) => {
    const below = randomBelow(seed);
    const names = ['Ann Roy', 'ann roy', 'Émile Zola', 'Bob Smith', 'Zoë Park'];
    return Array.from({ length }, (_, at) => ({
      id: `id-${below(length)}`,
      name: names[below(names.length)],
      createdAt:
        createdAt?.(at) ?? new Date(Date.UTC(2026, below(3), 1 + below(3), below(2), 0, 0, below(3))).toISOString(),
    }));
  };

  it('orders a long list as sort(bySpeakerOrder) does, ties included', () => {
    for (const seed of [1, 2, 3]) {
      const speakers = listOf(5000, seed);
      const expected = [...speakers].sort(bySpeakerOrder);
      const sorted = sortBySpeakerOrder(speakers);
      expect(sorted).toBe(speakers);
      expect(sorted).toEqual(expected);
      // Each the same object, in the same place.
      expect(sorted.every((speaker, at) => speaker === expected[at])).toBe(true);
    }
  });

  it('orders a long list with a moment in another form as sort(bySpeakerOrder) does', () => {
    // Texts that do not order as their times: sorted as texts, as bySpeakerOrder says.
    const speakers = listOf(3000, 9, (at) =>
      at === 1500 ? '2026-01-01T00:00:00Z' : at % 2 ? '2026-03-01T10:00:00.000Z' : '+002026-02-01T00:00:00.000Z',
    );
    expect(sortBySpeakerOrder([...speakers])).toEqual([...speakers].sort(bySpeakerOrder));
  });

  it('orders a short list as sort(bySpeakerOrder) does', () => {
    const speakers = listOf(40, 5);
    expect(sortBySpeakerOrder([...speakers])).toEqual([...speakers].sort(bySpeakerOrder));
  });
});

describe('bySpeakerOrder', () => {
  it('orders speakers as they were added, then by name and id when added at the same time', () => {
    const added = (id: string, name: string, createdAt: string) => ({ id, name, createdAt });
    const speakers = [
      added('c', 'Ann Roy', '2026-02-01T00:00:00Z'),
      added('b', 'Tom Lee', '2026-01-01T00:00:00Z'),
      added('z', 'Ann Roy', '2026-01-01T00:00:00Z'),
      added('a', 'Ann Roy', '2026-01-01T00:00:00Z'),
    ];
    expect(ids([...speakers].sort(bySpeakerOrder))).toEqual(['a', 'z', 'b', 'c']);
  });

  it('orders times to the millisecond, across a year and a day boundary', () => {
    const added = (id: string, createdAt: string) => ({ id, name: 'Ann Roy', createdAt });
    const speakers = [
      added('new-year', '2027-01-01T00:00:00.000Z'),
      added('late', '2026-12-31T23:59:59.999Z'),
      added('earlier-by-a-millisecond', '2026-12-31T23:59:59.998Z'),
      added('october', '2026-10-09T08:00:00.000Z'),
    ];
    expect(ids([...speakers].sort(bySpeakerOrder))).toEqual([
      'october',
      'earlier-by-a-millisecond',
      'late',
      'new-year',
    ]);
  });
});

const speaker = (id: string, name: string, profession = '', eventId = 'e1') => ({ id, name, profession, eventId });
const ids = (list: Array<{ id: string }>) => list.map((s) => s.id);

describe('dedupeSpeakersByName', () => {
  it("keeps the first of each name, ignoring case and 'Dr.'", () => {
    const speakers = [
      speaker('1', 'Dr. Sarah Chen'),
      speaker('2', 'Tom Lee'),
      speaker('3', 'sarah chen'),
      speaker('4', 'DR SARAH CHEN'),
      speaker('5', 'Sarah Chen, DDS'),
      speaker('6', 'Ann Roy'),
    ];
    expect(ids(dedupeSpeakersByName(speakers))).toEqual(['1', '2', '6']);
  });

  it('keeps different people with similar names', () => {
    expect(
      ids(
        dedupeSpeakersByName([
          speaker('1', 'Sarah Chen'),
          speaker('2', 'Sarah L. Chen'),
          speaker('3', 'Bob Smith'),
          speaker('4', 'Robert Smith'),
        ]),
      ),
    ).toEqual(['1', '2', '3', '4']);
  });

  it('returns a new array and the same objects', () => {
    const input = [speaker('1', 'Sarah Chen')];
    const result = dedupeSpeakersByName(input);
    expect(result).not.toBe(input);
    expect(result[0]).toBe(input[0]);
  });
});

describe('filterSpeakers', () => {
  const speakers = [
    speaker('chen', 'Dr. Sarah Chen', 'Periodontist', 'e1'),
    speaker('lee', 'Tom Lee', 'Orthodontist', 'e2'),
    speaker('roy', 'Ann Roy', 'Oral Surgeon', 'e1'),
  ];

  it.each([
    [{}, ['chen', 'lee', 'roy']],
    [{ search: '' }, ['chen', 'lee', 'roy']],
    [{ search: '   ' }, ['chen', 'lee', 'roy']],
    [{ search: 'chen' }, ['chen']],
    [{ search: '  CHEN ' }, ['chen']],
    [{ search: 'dontist' }, ['chen', 'lee']],
    [{ search: 'oral surgeon' }, ['roy']],
    [{ search: 'nobody' }, []],
    [{ eventId: 'all' }, ['chen', 'lee', 'roy']],
    [{ eventId: undefined }, ['chen', 'lee', 'roy']],
    [{ eventId: 'e1' }, ['chen', 'roy']],
    [{ eventId: 'e3' }, []],
    [{ eventId: 'e1', search: 'roy' }, ['roy']],
    [{ eventId: 'e2', search: 'roy' }, []],
  ])('%j gives %j', (filter, expected) => {
    expect(ids(filterSpeakers(speakers, filter))).toEqual(expected);
  });

  it('every event is also the default with no filter at all', () => {
    expect(filterSpeakers(speakers)).toHaveLength(3);
  });
});
