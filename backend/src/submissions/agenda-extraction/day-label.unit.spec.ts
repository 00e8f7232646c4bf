import { isoDateIn } from './day-label';

describe('a day in an agenda heading', () => {
  it.each([
    ['Thursday, October 15, 2026', '2026-10-15'],
    ['Day 2 – Sept 3, 2026', '2026-09-03'],
    ['jan 9 2027', '2027-01-09'],
    ['15th March 2026', '2026-03-15'],
    ['2026-06-01 Opening', '2026-06-01'],
  ])('%s is %s', (text, day) => {
    expect(isoDateIn(text)).toBe(day);
  });

  it('is none without a year, or on a day the calendar does not have', () => {
    expect(isoDateIn('October 15')).toBeUndefined();
    expect(isoDateIn('February 30, 2026')).toBeUndefined();
  });
});
