import type { QueryClient } from '@tanstack/react-query';
import { eventQueryOptions } from '../features/events/api/get-event';
import { eventChangesQueryOptions } from '../features/events/api/get-event-changes';
import { featuredEventsQueryOptions } from '../features/events/api/get-featured-events';
import { listedYearsQueryOptions } from '../features/events/api/listed-years';
import { eventSearchQueryOptions } from '../features/events/api/search-events';
import { eventsPageSearches } from '../features/events/events-page-searches';
import { ruleSetsQueryOptions } from '../features/licence/api/rule-sets';
import { siteSettingsQueryOptions } from '../features/site-settings/api/get-site-settings';
import { featuredSpeakersQueryOptions } from '../features/speakers/api/get-featured-speakers';
import { speakerProfileQueryOptions } from '../features/speakers/api/get-speaker-profile';
import { speakersQueryOptions } from '../features/speakers/api/get-speakers';
import { speakerSearchQueryOptions } from '../features/speakers/api/search-speakers';
import { speakersPageSearch } from '../features/speakers/speakers-page-search';
import { siteSponsorsQueryOptions } from '../features/sponsors/api/get-site-sponsors';
import { sponsorTiersQueryOptions } from '../features/sponsors/api/get-sponsor-tiers';
import { sponsoredEventsQueryOptions, sponsorsQueryOptions } from '../features/sponsors/api/get-sponsors';

/** What a page's first render reads, for the server to fetch before rendering it. */
export interface PageDataRequest {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/** Whether the page's subject exists: a page about an unknown (or hidden) event answers 404. */
export interface PageDataResult {
  found: boolean;
}

type PageData = (client: QueryClient, request: PageDataRequest) => Promise<PageDataResult>;

const FOUND: PageDataResult = { found: true };

/**
 * Per route path of pages.ts, the queries its first render reads: exactly the query options its
 * components use, so the browser finds them in the cache the server sends with the page and
 * fetches nothing to show it. Every page also shows the site settings (header, footer).
 * Pages not listed read nothing but the settings.
 */
export const PAGE_DATA: Readonly<Record<string, PageData>> = {
  '': async (client) => {
    await Promise.all([
      client.prefetchQuery(featuredEventsQueryOptions()),
      client.prefetchQuery(listedYearsQueryOptions()),
      client.prefetchQuery(featuredSpeakersQueryOptions()),
      client.prefetchQuery(siteSponsorsQueryOptions()),
    ]);
    return FOUND;
  },
  events: async (client, { search }) => {
    const searches = eventsPageSearches(search);
    await Promise.all([
      client.prefetchQuery(eventSearchQueryOptions(searches.upcoming)),
      client.prefetchQuery(eventSearchQueryOptions(searches.past)),
      client.prefetchQuery(listedYearsQueryOptions()),
      // The 'Counts toward' filter lists them, and its chip names the one chosen.
      client.prefetchQuery(ruleSetsQueryOptions()),
    ]);
    return FOUND;
  },
  'events/:id': async (client, { params }) => {
    const id = params.id ?? '';
    const event = await client.fetchQuery(eventQueryOptions(id)).catch(() => undefined);
    if (event === null) return { found: false };
    if (event)
      await Promise.all([
        client.prefetchQuery(speakersQueryOptions(id)),
        client.prefetchQuery(sponsorsQueryOptions(id)),
        client.prefetchQuery(sponsorTiersQueryOptions(id)),
        client.prefetchQuery(siteSponsorsQueryOptions()),
        client.prefetchQuery(eventChangesQueryOptions(id)),
        // The licence chooser above the agenda; the chosen licence itself is read in the browser.
        client.prefetchQuery(ruleSetsQueryOptions()),
      ]);
    return FOUND;
  },
  speakers: async (client, { search }) => {
    await client.prefetchQuery(speakerSearchQueryOptions(speakersPageSearch(search).params));
    return FOUND;
  },
  'speakers/:id': async (client, { params }) => {
    const profile = await client.fetchQuery(speakerProfileQueryOptions(params.id ?? '')).catch(() => undefined);
    return profile === null ? { found: false } : FOUND;
  },
  sponsors: async (client, { search }) => {
    const selected = search.get('event');
    const eventId = selected && selected !== 'all' ? selected : undefined;
    await Promise.all([
      client.prefetchQuery(sponsoredEventsQueryOptions()),
      client.prefetchQuery(sponsorsQueryOptions(eventId)),
      client.prefetchQuery(siteSponsorsQueryOptions()),
      ...(eventId ? [client.prefetchQuery(sponsorTiersQueryOptions(eventId))] : []),
    ]);
    return FOUND;
  },
  // The plan lives in the visitor's browser: the server renders the page's shell and fetches nothing.
  'my-plan': () => Promise.resolve(FOUND),
  // A follower mail's links: the page asks for a press of its button, then posts the token from the browser.
  'follow/confirm/:token': () => Promise.resolve(FOUND),
  'follow/unsubscribe/:token': () => Promise.resolve(FOUND),
  // An organiser's pages read their own session from the browser: the server renders the shell.
  organiser: () => Promise.resolve(FOUND),
  'organiser/:token': () => Promise.resolve(FOUND),
  '*': () => Promise.resolve({ found: false }),
};

/** Fetches what a page reads into `client`, the site settings included. */
export async function prefetchPageData(
  client: QueryClient,
  path: string,
  request: PageDataRequest,
): Promise<PageDataResult> {
  const [result] = await Promise.all([
    PAGE_DATA[path]?.(client, request) ?? FOUND,
    client.prefetchQuery(siteSettingsQueryOptions()),
  ]);
  return result;
}
