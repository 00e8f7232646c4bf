import { API_PATHS } from '@dental/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getSiteSettings = (signal?: AbortSignal) =>
  api.get<SiteSettings>(API_PATHS.getSiteSettings.path, { signal });

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.siteSettings, queryFn: ({ signal }) => getSiteSettings(signal) });

/** Contact details, links, tagline, hero texts and city banner; `data` is undefined while loading. */
export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());
