import type { Speaker } from '../entities';
import { comparableName } from './names';

/**
 * Two strings in the order of their UTF-16 code units: ISO timestamps in time order, ids in one
 * fixed order. No collator: comparing timestamps with `localeCompare` was most of sorting the
 * 400,000 speakers of a large catalogue.
 */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Speakers in the order they were added; name and id break ties so the order never wobbles. */
export const bySpeakerOrder = (
  a: Pick<Speaker, 'createdAt' | 'name' | 'id'>,
  b: Pick<Speaker, 'createdAt' | 'name' | 'id'>,
): number => byCodeUnits(a.createdAt, b.createdAt) || a.name.localeCompare(b.name) || byCodeUnits(a.id, b.id);

/** The one form `Date.prototype.toISOString` gives for years 0 to 9999, whose texts order as their times do. */
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Below this many, `sort(order)` as it is. */
const SORTED_BY_NUMBERS_FROM = 1000;

/**
 * Sorts `items` in place by `order` and returns them, in the same order as `items.sort(order)`,
 * for an order that puts the earlier `createdAt` first and breaks the ties between equal ones. A
 * long list whose every `createdAt` is in toISOString's form is sorted by those times as numbers
 * first, `order` breaking the ties: comparing the times as texts, each a string somewhere in the
 * heap, was most of sorting the 400,040 records of +50,000 catalogue events (1.3 s of the
 * dashboard's first answer), and of sorting a lecturer's records oldest first.
 */
export function sortByCreatedAt<T extends { createdAt: string }>(items: T[], order: (a: T, b: T) => number): T[] {
  if (items.length < SORTED_BY_NUMBERS_FROM) return items.sort(order);
  const times = new Float64Array(items.length);
  for (let at = 0; at < items.length; at += 1) {
    const createdAt = items[at].createdAt;
    if (typeof createdAt !== 'string' || !ISO_INSTANT.test(createdAt)) return items.sort(order);
    times[at] = Date.parse(createdAt);
  }
  const positions = Array.from({ length: items.length }, (_, at) => at);
  positions.sort((a, b) => times[a] - times[b] || order(items[a], items[b]));
  const sorted = positions.map((at) => items[at]);
  for (let at = 0; at < sorted.length; at += 1) items[at] = sorted[at];
  return items;
}

/** Sorts `speakers` in place by bySpeakerOrder and returns them, as `speakers.sort(bySpeakerOrder)` would (sortByCreatedAt). */
export function sortBySpeakerOrder<T extends Pick<Speaker, 'createdAt' | 'name' | 'id'>>(speakers: T[]): T[] {
  return sortByCreatedAt(speakers, bySpeakerOrder);
}

/** The speakers page lists each person once: the first record wins; 'Dr.', credentials and case are ignored. */
export function dedupeSpeakersByName<T extends Pick<Speaker, 'name'>>(speakers: readonly T[]): T[] {
  const seen = new Set<string>();
  return speakers.filter((speaker) => {
    const key = comparableName(speaker.name ?? '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface SpeakerFilter {
  search?: string;
  /** 'all', '' or undefined mean every event ('All Events'). */
  eventId?: string;
}

/** The speakers screens' search box's words as filterSpeakers looks for them; '' finds everyone. */
export const speakerFilterNeedle = (search: string | undefined): string => (search ?? '').trim().toLowerCase();

/** The texts the speakers screens' search box looks in: name and profession, in lower case. */
export const speakerFilterTexts = (speaker: Pick<Speaker, 'name' | 'profession'>): readonly string[] => [
  (speaker.name ?? '').toLowerCase(),
  (speaker.profession ?? '').toLowerCase(),
];

/** Whether texts of speakerFilterTexts hold a needle of speakerFilterNeedle. */
export const speakerFilterFinds = (texts: readonly string[], needle: string): boolean =>
  needle === '' || texts.some((text) => text.includes(needle));

/** Search box and event filter of the speakers screens: name or profession, any case. */
export function filterSpeakers<T extends Pick<Speaker, 'name' | 'profession' | 'eventId'>>(
  speakers: readonly T[],
  { search, eventId }: SpeakerFilter = {},
): T[] {
  const needle = speakerFilterNeedle(search);
  const anyEvent = eventId === undefined || eventId === '' || eventId === 'all';
  return speakers.filter(
    (speaker) => (anyEvent || speaker.eventId === eventId) && speakerFilterFinds(speakerFilterTexts(speaker), needle),
  );
}
