import { CreateCeRuleSetRequestSchema, type CeRuleSet } from '@dental/contracts';
import {
  amountWithUnit,
  changedRuleSetFields,
  cycleOf,
  emptyRule,
  jurisdictionOf,
  ruleSetFormValues,
  ruleSetRequestOf,
  sortedRuleSets,
  verifiedDate,
} from './rule-set-form-model';

const texas: CeRuleSet = {
  id: 'tx-dentists',
  name: 'Texas dentists',
  country: 'US',
  region: 'TX',
  role: 'dentist',
  cycleYears: 2,
  unit: 'hours',
  total: 24,
  rules: [
    {
      id: 'risk-management',
      label: 'Risk management',
      kind: 'maximum',
      amount: 8,
      where: { mandates: ['risk_management', 'ethics'] },
      source: 'Texas code',
    },
    {
      id: 'practice-management',
      label: 'Practice management',
      kind: 'excluded',
      where: { topics: ['550'] },
    },
  ],
  sources: [{ title: 'Texas code', url: 'https://texreg.sos.state.tx.us/' }],
  verifiedOn: '2026-11-27',
  notes: '',
};

describe('the rule set form', () => {
  it('gives back a stored set unchanged when nothing is edited, so an untouched save sends nothing', () => {
    const request = ruleSetRequestOf(ruleSetFormValues(texas));
    expect(CreateCeRuleSetRequestSchema.parse(request)).toEqual({
      ...texas,
      id: undefined,
      perDayMaximum: null,
      effectiveFrom: null,
    } as unknown as CeRuleSet);
    expect(changedRuleSetFields(texas, request)).toEqual({});
  });

  it('sends only the fields that changed, rules and sources whole', () => {
    const values = ruleSetFormValues(texas);
    values.total = '30';
    values.rules[0].amount = '6';
    values.rules[0].delivery = ['on_demand'];
    const changes = changedRuleSetFields(texas, ruleSetRequestOf(values));
    expect(Object.keys(changes).sort()).toEqual(['rules', 'total']);
    expect(changes.total).toBe(30);
    expect(changes.rules?.[0]).toEqual({
      ...texas.rules[0],
      amount: 6,
      where: { mandates: ['risk_management', 'ethics'], delivery: ['on_demand'] },
    });
    expect(changes.rules?.[1]).toEqual(texas.rules[1]);
  });

  it('leaves out what a rule does not say: no amount for an excluded rule, no empty criteria, no false flag', () => {
    const values = ruleSetFormValues(null);
    values.rules = [
      { ...emptyRule(), id: 'self-study', label: 'Self-study', kind: 'excluded', amount: '5', delivery: ['on_demand'] },
    ];
    expect(ruleSetRequestOf(values).rules).toEqual([
      { id: 'self-study', label: 'Self-study', kind: 'excluded', where: { delivery: ['on_demand'] } },
    ]);
  });

  it('sends a blank minimum amount as missing and junk numbers as NaN, so the schema names the field', () => {
    const values = ruleSetFormValues(null);
    values.total = 'many';
    values.rules = [{ ...emptyRule(), id: 'ic', label: 'Infection control', mandates: ['infection_control'] }];
    const result = CreateCeRuleSetRequestSchema.safeParse(ruleSetRequestOf(values));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages['rules.0.amount']).toBe('amount is required for a minimum rule');
    expect(messages.total).toBe('total must be a number from 0 to 1000');
  });

  it('starts a new set with one empty source, since a set needs one', () => {
    expect(ruleSetFormValues(null).sources).toEqual([{ title: '', url: '' }]);
  });

  it('words a set for the list', () => {
    expect(jurisdictionOf(texas)).toBe('Texas, United States');
    expect(jurisdictionOf({ country: 'CA', region: 'ON' })).toBe('Ontario, Canada');
    expect(cycleOf({ cycleYears: 1 })).toBe('Every year');
    expect(cycleOf(texas)).toBe('Every 2 years');
    expect(amountWithUnit(24, 'hours')).toBe('24 hours');
    expect(amountWithUnit(1, 'hours')).toBe('1 hour');
    expect(amountWithUnit(90, 'points')).toBe('90 points');
    expect(verifiedDate('2026-11-27')).toBe('Nov 27, 2026');
  });

  it('lists US sets before Canadian ones, by state name, then role', () => {
    const set = (id: string, country: 'US' | 'CA', region: string, role: 'dentist' | 'hygienist') => ({
      ...texas,
      id,
      country,
      region,
      role,
    });
    const sorted = sortedRuleSets([
      set('on', 'CA', 'ON', 'dentist'),
      set('tx-h', 'US', 'TX', 'hygienist'),
      set('ca', 'US', 'CA', 'dentist'),
      set('tx-d', 'US', 'TX', 'dentist'),
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual(['ca', 'tx-d', 'tx-h', 'on']);
  });
});
