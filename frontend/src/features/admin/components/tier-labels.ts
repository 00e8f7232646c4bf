import type { SponsorTier } from '@dental/contracts';

/** A tier's name in the admin screens' sentences ('Gold at …', 'Gold sponsor'), whatever an event calls its tiers. */
export const TIER_LABELS: Record<SponsorTier, string> = { platinum: 'Platinum', gold: 'Gold', silver: 'Silver' };
