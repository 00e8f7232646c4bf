import { facetCounts, filterChoices, monthLabel, offeredChoices, withCount } from './filter-options';

describe('the /events filter choices', () => {
  it('adds up the counts of the upcoming and past lists', () => {
    expect(
      filterChoices(
        [
          { Dallas: 2, Austin: 1 },
          { Dallas: 1, Boston: 4 },
        ],
        '',
        'text',
      ),
    ).toEqual([
      { value: 'Austin', count: 1 },
      { value: 'Boston', count: 4 },
      { value: 'Dallas', count: 3 },
    ]);
  });

  it('keeps the chosen value offered when nothing matches it any more', () => {
    expect(filterChoices([{ Dallas: 2 }], 'Reno', 'text')).toEqual([
      { value: 'Dallas', count: 2 },
      { value: 'Reno', count: 0 },
    ]);
    expect(filterChoices([{ Dallas: 2 }], 'dallas', 'text')).toEqual([{ value: 'Dallas', count: 2 }]);
  });

  it('leaves out a value that finds no event unless it is the one chosen', () => {
    expect(filterChoices([{ Dallas: 0, Austin: 1 }, { Dallas: 0 }], '', 'text')).toEqual([
      { value: 'Austin', count: 1 },
    ]);
    expect(filterChoices([{ Dallas: 0, Austin: 1 }], 'Dallas', 'text')).toEqual([
      { value: 'Austin', count: 1 },
      { value: 'Dallas', count: 0 },
    ]);
  });

  it('orders months by their key and names them', () => {
    expect(filterChoices([{ '2027-03': 1, '2026-12': 2 }, undefined], '', 'key').map((choice) => choice.value)).toEqual(
      ['2026-12', '2027-03'],
    );
    expect(monthLabel('2027-03')).toBe('March 2027');
  });
});

describe('facet counts', () => {
  it('adds up the lists and words a choice with its count', () => {
    expect(facetCounts([{ '690': 2, '490': 1 }, undefined, { '690': 3 }])).toEqual(
      new Map([
        ['690', 5],
        ['490', 1],
      ]),
    );
    expect(withCount('Implants', 12)).toBe('Implants (12)');
    expect(withCount('Orthodontics', undefined)).toBe('Orthodontics (0)');
  });
});

describe('the choices a fixed list offers', () => {
  const subjects = [
    { code: '010', name: 'Basic Sciences' },
    { code: '490', name: 'Periodontics' },
    { code: '550', name: 'Electives' },
    { code: '690', name: 'Implants' },
  ];
  const codeOf = (subject: { code: string }) => subject.code;

  it('offers only the choices that would find an event, in the list order', () => {
    const counts = new Map([
      ['690', 3],
      ['010', 1],
      ['550', 0],
    ]);
    expect(offeredChoices(subjects, codeOf, counts, []).map(codeOf)).toEqual(['010', '690']);
  });

  it('keeps a chosen choice offered whatever its count, so it can be unchosen', () => {
    const counts = new Map([['690', 3]]);
    expect(offeredChoices(subjects, codeOf, counts, ['550']).map(codeOf)).toEqual(['550', '690']);
    expect(offeredChoices(subjects, codeOf, new Map(), ['490']).map(codeOf)).toEqual(['490']);
  });

  it('offers every choice while the counts are not known yet', () => {
    expect(offeredChoices(subjects, codeOf, null, []).map(codeOf)).toEqual(['010', '490', '550', '690']);
  });
});
