import { SPONSOR_TIERS, type SiteSponsor, type SponsorTier } from '@dental/contracts';

/** The band's tier labels: shorter than the tier headings of 'Our Sponsors', which stay unique on /sponsors. */
export const SITE_SPONSOR_TIER_LABELS: Record<SponsorTier, string> = {
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
};

/** The site sponsors by tier, platinum first, keeping the server's order within a tier; tiers without sponsors are left out. */
export function siteSponsorsByTier(
  sponsors: readonly SiteSponsor[],
): Array<{ tier: SponsorTier; sponsors: SiteSponsor[] }> {
  return SPONSOR_TIERS.map((tier) => ({ tier, sponsors: sponsors.filter((sponsor) => sponsor.tier === tier) })).filter(
    (group) => group.sponsors.length > 0,
  );
}
