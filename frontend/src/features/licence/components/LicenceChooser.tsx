import { useId } from 'react';
import { BadgeCheck, ExternalLink } from 'lucide-react';
import { BOARD_TEXT_DECIDES, COUNTRIES, COUNTRY_NAMES, isoDayText, type CeRuleSet } from '@dental/contracts';
import { cn } from '../../../lib/cn';
import { chooseLicence, licenceOf } from '../api/licence-store';
import { useChosenRuleSet } from '../api/rule-sets';
import { cycleText, ruleText } from '../rule-words';

/**
 * 'Your licence': the renewal rule sets the site lists, by name, to choose the one a visitor renews
 * (kept in this browser); the chosen set's cycle, the day it was checked against its sources and
 * those sources; every set's sources on request; and, always, that the board's own text decides.
 * Shown on every page that shows a rule set's effect. Nothing until the rule sets have arrived, and
 * nothing when the site lists none. It does not wait for the stored licence: the server renders it
 * with none chosen (event pages carry the rule sets in their page state), so the agenda under it
 * does not move when the page hydrates; a stored choice then fills it in.
 */
export function LicenceChooser({ intro, className }: { intro: string; className?: string }) {
  const { ruleSets, ruleSet } = useChosenRuleSet();
  const selectId = useId();
  const introId = useId();
  if (ruleSets.length === 0) return null;
  return (
    <section
      aria-label="Your licence"
      className={cn('rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm', className)}
      data-licence-chooser=""
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        <label htmlFor={selectId} className="flex shrink-0 items-center gap-1.5 font-semibold text-slate-900">
          <BadgeCheck className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
          Your licence
        </label>
        <select
          id={selectId}
          value={ruleSet?.id ?? ''}
          aria-describedby={introId}
          onChange={(changeEvent) => {
            const chosen = ruleSets.find((set) => set.id === changeEvent.target.value);
            chooseLicence(chosen ? licenceOf(chosen) : null);
          }}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 sm:max-w-xs"
          data-licence-select=""
        >
          <option value="">None chosen</option>
          {COUNTRIES.map((country) => {
            const sets = ruleSets.filter((set) => set.country === country).sort((a, b) => a.name.localeCompare(b.name));
            return (
              sets.length > 0 && (
                <optgroup key={country} label={COUNTRY_NAMES[country]}>
                  {sets.map((set) => (
                    <option key={set.id} value={set.id}>
                      {set.name}
                    </option>
                  ))}
                </optgroup>
              )
            );
          })}
        </select>
      </div>
      <p id={introId} className="mt-2 text-slate-700">
        {intro}
      </p>
      {ruleSet ? <ChosenRuleSet set={ruleSet} /> : <AllRuleSets ruleSets={ruleSets} />}
      <p className="mt-2 text-xs text-slate-600" data-board-text-decides="">
        {BOARD_TEXT_DECIDES}
      </p>
    </section>
  );
}

/** The chosen set: its cycle, what it asks, when it was checked and against which pages. */
function ChosenRuleSet({ set }: { set: CeRuleSet }) {
  return (
    <div className="mt-3 space-y-2 [overflow-wrap:anywhere]" data-licence-rule-set={set.id}>
      <p className="font-medium text-slate-900">{`${set.name}: ${cycleText(set)}.`}</p>
      {set.rules.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5 text-slate-700">
          {set.rules.map((rule) => (
            <li key={rule.id}>{ruleText(rule, set.unit)}</li>
          ))}
        </ul>
      )}
      {set.notes && (
        <details className="text-slate-700">
          <summary className="cursor-pointer font-medium text-brand-700">What this summary leaves out</summary>
          <p className="mt-1">{set.notes}</p>
        </details>
      )}
      <Sources set={set} />
    </div>
  );
}

/** Every set the site lists, with the day it was checked and its sources, for a visitor still choosing. */
function AllRuleSets({ ruleSets }: { ruleSets: readonly CeRuleSet[] }) {
  return (
    <details className="mt-2 text-slate-700">
      <summary className="cursor-pointer font-medium text-brand-700">{`The ${ruleSets.length === 1 ? 'rule set' : `${ruleSets.length} rule sets`} and their sources`}</summary>
      <ul className="mt-2 space-y-2 [overflow-wrap:anywhere]">
        {ruleSets.map((set) => (
          <li key={set.id} data-licence-listed={set.id}>
            <p className="font-medium text-slate-900">{`${set.name}: ${cycleText(set)}`}</p>
            <Sources set={set} />
          </li>
        ))}
      </ul>
    </details>
  );
}

function Sources({ set }: { set: CeRuleSet }) {
  return (
    <p className="text-slate-700">
      {`Checked ${isoDayText(set.verifiedOn)} against `}
      {set.sources.map((source, index) => (
        <span key={source.url}>
          {index > 0 && (index === set.sources.length - 1 ? ' and ' : ', ')}
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-baseline gap-0.5 font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {source.title}
            <ExternalLink className="size-3 shrink-0 self-center" aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </span>
      ))}
      .
    </p>
  );
}
