import { creditsSummary, listedCredits } from './ce-summary';

describe('CE credits in words', () => {
  it('says the most one person can earn, then each course type that counts', () => {
    expect(creditsSummary({ max: 6, lecture: 3, participation: 3 })).toBe(
      'Up to 6 CE credits · 3 lecture · 3 participation',
    );
    expect(creditsSummary({ max: 1.5, lecture: 1.5, participation: 0 })).toBe('Up to 1.5 CE credits · 1.5 lecture');
    expect(creditsSummary({ max: 1, lecture: 0, participation: 0 })).toBe('Up to 1 CE credit');
  });

  it('lists an event by its agenda credits, else its estimate, else says none are known', () => {
    expect(listedCredits({ ceCredits: { max: 14, lecture: 8, participation: 6 }, estimatedCeCredits: 20 })).toEqual({
      text: 'Up to 14 CE credits',
      known: true,
    });
    expect(listedCredits({ ceCredits: null, estimatedCeCredits: 7.5 })).toEqual({
      text: '~7.5 CE credits (estimated)',
      known: true,
    });
    expect(listedCredits({ ceCredits: null, estimatedCeCredits: 1 })).toEqual({
      text: '~1 CE credit (estimated)',
      known: true,
    });
    expect(listedCredits({ ceCredits: null, estimatedCeCredits: null })).toEqual({ text: 'No CE data', known: false });
  });
});
