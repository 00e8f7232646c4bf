import { parseEventDate, type EventListing } from '@dental/contracts';

/** Filters of the /events page, as kept in the query string (?q=&city=&month=). */
export interface EventFilters {
  q: string;
  city: string;
  /** 'YYYY-MM' of the event's (first) day. */
  month: string;
}

export function monthKeyOf(dateText: string): string | null {
  const date = parseEventDate(dateText);
  if (!date) return null;
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

// Built once: a formatter or collator per call costs milliseconds each on a phone.
const MONTH_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const compareText = new Intl.Collator().compare;

export function monthLabel(monthKey: string): string {
  const [year, month] = monthKey.split('-').map(Number);
  return MONTH_FORMAT.format(new Date(year, month - 1, 1));
}

export function cityOptions(events: readonly EventListing[]): string[] {
  const cities = new Map<string, string>();
  for (const event of events) {
    const city = event.city?.trim();
    if (city && !cities.has(city.toLowerCase())) cities.set(city.toLowerCase(), city);
  }
  return [...cities.values()].sort(compareText);
}

export function monthOptions(events: readonly EventListing[]): string[] {
  return [...new Set(events.map((event) => monthKeyOf(event.date)).filter((key): key is string => key !== null))].sort();
}

/** Keeps the input order; text search looks at title, description, location and city. */
export function filterEvents(events: readonly EventListing[], { q, city, month }: EventFilters): EventListing[] {
  const needle = q.trim().toLowerCase();
  return events.filter(
    (event) =>
      (!city || event.city?.trim().toLowerCase() === city.toLowerCase()) &&
      (!month || monthKeyOf(event.date) === month) &&
      (!needle || [event.title, event.description, event.location, event.city].some((text) => (text ?? '').toLowerCase().includes(needle))),
  );
}
