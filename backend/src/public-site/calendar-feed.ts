import {
  AUDIENCE_LABELS,
  COUNTRY_NAMES,
  DEFAULT_RADIUS_MILES,
  EVENT_FORMAT_LABELS,
  EventSearchQuerySchema,
  MONTH_NAMES,
  agdSubjectName,
  formatCredits,
  type EventSearchQuery,
} from '@dental/contracts';
import { DomainError, invalid, type FieldIssue } from '../shared/domain/domain-errors';
import { parseBody } from '../shared/http/parse-body';

/** How often a subscriber should read /calendar.ics again: listings change a few times a day at most. */
export const CALENDAR_REFRESH_SECONDS = 24 * 60 * 60;

/**
 * Search parameters that do not apply to a calendar feed: it lists every upcoming event, so there
 * are no pages and no past. Refused rather than ignored, so a feed never claims to follow a
 * parameter it does not.
 */
const NOT_FOR_FEEDS = ['upcoming', 'page', 'pageSize'] as const;

/** The filters of a calendar feed: the /events search's, and `speaker` for one person's events. */
export type CalendarFeedQuery = EventSearchQuery & {
  /** A public speaker record's id: the upcoming events that person speaks at (any of their records). */
  speaker?: string;
};

export const CALENDAR_SPEAKER_INVALID = 'speaker must be one speaker id';
export const CALENDAR_SPEAKER_UNKNOWN = 'speaker names no speaker on the site';

/**
 * The filters of GET /calendar.ics: the /events search's parameters (EventSearchQuerySchema) and
 * `speaker`, with every complaint in one 400 as the search gives them.
 */
export function parseCalendarFeedQuery(query: unknown): CalendarFeedQuery {
  const given: Record<string, unknown> = { ...(query as Record<string, unknown> | null | undefined) };
  const issues: FieldIssue[] = [];
  for (const name of NOT_FOR_FEEDS) {
    if (!Object.hasOwn(given, name)) continue;
    issues.push({ path: name, message: `${name} does not apply to a calendar feed, which lists every upcoming event` });
    delete given[name];
  }
  let speaker: string | undefined;
  if (Object.hasOwn(given, 'speaker')) {
    const value = given.speaker;
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 100) speaker = value.trim();
    else issues.push({ path: 'speaker', message: CALENDAR_SPEAKER_INVALID });
    delete given.speaker;
  }
  try {
    const parsed = parseBody(EventSearchQuerySchema, given);
    if (issues.length === 0) return speaker === undefined ? parsed : { ...parsed, speaker };
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === 'invalid')) throw error;
    issues.push(...(error.issues ?? [{ path: '', message: error.message }]));
  }
  throw invalid(issues.map((issue) => issue.message).join('; '), issues);
}

/**
 * The filters in words, for a subscription's name ('Implants or Periodontics, TX, In person');
 * empty for the unfiltered feed. Two subscriptions to differently filtered feeds then have
 * different names in a calendar app. `countsTowardName` names the renewal rule set (and rule) of
 * `countsToward` as the /events chip does ('California dentists · Infection control'): the
 * caller reads it from the rule sets, which this does not know.
 */
export function describeFilters(query: EventSearchQuery, countsTowardName: string = query.countsToward ?? ''): string {
  const parts: string[] = [];
  const either = (values: readonly string[]) => values.join(' or ');
  if (query.topic.length > 0) parts.push(either(query.topic.map(agdSubjectName)));
  if (query.q) parts.push(`“${query.q}”`);
  if (query.city) parts.push(query.city);
  if (query.near) parts.push(`within ${query.radiusMiles ?? DEFAULT_RADIUS_MILES} miles of ${query.near}`);
  if (query.region) parts.push(query.region);
  if (query.country) parts.push(COUNTRY_NAMES[query.country]);
  if (query.month) parts.push(`${MONTH_NAMES[Number(query.month.slice(5, 7)) - 1]} ${query.month.slice(0, 4)}`);
  if (query.from && query.to) parts.push(`${query.from} to ${query.to}`);
  else if (query.from) parts.push(`from ${query.from}`);
  else if (query.to) parts.push(`until ${query.to}`);
  if (query.format.length > 0) parts.push(either(query.format.map((format) => EVENT_FORMAT_LABELS[format])));
  if (query.audience.length > 0)
    parts.push(`for ${either(query.audience.map((audience) => AUDIENCE_LABELS[audience]))}`);
  if (query.minCredits !== undefined) parts.push(`${formatCredits(query.minCredits)}+ CE credits`);
  if (query.countsToward) parts.push(`counts toward ${countsTowardName}`);
  return parts.join(', ');
}
