import { creditsBadge, formatCredits, type CeCredits, type EventListing } from '@dental/contracts';

/**
 * 'Up to 6 CE credits · 3 lecture · 3 participation': the most one person can earn, then the most
 * of each AGD course type (each counted on its own, so they may add up to more than the total).
 */
export function creditsSummary(credits: CeCredits): string {
  const parts = [creditsBadge(credits.max)];
  if (credits.lecture > 0) parts.push(`${formatCredits(credits.lecture)} lecture`);
  if (credits.participation > 0) parts.push(`${formatCredits(credits.participation)} participation`);
  return parts.join(' · ');
}

/**
 * The credits an event is listed with in the admin list: worked out from its agenda, else the
 * organiser's estimate (marked as one), else said to be missing so it can be filled in.
 */
export function listedCredits(event: Pick<EventListing, 'ceCredits' | 'estimatedCeCredits'>): {
  text: string;
  known: boolean;
} {
  if (event.ceCredits) return { text: creditsBadge(event.ceCredits.max), known: true };
  if (event.estimatedCeCredits != null) {
    const credits = event.estimatedCeCredits;
    return { text: `~${formatCredits(credits)} CE ${credits === 1 ? 'credit' : 'credits'} (estimated)`, known: true };
  }
  return { text: 'No CE data', known: false };
}
