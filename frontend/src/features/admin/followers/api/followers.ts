import { API_PATHS, apiPath, type FollowerSchema } from '@dental/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refetchAfterWrite } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** One address that asked to hear about an event (owners only: personal data); 'pending' until it confirms. */
export type Follower = ReturnType<typeof FollowerSchema.parse>;

export const followersQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.followers(eventId),
    queryFn: ({ signal }) => api.get<Follower[]>(apiPath(API_PATHS.eventFollowers, { id: eventId }), { signal }),
    staleTime: 0,
  });

export const useFollowers = (eventId: string, enabled: boolean) =>
  useQuery({ ...followersQueryOptions(eventId), enabled });

/** Erases one follower of the event whose panel is open, then reads that event's followers again. */
export function useRemoveFollower(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follower: Follower) => api.delete<unknown>(apiPath(API_PATHS.removeFollower, { id: follower.id })),
    onSettled: () => refetchAfterWrite(queryClient, queryKeys.events.followers(eventId)),
  });
}
