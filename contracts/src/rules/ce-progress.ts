import type { BoardApproval, CreditType, Mandate, SessionDelivery } from '../continuing-education';
import type { AgendaSession, EventListing } from '../entities';
import { NOT_COUNTED_BECAUSE } from '../http/ce-requirement-values';
import type { CeProgress, CeRule, CeRuleSet, PlannedSession } from '../http/ce-requirements';
import type { KeyedSession } from './session-keys';
import { sessionSpan, type SessionSpan } from './session-spans';

/**
 * What chosen sessions count toward a licence's renewal rule set, and what one session counts
 * toward on its own (the event page's labels, the events search). Pure: the server resolves the
 * sessions and the browser could run it too. Amounts are hours of instruction (a points set counts
 * one point per hour).
 */

/** What a rule set reads of one session, with its event's provider approvals. */
export interface SessionFacts {
  hours: number;
  delivery: SessionDelivery | null;
  mandates: readonly Mandate[];
  topics: readonly string[];
  creditType: CreditType | null;
  cancelled: boolean;
  boardApprovals: readonly BoardApproval[];
}

/** A chosen session as progress reads it; `facts` null when its key names no session of a listed event. */
export interface ChosenSession extends PlannedSession {
  facts: SessionFacts | null;
  span: Pick<SessionSpan, 'start' | 'end' | 'absolute'> | null;
  /** The session's day (YYYY-MM-DD) for a per-day maximum, null when nothing says. */
  day: string | null;
}

const round = (amount: number) => Math.round(amount * 100) / 100;

/** Hours of instruction: its minutes when stated (what boards count from), else its credits. */
export function sessionHours(session: Pick<AgendaSession, 'minutes' | 'ceCredits'>): number {
  if (typeof session.minutes === 'number' && session.minutes > 0) return round(session.minutes / 60);
  return typeof session.ceCredits === 'number' && session.ceCredits > 0 ? session.ceCredits : 0;
}

/** A session marked cancelled counts for nothing. */
const isCancelled = (session: AgendaSession) => session.status === 'cancelled';

/** What a rule set reads of a session of an event. */
export function sessionFacts(event: Pick<EventListing, 'ceProvider'>, session: AgendaSession): SessionFacts {
  return {
    hours: sessionHours(session),
    delivery: session.delivery ?? null,
    mandates: session.mandates ?? [],
    topics: session.topics ?? [],
    creditType: session.creditType ?? null,
    cancelled: isCancelled(session),
    boardApprovals: event.ceProvider?.boardApprovals ?? [],
  };
}

/** A chosen session resolved against its event as listed now (undefined event or key: not found). */
export function chosenSession(
  planned: PlannedSession,
  event: Pick<EventListing, 'ceProvider' | 'timezone'> | undefined,
  keyed: KeyedSession | undefined,
): ChosenSession {
  if (!event || !keyed) return { ...planned, facts: null, span: null, day: null };
  const facts = sessionFacts(event, keyed.session);
  const span = sessionSpan({
    day: keyed.day,
    time: keyed.time ?? null,
    until: keyed.until,
    credits: facts.hours || null,
    timezone: event.timezone ?? null,
  });
  return { ...planned, facts, span, day: keyed.day };
}

/** Whether a session is one a rule is about: every criterion it states holds, any value of each. */
export function matchesRule(rule: Pick<CeRule, 'where'>, facts: SessionFacts): boolean {
  const { mandates, topics, creditTypes, delivery } = rule.where;
  if (mandates?.length && !mandates.some((mandate) => facts.mandates.includes(mandate))) return false;
  if (topics?.length && !topics.some((topic) => facts.topics.includes(topic))) return false;
  if (creditTypes?.length && (facts.creditType === null || !creditTypes.includes(facts.creditType))) return false;
  if (delivery?.length && (facts.delivery === null || !delivery.includes(facts.delivery))) return false;
  return true;
}

/**
 * Whether the session's provider may count toward the rule: any provider, unless the rule asks for
 * one the board itself registered in its state or province, for one of the rule's mandates the
 * session teaches (an approval naming no mandates covers them all).
 */
export function providerAcceptedFor(
  rule: Pick<CeRule, 'where' | 'approvedProviderOnly'>,
  set: Pick<CeRuleSet, 'country' | 'region'>,
  facts: SessionFacts,
): boolean {
  if (!rule.approvedProviderOnly) return true;
  const taught = facts.mandates.filter((mandate) => !rule.where.mandates || rule.where.mandates.includes(mandate));
  return facts.boardApprovals.some(
    (approval) =>
      approval.country === set.country &&
      approval.region === set.region &&
      (approval.mandates.length === 0 || taught.some((mandate) => approval.mandates.includes(mandate))),
  );
}

/** The excluded rule that keeps a session out of the set, if any. */
function excludingRule(set: Pick<CeRuleSet, 'rules'>, facts: SessionFacts): CeRule | undefined {
  return set.rules.find((rule) => rule.kind === 'excluded' && matchesRule(rule, facts));
}

