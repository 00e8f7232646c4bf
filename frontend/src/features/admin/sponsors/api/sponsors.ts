import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_TIER_NAMES,
  type Sponsor,
  type SponsorTier,
  type SponsorTierNames,
  type TrashedSponsor,
} from '@dental/contracts';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { adminKeys } from '../../admin-keys';
import type { AssignedSponsor } from '../sponsor-placement';

const sponsorPath = (id: string) => `/api/sponsors/${encodeURIComponent(id)}`;
const tiersPath = (eventId: string) => `/api/sponsor-tiers/${encodeURIComponent(eventId)}`;

/** What the add and edit dialogs send (spec sections 5 and 7). */
export interface SponsorFields {
  name: string;
  description: string;
  logo: string;
  companyImage: string | null;
  website: string | null;
  telephone: string | null;
  socialHandles: Sponsor['socialHandles'];
  tier: SponsorTier;
}

export const adminSponsorsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.sponsors.list(),
    queryFn: ({ signal }) => api.get<Sponsor[]>('/api/sponsors', { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useAdminSponsors = () => useQuery(adminSponsorsQueryOptions());

export const tierNamesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: adminKeys.sponsorTiers.detail(eventId),
    queryFn: ({ signal }) => api.get<SponsorTierNames>(tiersPath(eventId), { signal }),
  });

/** An event's tier headings, the defaults until they load. */
export function useTierNames(eventId: string): Record<SponsorTier, string> {
  const { data } = useQuery(tierNamesQueryOptions(eventId));
  return { ...DEFAULT_TIER_NAMES, ...data?.names };
}

function useRefreshSponsors() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.sponsors.all });
}

export function useCreateSponsor() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: (body: SponsorFields & { eventId: string | null; isGlobalSponsor: boolean }) =>
      api.post<Sponsor>('/api/sponsors', body),
    onSettled: refresh,
  });
}

export function useUpdateSponsor() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<SponsorFields> | { isGlobalSponsor: boolean } }) =>
      api.patch<Sponsor>(sponsorPath(id), changes),
    onSettled: refresh,
  });
}

/** Makes several sponsors global at once: one PATCH per sponsor, all of them before the answer. */
export function useMakeSponsorsGlobal() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await api.patch<Sponsor>(sponsorPath(id), { isGlobalSponsor: true });
    },
    onSettled: refresh,
  });
}

export const trashedSponsorsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.sponsors.trash(),
    queryFn: ({ signal }) => api.get<TrashedSponsor[]>('/api/sponsors/trash', { signal }),
    staleTime: 0,
  });

/** Delete goes to the trash like events and speakers: the server re-checks the admin's password. */
export function useTrashSponsor() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      api.post<unknown>(`${sponsorPath(id)}/trash`, { password }),
    onSettled: refresh,
  });
}

export function useRestoreSponsor() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: (id: string) => api.post<Sponsor>(`${sponsorPath(id)}/restore`),
    onSettled: refresh,
  });
}

/** Takes a sponsor off its event; it stays in the sponsor list (and global if it was). */
export function useRemoveSponsorFromEvent() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: (id: string) => api.patch<Sponsor>(`${sponsorPath(id)}/assign-to-event`, { eventId: null }),
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
        await api.patch<Sponsor>(`${sponsorPath(sponsor.id)}/assign-to-event`, { eventId, tier });
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
        saved = await api.patch<SponsorTierNames>(tiersPath(eventId), { tierLevel, customName: names[tierLevel] });
      }
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sponsorTiers.all }),
  });
}
