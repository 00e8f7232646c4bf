import {
  AGD_SUBJECTS,
  AUDIENCES,
  COUNTRIES,
  EVENT_FORMATS,
  ESTIMATED_CREDITS_MAX,
  countryOfRegion,
  type Audience,
  type Country,
  type EventFormat,
} from '@dental/contracts';

/**
 * What /events is filtered by, read from its URL. The URL uses the parameter names of
 * GET /api/events/search (`?topic=690&topic=490&region=TX&near=Dallas, TX&radiusMiles=50`), so a
 * shared link, the server's render, the API request and the calendar feed all say the same thing.
 */
export interface EventFilters {
  /** Words to find in the title, description, place, sessions or speakers. */
  q: string;
  /** A city as the events list it (the city facet's spelling), any case. */
  city: string;
  /** YYYY-MM: the month an event starts in. */
  month: string;
  /** A US state or Canadian province code ('TX', 'ON'). */
  region: string;
  country: Country | '';
  /** A city to measure from ('Dallas, TX'); only the server knows which names exist. */
  near: string;
  /** Miles around `near`; null means the server's default. Kept when chosen before `near` is given. */
  radiusMiles: number | null;
  /** YYYY-MM-DD: events whose days overlap this span. */
  from: string;
  to: string;
  /** AGD subject codes, in the catalogue's order. */
  topic: string[];
  audience: Audience[];
  format: EventFormat[];
  minCredits: number | null;
  /** A renewal rule set's id, or `<ruleSetId>:<ruleId>`: events with a session that counts toward it. */
  countsToward: string;
  sort: EventSort;
}

export type EventSort = 'date' | 'credits';

export const NO_FILTERS: EventFilters = {
  q: '',
  city: '',
  month: '',
  region: '',
  country: '',
  near: '',
  radiusMiles: null,
  from: '',
  to: '',
  topic: [],
  audience: [],
  format: [],
  minCredits: null,
  countsToward: '',
  sort: 'date',
};

/** The radius offered for 'near a city'; the first render shows the server's default, 100. */
export const RADIUS_CHOICES = [25, 50, 100, 250, 500] as const;
export const DEFAULT_RADIUS = 100;
/** 'Minimum CE credits' choices: common state requirements are met in these steps. */
export const MIN_CREDIT_CHOICES = [1, 3, 6, 12, 24] as const;

/**
 * The search's largest radius (MAX_RADIUS_MILES in contracts' http/public-reads.ts, checked equal by
 * a test). Not imported: that module builds the search's zod schemas as it loads, and importing it
 * would bring zod into the /events page.
 */
export const MAX_RADIUS_MILES = 3000;
/** The API refuses text over 200 characters; a longer one is cut rather than refused. */
const MAX_TEXT = 200;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SUBJECT_ORDER = AGD_SUBJECTS.map((subject) => subject.code as string);
/** What the search takes for `countsToward` (a rule set id, then optionally ':' and a rule id). */
const COUNTS_TOWARD = /^[A-Za-z0-9_-]{1,64}(:[a-z0-9-]{1,60})?$/;

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const text = (value: string | null) => (value ?? '').trim().slice(0, MAX_TEXT);

/** The values of a repeatable parameter that belong to `allowed`, once each, in `allowed`'s order. */
function pick<T extends string>(values: readonly string[], allowed: readonly T[]): T[] {
  const given = new Set(values.map((value) => value.trim()));
  return allowed.filter((value) => given.has(value));
}

function numberIn(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : null;
}

/**
 * The filters a URL asks for. Anything the search would refuse is left out instead (an unknown
 * subject code, a date that is not a day, a radius out of range), so an edited or stale link still
 * shows a page; an end before the start is read as the same span the other way round.
 */
