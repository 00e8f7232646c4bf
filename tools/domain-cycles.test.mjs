// The rules of tools/domain-cycles.mjs on small pieces of text, and the backend as it is.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { backendGraph, circles, domainGraph, domainOf, isLeftOut, relativeImports } from './domain-cycles.mjs';

const folders = new Set(['events', 'speakers', 'audit', 'shared', 'demo']);

describe('which domains a backend file imports', () => {
  test('relative imports, re-exports and import() count; packages do not', () => {
    const text = [
      "import { a } from '../events';",
      "import type { B } from '../../speakers/commands';",
      "export { c } from './own';",
      "const d = await import('../audit/undo/undo-registry');",
      "import '../shared/side-effect';",
      "import { Injectable } from '@nestjs/common';",
    ].join('\n');
    assert.deepEqual(relativeImports(text), [
      '../events',
      '../../speakers/commands',
      './own',
      '../audit/undo/undo-registry',
      '../shared/side-effect',
    ]);
  });

  test('infrastructure folders and root files are not domains', () => {
    assert.equal(domainOf('events/commands/x.ts', folders), 'events');
    assert.equal(domainOf('events', folders), 'events');
    assert.equal(domainOf('shared/clock', folders), null);
    assert.equal(domainOf('demo/demo-plan', folders), null);
    assert.equal(domainOf('app.module', folders), null);
  });

  test('tests and contract suites are left out', () => {
    assert.equal(isLeftOut('events/http/events.int.spec.ts'), true);
    assert.equal(isLeftOut('followers/follower-store.contract.ts'), true);
    assert.equal(isLeftOut('events/events.module.ts'), false);
  });

  test('an edge joins two domains and remembers the imports that make it', () => {
    const graph = domainGraph(
      [
        { path: 'speakers/speakers.module.ts', text: "import { EventsModule } from '../events';" },
        { path: 'speakers/x.ts', text: "import { clock } from '../shared/clock'; import { y } from './y';" },
        { path: 'app.module.ts', text: "import { SpeakersModule } from './speakers';" },
      ],
      folders,
    );
    assert.deepEqual([...graph.keys()], ['speakers']);
    assert.deepEqual(graph.get('speakers').get('events'), ['speakers/speakers.module.ts: ../events']);
  });
});

describe('circles between domains', () => {
  const graphOf = (edges) =>
    new Map(Object.entries(edges).map(([from, to]) => [from, new Map(to.map((t) => [t, []]))]));

  test('none in a graph that only goes one way', () => {
    assert.deepEqual(circles(graphOf({ speakers: ['events'], audit: ['events'], events: [] })), []);
  });

  test('two domains importing each other are a circle', () => {
    assert.deepEqual(circles(graphOf({ events: ['speakers'], speakers: ['events'] })), [['events', 'speakers']]);
  });

  test('a longer circle is found whole, beside another', () => {
    const graph = graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['e'], e: ['d', 'a'] });
    assert.deepEqual(
      circles(graph).sort((x, y) => x[0].localeCompare(y[0])),
      [
        ['a', 'b', 'c'],
        ['d', 'e'],
      ],
    );
  });

  test('the backend has none', () => {
    assert.deepEqual(circles(backendGraph()), []);
  });
});
