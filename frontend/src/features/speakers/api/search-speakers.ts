import { API_PATHS } from '@dental/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SpeakerSearchAnswer } from '@dental/contracts';
import { api, nonEmptyParams, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Parameters of GET /api/speakers/search; empty ones are left out. `topic` is one AGD subject code. */
export type SpeakerSearchParams = Partial<Record<'q' | 'eventId' | 'topic' | 'page' | 'pageSize', string>>;

export const searchSpeakers = (params: SpeakerSearchParams, signal?: AbortSignal) =>
  api.get<SpeakerSearchAnswer>(withQuery(API_PATHS.searchSpeakers.path, nonEmptyParams(params)), { signal });

export const speakerSearchQueryOptions = (params: SpeakerSearchParams) =>
  queryOptions({
    queryKey: queryKeys.speakers.search(nonEmptyParams(params)),
    queryFn: ({ signal }) => searchSpeakers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSpeakerSearch = (params: SpeakerSearchParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...speakerSearchQueryOptions(params), enabled: options.enabled ?? true });
