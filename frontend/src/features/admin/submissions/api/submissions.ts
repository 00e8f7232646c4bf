import { API_PATHS, apiPath } from '@dental/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventSubmission, LiveEventCreated, SubmissionReviewDecision } from '@dental/contracts';
import { api } from '../../../../lib/api-client';
import { refetchAfterWrite } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** Every submission; the status cards count and filter them in the browser. */
export const submissionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.submissions.adminList(),
    queryFn: ({ signal }) => api.get<EventSubmission[]>(API_PATHS.listSubmissions.path, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useSubmissions = () => useQuery(submissionsQueryOptions());

export function useReviewSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      reviewNotes,
    }: {
      id: string;
      status: SubmissionReviewDecision;
      reviewNotes: string | null;
    }) => api.patch<EventSubmission>(apiPath(API_PATHS.reviewSubmission, { id }), { status, reviewNotes }),
    onSettled: () => refetchAfterWrite(queryClient, queryKeys.submissions.all),
  });
}

export function useCreateLiveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    // isHidden: created hidden, as a draft to check before it goes public.
    mutationFn: ({ id, isHidden = false }: { id: string; isHidden?: boolean }) =>
      api.post<LiveEventCreated>(apiPath(API_PATHS.createEventFromSubmission, { id }), { isHidden }),
    onSettled: () =>
      refetchAfterWrite(queryClient, queryKeys.submissions.all, queryKeys.events.all, queryKeys.speakers.all),
  });
}
