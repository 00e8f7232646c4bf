import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  AGD_SUBJECTS,
  AUDIENCES,
  BOARD_TEXT_DECIDES,
  AUDIENCE_LABELS,
  COUNTRIES,
  COUNTRY_NAMES,
  EVENT_FORMATS,
  EVENT_FORMAT_LABELS,
  REGIONS,
  readCountsToward,
} from '@dental/contracts';
import { useRuleSets } from '../../licence/api/rule-sets';
import { cn } from '../../../lib/cn';
import { monthLabel, offeredChoices, withCount, type FilterChoice } from '../filter-options';
import {
  changeEventFilters,
  DEFAULT_RADIUS,
  MIN_CREDIT_CHOICES,
  RADIUS_CHOICES,
  type EventFilters,
} from './event-filters';
import { minCreditsLabel, quickDateRanges } from './filter-chips';
import { useDraftText } from './use-draft-text';

/**
 * How many events each value of a facet would find (upcoming and past lists added up); the fixed
 * lists' counts are null until both lists have answered.
 */
export interface FacetTotals {
  topic: ReadonlyMap<string, number> | null;
  audience: ReadonlyMap<string, number> | null;
  format: ReadonlyMap<string, number> | null;
  region: ReadonlyMap<string, number> | null;
  cities: FilterChoice[];
  months: FilterChoice[];
}

/** Applies a change of filters to the page's address; `typing` for text applied while it is typed. */
export type ApplyFilters = (change: Partial<EventFilters>, options?: { typing?: boolean }) => void;

/** Dates are typed digit by digit (a year passes through 0002, 0020...): applied once typing pauses. */
const DATE_DELAY_MS = 600;

const labelClass = 'block text-sm font-medium text-slate-700';
const fieldClass = 'mt-1 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900';
const legendClass = 'text-sm font-semibold tracking-wide text-slate-900 uppercase';

/**
 * The filter form's fields, as the search API names them (so without scripts the form sends the
 * same parameters): dates, place, subjects, audience, format and credits. Choices show how many
 * events they would find with the other filters as they are; a choice that would find none is
 * not offered unless it is chosen (decision 0058).
 */
export function FilterFields({
  filters,
  facets,
  today,
  apply,
  nearProblemId,
}: {
  filters: EventFilters;
  facets: FacetTotals;
  today: Date;
  apply: ApplyFilters;
  nearProblemId: string | null;
}) {
  return (
    <div className="space-y-6">
      <DateFields filters={filters} facets={facets} today={today} apply={apply} />
      <LocationFields filters={filters} facets={facets} apply={apply} nearProblemId={nearProblemId} />
      <CheckboxGroup
        legend="Subjects"
        hint="AGD subject codes"
        name="topic"
        options={AGD_SUBJECTS.map((subject) => ({ value: subject.code, label: subject.name }))}
        chosen={filters.topic}
        counts={facets.topic}
        onChange={(topic) => apply({ topic })}
      />
      <CheckboxGroup
        legend="Audience"
        name="audience"
        options={AUDIENCES.map((audience) => ({ value: audience, label: AUDIENCE_LABELS[audience] }))}
        chosen={filters.audience}
        counts={facets.audience}
        onChange={(audience) => apply({ audience: audience as EventFilters['audience'] })}
      />
      <CheckboxGroup
        legend="Format"
        name="format"
        options={EVENT_FORMATS.map((format) => ({ value: format, label: EVENT_FORMAT_LABELS[format] }))}
        chosen={filters.format}
        counts={facets.format}
        onChange={(format) => apply({ format: format as EventFilters['format'] })}
      />
      <MinCreditsField value={filters.minCredits} apply={apply} />
      <CountsTowardField value={filters.countsToward} apply={apply} />
    </div>
  );
}

function Fieldset({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-slate-200 pt-4">
      <legend className="float-left w-full">
        <span className={legendClass}>{legend}</span>
        {hint && <span className="ml-2 text-xs font-normal text-slate-600">{hint}</span>}
      </legend>
      <div className="clear-both space-y-3 pt-3">{children}</div>
    </fieldset>
  );
}

