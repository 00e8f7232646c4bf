import type { CeRuleSet } from '../http/ce-requirements';
import {
  ceProgress,
  progressStillMissing,
  sessionCountsToward,
  sessionFacts,
  sessionHours,
  sessionVerdict,
  sessionVerdictText,
  type ChosenSession,
  type SessionFacts,
} from './ce-progress';

const set: CeRuleSet = {
  id: 'test-set',
  name: 'Test state dentists',
  country: 'US',
  region: 'CA',
  role: 'dentist',
  cycleYears: 2,
  unit: 'hours',
  total: 20,
  rules: [
    {
      id: 'infection-control',
      label: 'Infection control',
      kind: 'minimum',
      amount: 2,
      where: { mandates: ['infection_control'] },
      approvedProviderOnly: true,
    },
    { id: 'self-study', label: 'Self-study', kind: 'maximum', amount: 3, where: { delivery: ['on_demand'] } },
    { id: 'practice-management', label: 'Practice management', kind: 'excluded', where: { topics: ['550'] } },
  ],
  sources: [{ title: 'Board', url: 'https://board.example.org/ce' }],
  verifiedOn: '2026-11-27',
  notes: '',
};

const facts = (change: Partial<SessionFacts>): SessionFacts => ({
  hours: 1,
  delivery: 'in_person',
  mandates: [],
  topics: [],
  creditType: 'lecture',
  cancelled: false,
  boardApprovals: [],
  ...change,
});
const approvedInCalifornia = [{ country: 'US' as const, region: 'CA', number: 'RP1234', mandates: [] }];
const HOUR = 3_600_000;
const at = (hour: number, hours = 1) => ({ start: hour * HOUR, end: (hour + hours) * HOUR, absolute: true });

let counter = 0;
const chosen = (change: Partial<SessionFacts>, span: ChosenSession['span'] = null, eventId = 'e1'): ChosenSession => {
  counter += 1;
  return { eventId, sessionKey: `s${counter}`, facts: facts(change), span, day: '2027-03-11' };
};

describe('sessionHours', () => {
  it('reads minutes of instruction first, else the credits', () => {
    expect(sessionHours({ minutes: 90, ceCredits: 2 })).toBe(1.5);
    expect(sessionHours({ ceCredits: 2 })).toBe(2);
    expect(sessionHours({})).toBe(0);
  });
});

describe('ceProgress', () => {
  it('counts an approved provider toward its mandate, an unapproved one toward the total only', () => {
    const approved = chosen({ mandates: ['infection_control'], hours: 1, boardApprovals: approvedInCalifornia });
    const unapproved = chosen({ mandates: ['infection_control'], hours: 2 });
    const elsewhere = chosen({
      mandates: ['infection_control'],
      hours: 1,
      boardApprovals: [{ country: 'US', region: 'TX', number: 'T1', mandates: [] }],
    });
    const progress = ceProgress(set, [approved, unapproved, elsewhere]);
    expect(progress.total).toEqual({ required: 20, counted: 4 });
    expect(progress.rules[0]).toEqual({
      id: 'infection-control',
      label: 'Infection control',
      kind: 'minimum',
      amount: 2,
      counted: 1,
      met: false,
    });
    expect(progress.items.map((item) => [item.counted, item.countsToward])).toEqual([
      [1, ['infection-control']],
      [2, []],
      [1, []],
    ]);
  });

  it('an approval for other mandates does not count toward this one', () => {
    const progress = ceProgress(set, [
      chosen({
        mandates: ['infection_control'],
        hours: 2,
        boardApprovals: [{ country: 'US', region: 'CA', number: 'RP1', mandates: ['practice_act'] }],
      }),
    ]);
    expect(progress.rules[0]).toMatchObject({ counted: 0, met: false });
    expect(progress.total.counted).toBe(2);
  });

  it('counts on-demand hours up to the cap, earliest first, and says why the rest is not counted', () => {
    const progress = ceProgress(set, [
      chosen({ delivery: 'on_demand', hours: 2 }, at(10)),
      chosen({ delivery: 'on_demand', hours: 2 }, at(8)),
      chosen({ delivery: 'on_demand', hours: 1 }, at(14)),
    ]);
    expect(progress.items.map((item) => item.counted)).toEqual([1, 2, 0]);
    expect(progress.items[0].notCountedBecause).toBe('The cap is reached: Self-study.');
    expect(progress.items[2].notCountedBecause).toBe('The cap is reached: Self-study.');
    expect(progress.rules[1]).toMatchObject({ id: 'self-study', amount: 3, counted: 3, met: true });
    expect(progress.total.counted).toBe(3);
  });

  it('an excluded subject counts nothing, and the rule says how much it kept out', () => {
    const progress = ceProgress(set, [chosen({ topics: ['550'], hours: 1.5 }), chosen({ topics: ['690'], hours: 1 })]);
    expect(progress.items[0]).toMatchObject({
      counted: 0,
      countsToward: [],
      notCountedBecause: 'Does not count: Practice management.',
    });
    expect(progress.rules[2]).toMatchObject({ id: 'practice-management', amount: null, counted: 1.5, met: true });
    expect(progress.total.counted).toBe(1);
  });

  it('two overlapping sessions count once, the one worth more, and are listed together', () => {
    const morning = chosen({ hours: 3.5, creditType: 'participation' }, at(13, 3.5));
    const rival = chosen({ hours: 3 }, at(14, 3), 'e2');
    const later = chosen({ hours: 1 }, at(18));
    const progress = ceProgress(set, [rival, morning, later]);
    expect(progress.items.map((item) => item.counted)).toEqual([0, 3.5, 1]);
    expect(progress.items[0].notCountedBecause).toMatch(/overlaps another chosen session/);
    expect(progress.overlaps).toEqual([
      {
        items: [
          { eventId: 'e2', sessionKey: rival.sessionKey },
          { eventId: 'e1', sessionKey: morning.sessionKey },
        ],
      },
    ]);
    expect(progress.total.counted).toBe(4.5);
  });

  it('wall-clock times (no zone) overlap only within one event', () => {
    const wall = (hour: number) => ({ start: hour * HOUR, end: (hour + 1) * HOUR, absolute: false });
    const progress = ceProgress(set, [chosen({}, wall(9), 'a'), chosen({}, wall(9), 'b'), chosen({}, wall(9), 'a')]);
    expect(progress.overlaps).toHaveLength(1);
    expect(progress.total.counted).toBe(2);
  });

  it('cancelled, unknown and uncredited sessions count nothing', () => {
    const unknown: ChosenSession = { eventId: 'gone', sessionKey: 'x', facts: null, span: null, day: null };
    const progress = ceProgress(set, [chosen({ cancelled: true }), unknown, chosen({ hours: 0 })]);
    expect(progress.items.map((item) => [item.counted, item.notCountedBecause])).toEqual([
      [0, 'This session was cancelled.'],
      [0, 'This session is no longer in the event’s agenda.'],
      [0, 'This session states no minutes or credits of instruction.'],
    ]);
    expect(progress.total.counted).toBe(0);
  });

  it('applies the per-day maximum by the session’s day', () => {
    const daily = { ...set, perDayMaximum: 8 };
    const progress = ceProgress(daily, [chosen({ hours: 6 }, at(8, 6)), chosen({ hours: 4 }, at(15, 4))]);
    expect(progress.items.map((item) => item.counted)).toEqual([6, 2]);
    expect(progress.items[1].notCountedBecause).toBe('The most this board counts in one day is reached.');
  });
});

