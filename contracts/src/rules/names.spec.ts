import {
  comparableName,
  isCredentialText,
  professionWithoutCredentials,
  stripCredentials,
  stripHonorific,
} from './names';

describe('stripHonorific', () => {
  it.each([
    ['Dr. Sarah Chen', 'Sarah Chen'],
    ['dr. sarah chen', 'sarah chen'],
    ['DR Sarah Chen', 'Sarah Chen'],
    ['Dr Sarah Chen', 'Sarah Chen'],
    ['Dr.Sarah Chen', 'Sarah Chen'],
    ['  Dr.  Sarah Chen ', 'Sarah Chen'],
    ['Drew Barrymore', 'Drew Barrymore'],
    ['Dre Smith', 'Dre Smith'],
    ['Sarah Chen', 'Sarah Chen'],
  ])('%j becomes %j', (name, expected) => {
    expect(stripHonorific(name)).toBe(expected);
  });
});

describe('stripCredentials removes credentials after a comma', () => {
  it.each([
    ['Dr. Sarah L. Chen, DDS', 'Dr. Sarah L. Chen'],
    ['Sarah Chen, DDS, MS', 'Sarah Chen'],
    ['Sarah Chen, D.D.S., Ph.D.', 'Sarah Chen'],
    ['Tom Lee, DMD, FAGD, MAGD', 'Tom Lee'],
    ['Ann Roy, DDS MS', 'Ann Roy'],
    ['Ann Roy, FRCD(C)', 'Ann Roy'],
    ['Ann Roy, DDS/MS', 'Ann Roy'],
    ['Sarah Chen', 'Sarah Chen'],
    ['Chen, Sarah', 'Chen, Sarah'],
    ['Jack Ma', 'Jack Ma'],
  ])('%j becomes %j', (name, expected) => {
    expect(stripCredentials(name)).toBe(expected);
  });
});

describe('isCredentialText', () => {
  it.each([
    ['DDS', true],
    [' dmd ', true],
    ['Ph.D.', true],
    ['MS FAGD', true],
    ['Jr.', true],
    ['Sarah', false],
    ['DDS Sarah', false],
    ['', false],
  ])('%j: %s', (text, expected) => {
    expect(isCredentialText(text)).toBe(expected);
  });
});

describe('comparableName', () => {
  it.each([
    ['Dr. Sarah L. Chen, DDS', 'sarah l chen'],
    ['  SARAH   CHEN ', 'sarah chen'],
    ['José Núñez', 'jose nunez'],
    ["Dr. Kevin O'Brien", 'kevin obrien'],
    ['Robert "Bob" Smith', 'robert bob smith'],
    ['Mary-Ann Jones', 'mary-ann jones'],
    ['', ''],
  ])('%j compares as %j', (name, expected) => {
    expect(comparableName(name)).toBe(expected);
  });
});

describe('professionWithoutCredentials: credentials read once on a card', () => {
  it('drops the credentials in brackets when the card shows them already', () => {
    expect(professionWithoutCredentials('Prosthodontist (DDS, MS)', 'DDS, MS')).toBe('Prosthodontist');
    expect(professionWithoutCredentials('Periodontist (DMD, MSc, FRCD(C))', 'DMD, MSc, FRCD(C)')).toBe('Periodontist');
  });

  it('keeps a profession whose brackets say something else, or when there are no credentials', () => {
    expect(professionWithoutCredentials('Prosthodontist (retired)', 'DDS, MS')).toBe('Prosthodontist (retired)');
    expect(professionWithoutCredentials('Prosthodontist (DDS, MS)', '')).toBe('Prosthodontist (DDS, MS)');
  });
});