/** The minimum and maximum rules a session counts toward (by itself: no caps reached, no overlaps). */
function rulesCountedToward(set: Pick<CeRuleSet, 'rules' | 'country' | 'region'>, facts: SessionFacts): CeRule[] {
  return set.rules.filter(
    (rule) => rule.kind !== 'excluded' && matchesRule(rule, facts) && providerAcceptedFor(rule, set, facts),
  );
}

/**
 * What one session counts toward on its own (no caps reached, no overlaps): the event page's label
 * and the events search read the same answer.
 */
export interface SessionVerdict {
  /** Null when it counts nothing toward the set; else the minimum and maximum rules it counts toward (none: the total only). */
  countsToward: CeRule[] | null;
  /** Why it counts nothing, in words that follow 'Not counted: '; null when it counts. */
  notCountedBecause: string | null;
  /** Rules about what it teaches that count it only from a provider the board registered, which its provider is not. */
  providerNotRegistered: CeRule[];
}

/** Why a session alone counts nothing, as the event page says it after 'Not counted: '. */
export const SESSION_NOT_COUNTED = {
  cancelled: 'the session was cancelled',
  noInstruction: 'no minutes or credits of instruction are stated',
  excluded: (label: string) => label,
} as const;

export function sessionVerdict(
  set: Pick<CeRuleSet, 'rules' | 'country' | 'region'>,
  facts: SessionFacts,
): SessionVerdict {
  const nothing = (because: string): SessionVerdict => ({
    countsToward: null,
    notCountedBecause: because,
    providerNotRegistered: [],
  });
  if (facts.cancelled) return nothing(SESSION_NOT_COUNTED.cancelled);
  if (facts.hours <= 0) return nothing(SESSION_NOT_COUNTED.noInstruction);
  const excluded = excludingRule(set, facts);
  if (excluded) return nothing(SESSION_NOT_COUNTED.excluded(excluded.label));
  return {
    countsToward: rulesCountedToward(set, facts),
    notCountedBecause: null,
    providerNotRegistered: set.rules.filter(
      (rule) => rule.kind !== 'excluded' && matchesRule(rule, facts) && !providerAcceptedFor(rule, set, facts),
    ),
  };
}

/**
 * What one session counts toward on its own: null when it counts nothing toward the set
 * (cancelled, no instruction stated, or excluded), else the ids of the rules it counts toward
 * (possibly none: then it counts toward the total only).
 */
export function sessionCountsToward(
  set: Pick<CeRuleSet, 'rules' | 'country' | 'region'>,
  facts: SessionFacts,
): string[] | null {
  return sessionVerdict(set, facts).countsToward?.map((rule) => rule.id) ?? null;
}

/**
 * The verdict in words: 'Counts toward: Infection control, Total', with 'Not toward California
 * Dental Practice Act: its provider is not registered with this board for it.' when a rule asks
 * for a registered provider; or 'Not counted: the session was cancelled'.
 */
export function sessionVerdictText(verdict: SessionVerdict): string[] {
  if (verdict.countsToward === null) return [`Not counted: ${verdict.notCountedBecause}`];
  const lines = [`Counts toward: ${[...verdict.countsToward.map((rule) => rule.label), 'Total'].join(', ')}`];
  if (verdict.providerNotRegistered.length > 0)
    lines.push(
      `Not toward ${verdict.providerNotRegistered.map((rule) => rule.label).join(', ')}: its provider is not registered with this board for it.`,
    );
  return lines;
}

/** Whether two chosen sessions take place at the same time: instants across events, wall-clock times within one. */
function overlapping(a: ChosenSession, b: ChosenSession): boolean {
  if (!a.span || !b.span) return false;
  if (a.span.absolute !== b.span.absolute) return false;
  if (!a.span.absolute && a.eventId !== b.eventId) return false;
  return a.span.start < b.span.end && b.span.start < a.span.end;
}

/** Groups of two or more chosen sessions joined by overlapping (a overlaps b, b overlaps c: one group). */
function overlapGroups(items: readonly ChosenSession[]): number[][] {
  const group = items.map((_, index) => index);
  const root = (index: number): number => (group[index] === index ? index : (group[index] = root(group[index])));
  items.forEach((a, i) =>
    items.forEach((b, j) => {
      if (j > i && overlapping(a, b)) group[root(j)] = root(i);
    }),
  );
  const groups = new Map<number, number[]>();
  items.forEach((_, index) => groups.set(root(index), [...(groups.get(root(index)) ?? []), index]));
  return [...groups.values()].filter((members) => members.length > 1);
}

/**
 * Progress toward a rule set. In this order: a session not found, cancelled or stating no
 * instruction counts nothing; of overlapping sessions only the one worth most counts (one person
 * attends one at a time); an excluded session counts nothing; the rest count, earliest first, up to
 * what each maximum rule they fall under (and the set's per-day maximum) still allows. A rule with
 * approvedProviderOnly counts only sessions whose provider the board registered; such a session
 * still counts toward the total and the other rules.
 */
