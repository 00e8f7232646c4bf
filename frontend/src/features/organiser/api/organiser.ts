import { API_PATHS, apiPath, type ChangeRequest, type OrganiserEvent, type OrganiserSignedIn } from '@dental/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchAfterWrite } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** Exchanges the token of an organiser link for the organiser session (a cookie the server sets). */
export const startOrganiserSession = (token: string) =>
  api.post<OrganiserSignedIn>(API_PATHS.startOrganiserSession.path, { token });

/** The organiser's events; null when no organiser session is open (the link must be opened again). */
export const organiserEventsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.organiserEvents(),
    queryFn: ({ signal }) => api.get<OrganiserEvent[]>(API_PATHS.organiserEvents.path, { signal, on401: 'returnNull' }),
    staleTime: 0,
  });

export const useOrganiserEvents = () => useQuery(organiserEventsQueryOptions());

/** Ends the organiser session on the server; the page then asks for the link again. */
export function useEndOrganiserSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>(API_PATHS.endOrganiserSession.path),
    onSuccess: () => queryClient.setQueryData(queryKeys.organiserEvents(), null),
  });
}

export function useProposeChanges(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Record<string, unknown>) =>
      api.post<ChangeRequest>(apiPath(API_PATHS.proposeChangeRequest, { id: eventId }), { changes }),
    onSettled: () => refetchAfterWrite(queryClient, queryKeys.organiserEvents()),
  });
}
