import { z } from 'zod';
import {
  AUDIENCES,
  COUNTRIES,
  ESTIMATED_CREDITS_MAX,
  EVENT_FORMATS,
  countryOfRegion,
  isAgdSubjectCode,
  type CreditType,
} from '../continuing-education';
import type { EventListing, Speaker, SponsorTier } from '../entities';
import { EVENT_STATUSES } from '../event-status';
import { isIsoDate } from './ce-fields';

/**
 * The paged public reads the site's pages use. Each answers only what one page shows, so a page
 * costs the same whatever the size of the catalogue. The spec's unpaged lists (GET /api/events,
 * GET /api/speakers) still answer everything, as specified.
 */

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_EVENT_PAGE_SIZE = 12;
export const DEFAULT_SPEAKER_PAGE_SIZE = 24;
/** Speaker groups on the home page ('Featured Speakers'): the soonest events first. */
export const HOME_SPEAKER_GROUPS_LIMIT = 4;
/** Events offered in the /speakers event filter: the soonest ones with speakers. */
export const SPEAKER_EVENT_OPTIONS_LIMIT = 30;

/** One page of a list. `page` counts from 1; `total` is every match, not only this page's. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * What a list shows of an event: everything but the agenda, which only the event's own page
 * needs (a 20-session agenda is most of an event's bytes).
 */
export type EventSummary = Omit<EventListing, 'agenda'>;

const wholePageNumber = z.coerce
  .number({ message: 'page must be a whole number of at least 1' })
  .int('page must be a whole number of at least 1')
  .min(1, 'page must be a whole number of at least 1')
  .max(100_000, 'page must be at most 100000');