export function ceProgress(set: CeRuleSet, items: readonly ChosenSession[]): CeProgress {
  const worth = (item: ChosenSession) =>
    item.facts && !item.facts.cancelled && !excludingRule(set, item.facts) ? item.facts.hours : 0;
  const groups = overlapGroups(items);
  const outOfOverlap = new Set<number>();
  for (const members of groups) {
    const kept = members.reduce((best, index) => (worth(items[index]) > worth(items[best]) ? index : best));
    for (const index of members) if (index !== kept) outOfOverlap.add(index);
  }

  const capLeft = new Map(set.rules.filter((rule) => rule.kind === 'maximum').map((rule) => [rule.id, rule.amount!]));
  const dayLeft = new Map<string, number>();
  const ruleCounted = new Map(set.rules.map((rule) => [rule.id, 0]));
  const answers: CeProgress['items'] = items.map(({ eventId, sessionKey }) => ({
    eventId,
    sessionKey,
    counted: 0,
    countsToward: [],
  }));

  const order = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.span?.start ?? Infinity) - (b.item.span?.start ?? Infinity) || a.index - b.index);
  for (const { item, index } of order) {
    const answer = answers[index];
    const facts = item.facts;
    if (!facts) answer.notCountedBecause = NOT_COUNTED_BECAUSE.notFound;
    else if (facts.cancelled) answer.notCountedBecause = NOT_COUNTED_BECAUSE.cancelled;
    else if (facts.hours <= 0) answer.notCountedBecause = NOT_COUNTED_BECAUSE.noInstruction;
    else if (outOfOverlap.has(index)) answer.notCountedBecause = NOT_COUNTED_BECAUSE.overlap;
    else {
      const excluded = excludingRule(set, facts);
      if (excluded) {
        ruleCounted.set(excluded.id, ruleCounted.get(excluded.id)! + facts.hours);
        answer.notCountedBecause = NOT_COUNTED_BECAUSE.excluded(excluded.label);
        continue;
      }
      const toward = rulesCountedToward(set, facts);
      let allowed = facts.hours;
      let limitedBy: string | undefined;
      for (const rule of toward.filter((rule) => rule.kind === 'maximum')) {
        const left = capLeft.get(rule.id)!;
        if (left < allowed) [allowed, limitedBy] = [left, NOT_COUNTED_BECAUSE.capReached(rule.label)];
      }
      if (set.perDayMaximum != null && item.day !== null) {
        const left = dayLeft.get(item.day) ?? set.perDayMaximum;
        if (left < allowed) [allowed, limitedBy] = [left, NOT_COUNTED_BECAUSE.dayCapReached];
      }
      allowed = round(Math.max(0, allowed));
      if (limitedBy) answer.notCountedBecause = limitedBy;
      if (allowed <= 0) continue;
      answer.counted = allowed;
      answer.countsToward = toward.map((rule) => rule.id);
      for (const rule of toward) {
        ruleCounted.set(rule.id, ruleCounted.get(rule.id)! + allowed);
        if (rule.kind === 'maximum') capLeft.set(rule.id, capLeft.get(rule.id)! - allowed);
      }
      if (set.perDayMaximum != null && item.day !== null)
        dayLeft.set(item.day, (dayLeft.get(item.day) ?? set.perDayMaximum) - allowed);
    }
  }

  return {
    ruleSetId: set.id,
    unit: set.unit,
    total: { required: set.total, counted: round(answers.reduce((sum, answer) => sum + answer.counted, 0)) },
    rules: set.rules.map((rule) => {
      const counted = round(ruleCounted.get(rule.id)!);
      return {
        id: rule.id,
        label: rule.label,
        kind: rule.kind,
        amount: rule.amount ?? null,
        counted,
        met: rule.kind === 'minimum' ? counted >= rule.amount! : true,
      };
    }),
    items: answers,
    overlaps: groups.map((members) => ({
      items: members.map((index) => ({ eventId: items[index].eventId, sessionKey: items[index].sessionKey })),
    })),
  };
}

/**
 * What a progress still lacks: the amount short of the set's total (`ruleId` null), then of each
 * minimum rule not met, in the set's order. Nothing once everything is met.
 */
export function progressStillMissing(
  progress: Pick<CeProgress, 'total' | 'rules'>,
): Array<{ ruleId: string | null; label: string; amount: number }> {
  const missing: Array<{ ruleId: string | null; label: string; amount: number }> = [];
  const short = round(progress.total.required - progress.total.counted);
  if (short > 0) missing.push({ ruleId: null, label: 'Total', amount: short });
  for (const rule of progress.rules) {
    if (rule.kind !== 'minimum' || rule.met || rule.amount === null) continue;
    missing.push({ ruleId: rule.id, label: rule.label, amount: round(rule.amount - rule.counted) });
  }
  return missing;
}
