import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Speaker } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getSpeaker = (id: string, signal?: AbortSignal) => api.get<Speaker>(`/api/speakers/${encodeURIComponent(id)}`, { signal });

export const speakerQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.speakers.detail(id), queryFn: ({ signal }) => getSpeaker(id, signal) });

export const useSpeaker = (id: string) => useQuery(speakerQueryOptions(id));
