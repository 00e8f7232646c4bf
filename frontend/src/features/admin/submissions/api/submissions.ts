import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventSubmission, LiveEventCreated, SubmissionReviewDecision } from '@dental/contracts';
import { api } from '../../../../lib/api-client';
import { apiPaths } from '../../../../lib/api-paths';
import { queryKeys } from '../../../../lib/query-keys';

/** Every submission; the status cards count and filter them in the browser. */
export const submissionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.submissions.adminList(),
    queryFn: ({ signal }) => api.get<EventSubmission[]>(apiPaths.submissions.all, { signal }),
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
    }) => api.patch<EventSubmission>(apiPaths.submissions.one(id), { status, reviewNotes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
  });
}

export function useCreateLiveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    // isHidden: created hidden, as a draft to check before it goes public.
    mutationFn: ({ id, isHidden = false }: { id: string; isHidden?: boolean }) =>
      api.post<LiveEventCreated>(apiPaths.submissions.createEvent(id), { isHidden }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.events.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.speakers.all }),
      ]),
  });
}