function DateFields({
  filters,
  facets,
  today,
  apply,
}: {
  filters: EventFilters;
  facets: FacetTotals;
  today: Date;
  apply: ApplyFilters;
}) {
  const [searchParams] = useSearchParams();
  const id = useId();
  const from = useDraftText(filters.from, (value) => apply({ from: value }), DATE_DELAY_MS);
  const to = useDraftText(filters.to, (value) => apply({ to: value }), DATE_DELAY_MS);
  return (
    <Fieldset legend="Dates">
      {/* Links, so the quick picks work before the page's scripts run too. */}
      <ul className="flex flex-wrap gap-2" aria-label="Quick date ranges">
        {quickDateRanges(today).map((range) => {
          const current = filters.from === range.from && filters.to === range.to;
          return (
            <li key={range.label}>
              <Link
                to={{ search: `?${changeEventFilters(searchParams, { from: range.from, to: range.to }).toString()}` }}
                preventScrollReset
                rel="nofollow"
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'inline-flex items-center rounded-full border px-3 py-1.5 text-sm font-medium',
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50',
                )}
              >
                {range.label}
              </Link>
            </li>
          );
        })}
      </ul>
      {/* Side by side in the phone sheet; one above the other in the narrower sidebar. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
        <div className="min-w-0">
          <label htmlFor={`${id}-from`} className={labelClass}>
            From
          </label>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            value={from.value}
            max={filters.to || undefined}
            onChange={(changeEvent) => from.change(changeEvent.target.value)}
            onBlur={from.flush}
            onKeyDown={(keyEvent) => keyEvent.key === 'Enter' && from.flush()}
            className={fieldClass}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-to`} className={labelClass}>
            To
          </label>
          <input
            id={`${id}-to`}
            name="to"
            type="date"
            value={to.value}
            min={filters.from || undefined}
            onChange={(changeEvent) => to.change(changeEvent.target.value)}
            onBlur={to.flush}
            onKeyDown={(keyEvent) => keyEvent.key === 'Enter' && to.flush()}
            className={fieldClass}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-month`} className={labelClass}>
          Month
        </label>
        <select
          id={`${id}-month`}
          name="month"
          value={filters.month}
          onChange={(changeEvent) => apply({ month: changeEvent.target.value })}
          className={fieldClass}
        >
          <option value="">All Months</option>
          {facets.months.map((month) => (
            <option key={month.value} value={month.value}>
              {withCount(monthLabel(month.value), month.count)}
            </option>
          ))}
        </select>
      </div>
    </Fieldset>
  );
}

function LocationFields({
  filters,
  facets,
  apply,
  nearProblemId,
}: {
  filters: EventFilters;
  facets: FacetTotals;
  apply: ApplyFilters;
  nearProblemId: string | null;
}) {
  const id = useId();
  // A city name is looked up by the server, and a part of one ('Dal') is no city: applied on Enter or on leaving the field.
  const near = useDraftText(filters.near, (value) => apply({ near: value }));
  const radius = filters.radiusMiles ?? DEFAULT_RADIUS;
  const radiusChoices = (RADIUS_CHOICES as readonly number[]).includes(radius)
    ? RADIUS_CHOICES
    : [...RADIUS_CHOICES, radius].sort((a, b) => a - b);
  return (
    <Fieldset legend="Location">
      <div>
        <label htmlFor={`${id}-region`} className={labelClass}>
          State or province
        </label>
        <select
          id={`${id}-region`}
          name="region"
          value={filters.region}
          onChange={(changeEvent) => apply({ region: changeEvent.target.value })}
          className={fieldClass}
        >
          <option value="">Any state or province</option>
          {COUNTRIES.map((country) => {
            const regions = offeredChoices(REGIONS[country], (region) => region.code, facets.region, [filters.region]);
            return (
              regions.length > 0 && (
                <optgroup key={country} label={COUNTRY_NAMES[country]}>
                  {regions.map((region) => (
                    <option key={region.code} value={region.code}>
                      {countedLabel(region.name, facets.region, region.code)}
                    </option>
                  ))}
                </optgroup>
              )
            );
          })}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-city`} className={labelClass}>
          City
        </label>
        <select
          id={`${id}-city`}
          name="city"
          value={filters.city}
          onChange={(changeEvent) => apply({ city: changeEvent.target.value })}
          className={fieldClass}
        >
          <option value="">All Cities</option>
          {facets.cities.map((city) => (
            <option key={city.value} value={city.value}>
              {withCount(city.value, city.count)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3">
        <div className="min-w-0">
          <label htmlFor={`${id}-near`} className={labelClass}>
            Near a city
          </label>
          <input
            id={`${id}-near`}
            name="near"
            type="text"
            autoComplete="address-level2"
            placeholder="e.g. Dallas, TX"
            value={near.value}
            aria-invalid={nearProblemId ? true : undefined}
            aria-describedby={nearProblemId ?? undefined}
            onChange={(changeEvent) => near.change(changeEvent.target.value)}
            onBlur={near.flush}
            onKeyDown={(keyEvent) => keyEvent.key === 'Enter' && near.flush()}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-radius`} className={labelClass}>
            Within
          </label>
          <select
            id={`${id}-radius`}
            name="radiusMiles"
            value={String(radius)}
            onChange={(changeEvent) =>
              apply({
                radiusMiles:
                  Number(changeEvent.target.value) === DEFAULT_RADIUS ? null : Number(changeEvent.target.value),
              })
            }
            className={fieldClass}
          >
            {radiusChoices.map((miles) => (
              <option key={miles} value={miles}>
                {`${miles} mi`}
              </option>
            ))}
          </select>
        </div>
      </div>
    </Fieldset>
  );
}

/** 'Texas (3)'; the name alone while the counts are not known yet. */
function countedLabel(label: string, counts: ReadonlyMap<string, number> | null, value: string): string {
  return counts === null ? label : withCount(label, counts.get(value));
}

/**
 * A multiple choice (subjects, audiences, formats) as checkboxes labelled with their counts: the
 * choices that find something and those chosen, all in the page's flow (no box of its own to
 * scroll), or a line saying none would find anything.
 */
function CheckboxGroup({
  legend,
  hint,
  name,
  options,
  chosen,
  counts,
  onChange,
}: {
  legend: string;
  hint?: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  chosen: readonly string[];
  counts: ReadonlyMap<string, number> | null;
  onChange: (values: string[]) => void;
}) {
  const selected = new Set(chosen);
  const offered = offeredChoices(options, (option) => option.value, counts, chosen);
  const toggle = (value: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(value);
    else next.delete(value);
    // In the list's own order, so one choice has one address.
    onChange(options.map((option) => option.value).filter((known) => next.has(known)));
  };
  return (
    <Fieldset legend={legend} hint={hint}>
      {offered.length === 0 ? (
        <p className="text-sm text-slate-600">No choice here finds an event with the other filters.</p>
      ) : (
        <ul className="space-y-1">
          {offered.map((option) => (
            <li key={option.value}>
              <label className="flex cursor-pointer items-start gap-2 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-50">
                <input
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={selected.has(option.value)}
                  onChange={(changeEvent) => toggle(option.value, changeEvent.target.checked)}
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                />
                <span className="min-w-0">{countedLabel(option.label, counts, option.value)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Fieldset>
  );
}

function MinCreditsField({ value, apply }: { value: number | null; apply: ApplyFilters }) {
  const id = useId();
  const choices =
    value === null || (MIN_CREDIT_CHOICES as readonly number[]).includes(value)
      ? MIN_CREDIT_CHOICES
      : [...MIN_CREDIT_CHOICES, value].sort((a, b) => a - b);
  return (
    <Fieldset legend="CE credits">
      <div>
        <label htmlFor={`${id}-credits`} className={labelClass}>
          Minimum CE credits
        </label>
        <select
          id={`${id}-credits`}
          name="minCredits"
          value={value === null ? '' : String(value)}
          onChange={(changeEvent) =>
            apply({ minCredits: changeEvent.target.value === '' ? null : Number(changeEvent.target.value) })
          }
          className={fieldClass}
        >
          <option value="">Any</option>
          {choices.map((credits) => (
            <option key={credits} value={credits}>
              {minCreditsLabel(credits)}
            </option>
          ))}
        </select>
      </div>
    </Fieldset>
  );
}

/**
 * 'Counts toward': a licence's renewal rule set, then optionally one of its rules (those a session
 * can count toward: minimums and caps), as the search's `countsToward=<set>` or `<set>:<rule>`.
 * Without the scripts the form sends the set alone. Offered whatever the other filters, since the
 * search gives no counts for it.
 */
function CountsTowardField({ value, apply }: { value: string; apply: ApplyFilters }) {
  const id = useId();
  const { data: ruleSets = [] } = useRuleSets();
  const { ruleSetId, ruleId } = value ? readCountsToward(value) : { ruleSetId: '', ruleId: null };
  const set = ruleSets.find((candidate) => candidate.id === ruleSetId);
  const rules = set?.rules.filter((rule) => rule.kind !== 'excluded') ?? [];
  if (ruleSets.length === 0 && !value) return null;
  return (
    <Fieldset legend="Counts toward" hint="A licence’s renewal rules">
      <div>
        <label htmlFor={`${id}-set`} className={labelClass}>
          Licence
        </label>
        <select
          id={`${id}-set`}
          name="countsToward"
          value={ruleSetId}
          onChange={(changeEvent) => apply({ countsToward: changeEvent.target.value })}
          className={fieldClass}
        >
          <option value="">Any licence</option>
          {ruleSetId && !set && <option value={ruleSetId}>{ruleSetId}</option>}
          {[...ruleSets]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
        </select>
      </div>
      {set && rules.length > 0 && (
        <div>
          <label htmlFor={`${id}-rule`} className={labelClass}>
            Rule
          </label>
          <select
            id={`${id}-rule`}
            value={ruleId ?? ''}
            onChange={(changeEvent) =>
              apply({ countsToward: changeEvent.target.value ? `${set.id}:${changeEvent.target.value}` : set.id })
            }
            className={fieldClass}
          >
            <option value="">Any session that counts</option>
            {rules.map((rule) => (
              <option key={rule.id} value={rule.id}>
                {rule.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {value && (
        <p className="text-xs text-slate-600" data-board-text-decides="">
          {BOARD_TEXT_DECIDES}
        </p>
      )}
    </Fieldset>
  );
}
