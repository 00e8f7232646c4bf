import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedSpeakersAnswer } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** The home page's 'Featured Speakers' groups, chosen by the server. */
export const getFeaturedSpeakers = (signal?: AbortSignal) =>
  api.get<FeaturedSpeakersAnswer>(apiPaths.speakers.featured, { signal });

export const featuredSpeakersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.speakers.featured(), queryFn: ({ signal }) => getFeaturedSpeakers(signal) });

export const useFeaturedSpeakers = () => useQuery(featuredSpeakersQueryOptions());
