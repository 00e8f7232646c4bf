import { CREDIT_TYPE_LABELS, agdSubjectName, formatCredits } from '@dental/contracts';
import type { PlanItem } from './plan-item';

/** '690 Implants': the code AGD members record hours by, then its official name. */
export function subjectText(code: string): string {
  const name = agdSubjectName(code);
  return name === code ? code : `${code} ${name}`;
}

/** '1.5 CE · Lecture', '3 CE', or null for a session that states no credits. */
export function creditsText(item: Pick<PlanItem, 'credits' | 'creditType'>): string | null {
  if (item.credits === null) return null;
  return item.creditType ? `${formatCredits(item.credits)} CE · ${CREDIT_TYPE_LABELS[item.creditType]}` : `${formatCredits(item.credits)} CE`;
}

/** '7.5 CE credits', '1 CE credit'. */
export function creditsTotalText(credits: number): string {
  return `${formatCredits(credits)} CE ${credits === 1 ? 'credit' : 'credits'}`;
}
