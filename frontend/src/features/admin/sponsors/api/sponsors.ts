import { API_PATHS, apiPath } from '@dental/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Sponsor,
  SponsoredEvent,
  SponsorTier,
  SponsorTierNames,
  TrashedSponsor,
  ValidSponsorForm,
} from '@dental/contracts';
import { api } from '../../../../lib/api-client';
import { refetchAfterWrite } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';
import type { AssignedSponsor, EventTitles } from '../sponsor-placement';

export const adminSponsorsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sponsors.adminList(),
    queryFn: ({ signal }) => api.get<Sponsor[]>(API_PATHS.listSponsors.path, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useAdminSponsors = () => useQuery(adminSponsorsQueryOptions());

/**
 * The titles of the events the sponsors are at, hidden ones included (decision 0107): what the
 * screen names its sponsors' events by, without reading every event of the catalogue.
 */
export const useSponsorEventTitles = () =>
  useQuery({
    queryKey: queryKeys.events.sponsorTitles(),
    queryFn: ({ signal }) => api.get<SponsoredEvent[]>(API_PATHS.sponsoredEvents.path, { signal }),
    select: (events): EventTitles => new Map(events.map((event) => [event.id, event.title])),
    staleTime: 0,
    refetchOnMount: 'always',
  });

/**
 * After a sponsor change: the titles of the sponsors' events first, then the sponsors. A mutation's
 * own callbacks (its toast) run once these are read, and the sponsors read last may take the card
 * that made the change off the screen: as it was when only the sponsors were read.
 */
function useRefreshSponsors() {
  const queryClient = useQueryClient();
  return async () => {
    await refetchAfterWrite(queryClient, queryKeys.events.sponsorTitles());
    await refetchAfterWrite(queryClient, queryKeys.sponsors.all);
  };
}

export function useCreateSponsor() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: (body: ValidSponsorForm & { eventId: string | null; isGlobalSponsor: boolean }) =>
      api.post<Sponsor>(API_PATHS.createSponsor.path, body),
    onSettled: refresh,
  });
}

export function useUpdateSponsor() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<ValidSponsorForm> | { isGlobalSponsor: boolean } }) =>
      api.patch<Sponsor>(apiPath(API_PATHS.updateSponsor, { id }), changes),
    onSettled: refresh,
  });
}

export const trashedSponsorsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sponsors.trash(),
    queryFn: ({ signal }) => api.get<TrashedSponsor[]>(API_PATHS.sponsorsInTrash.path, { signal }),
    staleTime: 0,
  });

/** Delete goes to the trash like events and speakers: the server re-checks the admin's password. */
export function useTrashSponsor() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      api.post<unknown>(apiPath(API_PATHS.trashSponsor, { id }), { password }),
    onSettled: refresh,
  });
}

export function useRestoreSponsor() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: (id: string) => api.post<Sponsor>(apiPath(API_PATHS.restoreSponsor, { id })),
    onSettled: refresh,
  });
}

/** Takes a sponsor off its event; it stays in the sponsor list (and global if it was). */
export function useRemoveSponsorFromEvent() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: (id: string) => api.patch<Sponsor>(apiPath(API_PATHS.assignSponsor, { id }), { eventId: null }),
    onSettled: refresh,
  });
}

/**
 * One PATCH per selected sponsor (spec section 7). Answers, for each one, the event it was taken
 * off when it sat on another event (a sponsor has one event: assigning it moves it).
 */
export function useAssignSponsors() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: async ({
      sponsors,
      eventId,
      tier,
    }: {
      sponsors: Sponsor[];
      eventId: string;
      tier: SponsorTier;
    }): Promise<AssignedSponsor[]> => {
      const assigned: AssignedSponsor[] = [];
      for (const sponsor of sponsors) {
        await api.patch<Sponsor>(apiPath(API_PATHS.assignSponsor, { id: sponsor.id }), { eventId, tier });
        assigned.push({
          name: sponsor.name,
          movedFrom: sponsor.eventId !== null && sponsor.eventId !== eventId ? sponsor.eventId : null,
        });
      }
      return assigned;
    },
    onSettled: refresh,
  });
}

/** Three PATCH calls, one per tier (spec section 7). */
export function useRenameTiers(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (names: Record<SponsorTier, string>) => {
      let saved: SponsorTierNames | null = null;
      for (const tierLevel of ['platinum', 'gold', 'silver'] as const) {
        saved = await api.patch<SponsorTierNames>(apiPath(API_PATHS.renameSponsorTier, { eventId }), {
          tierLevel,
          customName: names[tierLevel],
        });
      }
      return saved;
    },
    onSettled: () => refetchAfterWrite(queryClient, queryKeys.sponsorTiers.all),
  });
}
