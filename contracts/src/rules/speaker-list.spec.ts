import { bySpeakerOrder, dedupeSpeakersByName, filterSpeakers, sortBySpeakerOrder } from './speaker-list';

describe('sortBySpeakerOrder', () => {
  // Few distinct moments, names and ids, so ties at each step of the order are common.
  const listOf = (length: number, seed: number, createdAt?: (at: number) => string) => {
    let state = seed;
    const below = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % n;
    };
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
