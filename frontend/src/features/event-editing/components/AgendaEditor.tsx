import { useMemo, useState } from 'react';
import { ArrowDown, ArrowUp, ChevronRight, CornerDownRight, GraduationCap, Plus, Trash2 } from 'lucide-react';
import {
  CREDIT_STEP,
  CREDIT_TYPES,
  CREDIT_TYPE_LABELS,
  SESSION_CREDITS_MAX,
  formatCredits,
  type CreditType,
} from '@dental/contracts';
import { eventDateExamples } from '@dental/contracts';
import { useToday } from '../../../lib/today';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { subjectList } from './ce-labels';
import { inputClass } from '../../submissions/components/FormField';
import { SubjectCheckboxes } from './SubjectCheckboxes';
import { SessionBoardFields } from './SessionBoardFields';
import {
  agendaCredits,
  emptyDay,
  emptySession,
  SESSION_TYPES,
  type EditableAgenda,
  type EditableDay,
  type EditableSession,
} from './agenda-model';
import { creditsSummary } from './ce-summary';

const MAX_DEPTH = 2;

type Problems = Record<string, string>;

function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

function SessionFields({
  session,
  label,
  path,
  depth,
  problems,
  index,
  count,
  onChange,
  onRemove,
  onMove,
}: {
  session: EditableSession;
  label: string;
  path: string;
  depth: number;
  problems: Problems;
  index: number;
  count: number;
  onChange: (session: EditableSession) => void;
  onRemove: () => void;
  onMove: (offset: number) => void;
}) {
  const id = (field: string) => `${session.key}-${field}`;
  // A new (untitled) session opens ready to fill in; stored ones show as one line until opened.
  const [open, setOpen] = useState(session.title === '');
  const set = (patch: Partial<EditableSession>) => onChange({ ...session, ...patch });
  const titleProblem = problems[`${path}.title`];
  const typeOptions = SESSION_TYPES.some((option) => option.value === session.type)
    ? SESSION_TYPES
    : [...SESSION_TYPES, { value: session.type, label: session.type }];
  const setChild = (childIndex: number, child: EditableSession) =>
    set({ sessions: session.sessions.map((item, i) => (i === childIndex ? child : item)) });

  const hasProblem = Object.keys(problems).some((key) => key.startsWith(`${path}.`));
  const expanded = open || hasProblem;
  const summary = [session.time, session.title || 'Untitled session'].filter(Boolean).join(' · ');
  const typeLabel = SESSION_TYPES.find((option) => option.value === session.type && option.value !== '')?.label;
  const credits = Number(session.ceCredits);
  const showsCredits = session.ceCredits.trim() !== '' && Number.isFinite(credits);

  return (
    <fieldset
      className={cn(
        'min-w-0 rounded-lg border px-2 py-2 sm:px-3',
        depth > 0 ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white',
      )}
    >
      <legend className="sr-only">{label}</legend>
      {/*
        The summary wraps instead of being cut, and when less than 12rem would be left beside the
        buttons (a phone, a nested session) the buttons move to a line of their own under it.
      */}
      <div className="flex flex-wrap items-start gap-1">
        <button
          type="button"
          onClick={() => setOpen(!expanded)}
          aria-expanded={expanded}
          aria-controls={id('fields')}
          className="flex min-w-0 flex-1 basis-48 items-start gap-2 rounded-md py-1 text-left text-sm hover:text-brand-800"
        >
          <ChevronRight
            className={cn('mt-0.5 size-4 shrink-0 transition-transform', expanded && 'rotate-90')}
            aria-hidden="true"
          />
          <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">{summary}</span>
            {session.cancelled && (
              <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
                Cancelled
              </span>
            )}
            {typeLabel && (
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{typeLabel}</span>
            )}
            {showsCredits && (
              <span className="shrink-0 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-800">{`${formatCredits(credits)} CE`}</span>
            )}
            {session.sessions.length > 0 && (
              <span className="shrink-0 text-xs text-slate-500">{`${session.sessions.length} nested`}</span>
            )}
          </span>
          <span className="sr-only">{` (${label}, ${expanded ? 'collapse' : 'expand'})`}</span>
        </button>
        <div className="ml-auto flex shrink-0 gap-1">
          <button
            type="button"
            onClick={() => onMove(-1)}
            disabled={index === 0}
            className={buttonClass('ghost', 'sm', 'px-2')}
            title="Move up"
          >
            <ArrowUp className="size-4" aria-hidden="true" />
            <span className="sr-only">{`Move ${label} up`}</span>
          </button>
          <button
            type="button"
            onClick={() => onMove(1)}
            disabled={index === count - 1}
            className={buttonClass('ghost', 'sm', 'px-2')}
            title="Move down"
          >
            <ArrowDown className="size-4" aria-hidden="true" />
            <span className="sr-only">{`Move ${label} down`}</span>
          </button>
          <button
            type="button"
            onClick={onRemove}
            className={buttonClass('ghost', 'sm', 'px-2 text-red-700 hover:bg-red-50')}
            title="Remove session"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="sr-only">{`Remove ${label}`}</span>
          </button>
        </div>
      </div>
      <div id={id('fields')} hidden={!expanded} className="pb-1">
        <div className="mt-2 grid grid-cols-1 gap-x-3 gap-y-2 sm:grid-cols-6 lg:grid-cols-12">
          <div className="sm:col-span-2 lg:col-span-2">
            <label htmlFor={id('time')} className="block text-xs font-medium text-slate-700">
              Time
            </label>
            <input
              id={id('time')}
              value={session.time}
              onChange={(e) => set({ time: e.target.value })}
              placeholder="9:00 AM"
              className={inputClass(false)}
            />
          </div>
          <div className="sm:col-span-4 lg:col-span-5">
            <label htmlFor={id('title')} className="block text-xs font-medium text-slate-700">
              Title
              <span className="text-red-700" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <input
              id={id('title')}
              value={session.title}
              onChange={(e) => set({ title: e.target.value })}
              aria-invalid={titleProblem ? true : undefined}
              aria-describedby={titleProblem ? id('title-error') : undefined}
              className={inputClass(Boolean(titleProblem))}
            />
            {titleProblem && (
              <p id={id('title-error')} className="mt-1 text-sm font-medium text-red-700">
                {titleProblem}
              </p>
            )}
          </div>
          <div className="sm:col-span-2 lg:col-span-2">
            <label htmlFor={id('type')} className="block text-xs font-medium text-slate-700">
              Type
            </label>
            <select
              id={id('type')}
              value={session.type}
              onChange={(e) => set({ type: e.target.value })}
              className={inputClass(false)}
            >
              {typeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2 lg:col-span-3">
            <label htmlFor={id('track')} className="block text-xs font-medium text-slate-700">
              Track
            </label>
            <input
              id={id('track')}
              value={session.track}
              onChange={(e) => set({ track: e.target.value })}
              className={inputClass(false)}
            />
          </div>
          <div className="sm:col-span-2 lg:col-span-3">
            <label htmlFor={id('location')} className="block text-xs font-medium text-slate-700">
              Location
            </label>
            <input
              id={id('location')}
              value={session.location}
              onChange={(e) => set({ location: e.target.value })}
              className={inputClass(false)}
            />
          </div>
          <div className="sm:col-span-6 lg:col-span-5">
            <label htmlFor={id('speakers')} className="block text-xs font-medium text-slate-700">
              Speakers
            </label>
            <input
              id={id('speakers')}
              value={session.speakers}
              onChange={(e) => set({ speakers: e.target.value })}
              placeholder="Dr. Jane Doe, Dr. John Roe"
              disabled={session.type === 'break'}
              className={inputClass(false)}
            />
          </div>
          <div className="sm:col-span-6 lg:col-span-4">
            <label htmlFor={id('description')} className="block text-xs font-medium text-slate-700">
              Description
            </label>
            <input
              id={id('description')}
              value={session.description}
              onChange={(e) => set({ description: e.target.value })}
              className={inputClass(false)}
            />
          </div>
        </div>
        {session.type !== 'break' && (
          <SessionCancelledField session={session} label={label} onChange={(cancelled) => set({ cancelled })} />
        )}
        {/* Breaks never count towards credits, so they are not asked for any. */}
        {session.type !== 'break' && (
          <SessionCeFields session={session} path={path} problems={problems} label={label} onChange={set} />
        )}
        {depth < MAX_DEPTH && (
          <button
            type="button"
            onClick={() => set({ sessions: [...session.sessions, emptySession()] })}
            className={buttonClass('ghost', 'sm', 'mt-2')}
          >
            <CornerDownRight className="size-4" aria-hidden="true" />
            Add Nested Session<span className="sr-only">{` to ${label}`}</span>
          </button>
        )}
      </div>
      {expanded && session.sessions.length > 0 && (
        <div className="mt-2 mb-1 space-y-2 border-l-2 border-brand-100 pl-1.5 sm:pl-3">
          {session.sessions.map((child, childIndex) => (
            <SessionFields
              key={child.key}
              session={child}
              label={`${label}, nested session ${childIndex + 1}`}
              path={`${path}.sessions.${childIndex}`}
              depth={depth + 1}
              problems={problems}
              index={childIndex}
              count={session.sessions.length}
              onChange={(next) => setChild(childIndex, next)}
              onRemove={() => set({ sessions: session.sessions.filter((_, i) => i !== childIndex) })}
              onMove={(offset) => set({ sessions: move(session.sessions, childIndex, childIndex + offset) })}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

/**
 * A session that will not take place is marked rather than removed: the public agenda keeps it,
 * struck through, so the people who planned it learn that it is off.
 */
function SessionCancelledField({
  session,
  label,
  onChange,
}: {
  session: EditableSession;
  label: string;
  onChange: (cancelled: boolean) => void;
}) {
  const id = `${session.key}-cancelled`;
  return (
    <div className="mt-2 flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={session.cancelled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-red-700"
      />
      <div className="min-w-0 text-sm">
        <label htmlFor={id} className="font-medium text-slate-800">
          Cancelled<span className="sr-only">{` (${label})`}</span>
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          Stays in the public agenda, struck through, and counts for no credits.
        </p>
      </div>
    </div>
  );
}

function ProblemText({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {problem}
    </p>
  );
}

/** aria for an input of the agenda editor that may have a problem under it. */
const problemAria = (errorId: string, problem: string | undefined, hintId?: string) => ({
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': problem ? errorId : hintId,
});

/** Credits, AGD course type, subjects, learning objectives, and what a board counts of one session. */
function SessionCeFields({
  session,
  path,
  problems,
  label,
  onChange,
}: {
  session: EditableSession;
  path: string;
  problems: Problems;
  label: string;
  onChange: (patch: Partial<EditableSession>) => void;
}) {
  const id = (field: string) => `${session.key}-${field}`;
  const problemOf = (field: string) =>
    problems[`${path}.${field}`] ?? Object.entries(problems).find(([key]) => key.startsWith(`${path}.${field}.`))?.[1];
  const creditsProblem = problemOf('ceCredits');
  const typeProblem = problemOf('creditType');
  const topicsProblem = problemOf('topics');
  const objectivesProblem = problemOf('objectives');
  const isForum = session.type === 'corporate_forum' && session.sessions.length > 0;
  const creditsHint = isForum
    ? "The nested sessions' credits count; these only when none of them states any."
    : undefined;
  return (
    <fieldset className="mt-3 min-w-0 rounded-md border border-teal-100 bg-teal-50/40 px-2 pt-1 pb-2 sm:px-3">
      <legend className="px-1 text-xs font-semibold text-teal-900">Continuing education</legend>
      <div className="grid grid-cols-1 gap-x-3 gap-y-2 sm:grid-cols-6 lg:grid-cols-12">
        <div className="sm:col-span-2 lg:col-span-2">
          <label htmlFor={id('credits')} className="block text-xs font-medium text-slate-700">
            CE credits
          </label>
          <input
            id={id('credits')}
            type="number"
            inputMode="decimal"
            min={0}
            max={SESSION_CREDITS_MAX}
            step={CREDIT_STEP}
            value={session.ceCredits}
            onChange={(e) => onChange({ ceCredits: e.target.value })}
            {...problemAria(id('credits-error'), creditsProblem, creditsHint ? id('credits-hint') : undefined)}
            className={inputClass(Boolean(creditsProblem))}
          />
          <ProblemText id={id('credits-error')} problem={creditsProblem} />
        </div>
        <div className="sm:col-span-4 lg:col-span-3">
          <label htmlFor={id('credit-type')} className="block text-xs font-medium text-slate-700">
            Lecture or participation
          </label>
          <select
            id={id('credit-type')}
            value={session.creditType}
            onChange={(e) => onChange({ creditType: e.target.value as CreditType | '' })}
            {...problemAria(id('credit-type-error'), typeProblem)}
            className={inputClass(Boolean(typeProblem))}
          >
            <option value="">Not stated</option>
            {CREDIT_TYPES.map((type) => (
              <option key={type} value={type}>
                {CREDIT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          <ProblemText id={id('credit-type-error')} problem={typeProblem} />
        </div>
        <div className="sm:col-span-6 lg:col-span-7">
          <details
            className="group mt-1 rounded-lg border border-slate-300 bg-white text-sm lg:mt-5"
            open={Boolean(topicsProblem) || undefined}
          >
            <summary className="flex cursor-pointer items-start gap-2 px-3 py-2 text-slate-800">
              <ChevronRight
                className="mt-0.5 size-4 shrink-0 transition-transform group-open:rotate-90"
                aria-hidden="true"
              />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-medium">Subjects</span>
                <span className="text-slate-600">{`: ${session.topics.length > 0 ? subjectList(session.topics) : 'none chosen'}`}</span>
              </span>
            </summary>
            <fieldset className="min-w-0 border-t border-slate-200 px-2 py-2">
              <legend className="sr-only">{`AGD subjects of ${label}`}</legend>
              <SubjectCheckboxes value={session.topics} onChange={(topics) => onChange({ topics })} />
            </fieldset>
          </details>
          <ProblemText id={id('topics-error')} problem={topicsProblem} />
        </div>
        <div className="sm:col-span-6 lg:col-span-12">
          <SessionBoardFields session={session} label={label} problemOf={problemOf} onChange={onChange} />
        </div>
        <div className="sm:col-span-6 lg:col-span-12">
          <label htmlFor={id('objectives')} className="block text-xs font-medium text-slate-700">
            Learning objectives
          </label>
          <textarea
            id={id('objectives')}
            rows={2}
            value={session.objectives}
            onChange={(e) => onChange({ objectives: e.target.value })}
            {...problemAria(id('objectives-error'), objectivesProblem, id('objectives-hint'))}
            className={inputClass(Boolean(objectivesProblem))}
          />
          {objectivesProblem ? (
            <ProblemText id={id('objectives-error')} problem={objectivesProblem} />
          ) : (
            <p id={id('objectives-hint')} className="mt-1 text-xs text-slate-600">
              One per line, as the provider publishes them.
            </p>
          )}
        </div>
      </div>
      {creditsHint && (
        <p id={id('credits-hint')} className="mt-2 text-xs text-slate-600">
          {creditsHint}
        </p>
      )}
    </fieldset>
  );
}

/** The running total: what the public page will say one person can earn, worked out as the server does. */
function CreditsTotal({ agenda }: { agenda: EditableAgenda }) {
  const credits = useMemo(() => agendaCredits(agenda), [agenda]);
  return (
    // Stays in sight below the site's fixed header (4rem) while the agenda is scrolled through.
    <div className="sticky top-[4.5rem] z-10 mb-4 flex items-start gap-2 rounded-lg border border-teal-200 bg-teal-50 px-3 py-1.5 shadow-sm sm:py-2">
      <GraduationCap className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p role="status" className="font-semibold text-slate-900">
          {credits ? creditsSummary(credits) : 'No CE credits in the agenda yet'}
        </p>
        {/* Left out on phones, where the bar follows the sessions and each line of it hides one of theirs. */}
        <p className="text-xs text-slate-600 max-sm:hidden">
          Sessions at the same time count once, at their highest value; breaks never count.
        </p>
      </div>
    </div>
  );
}

function DayFields({
  day,
  index,
  count,
  problems,
  onChange,
  onRemove,
  onMove,
}: {
  day: EditableDay;
  index: number;
  count: number;
  problems: Problems;
  onChange: (day: EditableDay) => void;
  onRemove: () => void;
  onMove: (offset: number) => void;
}) {
  const dayLabel = `Day ${index + 1}`;
  const example = eventDateExamples(useToday());
  const setSessions = (sessions: EditableSession[]) => onChange({ ...day, sessions });
  return (
    <section aria-label={dayLabel} className="rounded-xl border border-brand-100 bg-brand-50/40 p-2.5 sm:p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${day.key}-label`} className="block text-sm font-medium text-slate-800">
            {`${dayLabel} date or name`}
          </label>
          <input
            id={`${day.key}-label`}
            value={day.label}
            onChange={(e) => onChange({ ...day, label: e.target.value })}
            placeholder={`${example.isoDay} or ${example.dayName}`}
            className={inputClass(false)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => onMove(-1)}
            disabled={index === 0}
            className={buttonClass('ghost', 'sm')}
            title="Move day up"
          >
            <ArrowUp className="size-4" aria-hidden="true" />
            <span className="sr-only">{`Move ${dayLabel} up`}</span>
          </button>
          <button
            type="button"
            onClick={() => onMove(1)}
            disabled={index === count - 1}
            className={buttonClass('ghost', 'sm')}
            title="Move day down"
          >
            <ArrowDown className="size-4" aria-hidden="true" />
            <span className="sr-only">{`Move ${dayLabel} down`}</span>
          </button>
          <button
            type="button"
            onClick={onRemove}
            className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {`Remove ${dayLabel}`}
          </button>
        </div>
      </div>
      <div className="mt-4 space-y-2">
        {day.sessions.map((session, sessionIndex) => (
          <SessionFields
            key={session.key}
            session={session}
            label={`${dayLabel}, session ${sessionIndex + 1}`}
            path={`${index}.sessions.${sessionIndex}`}
            depth={0}
            problems={problems}
            index={sessionIndex}
            count={day.sessions.length}
            onChange={(next) => setSessions(day.sessions.map((item, i) => (i === sessionIndex ? next : item)))}
            onRemove={() => setSessions(day.sessions.filter((_, i) => i !== sessionIndex))}
            onMove={(offset) => setSessions(move(day.sessions, sessionIndex, sessionIndex + offset))}
          />
        ))}
      </div>
      <button
        type="button"
        onClick={() => setSessions([...day.sessions, emptySession()])}
        className={buttonClass('secondary', 'sm', 'mt-3')}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add Session<span className="sr-only">{` to ${dayLabel}`}</span>
      </button>
    </section>
  );
}

/**
 * Days, their sessions (time, title, track, location, type, speakers, and the CE credits, type,
 * subjects and objectives) and nested sessions, under a running total of the agenda's CE credits.
 */
export function AgendaEditor({
  value,
  onChange,
  problems,
  serverProblem,
}: {
  value: EditableAgenda;
  onChange: (agenda: EditableAgenda) => void;
  problems: Problems;
  serverProblem?: string;
}) {
  const setDays = (days: EditableDay[]) => onChange({ ...value, days });
  return (
    <div>
      <CreditsTotal agenda={value} />
      {value.days.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
          No agenda yet. Add a day to start one.
        </p>
      )}
      <div className="space-y-4">
        {value.days.map((day, index) => (
          <DayFields
            key={day.key}
            day={day}
            index={index}
            count={value.days.length}
            problems={problems}
            onChange={(next) => setDays(value.days.map((item, i) => (i === index ? next : item)))}
            onRemove={() => setDays(value.days.filter((_, i) => i !== index))}
            onMove={(offset) => setDays(move(value.days, index, index + offset))}
          />
        ))}
      </div>
      {serverProblem && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {serverProblem}
        </p>
      )}
      <button
        type="button"
        onClick={() => setDays([...value.days, emptyDay()])}
        className={buttonClass('secondary', 'sm', 'mt-4')}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add Day
      </button>
    </div>
  );
}
