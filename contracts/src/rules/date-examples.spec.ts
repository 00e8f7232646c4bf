import { eventDateExamples } from './date-examples';
import { readEventDate } from './event-date';

describe('eventDateExamples: hints that show a day still ahead', () => {
  it('uses the coming March: next year once this March has begun', () => {
    expect(eventDateExamples(new Date(2026, 10, 26))).toEqual({
      isoDay: '2027-03-11',
      range: 'March 11-13, 2027',
      dayName: 'Thursday, March 11',
    });
    expect(eventDateExamples(new Date(2027, 2, 1)).isoDay).toBe('2028-03-11');
  });

  it("uses this year's March in January and February", () => {
    expect(eventDateExamples(new Date(2027, 0, 5)).range).toBe('March 11-13, 2027');
  });

  it('gives examples the date rules read, after today', () => {
    const today = new Date(2026, 10, 26);
    const examples = eventDateExamples(today);
    for (const text of [examples.isoDay, examples.range])
      expect(readEventDate(text)?.date.getTime()).toBeGreaterThan(today.getTime());
  });
});
