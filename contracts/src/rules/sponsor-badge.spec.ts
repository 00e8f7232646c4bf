import { SPONSOR_BADGE_GRADIENTS, sponsorBadgeGradient, stableHash } from './sponsor-badge';

describe('sponsorBadgeGradient (spec section 9: 8 gradients rotating by id)', () => {
  it('has 8 distinct Tailwind gradients', () => {
    expect(SPONSOR_BADGE_GRADIENTS).toHaveLength(8);
    expect(new Set(SPONSOR_BADGE_GRADIENTS).size).toBe(8);
    for (const gradient of SPONSOR_BADGE_GRADIENTS) expect(gradient).toMatch(/^from-[a-z]+-500 to-[a-z]+-600$/);
  });

  it('gives the same id the same gradient every time', () => {
    const id = '5f0c2a9e-3b1d-4c7e-9a8f-1e2d3c4b5a69';
    expect(sponsorBadgeGradient(id)).toBe(sponsorBadgeGradient(id));
  });

  it('rotates through all 8 for consecutive ids', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(new Set(ids.map(sponsorBadgeGradient)).size).toBe(8);
  });

  it.each([
    ['h', 'from-blue-500 to-purple-600'],
    ['a', 'from-green-500 to-teal-600'],
    ['b', 'from-orange-500 to-red-600'],
    ['1', 'from-green-500 to-teal-600'],
    ['10', 'from-teal-500 to-cyan-600'],
    ['', 'from-blue-500 to-purple-600'],
  ])('id %j gets %j', (id, gradient) => {
    expect(sponsorBadgeGradient(id)).toBe(gradient);
  });
});

describe('stableHash', () => {
  it.each([
    ['', 0],
    ['a', 97],
    ['ab', 97 * 31 + 98],
    ['10', 49 * 31 + 48],
  ])('%j hashes to %i', (text, hash) => {
    expect(stableHash(text)).toBe(hash);
  });

  it('stays a non-negative integer for long ids', () => {
    const hash = stableHash('x'.repeat(500));
    expect(Number.isInteger(hash)).toBe(true);
    expect(hash).toBeGreaterThanOrEqual(0);
    expect(hash).toBeLessThan(2 ** 32);
  });
});
