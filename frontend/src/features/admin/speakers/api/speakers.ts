import { API_PATHS, apiPath } from '@dental/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSpeakersAnswer,
  CreateSpeakerRequest,
  Speaker,
  SpeakerFlag,
  SpeakerForm,
  TrashedSpeakerSchema,
} from '@dental/contracts';
import { api, withQuery } from '../../../../lib/api-client';
import { refetchAfterWrite } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/speakers/trash: a speaker in the trash and when it will be purged. */
export type TrashedSpeaker = ReturnType<typeof TrashedSpeakerSchema.parse>;

/** The admin speakers screen's state in its address (?q=&eventId=&page=). */
export interface SpeakerListState {
  q: string;
  eventId: string;
  page: number;
}

/** The admin speakers screen at one event's group. */
export const speakersOfEvent = (eventId: string) => `/admin/speakers?${new URLSearchParams({ eventId })}`;

/**
 * One page of the admin speakers screen, grouped and searched on the server (decision 0094), always
 * fetched fresh. While the next page or search loads, the last answer stays on screen.
 */
export function useAdminSpeakersPage(state: SpeakerListState, enabled = true) {
  const params = { q: state.q, eventId: state.eventId, page: String(state.page) };
  return useQuery({
    enabled,
    queryKey: queryKeys.speakers.adminPage(params),
    queryFn: ({ signal }) =>
      api.get<AdminSpeakersAnswer>(`${API_PATHS.adminSpeakers.path}?${new URLSearchParams(params)}`, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

/** One event's speakers as an admin reads them (hidden events' too): an event's roster, a same-name check. */
export const adminEventSpeakersQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.speakers.adminOfEvent(eventId),
    queryFn: ({ signal }) => api.get<Speaker[]>(withQuery(API_PATHS.listSpeakers.path, { eventId }), { signal }),
    staleTime: 0,
  });

export const adminSpeakerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.speakers.adminDetail(id),
    queryFn: ({ signal }) => api.get<Speaker>(apiPath(API_PATHS.getSpeaker, { id }), { signal }),
    staleTime: 0,
  });

export const useAdminSpeaker = (id: string) => useQuery(adminSpeakerQueryOptions(id));

export const trashedSpeakersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.speakers.trash(),
    queryFn: ({ signal }) => api.get<TrashedSpeaker[]>(API_PATHS.speakersInTrash.path, { signal }),
    staleTime: 0,
  });

function useRefreshSpeakers() {
  const queryClient = useQueryClient();
  return () => refetchAfterWrite(queryClient, queryKeys.speakers.all);
}

export function useSetSpeakerFlag() {
  const refresh = useRefreshSpeakers();
  return useMutation({
    mutationFn: ({ id, flag, value }: { id: string; flag: SpeakerFlag; value: boolean }) =>
      api.patch<Speaker>(apiPath(API_PATHS.updateSpeaker, { id }), { [flag]: value }),
    onSettled: refresh,
  });
}

export function useUpdateSpeaker(id: string) {
  const refresh = useRefreshSpeakers();
  return useMutation({
    // eventId moves the speaker to that event (PATCH /api/speakers/:id {eventId}).
    mutationFn: (fields: Partial<SpeakerForm> & { eventId?: string }) =>
      api.patch<Speaker>(apiPath(API_PATHS.updateSpeaker, { id }), fields),
    onSettled: refresh,
  });
}

export function useCreateSpeaker() {
  const refresh = useRefreshSpeakers();
  return useMutation({
    mutationFn: (fields: CreateSpeakerRequest) => api.post<Speaker>(API_PATHS.createSpeaker.path, fields),
    onSettled: refresh,
  });
}

export function useTrashSpeaker() {
  const refresh = useRefreshSpeakers();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      api.post<unknown>(apiPath(API_PATHS.trashSpeaker, { id }), { password }),
    onSettled: refresh,
  });
}

export function useRestoreSpeaker() {
  const refresh = useRefreshSpeakers();
  return useMutation({
    mutationFn: (id: string) => api.post<Speaker>(apiPath(API_PATHS.restoreSpeaker, { id })),
    onSettled: refresh,
  });
}
