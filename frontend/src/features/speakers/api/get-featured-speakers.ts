import { API_PATHS } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedSpeakersAnswer } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The home page's 'Featured Speakers' groups, chosen by the server. */
export const getFeaturedSpeakers = (signal?: AbortSignal) =>
  api.get<FeaturedSpeakersAnswer>(API_PATHS.featuredSpeakers.path, { signal });

export const featuredSpeakersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.speakers.featured(), queryFn: ({ signal }) => getFeaturedSpeakers(signal) });

export const useFeaturedSpeakers = () => useQuery(featuredSpeakersQueryOptions());