/** A list's `page` parameter: a whole number from 1 (the first page when not given). */
export const pageNumber = wholePageNumber.default(1);
/** A list's `pageSize` parameter: a whole number from 1 to MAX_PAGE_SIZE, `fallback` when not given. */
export const pageSize = (fallback: number) =>
  z.coerce
    .number({ message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(fallback);
const text = (name: string) => z.string().trim().max(200, `${name} must be under 200 characters`).default('');

/** Miles around `near` when no radius is given. */
export const DEFAULT_RADIUS_MILES = 100;
export const MAX_RADIUS_MILES = 3000;
export const EVENT_SEARCH_SORTS = ['date', 'credits'] as const;

/** A parameter that may be given several times (`topic=690&topic=490`); each value must be valid. */
const repeatable = <T extends z.ZodTypeAny>(item: T, name: string) =>
  z.preprocess(
    (value): unknown[] => (value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value]),
    z.array(item).max(50, `At most 50 values of ${name}`),
  );
/** A parameter given at most once. */
const once = (name: string) => z.string({ message: `${name} must be given once` });
/** A list's search words (`q`): given once, at most 200 characters, none when not given. */
export const searchWordsParameter = (name: string) =>
  once(name).trim().max(200, `${name} must be under 200 characters`).default('');
const isoDay = (name: string) =>
  once(name)
    .refine(isIsoDate, { message: `${name} must be a date written YYYY-MM-DD` })
    .optional();

/**
 * GET /api/events/search: every public event, filtered, sorted and paged on the server; the
 * /events page's URL carries the same parameters. Filters combine with AND; the values of one
 * repeatable parameter with OR.
 * - `upcoming=true`: events not over yet (upcoming, happening now, or with a date nobody can
 *   read, which go last), soonest first; `upcoming=false`: past events, newest first; without it:
 *   every public event by date, as GET /api/events orders them.
 * - `q`: every word appears in the title, description, location, city, a session's title or a
 *   speaker's name. `city`: exact (any case). `region`: state or province code; `country`: US or CA.
 * - `near` ('Dallas, TX', or a city name alone: the most populous of that name) with
 *   `radiusMiles` (default 100): events whose city lies within that distance.
 * - `from`/`to` (YYYY-MM-DD): events whose days overlap that span (events without days never do);
 *   `month` (YYYY-MM): the month the event starts in.
 * - `topic` (AGD subject code, on the event or any session), `audience`, `format`: repeatable.
 * - `minCredits`: the event's credits (worked out from the agenda, else the organiser's estimate)
 *   are at least this many.
 * - `countsToward`: a renewal rule set's id (an event with a session that counts toward it), or
 *   `<ruleSetId>:<ruleId>` (a session that counts toward that rule); an unknown set or rule is a 400.
 * - `sort=date` (default) or `sort=credits` (most credits first, then by date).
 * Unknown or invalid parameters are refused (400).
 */
export const EventSearchQuerySchema = z
  .object({
    upcoming: z
      .enum(['true', 'false'], { message: "upcoming must be 'true' or 'false'" })
      .optional()
      .describe("'true': events not over yet, soonest first; 'false': past events, newest first; absent: all by date."),
    q: searchWordsParameter('q').describe(
      "Words that must all appear (title, description, place, a session's title, a speaker's name).",
    ),
    city: once('city')
      .trim()
      .max(200, 'city must be under 200 characters')
      .default('')
      .describe('A city, exactly (any case).'),
    region: once('region')
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => countryOfRegion(value) !== null, {
        message: 'region must be a US state or Canadian province code, such as "TX" or "ON"',
      })
      .optional()
      .describe('A US state or Canadian province code, such as TX.'),
    country: z.enum(COUNTRIES, { message: 'country must be "US" or "CA"' }).optional(),
    near: once('near')
      .trim()
      .min(1, 'near must name a city, such as "Dallas, TX"')
      .max(200, 'near must be under 200 characters')
      .optional()
      .describe(
        "A city ('Dallas, TX', or a name alone: the most populous of that name): events within radiusMiles of it.",
      ),
    radiusMiles: z.coerce
      .number({ message: `radiusMiles must be a number of miles from 1 to ${MAX_RADIUS_MILES}` })
      .min(1, `radiusMiles must be a number of miles from 1 to ${MAX_RADIUS_MILES}`)
      .max(MAX_RADIUS_MILES, `radiusMiles must be a number of miles from 1 to ${MAX_RADIUS_MILES}`)
      .optional()
      .describe(`Miles around near (${DEFAULT_RADIUS_MILES} when not given); only with near.`),
    from: isoDay('from').describe('YYYY-MM-DD: events whose days reach this day or later.'),
    to: isoDay('to').describe('YYYY-MM-DD: events whose days begin by this day.'),
    month: once('month')
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be written YYYY-MM')
      .optional()
      .describe('YYYY-MM: the month the event starts in.'),
    topic: repeatable(
      once('topic').refine(isAgdSubjectCode, { message: 'topic must be an AGD subject code, such as "690"' }),
      'topic',
    ),
    audience: repeatable(z.enum(AUDIENCES, { message: `audience must be one of ${AUDIENCES.join(', ')}` }), 'audience'),
    format: repeatable(
      z.enum(EVENT_FORMATS, { message: `format must be one of ${EVENT_FORMATS.join(', ')}` }),
      'format',
    ),
    status: repeatable(
      z.enum(EVENT_STATUSES, { message: `status must be one of ${EVENT_STATUSES.join(', ')}` }),
      'status',
    ).describe(
      'Only events with one of these statuses (repeat it: status=scheduled&status=rescheduled leaves cancelled, postponed and moved-online events out); absent: every status, each marked.',
    ),
    minCredits: z.coerce
      .number({ message: `minCredits must be a number from 0 to ${ESTIMATED_CREDITS_MAX}` })
      .min(0, `minCredits must be a number from 0 to ${ESTIMATED_CREDITS_MAX}`)
      .max(ESTIMATED_CREDITS_MAX, `minCredits must be a number from 0 to ${ESTIMATED_CREDITS_MAX}`)
      .optional()
      .describe("At least this many CE credits (from the agenda, else the organiser's estimate)."),
    countsToward: once('countsToward')
      .trim()
      .regex(
        /^[A-Za-z0-9_-]{1,64}(:[a-z0-9-]{1,60})?$/,
        'countsToward must be a rule set id, or a rule set id and a rule id joined by a colon',
      )
      .optional()
      .describe(
        "A renewal rule set's id: events with a session that counts toward it; '<ruleSetId>:<ruleId>': toward that rule.",
      ),
    sort: z
      .enum(EVENT_SEARCH_SORTS, { message: "sort must be 'date' or 'credits'" })
      .default('date')
      .describe("'credits': most credits first, then by date."),
    page: pageNumber,
    pageSize: pageSize(DEFAULT_EVENT_PAGE_SIZE),
  })
  .strict()
  .superRefine((query, context) => {
    if (query.radiusMiles !== undefined && query.near === undefined)
      context.addIssue({
        code: 'custom',
        message: 'radiusMiles needs near, such as near=Dallas, TX',
        path: ['radiusMiles'],
      });
    if (query.from && query.to && query.to < query.from)
      context.addIssue({ code: 'custom', message: 'to cannot be before from', path: ['to'] });
  });
