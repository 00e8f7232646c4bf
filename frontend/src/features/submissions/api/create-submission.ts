import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type EventSubmissionCreated, type ValidEventSubmissionForm } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { refetchAfterWrite } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const createSubmission = (input: ValidEventSubmissionForm) =>
  api.post<EventSubmissionCreated>(API_PATHS.submitEvent.path, input);

/** Sends the public form; on success the events list is refetched (spec section 7). */
export function useCreateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubmission,
    onSuccess: () => refetchAfterWrite(queryClient, queryKeys.events.all),
  });
}
