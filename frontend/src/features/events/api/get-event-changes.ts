import { API_PATHS, apiPath, type EventChangesAnswer } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What changed of a public event while it was public, oldest first (GET /api/events/:id/changes). */
export const getEventChanges = (id: string, signal?: AbortSignal) =>
  api.get<EventChangesAnswer>(apiPath(API_PATHS.eventChanges, { id }), { signal });

export const eventChangesQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.events.changes(id), queryFn: ({ signal }) => getEventChanges(id, signal) });

export const useEventChanges = (id: string) => useQuery(eventChangesQueryOptions(id));
