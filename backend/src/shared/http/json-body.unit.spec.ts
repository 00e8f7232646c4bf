import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects opened inside one another', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
  });

  it('counts depth, not how many arrays and objects there are side by side', () => {
    expect(nestsDeeperThan(`[${Array(10_000).fill('{"a":[1]}').join(',')}]`, 3)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ title: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ title: 'say \\"[[[[\\"' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ title: 'ends in a backslash\\', more: [[1]] }), 2)).toBe(true);
  });

  it('scans 20,000 levels without recursion', () => {
    expect(nestsDeeperThan(nested(20_000), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`{"a":${'{"a":'.repeat(19_999)}1${'}'.repeat(20_000)}`, MAX_JSON_DEPTH)).toBe(true);
  });
});
