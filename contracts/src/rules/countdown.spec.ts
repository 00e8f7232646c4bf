import { countdownBadge } from './countdown';

/** Mid-afternoon on Tuesday, March 10 2026, local time. */
const now = new Date(2026, 2, 10, 15, 30);

describe('countdownBadge (spec section 4)', () => {
  it.each([
    ['2026-03-09', 'Past', 'past'],
    ['2025-12-31', 'Past', 'past'],
    ['March 1-3, 2026', 'Past', 'past'],
    ['March 1-9, 2026', 'Past', 'past'],
    ['March 8-10, 2026', 'Happening Now', 'happening'],
    ['March 9-11, 2026', 'Happening Now', 'happening'],
    ['February 28 - March 12, 2026', 'Happening Now', 'happening'],
    ['December 30, 2025 – March 10, 2026', 'Happening Now', 'happening'],
    ['2026-03-10', 'Today', 'today'],
    ['March 10, 2026', 'Today', 'today'],
    ['March 10-12, 2026', 'Today', 'today'],
    ['2026-03-11', '1 Day', 'upcoming'],
    ['March 11th, 2026', '1 Day', 'upcoming'],
    ['2026-03-12', '2 Days', 'upcoming'],
    ['March 17-19, 2026', '7 Days', 'upcoming'],
    ['March 30 - April 2, 2026', '20 Days', 'upcoming'],
    ['2027-03-10', '365 Days', 'upcoming'],
    ['TBD', 'TBD', 'unknown'],
    ['Spring 2026', 'TBD', 'unknown'],
    ['', 'TBD', 'unknown'],
  ])('%j shows %j (%s)', (dateText, label, tone) => {
    expect(countdownBadge(dateText, now)).toEqual({ label, tone });
  });

  it('compares calendar days, so an event tomorrow morning is 1 Day even late at night', () => {
    expect(countdownBadge('2026-03-11', new Date(2026, 2, 10, 23, 59)).label).toBe('1 Day');
    expect(countdownBadge('2026-03-11', new Date(2026, 2, 10, 0, 0)).label).toBe('1 Day');
  });

  it('shows Today all day long, from midnight to the last minute', () => {
    expect(countdownBadge('2026-03-10', new Date(2026, 2, 10, 0, 0)).label).toBe('Today');
    expect(countdownBadge('2026-03-10', new Date(2026, 2, 10, 23, 59)).label).toBe('Today');
  });

  it('turns Past the day after', () => {
    expect(countdownBadge('2026-03-10', new Date(2026, 2, 11, 0, 1))).toEqual({ label: 'Past', tone: 'past' });
  });

  it('shows Happening Now from the second day to the last, then Past', () => {
    expect(countdownBadge('March 10-12, 2026', new Date(2026, 2, 10, 23, 59)).label).toBe('Today');
    expect(countdownBadge('March 10-12, 2026', new Date(2026, 2, 11, 0, 0)).label).toBe('Happening Now');
    expect(countdownBadge('March 10-12, 2026', new Date(2026, 2, 12, 23, 59)).label).toBe('Happening Now');
    expect(countdownBadge('March 10-12, 2026', new Date(2026, 2, 13, 0, 0))).toEqual({ label: 'Past', tone: 'past' });
  });

  it('counts across a daylight-saving change without losing a day', () => {
    expect(countdownBadge('2026-03-09', new Date(2026, 2, 7, 12)).label).toBe('2 Days');
    expect(countdownBadge('2026-11-02', new Date(2026, 9, 31, 12)).label).toBe('2 Days');
  });

  it('counts to the days an admin gave when the date text cannot be read (decision 0137)', () => {
    const spring = { date: 'Spring 2026', startDate: '2026-04-20', endDate: '2026-04-22' };
    expect(countdownBadge(spring, now)).toEqual({ label: '41 Days', tone: 'upcoming' });
    expect(countdownBadge(spring, new Date(2026, 3, 21, 9))).toEqual({ label: 'Happening Now', tone: 'happening' });
    expect(countdownBadge(spring, new Date(2026, 3, 23, 0, 1))).toEqual({ label: 'Past', tone: 'past' });
    expect(countdownBadge({ date: 'Spring 2026', startDate: null }, now)).toEqual({ label: 'TBD', tone: 'unknown' });
  });

  it('reads a date text it can read before the days given with it', () => {
    expect(countdownBadge({ date: '2026-03-11', startDate: '2026-05-01' }, now).label).toBe('1 Day');
  });
});
