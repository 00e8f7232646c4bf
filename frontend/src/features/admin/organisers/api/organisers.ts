import {
  API_PATHS,
  apiPath,
  type ChangeRequest,
  type ChangeRequestStatus,
  type OrganiserLink,
} from '@dental/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../../../lib/api-client';
import { refetchAfterWrite } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

export const changeRequestsQueryOptions = (status: ChangeRequestStatus) =>
  queryOptions({
    queryKey: queryKeys.changeRequests.list(status),
    queryFn: ({ signal }) =>
      api.get<ChangeRequest[]>(withQuery(API_PATHS.listChangeRequests.path, { status }), { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useChangeRequests = (status: ChangeRequestStatus) => useQuery(changeRequestsQueryOptions(status));

/** Approves or rejects a request; the event, its speakers and the dashboard are read again after. */
export function useReviewChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reviewNotes }: { id: string; decision: 'approve' | 'reject'; reviewNotes: string }) =>
      api.post<ChangeRequest>(
        apiPath(decision === 'approve' ? API_PATHS.approveChangeRequest : API_PATHS.rejectChangeRequest, { id }),
        decision === 'approve' && reviewNotes.trim() === '' ? {} : { reviewNotes },
      ),
    onSettled: () =>
      refetchAfterWrite(
        queryClient,
        queryKeys.changeRequests.all,
        queryKeys.events.all,
        queryKeys.speakers.all,
        queryKeys.dashboard(),
      ),
  });
}

/** `enabled`: only for roles the server answers (editors and owners); a reviewer's page asks nothing. */
export const useOrganiserLinks = (eventId: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.organiserLinks(eventId),
    queryFn: ({ signal }) =>
      api.get<OrganiserLink[]>(apiPath(API_PATHS.eventOrganiserLinks, { id: eventId }), { signal }),
    enabled,
  });

export function useSendOrganiserLink(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<OrganiserLink>(apiPath(API_PATHS.sendOrganiserLink, { id: eventId }), { email }),
    onSettled: () => refetchAfterWrite(queryClient, queryKeys.organiserLinks(eventId)),
  });
}

export function useRevokeOrganiserLink(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => api.post<OrganiserLink>(apiPath(API_PATHS.revokeOrganiserLink, { id: linkId })),
    onSettled: () => refetchAfterWrite(queryClient, queryKeys.organiserLinks(eventId)),
  });
}
