import {
  keyedSessions,
  sessionFacts,
  sessionVerdict,
  sessionVerdictText,
  type AgendaSession,
  type CeRuleSet,
  type EventListing,
} from '@dental/contracts';

/**
 * What one session counts toward the chosen licence's rule set, in the words the event page and
 * the plan both show ('Counts toward: Infection control, Total', or 'Not counted: …'), by the rule
 * the search and the progress use (`sessionVerdict`). None without a rule set.
 */
export function sessionVerdictLines(
  ruleSet: CeRuleSet | null,
  event: Partial<Pick<EventListing, 'ceProvider'>>,
  session: AgendaSession,
): string[] {
  if (!ruleSet) return [];
  return sessionVerdictText(sessionVerdict(ruleSet, sessionFacts({ ceProvider: event.ceProvider ?? null }, session)));
}

/**
 * The same for a planned session, read from its event as listed now (found by its key): none
 * while the event is not loaded, or when it or the session is no longer listed, since what it
 * counts toward then is not known.
 */
export function plannedSessionVerdictLines(
  ruleSet: CeRuleSet | null,
  event: EventListing | undefined,
  sessionKey: string,
): string[] {
  if (!ruleSet || !event) return [];
  const keyed = keyedSessions(event).find((candidate) => candidate.key === sessionKey);
  return keyed ? sessionVerdictLines(ruleSet, event, keyed.session) : [];
}

/** Whether the lines say the session counts (their first line), for how they are drawn. */
export const verdictCounts = (lines: readonly string[]) => lines[0]?.startsWith('Counts toward') ?? false;
