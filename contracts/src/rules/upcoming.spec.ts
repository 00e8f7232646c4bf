import { countEvents, countListings, isUpcomingEvent } from './upcoming';

const now = new Date(2026, 2, 10, 9, 0);

describe('isUpcomingEvent: the date parses as later than now (spec section 9)', () => {
  it.each([
    ['2026-03-11', true],
    ['March 30 - April 2, 2026', true],
    ['December 1st, 2026', true],
    ['2026-03-09', false],
    ['March 1-12, 2026', false],
    ['TBD', false],
    ['', false],
  ])('%j: %s', (date, expected) => {
    expect(isUpcomingEvent(date, now)).toBe(expected);
  });

  it('treats an event starting today as no longer upcoming once the day has begun', () => {
    expect(isUpcomingEvent('2026-03-10', now)).toBe(false);
  });

  it('compares with the exact moment: one millisecond before the start it is still upcoming', () => {
    const start = new Date(2026, 2, 10);
    expect(isUpcomingEvent('2026-03-10', new Date(start.getTime() - 1))).toBe(true);
    expect(isUpcomingEvent('2026-03-10', start)).toBe(false);
  });
});

describe('countEvents', () => {
  it('counts total, upcoming, and past as total minus upcoming (unreadable dates count as past)', () => {
    const events = [{ date: '2026-04-01' }, { date: 'June 5, 2026' }, { date: '2025-11-02' }, { date: 'TBD' }];
    expect(countEvents(events, now)).toEqual({ total: 4, upcoming: 2, past: 2 });
  });

  it('is all zeros for no events', () => {
    expect(countEvents([], now)).toEqual({ total: 0, upcoming: 0, past: 0 });
  });

  it('moves events from upcoming to past as time passes', () => {
    const events = [{ date: '2026-04-01' }, { date: '2026-05-01' }];
    expect(countEvents(events, new Date(2026, 3, 15))).toEqual({ total: 2, upcoming: 1, past: 1 });
  });

  it('reads each date text with the start given, when one is', () => {
    const events = [{ date: '2026-04-01' }, { date: 'TBD' }, { date: 'soon' }];
    const starts = new Map<string, number | null>([
      ['2026-04-01', null],
      ['TBD', null],
      ['soon', now.getTime() + 1],
    ]);
    expect(countEvents(events, now, (text) => starts.get(text) ?? null)).toEqual({ total: 3, upcoming: 1, past: 2 });
  });
});

describe('countListings: the counts as the public lists sort the events', () => {
  const today = new Date(2026, 2, 10);

  it('counts an undated event with the upcoming ones, as /events lists it', () => {
    const events = [{ date: 'TBD (Spring 2027)' }, { date: '2025-11-02' }, { date: '2026-04-01' }];
    expect(countListings(events, today)).toEqual({ total: 3, upcoming: 2, past: 1 });
  });

  it('counts an event under way as upcoming, and one whose days an admin gave by those days', () => {
    const events = [
      { date: 'March 9-11, 2026' },
      { date: 'Early spring', startDate: '2026-02-01', endDate: '2026-02-03' },
    ];
    expect(countListings(events, today)).toEqual({ total: 2, upcoming: 1, past: 1 });
  });
});
