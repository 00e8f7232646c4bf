import { z } from 'zod';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  ADMIN_EVENT_FILTERS,
  ADMIN_EVENT_SORTS,
  DEFAULT_ADMIN_EVENT_SORT,
} from '../rules/admin-event-list';
import { pageNumber, pageSize, searchWordsParameter, type EventSummary, type Page } from './public-reads';
import { EVENT_MENU_LENGTH } from '../rules/admin-event-list';

/**
 * GET /api/admin/events: the admin events screen's list, searched, filtered, ordered and paged on
 * the server (decision 0093), with the spec's counts of every event. The screen's address carries
 * the same parameters (?q=&show=&sort=&page=). Unknown or invalid parameters are refused (400).
 */
export const AdminEventsQuerySchema = z
  .object({
    q: searchWordsParameter('q').describe(
      'Words that must all appear in the title, city, location or date, in any order, without accents or case.',
    ),
    show: z
      .enum(ADMIN_EVENT_FILTERS, { message: `show must be one of ${ADMIN_EVENT_FILTERS.join(', ')}` })
      .default('all')
      .describe("Which events: 'trash' lists the trashed ones, each with when it will be purged."),
    sort: z
      .enum(ADMIN_EVENT_SORTS, { message: `sort must be one of ${ADMIN_EVENT_SORTS.join(', ')}` })
      .default(DEFAULT_ADMIN_EVENT_SORT)
      .describe(
        "'changed': the last changed first; 'date': the public lists' date order; 'soonest': events not over yet, soonest first, then past ones, the latest first; 'title': A to Z.",
      ),
    page: pageNumber.describe('Past the last page, the last page is answered.'),
    pageSize: pageSize(ADMIN_EVENTS_PAGE_SIZE).describe(
      `Events a page: ${ADMIN_EVENTS_PAGE_SIZE} on the events screen; the sponsors screen's event cards ask for 10.`,
    ),
  })
  .strict();

/** An event as the admin list shows it: no agenda; `purgeAt` when it is in the trash, else null. */
export type AdminListedEvent = EventSummary & { purgeAt: string | null };

export interface AdminEventsAnswer extends Page<AdminListedEvent> {
  /** How many pages the search and filter make (at least 1). */
  pages: number;
  /** The spec's counts, of every event not in the trash: upcoming means later than this moment. */
  counts: { total: number; upcoming: number; past: number };
  /** Featured places in use (n/6), and featured events that are over or hidden, which hold none. */
  featured: { used: number; limit: number; stale: number };
}

/** At most this many events are asked of GET /api/admin/event-choices at a time with `first`. */
export const EVENT_CHOICES_FIRST_MAX = 200;
const firstMessage = `first must be a whole number from 1 to ${EVENT_CHOICES_FIRST_MAX}`;

/**
 * GET /api/admin/event-choices (decisions 0094, 0107): without parameters every event not in the
 * trash, those not over yet first (soonest first), then past ones (the latest first); an event menu
 * asks for the first EVENT_MENU_LENGTH (+1, to learn that there are more) and, once the admin
 * types, for the first of those whose title, city, location or date hold the words, as the admin
 * events list finds them.
 */
export const EventChoicesQuerySchema = z
  .object({
    q: searchWordsParameter('q').describe(
      'Words that must all appear in the title, city, location or date, in any order, without accents or case.',
    ),
    first: z.coerce
      .number({ message: firstMessage })
      .int(firstMessage)
      .min(1, firstMessage)
      .max(EVENT_CHOICES_FIRST_MAX, firstMessage)
      .optional()
      .describe(`Only the first this many events the words find. An event menu asks for ${EVENT_MENU_LENGTH + 1}.`),
  })
  .strict();
