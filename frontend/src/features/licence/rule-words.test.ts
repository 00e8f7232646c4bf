import type { CeProgress } from '@dental/contracts';
import { amountText, cycleText, ruleProgressText, ruleText, sessionBoardTags, totalProgressText } from './rule-words';

type RuleProgress = CeProgress['rules'][number];

describe('a rule set in words', () => {
  it('writes amounts and cycles in the set’s unit', () => {
    expect(amountText(1, 'hours')).toBe('1 hour');
    expect(amountText(1.5, 'hours')).toBe('1.5 hours');
    expect(amountText(90, 'points')).toBe('90 points');
    expect(cycleText({ total: 50, unit: 'hours', cycleYears: 2 })).toBe('50 hours every 2 years');
    expect(cycleText({ total: 12, unit: 'hours', cycleYears: 1 })).toBe('12 hours every year');
  });

  it('says each kind of rule as a board would', () => {
    const where = { mandates: ['infection_control' as const] };
    expect(
      ruleText(
        { id: 'ic', label: 'Infection control', kind: 'minimum', amount: 2, where, approvedProviderOnly: true },
        'hours',
      ),
    ).toBe('Infection control: at least 2 hours, from a provider the board registered');
    expect(ruleText({ id: 's', label: 'Self-study', kind: 'maximum', amount: 18, where }, 'hours')).toBe(
      'Self-study: at most 18 hours',
    );
    expect(ruleText({ id: 'pm', label: 'Practice management', kind: 'excluded', where }, 'hours')).toBe(
      'Practice management: not counted',
    );
  });
});

describe('progress in words', () => {
  const rule = (change: Partial<RuleProgress>): RuleProgress => ({
    id: 'r',
    label: 'Infection control',
    kind: 'minimum',
    amount: 2,
    counted: 2,
    met: true,
    ...change,
  });

  it('says a minimum met or not, and a cap as what it counted', () => {
    expect(ruleProgressText(rule({}), 'hours')).toBe('Infection control 2 of 2 hours, met');
    expect(ruleProgressText(rule({ counted: 0.5, met: false }), 'hours')).toBe(
      'Infection control 0.5 of 2 hours, not met yet',
    );
    expect(ruleProgressText(rule({ label: 'Self-study', kind: 'maximum', amount: 3, counted: 3 }), 'hours')).toBe(
      'Self-study: 3 of at most 3 counted',
    );
    expect(ruleProgressText(rule({ label: 'Practice management', kind: 'excluded', amount: null }), 'hours')).toBe(
      'Practice management: 2 hours left out',
    );
  });

  it('gives the total against the cycle’s requirement', () => {
    expect(totalProgressText({ unit: 'hours', total: { required: 50, counted: 12.5 } })).toBe(
      'Total: 12.5 of 50 hours',
    );
    expect(totalProgressText({ unit: 'points', total: { required: 3, counted: 3 } })).toBe('Total: 3 of 3 points, met');
  });
});

describe('what a session states for a board', () => {
  it('lists its minutes, delivery and mandates where set', () => {
    expect(
      sessionBoardTags({ minutes: 90, delivery: 'on_demand', mandates: ['infection_control', 'opioids'] }),
    ).toEqual(['90 min of instruction', 'On demand (self-study)', 'Infection control', 'Opioid prescribing']);
    expect(sessionBoardTags({})).toEqual([]);
  });
});
