import { z } from 'zod';
import type { AdminSpeakerStats } from '../rules/admin-speaker-list';
import type { EventListing, Speaker } from '../entities';
import { pageNumber, searchWordsParameter, type Page } from './public-reads';

/** Event groups on one page of the admin speakers screen. */
export const ADMIN_SPEAKER_GROUPS_PAGE_SIZE = 10;

/**
 * GET /api/admin/speakers: the admin speakers screen (decision 0094). Speakers grouped by event
 * in the admin list's date order, events without a matching speaker left out, a page of groups at
 * a time, with the statistics of every speaker listed. The screen's address carries the same
 * parameters (?q=&eventId=&page=). Unknown or invalid parameters are refused (400).
 */
export const AdminSpeakersQuerySchema = z
  .object({
    q: searchWordsParameter('q').describe("Text in the speaker's name or profession, any case."),
    eventId: z
      .string({ message: 'eventId must be given once' })
      .max(100, 'eventId must be under 100 characters')
      .default('')
      .describe("One event's speakers; empty or 'all': every event's."),
    page: pageNumber.describe('Past the last page, the last page is answered.'),
  })
  .strict();
export type AdminSpeakersQuery = z.output<typeof AdminSpeakersQuerySchema>;

/** An event's group on the admin speakers screen. */
export interface AdminSpeakerGroup {
  /** What the group's header shows and switches. */
  event: Pick<EventListing, 'id' | 'title' | 'hideSocialMedia' | 'hideAbstracts'>;
  /** Every speaker of the event, whatever the search: the header's count. */
  speakerCount: number;
  /** How many of them are featured (n/3). */
  featuredCount: number;
  /** The speakers matching the search, in the order they were added. */
  speakers: Speaker[];
}

/** `total` counts the groups (events) the search and filter leave, `pages` the pages they make. */
export interface AdminSpeakersAnswer extends Page<AdminSpeakerGroup> {
  pages: number;
  /** How many speakers the search and filter leave, in all groups. */
  matching: number;
  stats: AdminSpeakerStats;
}

/**
 * GET /api/admin/event-choices: events not in the trash as an admin screen's event menu needs them,
 * those not over yet first, soonest first, then past ones, the latest first (decisions 0094,
 * 0107): a few fields each, where GET /api/events answers each event whole.
 */
export type EventChoice = Pick<EventListing, 'id' | 'title' | 'date' | 'isHidden'>;
