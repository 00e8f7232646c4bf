import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Speaker } from '@dental/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One public speaker, or null when there is none to show (404). */
export const getSpeaker = (id: string, signal?: AbortSignal) => api.get<Speaker>(`/api/speakers/${encodeURIComponent(id)}`, { signal }).catch(nullWhenNotFound);

export const speakerQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.speakers.detail(id), queryFn: ({ signal }) => getSpeaker(id, signal) });

export const useSpeaker = (id: string) => useQuery(speakerQueryOptions(id));

/** 'Not found' is an answer the page shows (and the server sends as a 404 page), not a failure. */
function nullWhenNotFound(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}
