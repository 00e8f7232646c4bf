import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SpeakerSearchAnswer } from '@dental/contracts';
import { api, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Parameters of GET /api/speakers/search; empty ones are left out. */
export type SpeakerSearchParams = Partial<Record<'q' | 'eventId' | 'page' | 'pageSize', string>>;

function present(params: SpeakerSearchParams): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

export const searchSpeakers = (params: SpeakerSearchParams, signal?: AbortSignal) =>
  api.get<SpeakerSearchAnswer>(withQuery('/api/speakers/search', present(params)), { signal });

export const speakerSearchQueryOptions = (params: SpeakerSearchParams) =>
  queryOptions({
    queryKey: queryKeys.speakers.search(present(params)),
    queryFn: ({ signal }) => searchSpeakers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSpeakerSearch = (params: SpeakerSearchParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...speakerSearchQueryOptions(params), enabled: options.enabled ?? true });
