import { averageSpeakersPerEvent, profileCompleteness } from './analytics';

/** A speaker by whether their image and profession are filled (the analytics read model decides blank text is not). */
const speaker = (image: string, profession: string) => ({ hasImage: image !== '', hasProfession: profession !== '' });

describe('profileCompleteness (spec section 9)', () => {
  it('is the rounded share of speakers with both image and profession', () => {
    expect(
      profileCompleteness([speaker('a.jpg', 'Periodontist'), speaker('', 'Orthodontist'), speaker('b.jpg', '')]),
    ).toBe(33);
    expect(
      profileCompleteness([speaker('a.jpg', 'Periodontist'), speaker('b.jpg', 'Orthodontist'), speaker('', '')]),
    ).toBe(67);
  });

  it('is 100 when all are complete and 0 when none are', () => {
    expect(profileCompleteness([speaker('a.jpg', 'Periodontist')])).toBe(100);
    expect(profileCompleteness([speaker('', ''), speaker('', 'Prosthodontist')])).toBe(0);
  });

  it('is 0 for no speakers rather than NaN', () => {
    expect(profileCompleteness([])).toBe(0);
  });
});

describe('averageSpeakersPerEvent', () => {
  it.each([
    [4, 10, 3],
    [4, 9, 2],
    [3, 10, 3],
    [2, 5, 3],
    [1, 0, 0],
    [0, 12, 0],
    [0, 0, 0],
  ])('%i events, %i speakers: %i', (events, speakers, expected) => {
    expect(averageSpeakersPerEvent(events, speakers)).toBe(expected);
  });
});
