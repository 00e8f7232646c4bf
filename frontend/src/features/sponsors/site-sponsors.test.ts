import type { SiteSponsor } from '@dental/contracts';
import { siteSponsorsByTier } from './site-sponsors';

const sponsor = (id: string, tier: SiteSponsor['tier']): SiteSponsor => ({
  id,
  name: id,
  tier,
  logoText: id.toUpperCase(),
  image: null,
  website: null,
});

describe('the Site Sponsors band', () => {
  it('groups sponsors by tier, platinum first, keeping their order within a tier', () => {
    const groups = siteSponsorsByTier([
      sponsor('b', 'silver'),
      sponsor('a', 'platinum'),
      sponsor('c', 'silver'),
      sponsor('d', 'platinum'),
    ]);
    expect(groups.map((group) => [group.tier, group.sponsors.map((item) => item.id)])).toEqual([
      ['platinum', ['a', 'd']],
      ['silver', ['b', 'c']],
    ]);
  });

  it('has no groups without sponsors', () => {
    expect(siteSponsorsByTier([])).toEqual([]);
  });
});
