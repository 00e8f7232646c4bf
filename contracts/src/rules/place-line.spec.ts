import { placeLine } from './place-line';

describe('placeLine', () => {
  it('does not repeat a city the location already names', () => {
    expect(placeLine('Harbor Convention Hall, Portland, OR', 'Portland')).toBe('Harbor Convention Hall, Portland, OR');
    expect(placeLine('Harbor Convention Hall, Portland, OR', 'Portland, OR')).toBe(
      'Harbor Convention Hall, Portland, OR',
    );
    expect(placeLine('Harbor Hall, portland', 'Portland')).toBe('Harbor Hall, portland');
  });

  it('adds the city when the location does not name it', () => {
    expect(placeLine('Harbor Convention Hall', 'Portland')).toBe('Harbor Convention Hall, Portland');
    // 'Portland' inside another word is not the city: 'Portlandia Hall' is a hall's name.
    expect(placeLine('Portlandia Hall', 'Portland')).toBe('Portlandia Hall, Portland');
  });

  it('says what there is when one of them is empty', () => {
    expect(placeLine('Harbor Hall', ' ')).toBe('Harbor Hall');
    expect(placeLine('', 'Portland')).toBe('Portland');
  });
});
