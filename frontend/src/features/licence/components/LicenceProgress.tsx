import { useId, useMemo } from 'react';
import { CircleCheck, CircleDashed, Scale } from 'lucide-react';
import { formatCredits, progressStillMissing, type CeProgress, type CeRuleSet } from '@dental/contracts';
import { cn } from '../../../lib/cn';
import { useCeProgress, useLicenceProgress } from '../api/rule-sets';
import { amountText, ruleProgressText, totalProgressText } from '../rule-words';
import { LicenceChooser } from './LicenceChooser';

/** A session of the plan, as the progress names it, with its title for the panel's notes. */
export interface LicenceSession {
  eventId: string;
  key: string;
  title: string;
  attended: boolean;
}

/**
 * 'Toward your licence': the licence chooser, then what the plan counts toward the chosen rule
 * set, as the server works it out (POST /api/ce-requirements/:id/progress): the total against the
 * cycle's requirement, each rule ('Infection control 2 of 2 hours, met'), what is still missing,
 * which sessions count less or nothing and why, and what the sessions marked attended count.
 */
export function LicenceProgress({ sessions }: { sessions: readonly LicenceSession[] }) {
  const headingId = useId();
  const planned = useMemo(() => sessions.map(({ eventId, key }) => ({ eventId, sessionKey: key })), [sessions]);
  const attended = useMemo(() => planned.filter((_, index) => sessions[index].attended), [planned, sessions]);
  const { ruleSet, progress, failed } = useLicenceProgress(planned);
  const attendedProgress = useCeProgress(ruleSet && attended.length > 0 ? ruleSet.id : null, attended).data;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5"
      data-licence-progress=""
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Scale className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
        Toward your licence
      </h2>
      <LicenceChooser
        intro="Choose the licence you renew to see what this plan counts toward it, and what is still missing."
        className="mt-3"
      />
      {ruleSet && failed && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          We couldn&apos;t count this plan toward the licence. Please refresh the page to try again.
        </p>
      )}
      {ruleSet && !failed && !progress && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Counting your plan…
        </p>
      )}
      {ruleSet && progress && (
        <ProgressDetails
          set={ruleSet}
          progress={progress}
          sessions={sessions}
          attended={attended.length > 0 && attendedProgress?.ruleSetId === ruleSet.id ? attendedProgress : null}
        />
      )}
    </section>
  );
}

function ProgressDetails({
  set,
  progress,
  sessions,
  attended,
}: {
  set: CeRuleSet;
  progress: CeProgress;
  sessions: readonly LicenceSession[];
  attended: CeProgress | null;
}) {
  const missing = progressStillMissing(progress);
  const titleOf = (eventId: string, key: string) =>
    sessions.find((session) => session.eventId === eventId && session.key === key)?.title ?? key;
  const notes = progress.items.filter((item) => item.notCountedBecause);
  return (
    <div className="mt-4 grid gap-4 text-sm md:grid-cols-2">
      <div>
        <p className="text-base font-semibold text-slate-900" data-licence-total="">
          {totalProgressText(progress)}
        </p>
        {attended && (
          <p className="mt-1 text-slate-700" data-licence-attended="">
            {`Attended: ${formatCredits(attended.total.counted)} of ${amountText(attended.total.required, attended.unit)}`}
          </p>
        )}
        {progress.rules.length > 0 && (
          <ul className="mt-3 space-y-1">
            {progress.rules.map((rule) => {
              const done = rule.kind !== 'minimum' || rule.met;
              return (
                <li
                  key={rule.id}
                  className={cn('flex items-start gap-1.5', done ? 'text-slate-800' : 'text-amber-900')}
                  data-licence-rule={rule.id}
                >
                  {done ? (
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
                  ) : (
                    <CircleDashed className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                  )}
                  {ruleProgressText(rule, set.unit)}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="space-y-3 [overflow-wrap:anywhere]">
        <div data-licence-missing="">
          <h3 className="font-semibold text-slate-900">Still missing</h3>
          {missing.length === 0 ? (
            <p className="mt-1 text-slate-700">Nothing: this plan meets every rule this summary checks.</p>
          ) : (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
              {missing.map((gap) => (
                <li key={gap.ruleId ?? 'total'}>
                  {gap.ruleId === null
                    ? `${amountText(gap.amount, set.unit)} toward the total`
                    : `${gap.label}: ${amountText(gap.amount, set.unit)}`}
                </li>
              ))}
            </ul>
          )}
        </div>
        {notes.length > 0 && (
          <div data-licence-not-counted="">
            <h3 className="font-semibold text-slate-900">Counted less or not at all</h3>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
              {notes.map((item) => (
                <li key={`${item.eventId}/${item.sessionKey}`}>
                  {`${titleOf(item.eventId, item.sessionKey)}: ${item.notCountedBecause}`}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
