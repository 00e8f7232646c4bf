import { countsTowardName } from '@dental/contracts';
import { NO_FILTERS, readEventFilters, type EventFilters } from './event-filters';
import { addMonths, dateRangeLabel, filterChips, listInWords, quickDateRanges } from './filter-chips';

const TODAY = new Date(2026, 10, 30); // November 30, 2026, local midnight
const chipsOf = (query: string) => filterChips(readEventFilters(new URLSearchParams(query)), TODAY);

describe('the active filter chips', () => {
  it('name each filter in words, one chip per chosen value', () => {
    const chips = chipsOf(
      'q=sinus&month=2027-03&region=TX&country=CA&city=Dallas&near=Dallas, TX&radiusMiles=50&topic=690&topic=490&audience=hygienist&format=virtual&minCredits=6',
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      '“sinus”',
      'March 2027',
      'Texas',
      'Canada',
      'Dallas',
      'Near Dallas, TX · 50 mi',
      'Periodontics',
      'Implants',
      'Hygienists',
      'Virtual',
      '6+ CE credits',
    ]);
    expect(new Set(chips.map((chip) => chip.id)).size).toBe(chips.length);
  });

  it('say the default radius when none is chosen, and credit in the singular', () => {
    expect(chipsOf('near=Boston').map((chip) => chip.label)).toEqual(['Near Boston · 100 mi']);
    expect(chipsOf('minCredits=1').map((chip) => chip.label)).toEqual(['1+ CE credit']);
  });

  it('remove only their own value', () => {
    const filters = readEventFilters(
      new URLSearchParams('topic=690&topic=490&near=Boston&radiusMiles=250&format=virtual'),
    );
    const byLabel = (label: string) => filterChips(filters, TODAY).find((chip) => chip.label === label)!;
    const apply = (label: string): EventFilters => ({ ...filters, ...byLabel(label).without });
    expect(apply('Implants')).toEqual({ ...filters, topic: ['490'] });
    expect(apply('Near Boston · 250 mi')).toEqual({ ...filters, near: '', radiusMiles: null });
    expect(apply('Virtual')).toEqual({ ...filters, format: [] });
  });

  it('are one per filter that narrows the lists: a date span once, each chosen value once, not the sort or a radius alone', () => {
    for (const [query, count] of [
      ['', 0],
      ['topic=690&topic=490', 2],
      ['from=2026-12-01&to=2026-12-31&near=Reno&sort=credits', 2],
      ['from=2027-01-01&to=2027-02-01&topic=690&topic=490&format=virtual&sort=credits&radiusMiles=50', 4],
      ['radiusMiles=50', 0],
    ] as const) {
      expect(filterChips(readEventFilters(new URLSearchParams(query)), TODAY)).toHaveLength(count);
    }
    expect(filterChips(NO_FILTERS, TODAY)).toEqual([]);
  });

  it('name a renewal rule by the rule set’s words once they are known, and by its id before', () => {
    const filters = readEventFilters(new URLSearchParams('countsToward=ca-dentist:practice-act'));
    expect(filterChips(filters, TODAY)).toEqual([
      { id: 'countsToward', label: 'Counts toward: ca-dentist:practice-act', without: { countsToward: '' } },
    ]);
    expect(
      filterChips(filters, TODAY, (value) =>
        value === 'ca-dentist:practice-act' ? 'California dentists · Act' : value,
      )[0].label,
    ).toBe('Counts toward: California dentists · Act');
  });

  it('take a rule set’s name and a rule’s label from the listed rule sets', () => {
    const sets = [
      {
        id: 'ca-dentist',
        name: 'California dentists',
        rules: [
          {
            id: 'practice-act',
            label: 'California Dental Practice Act',
            kind: 'minimum' as const,
            amount: 2,
            where: { mandates: ['practice_act' as const] },
          },
        ],
      },
    ];
    expect(countsTowardName(sets, 'ca-dentist')).toBe('California dentists');
    expect(countsTowardName(sets, 'ca-dentist:practice-act')).toBe(
      'California dentists · California Dental Practice Act',
    );
    expect(countsTowardName(sets, 'ca-dentist:opioids')).toBe('ca-dentist:opioids');
    expect(countsTowardName(sets, 'zz-dentist')).toBe('zz-dentist');
  });
});

describe('date spans', () => {
  it('offers the next 30 days and the next 3 months from today, a short month cutting the day', () => {
    expect(quickDateRanges(TODAY)).toEqual([
      { label: 'Next 30 days', from: '2026-11-30', to: '2026-12-30' },
      { label: 'Next 3 months', from: '2026-11-30', to: '2027-02-28' },
    ]);
    expect(addMonths(new Date(2027, 0, 15), 3)).toEqual(new Date(2027, 3, 15));
  });

  it('names a quick pick by its name, other spans by their days', () => {
    expect(dateRangeLabel('2026-11-30', '2026-12-30', TODAY)).toBe('Next 30 days');
    expect(dateRangeLabel('2026-11-30', '2027-02-28', TODAY)).toBe('Next 3 months');
    // The same days seen on another day are no longer 'the next 30 days'.
    expect(dateRangeLabel('2026-11-30', '2026-12-30', new Date(2026, 11, 1))).toBe(
      'November 30, 2026 – December 30, 2026',
    );
    expect(dateRangeLabel('2027-03-11', '2027-03-11', TODAY)).toBe('March 11, 2027');
    expect(dateRangeLabel('2027-03-11', '', TODAY)).toBe('From March 11, 2027');
    expect(dateRangeLabel('', '2025-12-31', TODAY)).toBe('Until December 31, 2025');
  });
});

describe('listInWords', () => {
  it('joins names as a sentence does', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['Implants'])).toBe('Implants');
    expect(listInWords(['Implants', 'Virtual'])).toBe('Implants and Virtual');
    expect(listInWords(['Implants', 'Virtual', 'Texas'])).toBe('Implants, Virtual and Texas');
  });
});
