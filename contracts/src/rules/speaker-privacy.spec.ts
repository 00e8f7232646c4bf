import { publicSpeakerView } from './speaker-privacy';

const speaker = (overrides: Partial<Parameters<typeof publicSpeakerView>[0]> = {}) => ({
  id: 's1',
  name: 'Dr. Sarah Chen',
  abstract: 'Managing peri-implantitis.',
  objectives: ['Diagnose early', 'Choose a treatment'],
  hideAbstract: false,
  socialLinks: { instagram: 'https://instagram.com/sarah' },
  socialVisible: true,
  ...overrides,
});
const event = (overrides: { hideAbstracts?: boolean; hideSocialMedia?: boolean } = {}) => ({
  hideAbstracts: false,
  hideSocialMedia: false,
  ...overrides,
});

describe('publicSpeakerView', () => {
  it('returns the speaker itself when nothing is hidden', () => {
    const shown = speaker();
    expect(publicSpeakerView(shown, event())).toBe(shown);
    expect(publicSpeakerView(shown)).toBe(shown);
    expect(publicSpeakerView(shown, null)).toBe(shown);
  });

  it("leaves out the abstract and objectives when the speaker's hideAbstract is set", () => {
    const result = publicSpeakerView(speaker({ hideAbstract: true }), event());
    expect(result).toMatchObject({
      abstract: '',
      objectives: [],
      hideAbstract: true,
      socialLinks: { instagram: 'https://instagram.com/sarah' },
    });
  });

  it("leaves out the abstract and objectives when the event's hideAbstracts is set", () => {
    const result = publicSpeakerView(speaker(), event({ hideAbstracts: true }));
    expect(result).toMatchObject({
      abstract: '',
      objectives: [],
      socialLinks: { instagram: 'https://instagram.com/sarah' },
    });
  });

  it("leaves out the social links when the speaker's socialVisible is false", () => {
    const result = publicSpeakerView(speaker({ socialVisible: false }), event());
    expect(result).toMatchObject({
      socialLinks: {},
      socialVisible: false,
      abstract: 'Managing peri-implantitis.',
      objectives: ['Diagnose early', 'Choose a treatment'],
    });
  });

  it("leaves out the social links when the event's hideSocialMedia is set", () => {
    expect(publicSpeakerView(speaker(), event({ hideSocialMedia: true })).socialLinks).toEqual({});
  });

  it('leaves out both when both are hidden, keeping every other field', () => {
    const result = publicSpeakerView(speaker({ hideAbstract: true }), event({ hideSocialMedia: true }));
    expect(result).toEqual({ ...speaker({ hideAbstract: true }), abstract: '', objectives: [], socialLinks: {} });
  });

  it('never changes the speaker it is given', () => {
    const original = speaker({ hideAbstract: true, socialVisible: false });
    const copy = structuredClone(original);
    publicSpeakerView(original, event({ hideAbstracts: true, hideSocialMedia: true }));
    expect(original).toEqual(copy);
  });

  it("never gives the public an admin's link to another record of the same person", () => {
    expect(publicSpeakerView(speaker({ samePersonAs: 's2' }), event())).toEqual({ ...speaker(), samePersonAs: null });
    const unlinked = speaker({ samePersonAs: null });
    expect(publicSpeakerView(unlinked, event())).toBe(unlinked);
  });

  it('returns the speaker itself when what is hidden is already empty', () => {
    const empty = speaker({ hideAbstract: true, abstract: '', objectives: [], socialVisible: false, socialLinks: {} });
    expect(publicSpeakerView(empty, event())).toBe(empty);
  });
});
