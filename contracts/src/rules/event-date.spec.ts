import { MONTH_NAMES, calendarDaysBetween, localIsoDay, monthIndex, parseEventDate, readEventDate } from './event-date';

/** Local calendar date, as the rules promise; month is 1-12 here for readability. */
const local = (year: number, month: number, day: number) => new Date(year, month - 1, day);

describe('parseEventDate', () => {
  describe('ISO dates are local calendar days, not UTC midnight', () => {
    it.each([
      ['2026-03-12', local(2026, 3, 12)],
      ['2025-01-01', local(2025, 1, 1)],
      ['2026-12-31', local(2026, 12, 31)],
      ['  2026-06-05  ', local(2026, 6, 5)],
    ])('%j is %s', (text, expected) => {
      expect(parseEventDate(text)).toEqual(expected);
    });

    it('keeps the same day number whatever the machine time zone', () => {
      const date = parseEventDate('2026-03-01');
      expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([2026, 2, 1, 0]);
    });

    it.each(['2026-02-30', '2026-13-01', '2026-00-10', '2025-02-29'])('rejects the impossible day %j', (text) => {
      expect(parseEventDate(text)).toBeNull();
    });

    it('accepts February 29 in a leap year', () => {
      expect(parseEventDate('2028-02-29')).toEqual(local(2028, 2, 29));
    });
  });

  describe("ranges 'Month D-D, YYYY' give the first day", () => {
    it.each([
      ['March 12-14, 2026', local(2026, 3, 12)],
      ['March 12\u201314, 2026', local(2026, 3, 12)],
      ['March 12 \u2013 14, 2026', local(2026, 3, 12)],
      ['March 12 - 14, 2026', local(2026, 3, 12)],
      ['March 12\u201414, 2026', local(2026, 3, 12)],
      ['Mar 12-14, 2026', local(2026, 3, 12)],
      ['Sept. 9-11 2025', local(2025, 9, 9)],
      ['march 12-14, 2026', local(2026, 3, 12)],
      ['March 30 - April 2, 2026', local(2026, 3, 30)],
      ['March 30\u2013April 2, 2026', local(2026, 3, 30)],
      ['December 30, 2025 - January 2, 2026', local(2025, 12, 30)],
      ['December 30 - January 2, 2026', local(2025, 12, 30)],
    ])('%j starts %s', (text, expected) => {
      expect(parseEventDate(text)).toEqual(expected);
    });

    it('rejects a range whose second month is not a month', () => {
      expect(parseEventDate('March 30 - Later 2, 2026')).toBeNull();
    });

    it('rejects a range starting on an impossible day', () => {
      expect(parseEventDate('February 30-31, 2026')).toBeNull();
    });
  });

  describe('other dates', () => {
    it.each([
      ['June 5, 2026', local(2026, 6, 5)],
      ['June 5 2026', local(2026, 6, 5)],
      ['Jun 5, 2026', local(2026, 6, 5)],
      ['Jun. 5, 2026', local(2026, 6, 5)],
      ['JUNE 5, 2026', local(2026, 6, 5)],
      ['5 June 2026', local(2026, 6, 5)],
      ['Friday, June 5, 2026', local(2026, 6, 5)],
      ['06/05/2026', local(2026, 6, 5)],
      ['March 2026', local(2026, 3, 1)],
    ])('%j is %s', (text, expected) => {
      expect(parseEventDate(text)).toEqual(expected);
    });

    it('reads a full ISO timestamp as that instant', () => {
      expect(parseEventDate('2026-06-05T14:30:00Z')).toEqual(new Date(Date.UTC(2026, 5, 5, 14, 30)));
    });
  });

  describe('a trailing ordinal suffix is stripped as a fallback', () => {
    it.each([
      ['October 3rd, 2026', local(2026, 10, 3)],
      ['October 1st, 2026', local(2026, 10, 1)],
      ['October 2nd 2026', local(2026, 10, 2)],
      ['October 24TH, 2026', local(2026, 10, 24)],
      ['March 12th-14th, 2026', local(2026, 3, 12)],
    ])('%j is %s', (text, expected) => {
      expect(parseEventDate(text)).toEqual(expected);
    });
  });

  describe('unreadable texts are null', () => {
    it.each([
      '',
      '   ',
      'TBD',
      'TBA',
      'Spring 2026',
      'Fall 2025',
      'Coming soon',
      '12',
      'June 5',
      '2026',
      '2026-06',
      'Junetember 5, 2026',
      'Smarch 12-14, 2026',
    ])('%j', (text) => {
      expect(parseEventDate(text)).toBeNull();
    });

    it('does not throw on values that are not strings', () => {
      expect(parseEventDate(undefined as unknown as string)).toBeNull();
      expect(parseEventDate(null as unknown as string)).toBeNull();
      expect(parseEventDate(20260605 as unknown as string)).toBeNull();
    });
  });
});

describe('readEventDate tells ranges apart', () => {
  it.each([
    ['March 12-14, 2026', true],
    ['March 30 - April 2, 2026', true],
    ['March 12th-14th, 2026', true],
    ['March 12, 2026', false],
    ['2026-03-12', false],
    ['October 3rd, 2026', false],
  ])('%j is a range: %s', (text, isRange) => {
    expect(readEventDate(text)?.isRange).toBe(isRange);
  });

  it('is null for unreadable text', () => {
    expect(readEventDate('TBD')).toBeNull();
  });
});

describe('calendarDaysBetween counts local calendar days, not 24-hour periods', () => {
  it.each([
    [new Date(2026, 2, 10, 23, 59), new Date(2026, 2, 11, 0, 1), 1],
    [new Date(2026, 2, 11, 0, 1), new Date(2026, 2, 10, 23, 59), -1],
    [new Date(2026, 2, 10, 0, 0), new Date(2026, 2, 10, 23, 59), 0],
    [new Date(2026, 0, 1), new Date(2026, 11, 31), 364],
    [new Date(2026, 2, 1), new Date(2026, 3, 1), 31],
    [new Date(2026, 9, 30), new Date(2026, 10, 2), 3],
    [new Date(2026, 2, 7, 12), new Date(2026, 2, 9, 12), 2],
  ])('from %s to %s is %i', (from, to, days) => {
    expect(calendarDaysBetween(from, to)).toBe(days);
  });
});

describe('localIsoDay writes the local calendar day as YYYY-MM-DD', () => {
  it('pads month and day, and keeps the local day late in the evening', () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('month names', () => {
  it('are written in full, January first', () => {
    expect(MONTH_NAMES[0]).toBe('January');
    expect(MONTH_NAMES[11]).toBe('December');
  });

  it.each([
    ['January', 0],
    ['jan', 0],
    ['SEPT', 8],
    ['Sep', 8],
    ['december', 11],
    ['Janu', -1],
    ['Smarch', -1],
  ])('%s reads as month index %i', (word, index) => {
    expect(monthIndex(word)).toBe(index);
  });
});
