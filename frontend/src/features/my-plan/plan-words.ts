import { formatCredits, isoDayText, sessionCreditsText } from '@dental/contracts';
import type { PlanItem } from './api/plan-item';

/** '1.5 CE · Lecture', '3 CE', or null for a session that states no credits. */
export function creditsText(item: Pick<PlanItem, 'credits' | 'creditType'>): string | null {
  return item.credits === null ? null : sessionCreditsText(item.credits, item.creditType);
}

/** '7.5 CE credits', '1 CE credit'. */
export function creditsTotalText(credits: number): string {
  return `${formatCredits(credits)} CE ${credits === 1 ? 'credit' : 'credits'}`;
}

/** '2027-03-11' → 'Thursday, March 11, 2027' (read as a calendar day, so no zone can move it). */
export function planDayText(isoDay: string): string {
  return isoDayText(isoDay, { weekday: true });
}

/** '3 sessions', '1 session'. */
export function sessionsText(count: number): string {
  return count === 1 ? '1 session' : `${count} sessions`;
}
