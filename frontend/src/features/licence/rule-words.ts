import {
  formatCredits,
  MANDATE_LABELS,
  SESSION_DELIVERY_LABELS,
  type AgendaSession,
  type CeProgress,
  type CeRule,
  type CeRuleSet,
  type CeUnit,
} from '@dental/contracts';

/**
 * A rule set and its progress in plain words. Only words: what counts and how much is decided in
 * contracts (`ceProgress`, `sessionVerdict`), once, for the server and the browser alike.
 */

/** '2 hours', '1 hour', '90 points'. */
export function amountText(amount: number, unit: CeUnit): string {
  const word = unit === 'points' ? 'point' : 'hour';
  return `${formatCredits(amount)} ${amount === 1 ? word : `${word}s`}`;
}

/** '50 hours every 2 years', '90 points every 3 years'. */
export function cycleText(set: Pick<CeRuleSet, 'total' | 'unit' | 'cycleYears'>): string {
  return `${amountText(set.total, set.unit)} every ${set.cycleYears === 1 ? 'year' : `${set.cycleYears} years`}`;
}

/**
 * A rule as a board would say it: 'Infection control: at least 2 hours, from a provider the board
 * registered', 'Self-study (on demand): at most 18 hours', 'Practice management does not count'.
 */
export function ruleText(rule: CeRule, unit: CeUnit): string {
  switch (rule.kind) {
    case 'minimum':
      return `${rule.label}: at least ${amountText(rule.amount ?? 0, unit)}${rule.approvedProviderOnly ? ', from a provider the board registered' : ''}`;
    case 'maximum':
      return `${rule.label}: at most ${amountText(rule.amount ?? 0, unit)}`;
    case 'excluded':
      return `${rule.label}: not counted`;
  }
}

/** 'Total: 12 of 50 hours', with ', met' once reached. */
export function totalProgressText(progress: Pick<CeProgress, 'total' | 'unit'>): string {
  const { counted, required } = progress.total;
  return `Total: ${formatCredits(counted)} of ${amountText(required, progress.unit)}${counted >= required ? ', met' : ''}`;
}

/**
 * One rule's progress: 'Infection control 2 of 2 hours, met' (or ', not met yet'), 'Self-study:
 * 3 of at most 3 counted', 'Practice management does not count: 2 hours left out'.
 */
export function ruleProgressText(rule: CeProgress['rules'][number], unit: CeUnit): string {
  const amount = rule.amount ?? 0;
  switch (rule.kind) {
    case 'minimum':
      return `${rule.label} ${formatCredits(rule.counted)} of ${amountText(amount, unit)}, ${rule.met ? 'met' : 'not met yet'}`;
    case 'maximum':
      return `${rule.label}: ${formatCredits(rule.counted)} of at most ${formatCredits(amount)} counted`;
    case 'excluded':
      return rule.counted > 0
        ? `${rule.label}: ${amountText(rule.counted, unit)} left out`
        : `${rule.label}: nothing chosen falls under it`;
  }
}

/**
 * What a session states for a board, as small tags: its minutes of instruction ('90 min'), how it
 * is delivered and the mandated subjects it teaches, each only where the organiser set it.
 */
export function sessionBoardTags(session: Pick<AgendaSession, 'minutes' | 'delivery' | 'mandates'>): string[] {
  return [
    typeof session.minutes === 'number' && session.minutes > 0 ? `${session.minutes} min of instruction` : null,
    session.delivery ? SESSION_DELIVERY_LABELS[session.delivery] : null,
    ...(session.mandates ?? []).map((mandate) => MANDATE_LABELS[mandate]),
  ].filter((tag): tag is string => tag !== null);
}

/**
 * What one chosen session counts toward, as the progress answered it: 'Infection control, Total
 * (2 hours)', 'Self-study, Total (1 hour) The cap is reached: Self-study.', 'Not counted: It
 * overlaps another chosen session...'.
 */
export function progressItemText(item: CeProgress['items'][number], set: Pick<CeRuleSet, 'rules' | 'unit'>): string {
  if (item.counted <= 0) return `Not counted: ${item.notCountedBecause ?? 'it adds nothing to this rule set.'}`;
  const labels = item.countsToward.map((id) => set.rules.find((rule) => rule.id === id)?.label ?? id);
  const counted = `${[...labels, 'Total'].join(', ')} (${amountText(item.counted, set.unit)})`;
  return item.notCountedBecause ? `${counted} ${item.notCountedBecause}` : counted;
}
