import { readEventDate } from './event-date';
import { eventTiming, listingTiming } from './event-timing';

const today = new Date(2026, 2, 13, 15, 30);

describe('the last day of an event date', () => {
  it.each([
    ['2026-03-13', new Date(2026, 2, 13)],
    ['March 12-14, 2026', new Date(2026, 2, 14)],
    ['March 30 - April 2, 2026', new Date(2026, 3, 2)],
    ['December 30, 2025 – January 2, 2026', new Date(2026, 0, 2)],
    ['December 30 - January 2, 2026', new Date(2026, 0, 2)],
  ])('%s ends on %s', (text, end) => {
    expect(readEventDate(text)?.end).toEqual(end);
  });

  it('treats a range whose end comes before its start as one day', () => {
    const read = readEventDate('March 14-12, 2026');
    expect(read?.end).toEqual(read?.date);
  });
});

describe('eventTiming', () => {
  it.each([
    ['March 14, 2026', 'upcoming'],
    ['March 14-16, 2026', 'upcoming'],
    ['2026-03-13', 'happening'],
    ['March 12-14, 2026', 'happening'],
    ['March 13-15, 2026', 'happening'],
    ['March 10-13, 2026', 'happening'],
    ['March 10-12, 2026', 'past'],
    ['2026-03-12', 'past'],
    ['TBD', 'unknown'],
    ['Sometime next spring', 'unknown'],
  ])('%s is %s on March 13, 2026', (text, timing) => {
    expect(eventTiming(text, today)).toBe(timing);
  });
});

describe('listingTiming: the date text, else the days an admin gave', () => {
  const today = new Date(2026, 10, 21, 12);
  it('reads a readable text as eventTiming does, whatever the days say', () => {
    expect(listingTiming({ date: 'November 20-22, 2026', startDate: '2020-01-01', endDate: '2020-01-02' }, today)).toBe(
      'happening',
    );
  });
  it('uses the days when the text cannot be read', () => {
    expect(listingTiming({ date: 'Spring 2027', startDate: '2027-04-10', endDate: '2027-04-11' }, today)).toBe(
      'upcoming',
    );
    expect(listingTiming({ date: 'Last fall', startDate: '2026-10-01', endDate: '2026-10-02' }, today)).toBe('past');
    expect(listingTiming({ date: 'This week', startDate: '2026-11-20', endDate: '2026-11-22' }, today)).toBe(
      'happening',
    );
    expect(listingTiming({ date: 'This week', startDate: '2026-11-21', endDate: null }, today)).toBe('happening');
  });
  it('is unknown with neither', () => {
    expect(listingTiming({ date: 'TBD', startDate: null, endDate: null }, today)).toBe('unknown');
    expect(listingTiming({ date: 'TBD' }, today)).toBe('unknown');
  });
});