export type EventSearchQuery = z.output<typeof EventSearchQuerySchema>;
/** What the /events page and the calendar feed put in a URL: every parameter optional, as text. */
export type EventSearchParams = z.input<typeof EventSearchQuerySchema>;

export interface EventSearchAnswer extends Page<EventSummary> {
  /**
   * How many events each value would match, with every other filter applied but the facet's own:
   * the /events page's choices ('Dallas': 3, '2027-03': 2, topic '690': 12, audience
   * 'hygienist': 4, format 'virtual': 2, region 'TX': 5).
   */
  facets: EventSearchFacets;
}

export interface EventSearchFacets {
  city: Record<string, number>;
  month: Record<string, number>;
  topic: Record<string, number>;
  audience: Record<string, number>;
  format: Record<string, number>;
  region: Record<string, number>;
}

/**
 * GET /api/speakers/search: public speakers, each person once per event, grouped by event (events
 * in date order, speakers in the order they were added). `q` finds by name (without titles),
 * profession, specialty, credentials, lecture and session titles (`speakerSearchText`), every word;
 * `eventId` keeps one event's speakers; `topic` (AGD subject code, repeatable: any of them) keeps
 * speakers whose sessions in their event's agenda, or whose event, carry that subject.
 */
export const SpeakerSearchQuerySchema = z
  .object({
    q: text('q'),
    eventId: z.string().trim().max(100, 'eventId must be under 100 characters').optional(),
    topic: repeatable(
      once('topic').refine(isAgdSubjectCode, { message: 'topic must be an AGD subject code, such as "690"' }),
      'topic',
    ),
    page: pageNumber,
    pageSize: pageSize(DEFAULT_SPEAKER_PAGE_SIZE),
  })
  .strict();
export type SpeakerSearchQuery = z.output<typeof SpeakerSearchQuerySchema>;

/** A public event as the speaker lists name it: enough for a heading and a link. */
export type EventReference = Pick<
  EventListing,
  'id' | 'title' | 'date' | 'location' | 'city' | 'hideSocialMedia' | 'hideAbstracts'
>;

export interface SpeakerSearchAnswer extends Page<Speaker> {
  /** The events this page's speakers belong to, in the order their groups appear. */
  events: EventReference[];
  /**
   * The event filter's choices: public events with speakers, not over yet first (soonest first),
   * then past ones (newest first), at most SPEAKER_EVENT_OPTIONS_LIMIT, plus the chosen event.
   */
  eventOptions: Array<Pick<EventListing, 'id' | 'title'>>;
}

