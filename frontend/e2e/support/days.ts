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
  const today = new Date();
  return localDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
}
