import { API_PATHS } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSponsor } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The global site sponsors for the 'Site Sponsors' band, platinum first. */
export const getSiteSponsors = (signal?: AbortSignal) =>
  api.get<SiteSponsor[]>(API_PATHS.siteSponsors.path, { signal });

export const siteSponsorsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.sponsors.site(), queryFn: ({ signal }) => getSiteSponsors(signal) });

export const useSiteSponsors = () => useQuery(siteSponsorsQueryOptions());
