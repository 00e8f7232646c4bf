import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiPath, type CeProgress, type CeRuleSet, type PlannedSession } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ruleSetForLicence, useLicence } from './licence-store';

/** Every renewal rule set the site lists (GET /api/ce-requirements), by name. */
export const ruleSetsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.ceRequirements.all,
    queryFn: ({ signal }) => api.get<CeRuleSet[]>(API_PATHS.listCeRuleSets.path, { signal }),
    // Boards change their rules a few times a year: one reading a visit is plenty.
    staleTime: 10 * 60_000,
  });

export const useRuleSets = () => useQuery(ruleSetsQueryOptions());

/**
 * The visitor's licence and the rule set it reads: `ready` once the stored licence has been read
 * and the rule sets have arrived (or failed), so nothing is shown for a moment and then replaced.
 */
export function useChosenRuleSet(): {
  ready: boolean;
  ruleSets: readonly CeRuleSet[];
  ruleSet: CeRuleSet | null;
} {
  const licence = useLicence();
  const { data, isPending } = useRuleSets();
  const ruleSets = data ?? NO_RULE_SETS;
  return {
    ready: licence !== undefined && !isPending,
    ruleSets,
    ruleSet: ruleSetForLicence(ruleSets, licence ?? null),
  };
}

const NO_RULE_SETS: readonly CeRuleSet[] = [];

/**
 * What the sessions count toward the rule set, as the server works it out
 * (POST /api/ce-requirements/:id/progress): nothing is asked without a rule set. The previous
 * answer stays on screen while a changed plan is asked about.
 */
export function useCeProgress(ruleSetId: string | null, items: readonly PlannedSession[]) {
  const sessions = items.map((item) => `${item.eventId}/${item.sessionKey}`).join(',');
  return useQuery({
    queryKey: queryKeys.ceRequirements.progress(ruleSetId ?? '', sessions),
    queryFn: ({ signal }) =>
      api.post<CeProgress>(apiPath(API_PATHS.ceProgress, { id: ruleSetId! }), { items }, { signal }),
    enabled: ruleSetId !== null,
    placeholderData: keepPreviousData,
  });
}
