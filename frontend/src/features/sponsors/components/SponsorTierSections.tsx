import { SPONSOR_TIERS, type Sponsor, type SponsorTier } from '@dental/contracts';
import { cn } from '../../../lib/cn';
import { SponsorCard } from './SponsorCard';

/**
 * Platinum in two columns, gold and silver in three (spec section 2): each card is a column's
 * width (the gaps are 1.5 rem), in rows that wrap and centre, so a row with fewer cards than
 * columns, a lone sponsor included, sits under the centred heading rather than at the left.
 */
const TIER_CARD_WIDTH: Record<SponsorTier, string> = {
  platinum: 'md:w-[calc((100%-1.5rem)/2)]',
  gold: 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  silver: 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
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
            <ul className="mt-6 flex flex-wrap justify-center gap-6" data-sponsor-tier={tier}>
              {inTier.map((sponsor) => (
                <li key={sponsor.id} className={cn('w-full', TIER_CARD_WIDTH[tier])}>
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
