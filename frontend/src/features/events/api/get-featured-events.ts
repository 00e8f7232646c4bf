import { API_PATHS } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedEventsAnswer } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The home page's 'Featured Upcoming Events': at most six, chosen by the server. */
export const getFeaturedEvents = (signal?: AbortSignal) =>
  api.get<FeaturedEventsAnswer>(API_PATHS.featuredEvents.path, { signal });

export const featuredEventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.events.featured(), queryFn: ({ signal }) => getFeaturedEvents(signal) });

export const useFeaturedEvents = () => useQuery(featuredEventsQueryOptions());
