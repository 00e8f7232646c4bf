import { API_PATHS, EVENT_MENU_LENGTH, apiPath } from '@dental/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminEventListState,
  AdminEventsAnswer,
  EventChoice,
  EventFlag,
  EventForm,
  EventListing,
  EventStatusPatch,
  RestoredEventAnswer,
  TrashedEventSchema,
} from '@dental/contracts';
import { api } from '../../../../lib/api-client';
import { refetchAfterWrite } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/events/trash: an event in the trash and when it will be purged. */
export type TrashedEvent = ReturnType<typeof TrashedEventSchema.parse>;

/**
 * What an event menu offers (decision 0107): the first EVENT_MENU_LENGTH events (not over yet
 * soonest first, then past ones latest first), or the first of those the words find, and whether
 * there are more than it offers (one more is asked for to know). While the next words' answer loads, the last one stays in the menu.
 */
export function useEventMenuChoices(words: string) {
  const params = { q: words, first: String(EVENT_MENU_LENGTH + 1) };
  return useQuery({
    queryKey: queryKeys.events.menu(params),
    queryFn: async ({ signal }) => {
      const found = await api.get<EventChoice[]>(`${API_PATHS.eventChoices.path}?${new URLSearchParams(params)}`, {
        signal,
      });
      return { choices: found.slice(0, EVENT_MENU_LENGTH), more: found.length > EVENT_MENU_LENGTH };
    },
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

/**
 * One page of the admin events screen, searched, filtered and ordered on the server (decision
 * 0093), always fetched fresh like the whole list. While the next page or search loads, the last
 * answer stays on screen. `pageSize`: events a page, when not the screen's twenty (the sponsors
 * screen's event cards); `enabled` false while no page is wanted.
 */
export function useAdminEventsPage(
  state: AdminEventListState,
  { pageSize, enabled = true }: { pageSize?: number; enabled?: boolean } = {},
) {
  const params: Record<string, string> = { q: state.q, show: state.show, sort: state.sort, page: String(state.page) };
  if (pageSize !== undefined) params.pageSize = String(pageSize);
  return useQuery({
    queryKey: queryKeys.events.adminPage(params),
    queryFn: ({ signal }) =>
      api.get<AdminEventsAnswer>(`${API_PATHS.adminEvents.path}?${new URLSearchParams(params)}`, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const adminEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.events.adminDetail(id),
    queryFn: ({ signal }) => api.get<EventListing>(apiPath(API_PATHS.getEvent, { id }), { signal }),
    staleTime: 0,
  });

export const useAdminEvent = (id: string) => useQuery(adminEventQueryOptions(id));

export const trashedEventsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.events.trash(),
    queryFn: ({ signal }) => api.get<TrashedEvent[]>(API_PATHS.eventsInTrash.path, { signal }),
    staleTime: 0,
  });

/** After any change to an event every list and detail under /api/events is refetched. */
function useRefreshEvents() {
  const queryClient = useQueryClient();
  return () => refetchAfterWrite(queryClient, queryKeys.events.all);
}

/**
 * Hide or show an event. The list changes at once and goes back to what it was if the server
 * refuses (spec section 4).
 */
export function useSetEventHidden() {
  const queryClient = useQueryClient();
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, isHidden }: { id: string; isHidden: boolean }) =>
      api.patch<EventListing>(apiPath(API_PATHS.updateEvent, { id }), { isHidden }),
    onMutate: async ({ id, isHidden }) => {
      const key = queryKeys.events.adminPages();
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<AdminEventsAnswer>({ queryKey: key });
      queryClient.setQueriesData<AdminEventsAnswer>({ queryKey: key }, (answer) =>
        answer
          ? { ...answer, items: answer.items.map((event) => (event.id === id ? { ...event, isHidden } : event)) }
          : answer,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, answer] of context?.previous ?? []) queryClient.setQueryData(key, answer);
    },
    onSettled: refresh,
  });
}

/** Any one of the four flags; the server takes exactly one per call. */
export function useSetEventFlag() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, flag, value }: { id: string; flag: Exclude<EventFlag, 'isHidden'>; value: boolean }) =>
      api.patch<EventListing>(apiPath(API_PATHS.updateEvent, { id }), { [flag]: value }),
    onSettled: refresh,
  });
}

export type EventFormFields = Omit<EventForm, 'agenda'> & { agenda?: EventForm['agenda'] };

export interface EventSave {
  /** Changed form fields, sent together in one PATCH (or all of them on create). */
  fields: Partial<EventFormFields>;
  /** Changed display flags, one PATCH each after the fields. */
  flags: Partial<Record<'hideSocialMedia' | 'hideAbstracts', boolean>>;
}

export function useUpdateEvent(id: string) {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: async ({ fields, flags }: EventSave) => {
      let saved: EventListing | null = null;
      if (Object.keys(fields).length > 0)
        saved = await api.patch<EventListing>(apiPath(API_PATHS.updateEvent, { id }), fields);
      for (const [flag, value] of Object.entries(flags))
        saved = await api.patch<EventListing>(apiPath(API_PATHS.updateEvent, { id }), { [flag]: value });
      return saved;
    },
    onSettled: refresh,
  });
}

export function useCreateEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: async ({
      fields,
      flags,
      isHidden,
    }: {
      fields: EventFormFields;
      flags: EventSave['flags'];
      isHidden: boolean;
    }) => {
      let created = await api.post<EventListing>(API_PATHS.createEvent.path, { ...fields, isHidden });
      for (const [flag, value] of Object.entries(flags))
        if (value)
          created = await api.patch<EventListing>(apiPath(API_PATHS.updateEvent, { id: created.id }), {
            [flag]: value,
          });
      return created;
    },
    onSettled: refresh,
  });
}

export function useTrashEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      api.post<{ message: string }>(apiPath(API_PATHS.trashEvent, { id }), { password }),
    onSettled: refresh,
  });
}

export function useRestoreEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: string) => api.post<RestoredEventAnswer>(apiPath(API_PATHS.restoreEvent, { id })),
    onSettled: refresh,
  });
}

/**
 * The next edition of an event: a hidden, unfeatured copy on a new date, with copies of its
 * agenda, speakers and sponsorships, made by the server in one request.
 */
export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date }: { id: string; date: string }) =>
      api.post<EventListing>(apiPath(API_PATHS.duplicateEvent, { id }), { date }),
    onSettled: () =>
      refetchAfterWrite(
        queryClient,
        queryKeys.events.all,
        queryKeys.speakers.all,
        queryKeys.sponsors.all,
        queryKeys.sponsorTiers.all,
      ),
  });
}

/** PATCH /api/events/:id { status, statusNote }: the status and its public note, together (decision 0060). */
export function useSetEventStatus() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, status, statusNote }: { id: string } & EventStatusPatch) =>
      api.patch<EventListing>(apiPath(API_PATHS.updateEvent, { id }), { status, statusNote }),
    onSettled: refresh,
  });
}
