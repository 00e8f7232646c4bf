import { API_PATHS, apiPath } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpeakerProfile } from '@dental/contracts';
import { api, ApiError, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The speaker page's data: the speaker and the public events the same person speaks at, with
 * their sessions there (every one with `allAppearances`, else the first few). Null when there
 * is no such public speaker (404).
 */
export const getSpeakerProfile = (id: string, signal?: AbortSignal, allAppearances = false) =>
  api
    .get<SpeakerProfile>(
      withQuery(apiPath(API_PATHS.speakerProfile, { id }), { appearances: allAppearances ? 'all' : null }),
      { signal },
    )
    .catch(nullWhenNotFound);

export const speakerProfileQueryOptions = (id: string) =>
  // Under the speaker's detail key, so whatever refreshes a speaker refreshes its page too.
  queryOptions({
    queryKey: queryKeys.speakers.profile(id),
    queryFn: ({ signal }) => getSpeakerProfile(id, signal),
  });

export const useSpeakerProfile = (id: string) => useQuery(speakerProfileQueryOptions(id));

/** The same with every event, once `enabled` (the page's 'Show N more events'). */
export const useSpeakerProfileWithEveryEvent = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.speakers.profile(id), 'every event'] as const,
    queryFn: ({ signal }) => getSpeakerProfile(id, signal, true),
    enabled,
  });

/** 'Not found' is an answer the page shows (and the server sends as a 404 page), not a failure. */
function nullWhenNotFound(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}
