import { Injectable } from '@nestjs/common';
import type { EventListing, EventSearchQuery } from '@dental/contracts';
import { toCalendarFeed } from '../events';
import { PublicEventViews, RenewalRuleSets } from '../events';
import { invalid } from '../shared/domain/domain-errors';
import { SiteSettingsQueries } from '../site-settings';
import { SpeakersQueries } from '../speakers';
import {
  CALENDAR_REFRESH_SECONDS,
  CALENDAR_SPEAKER_UNKNOWN,
  describeFilters,
  type CalendarFeedQuery,
} from './calendar-feed';
import { atomFeed, newestListings } from './news-feed';
import { eventPageUrl, pagePath } from '../shared/http/site-origin';
import { latest } from './sitemap';

/**
 * The feeds a visitor subscribes to, from the public read models: /calendar.ics (upcoming events,
 * filtered as /events filters them) and /feed.xml (newly listed events). Each answer depends only
 * on its URL, the read models and the day, so the public read path keeps it (decision 0020).
 */
@Injectable()
export class PublicFeeds {
  constructor(
    private readonly events: PublicEventViews,
    private readonly settings: SiteSettingsQueries,
    private readonly speakers: SpeakersQueries,
    private readonly ruleSets: RenewalRuleSets,
  ) {}

  /**
   * Every upcoming event the /events search matches for `query` (`upcoming=true`), in its order,
   * with days: an entry needs them. With `speaker`, only the events that person speaks at (under
   * any of their speaker records); an id the public cannot see is refused (400), as an unknown
   * filter value is. `path` is the feed's own path and query, for SOURCE.
   */
  async calendar(query: CalendarFeedQuery, origin: string, path: string): Promise<string> {
    const { speaker: speakerId, ...search } = query;
    const person = speakerId === undefined ? null : await this.speakers.publicPerson(speakerId);
    if (speakerId !== undefined && !person)
      throw invalid(CALENDAR_SPEAKER_UNKNOWN, [{ path: 'speaker', message: CALENDAR_SPEAKER_UNKNOWN }]);
    const [matches, settings] = await Promise.all([this.upcomingMatches(search), this.settings.current()]);
    const countsToward = search.countsToward ? await this.ruleSets.nameOf(search.countsToward) : undefined;
    const filters = [person?.speaker.name, describeFilters(search, countsToward)].filter(Boolean).join(', ');
    return toCalendarFeed(
      matches
        .filter((event) => !person || person.eventIds.has(event.id))
        .map((event) => ({ event, url: eventPageUrl(origin, event.id) })),
      {
        name: filters ? `${settings.siteName}: ${filters}` : settings.siteName,
        description: settings.tagline,
        source: new URL(path, origin).href,
        // The page showing the same events: the person's own page, or /events with the same filters.
        url: person
          ? origin + pagePath('/speakers', person.canonicalId)
          : `${origin}/events${new URL(path, origin).search}`,
        refreshSeconds: CALENDAR_REFRESH_SECONDS,
      },
    );
  }

  /**
   * The newest listings first, at most 50, of events not over yet: a listing added for a meeting
   * that is already over (an archive entry) is no news to a subscriber.
   */
  async news(origin: string): Promise<string> {
    const [views, settings] = await Promise.all([this.events.timed(), this.settings.current()]);
    const listed = await this.events.wholeEvents(newestListings(views.notPast.map((entry) => entry.event)));
    // The newest change to what is listed: the bytes depend only on the listings, so a reader's ETag stays good until one changes.
    const updated = latest(listed.map((event) => event.updatedAt));
    return atomFeed(
      listed.map((event) => ({ event, url: eventPageUrl(origin, event.id) })),
      {
        siteName: settings.siteName,
        tagline: settings.tagline,
        origin,
        self: `${origin}/feed.xml`,
        updated: new Date(updated ?? 0),
      },
    );
  }

  /**
   * All matches of the search in one call, in the search's own order: a page as large as the
   * catalogue. The full listings (the search answers them without their agendas, which hold the
   * sessions' subjects) are read from the file.
   */
  private async upcomingMatches(query: EventSearchQuery): Promise<EventListing[]> {
    const views = await this.events.timed();
    const answer = await this.events.search({
      ...query,
      upcoming: 'true',
      page: 1,
      pageSize: Math.max(1, views.sorted.length),
    });
    // A write landing between the reads can only leave out an event it hid or trashed: the answer
    // made then is kept under the older generation and never served again.
    return this.events.wholeEvents(answer.items);
  }
}
