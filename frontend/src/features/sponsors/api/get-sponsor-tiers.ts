import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIER_NAMES, type SponsorTier, type SponsorTierNames, API_PATHS, apiPath } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** An event's own names for its three sponsor tiers ('Diamond Partners' instead of 'Platinum Sponsors'). */
export const getSponsorTiers = (eventId: string, signal?: AbortSignal) =>
  api.get<SponsorTierNames>(apiPath(API_PATHS.sponsorTierNames, { eventId }), { signal });

export const sponsorTiersQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.sponsorTiers.detail(eventId),
    queryFn: ({ signal }) => getSponsorTiers(eventId, signal),
  });

/** Tier headings for an event; the defaults while loading, on failure, or when no event is chosen. */
export function useSponsorTierNames(eventId: string | undefined): Record<SponsorTier, string> {
  const { data } = useQuery({ ...sponsorTiersQueryOptions(eventId ?? ''), enabled: Boolean(eventId) });
  return eventId && data ? { ...DEFAULT_TIER_NAMES, ...data.names } : DEFAULT_TIER_NAMES;
}
