import { facetCounts, filterChoices, monthLabel, withCount } from './filter-options';

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
