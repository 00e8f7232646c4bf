import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Speaker } from '@dental/contracts';
import { api, withQuery } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** All public speakers, or one event's when `eventId` is given. */
export const getSpeakers = (eventId?: string, signal?: AbortSignal) =>
  api.get<Speaker[]>(withQuery(apiPaths.speakers.all, { eventId }), { signal });

export const speakersQueryOptions = (eventId?: string) =>
  queryOptions({ queryKey: queryKeys.speakers.list(eventId), queryFn: ({ signal }) => getSpeakers(eventId, signal) });

export const useSpeakers = (eventId?: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...speakersQueryOptions(eventId), enabled: options.enabled ?? true });
