import {
  AUDIENCE_LABELS,
  COUNTRY_NAMES,
  EVENT_FORMAT_LABELS,
  agdSubjectName,
  formatCredits,
  isoDayText,
  localIsoDay,
  regionName,
} from '@dental/contracts';
import { monthLabel } from '../filter-options';
import { DEFAULT_RADIUS, type EventFilters } from './event-filters';

/** One active filter as the visitor sees it, and the change that removes it. */
export interface FilterChip {
  /** Stable across renders, for React keys and focus. */
  id: string;
  /** 'Implants', 'Near Dallas, TX · 100 mi', 'Next 30 days'. */
  label: string;
  without: Partial<EventFilters>;
}

/** 'December 3, 2026' for '2026-12-03': days are written as everywhere else on the site. */
export function dayLabel(day: string): string {
  return isoDayText(day);
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

/** The same day `months` later, or the month's last day when it is shorter (Nov 30 + 3 months: Feb 28). */
export function addMonths(day: Date, months: number): Date {
  const lastOfMonth = new Date(day.getFullYear(), day.getMonth() + months + 1, 0).getDate();
  return new Date(day.getFullYear(), day.getMonth() + months, Math.min(day.getDate(), lastOfMonth));
}

export interface DateRangeChoice {
  label: string;
  from: string;
  to: string;
}

/** The quick picks next to the date fields, from today (the page's day, never the clock read during a render). */
export function quickDateRanges(today: Date): DateRangeChoice[] {
  const from = localIsoDay(today);
  return [
    { label: 'Next 30 days', from, to: localIsoDay(addDays(today, 30)) },
    { label: 'Next 3 months', from, to: localIsoDay(addMonths(today, 3)) },
  ];
}

/** A date span in words: a quick pick's name when it is one, else its days. */
export function dateRangeLabel(from: string, to: string, today: Date): string {
  const pick = quickDateRanges(today).find((choice) => choice.from === from && choice.to === to);
  if (pick) return pick.label;
  if (from && to) return from === to ? dayLabel(from) : `${dayLabel(from)} – ${dayLabel(to)}`;
  return from ? `From ${dayLabel(from)}` : `Until ${dayLabel(to)}`;
}

/** 'Near Dallas, TX · 100 mi': the radius is the server's default when none is chosen. */
export function nearLabel(near: string, radiusMiles: number | null): string {
  return `Near ${near} · ${radiusMiles ?? DEFAULT_RADIUS} mi`;
}

/** '6+ CE credits'. */
export function minCreditsLabel(credits: number): string {
  return `${formatCredits(credits)}+ CE ${credits === 1 ? 'credit' : 'credits'}`;
}

/**
 * Every active filter as a removable chip, in the order the filter form lists them. `today`
 * names a quick date pick ('Next 30 days') when the span is one.
 */
export function filterChips(
  filters: EventFilters,
  today: Date,
  /** 'California dentists · Infection control' for `ca-dentist:infection-control`, once the rule sets are known. */
  countsTowardName: (value: string) => string = (value) => value,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.q) chips.push({ id: 'q', label: `“${filters.q}”`, without: { q: '' } });
  if (filters.from || filters.to)
    chips.push({ id: 'dates', label: dateRangeLabel(filters.from, filters.to, today), without: { from: '', to: '' } });
  if (filters.month) chips.push({ id: 'month', label: monthLabel(filters.month), without: { month: '' } });
  if (filters.region) chips.push({ id: 'region', label: regionName(filters.region), without: { region: '' } });
  if (filters.country) chips.push({ id: 'country', label: COUNTRY_NAMES[filters.country], without: { country: '' } });
  if (filters.city) chips.push({ id: 'city', label: filters.city, without: { city: '' } });
  if (filters.near)
    chips.push({
      id: 'near',
      label: nearLabel(filters.near, filters.radiusMiles),
      without: { near: '', radiusMiles: null },
    });
  for (const code of filters.topic)
    chips.push({
      id: `topic-${code}`,
      label: agdSubjectName(code),
      without: { topic: filters.topic.filter((other) => other !== code) },
    });
  for (const audience of filters.audience) {
    chips.push({
      id: `audience-${audience}`,
      label: AUDIENCE_LABELS[audience],
      without: { audience: filters.audience.filter((other) => other !== audience) },
    });
  }
  for (const format of filters.format)
    chips.push({
      id: `format-${format}`,
      label: EVENT_FORMAT_LABELS[format],
      without: { format: filters.format.filter((other) => other !== format) },
    });
  if (filters.minCredits)
    chips.push({ id: 'minCredits', label: minCreditsLabel(filters.minCredits), without: { minCredits: null } });
  if (filters.countsToward)
    chips.push({
      id: 'countsToward',
      label: `Counts toward: ${countsTowardName(filters.countsToward)}`,
      without: { countsToward: '' },
    });
  return chips;
}

/** 'Implants, Virtual and Texas': the active filters named in a sentence. */
export function listInWords(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
