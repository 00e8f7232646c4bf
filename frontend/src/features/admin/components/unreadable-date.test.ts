import { unreadableDateWarning } from './unreadable-date';

const today = new Date(2026, 10, 26);

describe('unreadableDateWarning', () => {
  it('warns for a date text the server cannot read as days: TBD on the site, past in the counts', () => {
    expect(unreadableDateWarning('Sometime next spring', today)).toBe(
      '"Sometime next spring" cannot be read as a date: the site will show it as TBD and count it as a past event. Write it like 2027-03-11 or March 11-13, 2027.',
    );
    expect(unreadableDateWarning('Spring 2027', today)).not.toBeNull();
  });

  it('is quiet for readable dates (as eventDaysFromText reads them) and for an empty field', () => {
    for (const text of ['2026-03-11', 'March 11-13, 2026', 'October 3rd, 2026', 'March 2027', ''])
      expect(unreadableDateWarning(text, today)).toBeNull();
  });
});
