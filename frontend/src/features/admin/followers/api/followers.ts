import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** One address that asked to hear about an event (owners only: personal data). */
export interface Follower {
  id: string;
  email: string;
  /** 'pending' until the address confirms; only confirmed addresses are written to. */
  status: string;
  createdAt: string;
}

export const followerKeys = {
  all: ['/api/followers'] as const,
  byEvent: (eventId: string) => ['/api/followers', 'admin', eventId] as const,
};

export const followersQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: followerKeys.byEvent(eventId),
    queryFn: ({ signal }) => api.get<Follower[]>(`/api/events/${encodeURIComponent(eventId)}/followers`, { signal }),
    staleTime: 0,
  });

export const useFollowers = (eventId: string, enabled: boolean) =>
  useQuery({ ...followersQueryOptions(eventId), enabled });

export function useRemoveFollower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follower: Follower) => api.delete<unknown>(`/api/followers/${encodeURIComponent(follower.id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: followerKeys.all }),
  });
}
