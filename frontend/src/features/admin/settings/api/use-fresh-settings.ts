import { useQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from '../../../site-settings/api/get-site-settings';

/** The settings as stored now (the public site's query, read fresh for editing). */
export const useFreshSiteSettings = () =>
  useQuery({ ...siteSettingsQueryOptions(), staleTime: 0, refetchOnMount: 'always' });
