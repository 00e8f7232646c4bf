// The counting rules of tools/domain-event-spread.mjs, on small pieces of text.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FILES_LIMIT, catalogueTypes, isLeftOut, repositorySpreads, spread, summary } from './domain-event-spread.mjs';

describe('how many files name a domain event type', () => {
  test('the types are those the catalogue defines', () => {
    const source =
      "export const A = defineDomainEvent({\n  type: 'SpeakerAdded',\n});\nconst b = { type: 'NotDefined' };";
    assert.deepEqual(catalogueTypes([source]), ['SpeakerAdded']);
  });

  test('a type counts where its name stands as a word, in code or comments, once per file', () => {
    const files = [
      { path: 'a.ts', text: 'on: { SpeakerAdded: add }, // SpeakerAdded again' },
      { path: 'b.ts', text: '/** after a SpeakerAdded */' },
      { path: 'c.ts', text: 'type SpeakerAddedData = {}; const $SpeakerAdded = 1; SpeakerAdded2' },
    ];
    assert.deepEqual(spread(['SpeakerAdded'], files), [{ type: 'SpeakerAdded', files: ['a.ts', 'b.ts'] }]);
  });

  test('tests, contract suites, test helpers, demo data and benchmarks are left out', () => {
    for (const path of [
      'backend/src/audit/audit.int.spec.ts',
      'frontend/src/lib/toast.test.ts',
      'backend/src/event-sourcing/event-store/event-store.contract.ts',
      'backend/src/testing/test-app.ts',
      'backend/src/demo/data/events.ts',
      'backend/src/speakers/speakers.demo-seeder.ts',
      'backend/src/bench/run-benchmarks.ts',
    ])
      assert.equal(isLeftOut(path), true, path);
    for (const path of ['backend/src/events/events.undo.ts', 'contracts/src/domain-events/event.ts'])
      assert.equal(isLeftOut(path), false, path);
  });

  test('the limits are on the average and on the most spread type', () => {
    const within = [
      { type: 'A', files: ['1', '2', '3', '4', '5', '6'] },
      { type: 'B', files: ['1', '2'] },
    ];
    assert.deepEqual(summary(within), { average: 4, most: 6, withinLimits: true });
    assert.equal(
      summary([{ type: 'A', files: ['1', '2', '3', '4', '5', '6', '7'] }, ...within.slice(1)]).withinLimits,
      false,
    );
    assert.equal(summary([{ type: 'A', files: ['1', '2', '3', '4', '5'] }]).withinLimits, false);
  });

  test('the repository is within the limits', () => {
    const { spreads } = repositorySpreads();
    const over = spreads
      .filter((entry) => entry.files.length > 6)
      .map((entry) => `${entry.type}: ${entry.files.join(', ')}`);
    assert.deepEqual(over, [], `types named in more than ${FILES_LIMIT} files`);
    assert.equal(summary(spreads).withinLimits, true, `average ${summary(spreads).average.toFixed(2)} is over 4`);
  });
});
