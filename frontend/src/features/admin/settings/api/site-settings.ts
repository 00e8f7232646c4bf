import { API_PATHS } from '@dental/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '@dental/contracts';
import { api } from '../../../../lib/api-client';
import { refetchAfterWrite } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** Saves any subset of the site settings; the public site reads the answer at once. */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SiteSettings>) => api.patch<SiteSettings>(API_PATHS.updateSiteSettings.path, changes),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.siteSettings, settings),
    onSettled: () => refetchAfterWrite(queryClient, queryKeys.siteSettings),
  });
}
