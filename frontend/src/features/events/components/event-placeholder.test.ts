import { PLACEHOLDER_TONES, placeholderTone } from './event-placeholder';

describe('placeholderTone', () => {
  it('gives an event the same colours every time, whatever spaces surround its title', () => {
    expect(placeholderTone('Gulf Coast Implant Forum')).toBe(placeholderTone('  Gulf Coast Implant Forum '));
  });

  it('spreads titles over every tone', () => {
    const titles = Array.from({ length: 60 }, (_, index) => `Regional Dental Meeting ${index}`);
    expect(new Set(titles.map(placeholderTone))).toEqual(new Set(PLACEHOLDER_TONES));
  });
});
