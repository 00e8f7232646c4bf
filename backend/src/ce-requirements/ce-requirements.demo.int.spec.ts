import type { CeRuleSet } from '@dental/contracts';
import { shippedRuleSets } from '../demo/data/ce-rule-sets';
import { replayAndCompare } from '../testing/replay-equals-live';
import { TestApp } from '../testing/test-app';

describe('shipped renewal rule sets', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ demoData: true });
  });
  afterAll(async () => {
    await app.stop();
  });

  it('serves dentists in California, New York, Texas, Florida and Ontario, and Texas hygienists, each with sources and the day they were read', async () => {
    const sets = (await app.request<CeRuleSet[]>('GET', '/api/ce-requirements')).body;
    expect(sets.map((set) => [set.region, set.role]).sort()).toEqual([
      ['CA', 'dentist'],
      ['FL', 'dentist'],
      ['NY', 'dentist'],
      ['ON', 'dentist'],
      ['TX', 'dentist'],
      ['TX', 'hygienist'],
    ]);
    for (const set of sets) {
      expect(set.sources.length).toBeGreaterThan(0);
      expect(set.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Every rule is traceable to one of its set's sources.
      for (const rule of set.rules) expect(set.sources.map((source) => source.title)).toContain(rule.source);
    }
    expect(sets.find((set) => set.region === 'ON')).toMatchObject({ unit: 'points', total: 90, cycleYears: 3 });
    expect(sets).toHaveLength(shippedRuleSets.length);
  });

  it('rebuilds by replay exactly the read model built live', async () => {
    const { live, replayed } = await replayAndCompare(app, ['ce-rule-sets']);
    expect(live.ce_rule_sets).toHaveLength(shippedRuleSets.length);
    expect(replayed).toEqual(live);
  });
});
