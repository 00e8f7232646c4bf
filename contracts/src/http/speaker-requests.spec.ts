import {
  CreateSpeakerRequestSchema,
  SAME_PERSON_AS_INVALID,
  SpeakerEditPatchSchema,
  isValidSpeakerImage,
  socialNetworkLabel,
} from './speaker-requests';

const form = { name: 'A', profession: 'B', specialty: 'C', lectureTitle: 'D', email: 'a@example.com', eventId: 'e-1' };

describe('speaker form rules', () => {
  it.each([
    ['', true],
    ['/attached_assets/speakers/a.svg', true],
    ['https://media.example.com/a.jpg', true],
    ['/attached_assets/../secret', false],
    ['javascript:alert(1)', false],
    ['speaker.jpg', false],
  ])('image %j is valid: %s', (image, valid) => expect(isValidSpeakerImage(image)).toBe(valid));

  it("keeps only set social links: '#', empty and null mean unset", () =>
    expect(
      CreateSpeakerRequestSchema.parse({
        ...form,
        socialLinks: { instagram: '#', twitter: '', github: null, LinkedIn: 'https://l.example.com/a' },
      }).socialLinks,
    ).toEqual({
      linkedin: 'https://l.example.com/a',
    }));

  it('drops empty objectives and trims the rest', () =>
    expect(CreateSpeakerRequestSchema.parse({ ...form, objectives: [' One ', '', '  '] }).objectives).toEqual(['One']));

  it('never fills absent fields on an edit', () =>
    expect(SpeakerEditPatchSchema.parse({ name: 'New' })).toEqual({ name: 'New' }));

  it("takes 'Same person as' as a speaker id, with null or '' for no link", () => {
    expect(SpeakerEditPatchSchema.parse({ samePersonAs: ' s-2 ' })).toEqual({ samePersonAs: 's-2' });
    expect(SpeakerEditPatchSchema.parse({ samePersonAs: null })).toEqual({ samePersonAs: null });
    expect(SpeakerEditPatchSchema.parse({ samePersonAs: '' })).toEqual({ samePersonAs: null });
    for (const bad of [42, { id: 's-2' }, 'x'.repeat(101)]) {
      const result = SpeakerEditPatchSchema.safeParse({ samePersonAs: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['samePersonAs'], message: SAME_PERSON_AS_INVALID }),
      ]);
    }
  });

  it('names networks the way people know them', () => {
    expect(socialNetworkLabel('twitter')).toBe('X');
    expect(socialNetworkLabel('linkedin')).toBe('LinkedIn');
    expect(socialNetworkLabel('mastodon')).toBe('Mastodon');
  });
});
