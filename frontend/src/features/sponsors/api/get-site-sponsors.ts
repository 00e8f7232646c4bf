import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSponsor } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** The global site sponsors for the 'Site Sponsors' band, platinum first. */
export const getSiteSponsors = (signal?: AbortSignal) => api.get<SiteSponsor[]>(apiPaths.siteSponsors, { signal });

export const siteSponsorsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.sponsors.site(), queryFn: ({ signal }) => getSiteSponsors(signal) });

export const useSiteSponsors = () => useQuery(siteSponsorsQueryOptions());
