import { eventDateSortKey, sortEventsByDate, UNPARSEABLE_DATE_SORT_KEY } from './event-order';

const at = (year: number, month: number, day: number) => new Date(year, month - 1, day).getTime();

describe('eventDateSortKey (spec section 9)', () => {
  it.each([
    ['2026-03-12', at(2026, 3, 12)],
    ['June 5, 2026', at(2026, 6, 5)],
    ['October 3rd, 2026', at(2026, 10, 3)],
  ])('a single date %j sorts as that day', (text, key) => {
    expect(eventDateSortKey(text)).toBe(key);
  });

  it.each([
    ['March 12-14, 2026', at(2026, 3, 1)],
    ['March 30 - April 2, 2026', at(2026, 3, 1)],
    ['Sept 9-11, 2025', at(2025, 9, 1)],
    ['December 30, 2025 - January 2, 2026', at(2025, 12, 1)],
  ])('a range %j sorts as the first of its month', (text, key) => {
    expect(eventDateSortKey(text)).toBe(key);
  });

  it.each(['TBD', '', 'Spring 2026'])('unreadable %j sorts as January 1 2025', (text) => {
    expect(eventDateSortKey(text)).toBe(at(2025, 1, 1));
    expect(UNPARSEABLE_DATE_SORT_KEY).toBe(at(2025, 1, 1));
  });
});

describe('sortEventsByDate', () => {
  const event = (id: string, date: string) => ({ id, date });

  it('orders ascending by date', () => {
    const sorted = sortEventsByDate([event('c', '2026-09-01'), event('a', '2026-01-15'), event('b', 'May 3, 2026')]);
    expect(sorted.map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('lists events on the same dates in the order they were created, whatever order they are given in', () => {
    const sorted = sortEventsByDate([
      { id: 'second', date: 'May 5-7, 2027', createdAt: '2026-11-21T12:00:01.000Z' },
      { id: 'later date', date: 'June 1, 2027', createdAt: '2026-11-21T11:00:00.000Z' },
      { id: 'first', date: 'May 5-7, 2027', createdAt: '2026-11-21T12:00:00.000Z' },
      { id: 'third', date: 'May 5-7, 2027', createdAt: '2026-11-21T12:00:01.000Z' },
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['first', 'second', 'third', 'later date']);
  });

  it('puts a range before single dates earlier in the same month, because it sorts as the 1st', () => {
    const sorted = sortEventsByDate([event('single', 'March 5, 2026'), event('range', 'March 12-14, 2026')]);
    expect(sorted.map((e) => e.id)).toEqual(['range', 'single']);
  });

  it('puts unreadable dates at January 1 2025: after 2024 events, before later ones', () => {
    const sorted = sortEventsByDate([
      event('2026', '2026-02-01'),
      event('tbd', 'TBD'),
      event('2024', '2024-11-20'),
      event('feb25', '2025-02-01'),
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['2024', 'tbd', 'feb25', '2026']);
  });

  it('keeps the input order of events with the same key (stable)', () => {
    const sorted = sortEventsByDate([
      event('first', 'TBD'),
      event('second', '2025-01-01'),
      event('third', 'Coming soon'),
      event('r1', 'March 20-21, 2026'),
      event('r2', 'March 2-4, 2026'),
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['first', 'second', 'third', 'r1', 'r2']);
  });

  it('returns a new array and leaves the input untouched', () => {
    const input = [event('b', '2026-02-01'), event('a', '2026-01-01')];
    const sorted = sortEventsByDate(input);
    expect(sorted).not.toBe(input);
    expect(input.map((e) => e.id)).toEqual(['b', 'a']);
  });

  it('returns the same objects, with all their fields', () => {
    const a = { id: 'a', date: '2026-01-01', title: 'Alpha' };
    expect(sortEventsByDate([a])[0]).toBe(a);
  });

  it('handles an empty list', () => {
    expect(sortEventsByDate([])).toEqual([]);
  });
});