/** One agenda session a speaker gives, as their page lists it. */
export interface SpeakerSession {
  /** The agenda day's date or name ('2027-10-14', 'Day 1'); null for an agenda without days. */
  day: string | null;
  /** The session's calendar day (YYYY-MM-DD) as `sessionDay` reads it from the day and the event's days; null when nothing says. */
  isoDay: string | null;
  time: string | null;
  title: string;
  ceCredits: number | null;
  creditType: CreditType | null;
  /** AGD subject codes. */
  topics: string[];
}

/** A public event as a speaker's page names it: enough for a heading, its days and a link. */
export type SpeakerAppearanceEvent = EventReference &
  Pick<EventListing, 'startDate' | 'endDate' | 'format' | 'timezone'>;

/** One public event a person speaks at: their record there and their sessions in its agenda. */
export interface SpeakerAppearance {
  event: SpeakerAppearanceEvent;
  /** The person's speaker record at this event, as the public receives it (lecture title, abstract unless hidden). */
  speaker: Speaker;
  /** Agenda sessions naming them, in agenda order; empty when the agenda names them nowhere. */
  sessions: SpeakerSession[];
}

/**
 * GET /api/speakers/:id/profile: the speaker page (/speakers/:id). A person is every speaker
 * record linked to this one, by the same name and e-mail or by an admin's 'Same person as'.
 */
export interface SpeakerProfile {
  /**
   * The record asked for, as the public receives it; where it has no photo, credentials or
   * profile link, those of the person's newest record that has them.
   */
  speaker: Speaker;
  /** The person's record whose page is canonical: the earliest added of their public records. */
  canonicalId: string;
  /**
   * Their public events: not over yet first (soonest first), then past ones (newest first). The
   * first APPEARANCES_LISTED of them (and the event of the record asked for), unless every one was
   * asked for (`appearances=all`).
   */
  appearances: SpeakerAppearance[];
  /** How many events `appearances` leaves out: the page offers to show them. */
  moreAppearances: number;
  /** AGD subject codes of all their sessions, at every event, in the catalogue's order. */
  topics: string[];
}

/**
 * How many events a speaker page lists before 'Show N more events', upcoming ones first: a
 * catalogue kept for years lists hundreds of events for the busiest lecturers.
 */
export const APPEARANCES_LISTED = 10;

/** GET /api/speakers/:id/profile: `appearances=all` lists every event of the person. */
export const SpeakerProfileQuerySchema = z
  .object({
    appearances: z
      .enum(['all'], { message: 'appearances must be "all"' })
      .optional()
      .describe(`Every event, not only the first ${APPEARANCES_LISTED}`),
  })
  .strict();

/** GET /api/events/featured: the home page's 'Featured Upcoming Events' (at most 6). */
export type FeaturedEventsAnswer = EventSummary[];

/** GET /api/speakers/featured: the home page's 'Featured Speakers' groups. */
export type FeaturedSpeakersAnswer = Array<{ event: EventReference; speakers: Speaker[] }>;

/** GET /api/sponsors/events: the /sponsors event filter's choices, public events with sponsors in date order. */
export type SponsoredEvent = Pick<EventListing, 'id' | 'title'>;

/**
 * GET /api/site-sponsors: the global site sponsors for the public 'Site Sponsors' band, platinum
 * first then by name. Only what the band shows: `image` is an https image (the company image,
 * else a logo given as an image URL) the page may load, `logoText` the badge text otherwise,
 * `website` an http(s) address or null.
 */
export interface SiteSponsor {
  id: string;
  name: string;
  tier: SponsorTier;
  logoText: string;
  image: string | null;
  website: string | null;
}

/** GET /sitemap.xml: with `page`, one file of a sitemap too large for one (the sitemap index names them). */
export const SitemapQuerySchema = z
  .object({
    page: wholePageNumber
      .optional()
      .describe(
        'One file of the sitemap, from 1. Without it: the sitemap, or the index of its files when it needs several.',
      ),
  })
  .strict();
