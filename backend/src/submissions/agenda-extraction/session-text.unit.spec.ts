import {
  isBreakTitle,
  looksLikePersonName,
  speakersOfLine,
  splitSpeakerList,
  splitTitleAndSpeakers,
} from './session-text';

describe('isBreakTitle', () => {
  it.each([
    'Coffee Break',
    'Lunch',
    'Networking Lunch',
    'Registration & Breakfast',
    'Welcome Reception',
    'Morning coffee',
  ])('%j is a break', (t) => expect(isBreakTitle(t)).toBe(true));
  it.each(['Lunch & Learn: Aligners', 'Lunch and Learn', 'Breakout Sessions', 'Breaking Bad Habits', 'Occlusion'])(
    '%j is not a break',
    (t) => expect(isBreakTitle(t)).toBe(false),
  );
});

describe('splitSpeakerList', () => {
  it('splits on commas, ampersands, "and", semicolons and slashes but keeps credentials out', () => {
    expect(splitSpeakerList('Dr. Ann Lee, DDS, MS & Dr. Bo Park and Cy Diaz; Dee Ek / Fay Gu')).toEqual([
      'Dr. Ann Lee',
      'Dr. Bo Park',
      'Cy Diaz',
      'Dee Ek',
      'Fay Gu',
    ]);
  });
  it('drops credentials written without a comma and placeholders', () => {
    expect(splitSpeakerList('Ann Lee DMD PhD, TBA')).toEqual(['Ann Lee']);
    expect(splitSpeakerList('ANN LEE')).toEqual(['ANN LEE']);
  });
});

describe('looksLikePersonName', () => {
  it.each(['Dr. Ann Lee', 'Dr Lee', 'Hannah Whitcombe', 'Ana de la Cruz', 'Lucia Ferreira-Banks', "Sean O'Neil, DDS"])(
    '%j is a name',
    (n) => expect(looksLikePersonName(n)).toBe(true),
  );
  it.each(['Exhibitors', 'Digital Workflows', 'Room 101', 'Grand Ballroom', 'the team', 'Confidence'])(
    '%j is not a name',
    (n) => expect(looksLikePersonName(n)).toBe(false),
  );
});

describe('splitTitleAndSpeakers', () => {
  it.each([
    ['Caries Risk - Dr. Ann Lee', 'Caries Risk', ['Dr. Ann Lee']],
    ['Caries Risk – Part 2 – Hannah Whitcombe', 'Caries Risk – Part 2', ['Hannah Whitcombe']],
    ['Sedation with Dr. Omar Castellane', 'Sedation', ['Dr. Omar Castellane']],
    ['Maintainers (Dr. Lucia Ferreira-Banks)', 'Maintainers', ['Dr. Lucia Ferreira-Banks']],
    ['Trauma, presented by Dr. Declan Oyelaran', 'Trauma', ['Dr. Declan Oyelaran']],
    ['Panel Speakers: Ann Lee & Bo Park', 'Panel', ['Ann Lee', 'Bo Park']],
    ['Lunch with Exhibitors', 'Lunch with Exhibitors', []],
    ['Implants – Digital Workflows', 'Implants – Digital Workflows', []],
    ['Crowns (Hands-On)', 'Crowns (Hands-On)', []],
  ])('%j', (text, title, speakers) => {
    expect(splitTitleAndSpeakers(text)).toEqual({ title, speakers });
  });
});

describe('speakersOfLine', () => {
  it('reads labelled and bare name lines, and leaves other lines alone', () => {
    expect(speakersOfLine('Moderator: Dr. Omar Castellane')).toEqual(['Dr. Omar Castellane']);
    expect(speakersOfLine('with Bo Park & Ann Lee')).toEqual(['Bo Park', 'Ann Lee']);
    expect(speakersOfLine('Dr. Ann Lee, DDS')).toEqual(['Dr. Ann Lee']);
    expect(speakersOfLine('Predictable tissue in the esthetic zone')).toBeNull();
  });
});
