import { API_PATHS } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Speaker } from '@dental/contracts';
import { api, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** All public speakers, or one event's when `eventId` is given. */
export const getSpeakers = (eventId?: string, signal?: AbortSignal) =>
  api.get<Speaker[]>(withQuery(API_PATHS.listSpeakers.path, { eventId }), { signal });

export const speakersQueryOptions = (eventId?: string) =>
  queryOptions({ queryKey: queryKeys.speakers.list(eventId), queryFn: ({ signal }) => getSpeakers(eventId, signal) });

export const useSpeakers = (eventId?: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...speakersQueryOptions(eventId), enabled: options.enabled ?? true });
