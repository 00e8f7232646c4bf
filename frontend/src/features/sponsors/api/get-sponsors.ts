import { API_PATHS } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sponsor, SponsoredEvent } from '@dental/contracts';
import { api, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** All sponsors, or one event's when `eventId` is given. */
export const getSponsors = (eventId?: string, signal?: AbortSignal) =>
  api.get<Sponsor[]>(withQuery(API_PATHS.listSponsors.path, { eventId }), { signal });

export const sponsorsQueryOptions = (eventId?: string) =>
  queryOptions({ queryKey: queryKeys.sponsors.list(eventId), queryFn: ({ signal }) => getSponsors(eventId, signal) });

export const useSponsors = (eventId?: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...sponsorsQueryOptions(eventId), enabled: options.enabled ?? true });

/** The /sponsors event filter's choices: public events that have sponsors, in date order. */
export const getSponsoredEvents = (signal?: AbortSignal) =>
  api.get<SponsoredEvent[]>(API_PATHS.sponsoredEvents.path, { signal });

export const sponsoredEventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.sponsors.events(), queryFn: ({ signal }) => getSponsoredEvents(signal) });

export const useSponsoredEvents = () => useQuery(sponsoredEventsQueryOptions());
