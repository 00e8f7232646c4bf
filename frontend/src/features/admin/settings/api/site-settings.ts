import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '@dental/contracts';
import { api } from '../../../../lib/api-client';
import { apiPaths } from '../../../../lib/api-paths';
import { queryKeys } from '../../../../lib/query-keys';

/** Saves any subset of the site settings; the public site reads the answer at once. */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SiteSettings>) => api.patch<SiteSettings>(apiPaths.siteSettings, changes),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.siteSettings, settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.siteSettings }),
  });
}
