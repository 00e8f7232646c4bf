import { eventDateText, eventDaysText, isoDayText } from './date-labels';

describe('eventDateText: one style for every event date a visitor reads', () => {
  it.each([
    ['December 3rd, 2026', 'December 3, 2026'],
    ['2027-02-25', 'February 25, 2027'],
    ['April 9, 2027', 'April 9, 2027'],
    ['Apr 9 2027', 'April 9, 2027'],
    ['January 21-23, 2027', 'January 21\u201323, 2027'],
    ['March 30 - April 2, 2027', 'March 30 \u2013 April 2, 2027'],
    ['December 30, 2026 \u2013 January 2, 2027', 'December 30, 2026 \u2013 January 2, 2027'],
    ['March 2027', 'March 2027'],
    ['sept 2027', 'September 2027'],
  ])('%j reads %j', (text, expected) => {
    expect(eventDateText(text)).toBe(expected);
  });

  it("keeps the organiser's words when they are not a date", () => {
    expect(eventDateText('TBD (Spring 2027)')).toBe('TBD (Spring 2027)');
    expect(eventDateText('  To be announced ')).toBe('To be announced');
  });
});

describe('eventDaysText and isoDayText: calendar days written the same way', () => {
  it('writes a span of days like an event date', () => {
    expect(eventDaysText('2027-03-11', '2027-03-13')).toBe('March 11\u201313, 2027');
    expect(eventDaysText('2027-03-11', null)).toBe('March 11, 2027');
    expect(eventDaysText('2027-03-11', '2027-03-01')).toBe('March 11, 2027');
  });

  it('writes one day, with its weekday when asked', () => {
    expect(isoDayText('2027-03-11')).toBe('March 11, 2027');
    expect(isoDayText('2027-03-11', { weekday: true })).toBe('Thursday, March 11, 2027');
    expect(isoDayText('Day 1')).toBe('Day 1');
  });
});
