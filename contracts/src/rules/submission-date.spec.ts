import { formatSubmissionDate } from './submission-date';

/** Intl may put a narrow no-break space before AM/PM; the text is compared with plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatSubmissionDate (spec section 9: en-US, year, short month, day, hour, minute)', () => {
  it.each([
    ['2026-03-05T14:30:00Z', 'UTC', 'Mar 5, 2026, 2:30 PM'],
    ['2026-03-05T09:05:00Z', 'UTC', 'Mar 5, 2026, 9:05 AM'],
    ['2026-03-05T00:00:00Z', 'UTC', 'Mar 5, 2026, 12:00 AM'],
    ['2026-03-05T14:30:00Z', 'America/New_York', 'Mar 5, 2026, 9:30 AM'],
    ['2026-01-01T02:00:00Z', 'America/Los_Angeles', 'Dec 31, 2025, 6:00 PM'],
  ])('%s in %s is %j', (iso, timeZone, expected) => {
    expect(plain(formatSubmissionDate(iso, timeZone))).toBe(expected);
  });

  it('uses the viewer time zone by default, in the same format', () => {
    // Noon UTC is July 15 or 16 somewhere between UTC-12 and UTC+14.
    expect(plain(formatSubmissionDate('2026-07-15T12:00:00Z'))).toMatch(/^Jul 1[56], 2026, \d{1,2}:\d{2} [AP]M$/);
  });

  it.each(['', 'not a date', 'TBD'])('shows the stored text %j as it is when it is not a timestamp', (iso) => {
    expect(formatSubmissionDate(iso, 'UTC')).toBe(iso);
  });
});