describe('sessionCountsToward', () => {
  it('names the rules a session counts toward, an empty list for the total only, null for nothing', () => {
    expect(
      sessionCountsToward(set, facts({ mandates: ['infection_control'], boardApprovals: approvedInCalifornia })),
    ).toEqual(['infection-control']);
    expect(sessionCountsToward(set, facts({ delivery: 'on_demand' }))).toEqual(['self-study']);
    expect(sessionCountsToward(set, facts({}))).toEqual([]);
    expect(sessionCountsToward(set, facts({ topics: ['550'] }))).toBeNull();
    expect(sessionCountsToward(set, facts({ cancelled: true }))).toBeNull();
    expect(sessionCountsToward(set, facts({ hours: 0 }))).toBeNull();
  });
});

describe('sessionFacts', () => {
  it("reads a session's cancelled status from the agenda, so it counts toward nothing", () => {
    const session = { title: 'Infection Control Update', minutes: 120, mandates: ['infection_control' as const] };
    expect(sessionFacts({ ceProvider: null }, session).cancelled).toBe(false);
    const cancelled = sessionFacts({ ceProvider: null }, { ...session, status: 'cancelled' });
    expect(cancelled.cancelled).toBe(true);
    expect(sessionCountsToward(set, cancelled)).toBeNull();
  });
});

describe('sessionVerdict in words', () => {
  const words = (change: Partial<SessionFacts>) => sessionVerdictText(sessionVerdict(set, facts(change)));

  it('names the rules a session counts toward, then the total', () => {
    expect(words({ mandates: ['infection_control'], boardApprovals: approvedInCalifornia })).toEqual([
      'Counts toward: Infection control, Total',
    ]);
    expect(words({ delivery: 'on_demand' })).toEqual(['Counts toward: Self-study, Total']);
    expect(words({})).toEqual(['Counts toward: Total']);
  });

  it('says which rule a provider the board did not register misses', () => {
    expect(words({ mandates: ['infection_control'] })).toEqual([
      'Counts toward: Total',
      'Not toward Infection control: its provider is not registered with this board for it.',
    ]);
    // Registered in another state: the same.
    const elsewhere = [{ country: 'US' as const, region: 'NV', number: 'N1', mandates: [] }];
    expect(sessionVerdict(set, facts({ mandates: ['infection_control'], boardApprovals: elsewhere }))).toMatchObject({
      countsToward: [],
      providerNotRegistered: [{ id: 'infection-control' }],
    });
  });

  it('says why a session counts nothing', () => {
    expect(words({ topics: ['550'] })).toEqual(['Not counted: Practice management']);
    expect(words({ cancelled: true })).toEqual(['Not counted: the session was cancelled']);
    expect(words({ hours: 0 })).toEqual(['Not counted: no minutes or credits of instruction are stated']);
  });
});

describe('progressStillMissing', () => {
  it('lists what the total and each unmet minimum still lack', () => {
    const progress = ceProgress(set, [chosen({ hours: 1.5, mandates: ['infection_control'] }, at(9, 1.5))]);
    expect(progressStillMissing(progress)).toEqual([
      { ruleId: null, label: 'Total', amount: 18.5 },
      { ruleId: 'infection-control', label: 'Infection control', amount: 2 },
    ]);
  });

  it('is empty once everything is met', () => {
    const full = ceProgress({ ...set, total: 3 }, [
      chosen({ hours: 3, mandates: ['infection_control'], boardApprovals: approvedInCalifornia }, at(9, 3)),
    ]);
    expect(progressStillMissing(full)).toEqual([]);
  });
});
