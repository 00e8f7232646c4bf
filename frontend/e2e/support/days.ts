/** A local calendar day in the form the API takes and gives dates: YYYY-MM-DD. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * The local calendar day `days` after today (before it when negative): a test's upcoming event
 * dated by it stays upcoming whenever the suite runs, where a fixed date passes one day and turns
 * the test red.
 */
export function dayFromToday(days: number): string {
  return daysAfter(localDay(new Date()), days);
}

/** The calendar day `days` after the day 'YYYY-MM-DD' (before it when negative). */
export function daysAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return localDay(new Date(year, month - 1, date + days));
}

/** 'YYYY-MM-DD' as the site writes a day in words: '2027-10-14' → 'October 14, 2027'. */
export function dayInWords(day: string): string {
  return dayFormat({ month: 'long', day: 'numeric', year: 'numeric' }, day);
}

/** 'YYYY-MM-DD' with its weekday, as an agenda names a day: 'Thursday, October 14, 2027'. */
export function weekdayInWords(day: string): string {
  return dayFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, day);
}

function dayFormat(options: Intl.DateTimeFormatOptions, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', options).format(new Date(year, month - 1, date));
}
