import { useMemo } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiPath, type CeProgress, type CeRuleSet, type PlannedSession } from '@dental/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { progressItemText } from '../rule-words';
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

/**
 * The chosen licence's rule set and what the sessions count toward it, once the answer is about
 * that set (a previous licence's answer is never shown under a new one).
 */
export function useLicenceProgress(items: readonly PlannedSession[]): {
  ruleSet: CeRuleSet | null;
  progress: CeProgress | undefined;
  failed: boolean;
} {
  const { ruleSet } = useChosenRuleSet();
  const { data, isError } = useCeProgress(ruleSet?.id ?? null, items);
  return {
    ruleSet,
    progress: ruleSet && data?.ruleSetId === ruleSet.id ? data : undefined,
    failed: isError && !data,
  };
}

/**
 * For a CE record: the chosen licence's name and what each session counts toward it ('Infection
 * control, Total (2 hours)'), from the same progress as the plan's panel; undefined without a
 * licence, or until the answer is in.
 */
export function useRecordLicence(
  items: readonly PlannedSession[],
): { name: string; cellOf: (eventId: string, sessionKey: string) => string } | undefined {
  const { ruleSet, progress } = useLicenceProgress(items);
  return useMemo(() => {
    if (!ruleSet || !progress) return undefined;
    const byId = new Map(progress.items.map((item) => [`${item.eventId}/${item.sessionKey}`, item]));
    return {
      name: ruleSet.name,
      cellOf: (eventId, sessionKey) => {
        const item = byId.get(`${eventId}/${sessionKey}`);
        return item ? progressItemText(item, ruleSet) : '';
      },
    };
  }, [ruleSet, progress]);
}