export function readEventFilters(params: URLSearchParams): EventFilters {
  const month = text(params.get('month'));
  const region = text(params.get('region')).toUpperCase();
  const country = text(params.get('country')).toUpperCase();
  let from = text(params.get('from'));
  let to = text(params.get('to'));
  if (!isIsoDay(from)) from = '';
  if (!isIsoDay(to)) to = '';
  if (from && to && to < from) [from, to] = [to, from];
  const radiusMiles = numberIn(params.get('radiusMiles'), 1, MAX_RADIUS_MILES);
  const minCredits = numberIn(params.get('minCredits'), 0, ESTIMATED_CREDITS_MAX);
  const countsToward = text(params.get('countsToward'));
  return {
    q: text(params.get('q')),
    city: text(params.get('city')),
    month: MONTH.test(month) ? month : '',
    region: countryOfRegion(region) ? region : '',
    country: (COUNTRIES as readonly string[]).includes(country) ? (country as Country) : '',
    near: text(params.get('near')),
    // The default is not written, so the same search has one address.
    radiusMiles: radiusMiles === DEFAULT_RADIUS ? null : radiusMiles,
    from,
    to,
    topic: pick(params.getAll('topic'), SUBJECT_ORDER),
    audience: pick(params.getAll('audience'), AUDIENCES),
    format: pick(params.getAll('format'), EVENT_FORMATS),
    // 0 credits is every event: no filter.
    minCredits: minCredits === 0 ? null : minCredits,
    countsToward: COUNTS_TOWARD.test(countsToward) ? countsToward : '',
    sort: params.get('sort') === 'credits' ? 'credits' : 'date',
  };
}

/**
 * The filters as search parameters, in one fixed order with empty ones left out: what the page's
 * URL carries. `radiusMiles` stays even without `near`, so a radius chosen first is not lost.
 */
export function eventFilterEntries(filters: EventFilters): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  const add = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') entries.push([name, String(value)]);
  };
  add('q', filters.q.trim());
  add('from', filters.from);
  add('to', filters.to);
  add('month', filters.month);
  add('region', filters.region);
  add('country', filters.country);
  add('city', filters.city.trim());
  add('near', filters.near.trim());
  add('radiusMiles', filters.radiusMiles === DEFAULT_RADIUS ? null : filters.radiusMiles);
  for (const code of pick(filters.topic, SUBJECT_ORDER)) add('topic', code);
  for (const audience of pick(filters.audience, AUDIENCES)) add('audience', audience);
  for (const format of pick(filters.format, EVENT_FORMATS)) add('format', format);
  add('minCredits', filters.minCredits || null);
  add('countsToward', filters.countsToward.trim());
  add('sort', filters.sort === 'credits' ? 'credits' : null);
  return entries;
}

/** A list parameter of the API: the values of `topic`, `audience` or `format`. */
export type EventSearchFilterParams = Partial<
  Record<
    | 'q'
    | 'from'
    | 'to'
    | 'month'
    | 'region'
    | 'country'
    | 'city'
    | 'near'
    | 'radiusMiles'
    | 'minCredits'
    | 'countsToward'
    | 'sort',
    string
  >
> &
  Partial<Record<'topic' | 'audience' | 'format', string[]>>;

/**
 * The filters as GET /api/events/search takes them: the URL's parameters, except a radius without
 * a city to measure from, which the search refuses (and which narrows nothing).
 */
export function eventSearchFilterParams(filters: EventFilters): EventSearchFilterParams {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of eventFilterEntries(filters)) {
    if (name === 'radiusMiles' && filters.near.trim() === '') continue;
    if (name === 'topic' || name === 'audience' || name === 'format')
      params[name] = [...((params[name] as string[] | undefined) ?? []), value];
    else params[name] = value;
  }
  return params;
}

/**
 * The URL after a change of filters: the other filters kept, and both lists back on their first
 * page, since the old page numbers counted other results.
 */
export function changeEventFilters(current: URLSearchParams, change: Partial<EventFilters>): URLSearchParams {
  return new URLSearchParams(eventFilterEntries({ ...readEventFilters(current), ...change }));
}
