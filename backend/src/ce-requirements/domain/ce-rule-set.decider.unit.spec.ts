import type { CeRuleSetFields } from '@dental/contracts';
import { given } from '../../event-sourcing/testing/given-when-then';
import { ceRuleSetDecider, ceRuleSetStream, type CeRuleSetDomainEvent } from './ce-rule-set.decider';

const ruleSetId = 'rs-1';
const fields: CeRuleSetFields = {
  name: 'Florida dentists',
  country: 'US',
  region: 'FL',
  role: 'dentist',
  cycleYears: 2,
  unit: 'hours',
  total: 30,
  rules: [
    {
      id: 'medical-errors',
      label: 'Medical errors',
      kind: 'minimum',
      amount: 2,
      where: { mandates: ['medical_errors'] },
      source: 'Rule',
    },
  ],
  sources: [{ title: 'Rule', url: 'https://rules.example.org' }],
  verifiedOn: '2026-11-27',
  notes: '',
};
const created: CeRuleSetDomainEvent = { type: 'CeRuleSetCreated', data: { ruleSetId, fields } };

describe('renewal rule set', () => {
  it('lives on a stream per rule set', () => expect(ceRuleSetStream('rs-1')).toBe('ce-rule-set-rs-1'));

  it('is recorded once', () => {
    given(ceRuleSetDecider, []).when({ type: 'CreateCeRuleSet', ruleSetId, fields }).then([created]);
    given(ceRuleSetDecider, [created])
      .when({ type: 'CreateCeRuleSet', ruleSetId, fields })
      .thenFails('conflict', 'A rule set with this id already exists.');
  });

  it('an edit records only the fields that change, and nothing when none does', () => {
    given(ceRuleSetDecider, [created])
      .when({ type: 'EditCeRuleSet', ruleSetId, changes: { total: 30, cycleYears: 3 } })
      .then([{ type: 'CeRuleSetEdited', data: { ruleSetId, changes: { cycleYears: 3 } } }]);
    given(ceRuleSetDecider, [created])
      .when({ type: 'EditCeRuleSet', ruleSetId, changes: { total: 30 } })
      .thenNothingHappens();
  });

  it('refuses an edit of an unknown set, and one that leaves a rule naming a source the set no longer lists', () => {
    given(ceRuleSetDecider, [])
      .when({ type: 'EditCeRuleSet', ruleSetId, changes: { total: 20 } })
      .thenFails('not-found', 'No such rule set.');
    given(ceRuleSetDecider, [created])
      .when({
        type: 'EditCeRuleSet',
        ruleSetId,
        changes: { sources: [{ title: 'Statute', url: 'https://statutes.example.org' }] },
      })
      .thenFails('invalid', 'rule source "Rule" is not one of the rule set\'s sources');
  });

  it('refuses a new set whose rule ids repeat', () =>
    given(ceRuleSetDecider, [])
      .when({ type: 'CreateCeRuleSet', ruleSetId, fields: { ...fields, rules: [...fields.rules, ...fields.rules] } })
      .thenFails('invalid', 'rule id "medical-errors" is used twice in this rule set'));
});
