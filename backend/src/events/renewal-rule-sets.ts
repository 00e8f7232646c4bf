import { Injectable } from '@nestjs/common';
import {
  countsTowardName,
  keyedSessions,
  readCountsToward,
  sessionCountsToward,
  sessionFacts,
  type CeRuleSet,
  type EventListing,
  type SessionFacts,
} from '@dental/contracts';
import { invalid } from '../shared/domain/domain-errors';

/** What a rule set reads of each session of an event (sessionFacts), in agenda order. */
export function sessionFactsOf(event: EventListing): SessionFacts[] {
  return keyedSessions(event).map(({ session }) => sessionFacts(event, session));
}

/**
 * What the events search needs of renewal rule sets (`countsToward`): the ce-requirements domain
 * uses events, so it provides the lookup at start rather than events importing it (decision 0053).
 */
@Injectable()
export class RenewalRuleSets {
  private find: (ruleSetId: string) => Promise<CeRuleSet | null> = () => Promise.resolve(null);

  provide(find: (ruleSetId: string) => Promise<CeRuleSet | null>): void {
    this.find = find;
  }

  /**
   * `countsToward=<ruleSetId>` or `<ruleSetId>:<ruleId>` as a test of an event: a session of it
   * counts toward the set (or that rule). An unknown set, or a rule it does not have or that
   * counts nothing (an excluded rule), is a 400 naming the parameter. The test reads the facts of
   * the event's sessions (sessionFactsOf). The same function is given back while the rule set does
   * not change.
   */
  async eventTest(countsToward: string): Promise<(sessions: readonly SessionFacts[]) => boolean> {
    const { ruleSetId, ruleId } = readCountsToward(countsToward);
    const set = await this.find(ruleSetId);
    if (!set) throw refused(`countsToward: there is no renewal rule set "${ruleSetId}"`);
    if (ruleId !== null) {
      const rule = set.rules.find((candidate) => candidate.id === ruleId);
      if (!rule) throw refused(`countsToward: the rule set "${ruleSetId}" has no rule "${ruleId}"`);
      if (rule.kind === 'excluded')
        throw refused(`countsToward: "${ruleId}" is an excluded rule, which nothing counts toward`);
    }
    // The same test while the set is unchanged: a search kept for its next pages is kept only with it.
    const key = `${ruleId ?? ''}\u0000${JSON.stringify(set)}`;
    let test = this.tests.get(key);
    if (!test) {
      if (this.tests.size >= KEPT_TESTS) this.tests.clear();
      test = (sessions) =>
        sessions.some((facts) => {
          const toward = sessionCountsToward(set, facts);
          return toward !== null && (ruleId === null || toward.includes(ruleId));
        });
      this.tests.set(key, test);
    }
    return test;
  }

  /** Tests made, by rule (or none) and the rule set's content. */
  private readonly tests = new Map<string, (sessions: readonly SessionFacts[]) => boolean>();

  /** `countsToward` in words: 'California dentists · Infection control' (the value itself for a set the site does not list). */
  async nameOf(countsToward: string): Promise<string> {
    const set = await this.find(readCountsToward(countsToward).ruleSetId);
    return countsTowardName(set ? [set] : [], countsToward);
  }
}

/** Rule sets are few (one per licence and place): this bounds the tests kept when they change often. */
const KEPT_TESTS = 64;

const refused = (message: string) => invalid(message, [{ path: 'countsToward', message }]);
