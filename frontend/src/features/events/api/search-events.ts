import { API_PATHS } from '@dental/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSearchAnswer } from '@dental/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { EventSearchFilterParams } from '../filters/event-filters';

/**
 * Parameters of GET /api/events/search as the page sends them: its filters (repeatable ones as
 * lists) with the list and page asked for. Empty values are left out.
 */
export type EventSearchParams = EventSearchFilterParams & Partial<Record<'upcoming' | 'page' | 'pageSize', string>>;

/**
 * What a search gives the page: the answer, or the server's reason for refusing it. Only `near`
 * can be refused once the page has read its URL (whether a city name is known is the server's
 * to say), and the visitor should read why instead of 'We couldn't load the events'.
 */
export type EventSearchResult =
  { answer: EventSearchAnswer; refusal?: undefined } | { answer?: undefined; refusal: string };

/** `/api/events/search?…` with each value of a list parameter given once (`topic=690&topic=490`). */
export function eventSearchPath(params: EventSearchParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of typeof value === 'string' ? [value] : (value ?? [])) if (item !== '') search.append(name, item);
  }
  const query = search.toString();
  return query ? `${API_PATHS.searchEvents.path}?${query}` : API_PATHS.searchEvents.path;
}

/** The query key's record: list values joined by commas (subject codes, audiences and formats have none). */
function keyOf(params: EventSearchParams): Record<string, string> {
  const key: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const text = typeof value === 'string' ? value : (value ?? []).join(',');
    if (text !== '') key[name] = text;
  }
  return key;
}

/** The message of a 400 about the parameters: the complaint about `near` when there is one. */
function refusalOf(error: ApiError): string {
  return (
    error.issues.find((issue) => issue.path === 'near')?.message ??
    error.serverMessage ??
    'These filters cannot be searched.'
  );
}

export async function searchEvents(params: EventSearchParams, signal?: AbortSignal): Promise<EventSearchResult> {
  try {
    return { answer: await api.get<EventSearchAnswer>(eventSearchPath(params), { signal }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { refusal: refusalOf(error) };
    throw error;
  }
}

export const eventSearchQueryOptions = (params: EventSearchParams) =>
  queryOptions({
    queryKey: queryKeys.events.search(keyOf(params)),
    queryFn: ({ signal }) => searchEvents(params, signal),
    // While the next page or filter loads, the current cards stay instead of placeholders.
    placeholderData: keepPreviousData,
  });

export const useEventSearch = (params: EventSearchParams) => useQuery(eventSearchQueryOptions(params));
