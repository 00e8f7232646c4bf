import { SPONSOR_TIERS, type Sponsor, type SponsorTier } from '@dental/contracts';
import { cn } from '../../../lib/cn';
import { SponsorCard } from './SponsorCard';

/** Platinum in two columns, gold and silver in three (spec section 2). */
const TIER_GRID: Record<SponsorTier, string> = {
  platinum: 'md:grid-cols-2',
  gold: 'sm:grid-cols-2 lg:grid-cols-3',
  silver: 'sm:grid-cols-2 lg:grid-cols-3',
};

const TIER_ACCENT: Record<SponsorTier, string> = {
  platinum: 'bg-slate-500',
  gold: 'bg-amber-500',
  silver: 'bg-slate-300',
};

/** One section per tier that has sponsors, headed by the tier's (possibly event-specific) name. */
export function SponsorTierSections({
  sponsors,
  tierNames,
  headingLevel = 'h2',
  idPrefix,
}: {
  sponsors: Sponsor[];
  tierNames: Record<SponsorTier, string>;
  headingLevel?: 'h2' | 'h3';
  idPrefix: string;
}) {
  const Heading = headingLevel;
  const cardHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <div className="space-y-12">
      {SPONSOR_TIERS.map((tier) => {
        const inTier = sponsors.filter((sponsor) => sponsor.tier === tier);
        if (inTier.length === 0) return null;
        const headingId = `${idPrefix}-${tier}`;
        return (
          <section key={tier} aria-labelledby={headingId}>
            <Heading
              id={headingId}
              className="flex items-center justify-center gap-3 text-center text-2xl font-bold text-slate-900"
            >
              <span className={cn('h-1 w-8 rounded-full', TIER_ACCENT[tier])} aria-hidden="true" />
              {tierNames[tier]}
              <span className={cn('h-1 w-8 rounded-full', TIER_ACCENT[tier])} aria-hidden="true" />
            </Heading>
            <ul className={cn('mt-6 grid gap-6', TIER_GRID[tier])}>
              {inTier.map((sponsor) => (
                <li key={sponsor.id}>
                  <SponsorCard sponsor={sponsor} headingLevel={cardHeading} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
