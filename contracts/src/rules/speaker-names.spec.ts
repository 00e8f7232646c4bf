import { speakerNamesOf } from './speaker-names';

describe('speakerNamesOf (spec section 3)', () => {
  describe('a speaker string is split on commas and ampersands', () => {
    it.each([
      ['Dr. Sarah Chen', ['Dr. Sarah Chen']],
      ['Sarah Chen, Tom Lee', ['Sarah Chen', 'Tom Lee']],
      ['Sarah Chen & Tom Lee', ['Sarah Chen', 'Tom Lee']],
      ['Sarah Chen, Tom Lee & Ann Roy', ['Sarah Chen', 'Tom Lee', 'Ann Roy']],
      ['  Sarah Chen ,, & Tom Lee , ', ['Sarah Chen', 'Tom Lee']],
      ['Sarah Chen and Tom Lee', ['Sarah Chen and Tom Lee']],
      ['', []],
      ['  ', []],
    ])('%j names %j', (speaker, expected) => {
      expect(speakerNamesOf({ speaker })).toEqual(expected);
    });

    it('does not take credentials left over by the comma split for people', () => {
      expect(speakerNamesOf({ speaker: 'Dr. Sarah Chen, DDS, MS & Dr. Tom Lee, DMD' })).toEqual([
        'Dr. Sarah Chen',
        'Dr. Tom Lee',
      ]);
    });
  });

  describe('a speakers list holds strings or objects with a name', () => {
    it('reads both kinds, trimmed, empties dropped', () => {
      expect(
        speakerNamesOf({ speakers: [' Sarah Chen ', { name: 'Tom Lee', title: 'Moderator' }, '', { name: '  ' }] }),
      ).toEqual(['Sarah Chen', 'Tom Lee']);
    });

    it('keeps a whole list entry, commas included, since it is already one person', () => {
      expect(speakerNamesOf({ speakers: ['Sarah Chen, DDS'] })).toEqual(['Sarah Chen, DDS']);
    });

    it('ignores malformed entries instead of throwing', () => {
      const speakers = [null, 42, { title: 'no name' }, { name: 7 }, 'Ann Roy'] as unknown as string[];
      expect(speakerNamesOf({ speakers })).toEqual(['Ann Roy']);
    });
  });

  it('combines speaker and speakers, speaker first, each person once', () => {
    expect(speakerNamesOf({ speaker: 'Sarah Chen & Tom Lee', speakers: ['Dr. Sarah Chen', 'Ann Roy'] })).toEqual([
      'Sarah Chen',
      'Tom Lee',
      'Ann Roy',
    ]);
  });

  it('is empty for a session without speakers', () => {
    expect(speakerNamesOf({})).toEqual([]);
  });
});
