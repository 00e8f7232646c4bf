import { matchesSpeakerSearch, speakerSearchText, speakerSearchWords } from './speaker-search';

const park = {
  name: 'Dr. Daniel Park, DDS',
  profession: 'Prosthodontist',
  specialty: 'Implant Dentistry',
  credentials: 'DDS, MS',
  lectureTitle: 'Full-Arch Restorations in a Day',
};

const finds = (query: string, sessionTitles: string[] = []) =>
  matchesSpeakerSearch(speakerSearchText(park, sessionTitles), speakerSearchWords(query));

describe('speaker search: name without titles, profession, specialty, credentials and lectures', () => {
  it.each(['Park', 'Dr. Park', 'dr park', 'Dr Daniel Park', 'Doctor Park', 'daniel'])('finds by name: %j', (query) => {
    expect(finds(query)).toBe(true);
  });

  it.each(['implant', 'Implant Dentistry', 'prosthodont', 'DDS', 'ms', 'full-arch', 'restorations day'])(
    'finds by what the speaker does or teaches: %j',
    (query) => {
      expect(finds(query)).toBe(true);
    },
  );

  it('finds by the titles of the sessions the agenda gives the speaker', () => {
    expect(finds('zirconia')).toBe(false);
    expect(finds('zirconia', ['Zirconia Bridges: Hands-on'])).toBe(true);
  });

  it('asks for every word, each at the start of a word, without accents or case', () => {
    expect(finds('park endodontics')).toBe(false);
    expect(finds('ark')).toBe(false);
    expect(matchesSpeakerSearch(speakerSearchText({ ...park, name: 'Dr. Ana Ruíz' }), speakerSearchWords('RUIZ'))).toBe(
      true,
    );
  });

  it('holds each part once: a lecture that is also the title of each session is there once, and finds the same', () => {
    const lecture = park.lectureTitle;
    const repeated = speakerSearchText(park, [lecture, 'Zirconia Bridges', lecture, 'Zirconia Bridges']);
    expect(repeated).toBe(speakerSearchText(park, ['Zirconia Bridges']));
    expect(repeated.match(/full arch restorations in a day/g)).toHaveLength(1);
    // Every part with its repeats, as the text was before each part was kept once.
    const withRepeats = ` ${[speakerSearchText(park, [lecture]), speakerSearchText(park, ['Zirconia Bridges', lecture])]
      .map((text) => text.trim())
      .join(' ')} `;
    for (const query of ['zirconia', 'restorations day', 'bridges park', 'full-arch', 'arch zir', 'dds ms', 'endo'])
      expect(matchesSpeakerSearch(repeated, speakerSearchWords(query))).toBe(
        matchesSpeakerSearch(withRepeats, speakerSearchWords(query)),
      );
  });

  it('reads a search of titles alone as no words: it finds everyone', () => {
    expect(speakerSearchWords('Dr. ')).toEqual([]);
    expect(finds('Dr.')).toBe(true);
  });
});
