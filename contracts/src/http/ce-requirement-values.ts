import type { CeRuleSet } from './ce-requirements';

/**
 * The plain values of renewal rule sets (ce-requirements.ts holds their schemas and re-exports
 * these): what a rule can do, the units and limits, the words pages show, and how a `countsToward`
 * value reads. No zod here, so the event page, /events and the plan show them without building the
 * schemas (decision 0076).
 */

/** What a rule does with the sessions it matches: asks for at least, counts at most, or counts none. */
export const CE_RULE_KINDS = ['minimum', 'maximum', 'excluded'] as const;
export type CeRuleKind = (typeof CE_RULE_KINDS)[number];

/** Most boards count hours (California calls them units); Ontario's RCDSO counts points. */
export const CE_UNITS = ['hours', 'points'] as const;
export type CeUnit = (typeof CE_UNITS)[number];

/** Shown on every page that shows a rule set: the rules here are a reading of the board's, not the board's. */
export const BOARD_TEXT_DECIDES =
  "A summary to plan with: the board's own text decides what counts. Check it before you rely on a rule.";

export const CE_RULE_SET_LIMITS = { rules: 40, sources: 10, amount: 1000, cycleYears: 10 } as const;

/** Why a chosen session adds nothing (or less than its length) to a rule set's total. */
export const NOT_COUNTED_BECAUSE = {
  notFound: 'This session is no longer in the event’s agenda.',
  cancelled: 'This session was cancelled.',
  noInstruction: 'This session states no minutes or credits of instruction.',
  overlap: 'It overlaps another chosen session that is counted instead: one person attends one at a time.',
  excluded: (label: string) => `Does not count: ${label}.`,
  capReached: (label: string) => `The cap is reached: ${label}.`,
  dayCapReached: 'The most this board counts in one day is reached.',
} as const;

/** `countsToward=<ruleSetId>` or `<ruleSetId>:<ruleId>` on the events search. */
export function readCountsToward(value: string): { ruleSetId: string; ruleId: string | null } {
  const [ruleSetId, ruleId] = value.split(':', 2);
  return { ruleSetId, ruleId: ruleId ?? null };
}

/**
 * A `countsToward` value named as a visitor reads it: 'California dentists · Infection control'
 * for `ca-dentist:infection-control`, 'California dentists' for the whole set; the value itself
 * for a set or rule the site does not list. The /events chip and the calendar feed's name say it.
 */
export function countsTowardName(ruleSets: readonly Pick<CeRuleSet, 'id' | 'name' | 'rules'>[], value: string): string {
  const { ruleSetId, ruleId } = readCountsToward(value);
  const set = ruleSets.find((candidate) => candidate.id === ruleSetId);
  if (!set) return value;
  if (ruleId === null) return set.name;
  const rule = set.rules.find((candidate) => candidate.id === ruleId);
  return rule ? `${set.name} · ${rule.label}` : value;
}
