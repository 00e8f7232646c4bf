import { useId } from 'react';
import { GraduationCap } from 'lucide-react';
import { CREDIT_TYPE_LABELS, formatCredits } from '@dental/contracts';
import type { PlanTotals } from '../plan-schedule';
import { creditsTotalText, sessionsText } from '../plan-words';

/**
 * What the plan's sessions add up to: the credits one person can earn (overlapping sessions once),
 * by type (lecture, participation), and by AGD subject, the way a dentist or hygienist checks a
 * licence's or the AGD's requirements.
 */
export function PlanTotalsPanel({
  totals,
  attendedTotals,
}: {
  totals: PlanTotals;
  /** The same totals over the sessions marked attended; null where nothing can be marked (a shared plan). */
  attendedTotals?: PlanTotals | null;
}) {
  const headingId = useId();
  const byType = [
    { key: 'lecture', label: CREDIT_TYPE_LABELS.lecture, credits: totals.lecture },
    { key: 'participation', label: CREDIT_TYPE_LABELS.participation, credits: totals.participation },
    { key: 'untyped', label: 'Type not stated', credits: totals.untyped },
  ].filter(({ credits }) => credits > 0);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-plan-totals=""
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <GraduationCap className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
        Credits in this plan
      </h2>
      <p className="mt-2 text-3xl font-bold text-teal-800">
        <span data-plan-total="">{formatCredits(totals.credits)}</span>
        <span className="ml-1.5 text-base font-semibold">CE {totals.credits === 1 ? 'credit' : 'credits'}</span>
      </p>
      {attendedTotals && (
        <p className="mt-1 text-sm text-slate-700" data-plan-attended-total="">
          {`Attended: ${creditsTotalText(attendedTotals.credits)}`}
        </p>
      )}
      {byType.length > 0 && (
        <dl className="mt-3 space-y-1 text-sm">
          {byType.map(({ key, label, credits }) => (
            <div key={key} className="flex justify-between gap-3">
              <dt className="text-slate-700">{label}</dt>
              <dd className="font-semibold text-slate-900" data-plan-credit-type={key}>
                {formatCredits(credits)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {totals.subjects.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">By subject (AGD code)</h3>
          <dl className="mt-2 space-y-1 text-sm">
            {totals.subjects.map((subject) => (
              <div key={subject.code} className="flex justify-between gap-3">
                <dt className="min-w-0 text-slate-700 [overflow-wrap:anywhere]">{`${subject.code} ${subject.name}`}</dt>
                <dd className="shrink-0 font-semibold text-slate-900" data-plan-subject={subject.code}>
                  {formatCredits(subject.credits)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-slate-600">A session with several subjects counts under each.</p>
        </>
      )}
      {totals.withoutCredits > 0 && (
        <p className="mt-3 text-sm text-slate-700">{`${sessionsText(totals.withoutCredits)} without stated credits.`}</p>
      )}
      {totals.cancelled.length > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          {`Cancelled, so not counted: ${totals.cancelled.map((item) => item.title).join(', ')}.`}
        </p>
      )}
      {totals.setAside.length > 0 && (
        <p className="mt-3 text-sm text-amber-900" data-plan-listed="">
          {`Overlapping sessions count once: ${formatCredits(totals.listed)} listed, of which ${formatCredits(totals.credits)} can be earned. Not counted: ${totals.setAside.map((item) => item.title).join(', ')}.`}
        </p>
      )}
      <p className="mt-3 text-xs text-slate-600">
        Credits as the organisers list them. Your certificate comes from the CE provider.
      </p>
    </section>
  );
}
