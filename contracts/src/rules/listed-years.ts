/**
 * The years a page says it covers ('Dental Education Events 2026–2027') come from the events it
 * lists, never from a year written into the code: a hard-coded range goes stale while the
 * catalogue moves on (decision 0056).
 */

/** Where a hero title or subtitle takes the listed years: 'Dental Education Events {years}'. */
export const YEARS_PLACEHOLDER = '{years}';

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * '2026–2027' for the months ('YYYY-MM') the events not over yet start in, '2027' for one year,
 * null when no listed event has a readable date. An event that began last year and runs on counts
 * from today's year: a page does not announce a year that is over.
 */
export function listedYearsText(startMonths: Iterable<string>, today: Date): string | null {
  const years: number[] = [];
  for (const month of startMonths) {
    const match = MONTH_KEY.exec(month);
    if (match) years.push(Number(match[1]));
  }
  if (years.length === 0) return null;
  const last = Math.max(...years, today.getFullYear());
  const first = Math.min(Math.max(Math.min(...years), today.getFullYear()), last);
  return first === last ? String(first) : `${first}\u2013${last}`;
}

/**
 * A text with the listed years put in place of `{years}`; without years ('No events yet') the
 * placeholder and the space or 'for' before it are left out, so the sentence still reads.
 */
export function withListedYears(text: string, years: string | null): string {
  if (!text.includes(YEARS_PLACEHOLDER)) return text;
  if (years !== null) return text.split(YEARS_PLACEHOLDER).join(years);
  return text
    .split(/(?:\s+(?:for|in))?\s*\{years\}/)
    .join('')
    .trim();
}
