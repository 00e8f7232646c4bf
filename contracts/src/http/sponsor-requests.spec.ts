import {
  CreateSponsorRequestSchema,
  SponsorEditPatchSchema,
  isSocialHandle,
  isValidPhoneNumber,
  isValidSponsorLogo,
} from './sponsor-requests';
import { RenameSponsorTierRequestSchema } from './sponsor-tier-requests';

describe('sponsor form rules', () => {
  it.each([
    ['NOVA', true],
    ['TWELVE CHARS', true],
    ['https://media.example.com/logo.svg', true],
    ['/attached_assets/sponsors/novadent-systems.svg', true],
    ['/attached_assets/../index.html', false],
    ['/attached_assets/sponsors/novadent.html', false],
    ['', false],
    ['THIRTEEN CHAR', false],
    ['ftp://x.io/a', false],
    ['<b>X</b>', false],
  ])('logo %j is valid: %s', (logo, valid) => expect(isValidSponsorLogo(logo)).toBe(valid));

  it.each([
    ['(555) 010-2233', true],
    ['+1 555.010.2233', true],
    ['5550102', true],
    ['555-12', false],
    ['+1 (555)', false],
    ['call 555 010 2233', false],
    ['1'.repeat(21), false],
  ])('phone %j is valid: %s', (phone, valid) => expect(isValidPhoneNumber(phone)).toBe(valid));

  it('reads handles as @name', () => {
    expect(isSocialHandle('@novadent.demo')).toBe(true);
    expect(isSocialHandle('novadent')).toBe(false);
    expect(isSocialHandle('@two words')).toBe(false);
  });

  it('defaults the tier to silver on create but never fills absent fields on an edit', () => {
    expect(CreateSponsorRequestSchema.parse({ name: 'A', description: 'B', logo: 'AB' })).toMatchObject({
      tier: 'silver',
      eventId: null,
      website: null,
    });
    expect(SponsorEditPatchSchema.parse({ name: 'A' })).toEqual({ name: 'A' });
  });

  it('drops empty social handles', () =>
    expect(
      CreateSponsorRequestSchema.parse({
        name: 'A',
        description: 'B',
        logo: 'AB',
        socialHandles: { instagram: ' ', twitter: '@x' },
      }).socialHandles,
    ).toEqual({ twitter: '@x' }));

  it('trims tier names and allows an empty one (back to the default)', () => {
    expect(RenameSponsorTierRequestSchema.parse({ tierLevel: 'gold', customName: '  Golden ' })).toEqual({
      tierLevel: 'gold',
      customName: 'Golden',
    });
    expect(RenameSponsorTierRequestSchema.parse({ tierLevel: 'gold', customName: null })).toEqual({
      tierLevel: 'gold',
      customName: '',
    });
  });
});
