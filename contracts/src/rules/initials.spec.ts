import { initials } from './initials';

describe('initials (spec: first letters of up to two name words, at most 2)', () => {
  it.each([
    ['Sarah Chen', 'SC'],
    ['sarah chen', 'SC'],
    ['Dr. Sarah Chen', 'SC'],
    ['dr sarah chen', 'SC'],
    ['Sarah L. Chen', 'SL'],
    ['Mary Ann Van Der Berg', 'MA'],
    ['Madonna', 'M'],
    ['Dr. Sarah Chen, DDS, MS', 'SC'],
    ["  o'neil   smith  ", 'OS'],
    ['Élodie Durand', 'ÉD'],
    ['(Jim) Beam', 'JB'],
    ['', ''],
    ['   ', ''],
    ['Dr.', ''],
  ])('%j shows %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('never gives more than 2 letters', () => {
    expect(initials('Anna Bella Carla Dora').length).toBe(2);
  });
});
