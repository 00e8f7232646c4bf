import { z } from 'zod';
import type { EventListing, Speaker } from '../entities';

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

const pageNumber = z.coerce
  .number({ message: 'page must be a whole number of at least 1' })
  .int('page must be a whole number of at least 1')
  .min(1, 'page must be a whole number of at least 1')
  .max(100_000, 'page must be at most 100000')
  .default(1);
const pageSize = (fallback: number) =>
  z.coerce
    .number({ message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(fallback);
const text = (name: string) => z.string().trim().max(200, `${name} must be under 200 characters`).default('');

/**
 * GET /api/events/search. `upcoming=true`: events not over yet (upcoming, happening now, or with a
 * date nobody can read, which go last), soonest first. `upcoming=false`: past events, newest
 * first. Without it: every public event by date, as GET /api/events orders them.
 * `q` matches title, description, location and city; `city` is exact (any case); `month` is the
 * month the event starts in (YYYY-MM). Unknown parameters are refused (400).
 */
export const EventSearchQuerySchema = z
  .object({
    upcoming: z.enum(['true', 'false'], { message: "upcoming must be 'true' or 'false'" }).optional(),
    q: text('q'),
    city: text('city'),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be written YYYY-MM')
      .optional(),
    page: pageNumber,
    pageSize: pageSize(DEFAULT_EVENT_PAGE_SIZE),
  })
  .strict();
export type EventSearchQuery = z.output<typeof EventSearchQuerySchema>;

export interface EventSearchAnswer extends Page<EventSummary> {
  /**
   * How many events each value would match, with every other filter applied: the /events page's
   * city and month choices ('Dallas': 3, '2027-03': 2).
   */
  facets: { city: Record<string, number>; month: Record<string, number> };
}

/**
 * GET /api/speakers/search: public speakers, each person once per event, grouped by event (events
 * in date order, speakers in the order they were added). `q` matches name or profession;
 * `eventId` keeps one event's speakers.
 */
export const SpeakerSearchQuerySchema = z
  .object({
    q: text('q'),
    eventId: z.string().trim().max(100, 'eventId must be under 100 characters').optional(),
    page: pageNumber,
    pageSize: pageSize(DEFAULT_SPEAKER_PAGE_SIZE),
  })
  .strict();
export type SpeakerSearchQuery = z.output<typeof SpeakerSearchQuerySchema>;

/** A public event as the speaker lists name it: enough for a heading and a link. */
export type EventReference = Pick<EventListing, 'id' | 'title' | 'date' | 'location' | 'city' | 'hideSocialMedia' | 'hideAbstracts'>;

export interface SpeakerSearchAnswer extends Page<Speaker> {
  /** The events this page's speakers belong to, in the order their groups appear. */
  events: EventReference[];
  /**
   * The event filter's choices: public events with speakers, not over yet first (soonest first),
   * then past ones (newest first), at most SPEAKER_EVENT_OPTIONS_LIMIT, plus the chosen event.
   */
  eventOptions: Array<Pick<EventListing, 'id' | 'title'>>;
}

/** GET /api/events/featured: the home page's 'Featured Upcoming Events' (at most 6). */
export type FeaturedEventsAnswer = EventSummary[];

/** GET /api/speakers/featured: the home page's 'Featured Speakers' groups. */
export type FeaturedSpeakersAnswer = Array<{ event: EventReference; speakers: Speaker[] }>;

/** GET /api/sponsors/events: the /sponsors event filter's choices, public events with sponsors in date order. */
export type SponsoredEvent = Pick<EventListing, 'id' | 'title'>;
