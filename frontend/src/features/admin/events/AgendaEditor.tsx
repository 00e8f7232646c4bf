import { useState } from 'react';
import { ArrowDown, ArrowUp, ChevronRight, CornerDownRight, Plus, Trash2 } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { inputClass } from '../components/form';
import { emptyDay, emptySession, SESSION_TYPES, type EditableAgenda, type EditableDay, type EditableSession } from './agenda-model';

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
  const typeOptions = SESSION_TYPES.some((option) => option.value === session.type) ? SESSION_TYPES : [...SESSION_TYPES, { value: session.type, label: session.type }];
  const setChild = (childIndex: number, child: EditableSession) => set({ sessions: session.sessions.map((item, i) => (i === childIndex ? child : item)) });

  const hasProblem = Object.keys(problems).some((key) => key.startsWith(`${path}.`));
  const expanded = open || hasProblem;
  const summary = [session.time, session.title || 'Untitled session'].filter(Boolean).join(' · ');
  const typeLabel = SESSION_TYPES.find((option) => option.value === session.type && option.value !== '')?.label;

  return (
    <fieldset className={cn('min-w-0 rounded-lg border px-3 py-2', depth > 0 ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white')}>
      <legend className="sr-only">{label}</legend>
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={() => setOpen(!expanded)}
          aria-expanded={expanded}
          aria-controls={id('fields')}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md py-1 text-left text-sm hover:text-brand-800"
        >
          <ChevronRight className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-90')} aria-hidden="true" />
          <span className="min-w-0 truncate font-medium text-slate-900">{summary}</span>
          {typeLabel && <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{typeLabel}</span>}
          {session.sessions.length > 0 && <span className="shrink-0 text-xs text-slate-500">{`${session.sessions.length} nested`}</span>}
          <span className="sr-only">{` (${label}, ${expanded ? 'collapse' : 'expand'})`}</span>
        </button>
        <button type="button" onClick={() => onMove(-1)} disabled={index === 0} className={buttonClass('ghost', 'sm', 'px-2')}>
          <ArrowUp className="size-4" aria-hidden="true" />
          <span className="sr-only">{`Move ${label} up`}</span>
        </button>
        <button type="button" onClick={() => onMove(1)} disabled={index === count - 1} className={buttonClass('ghost', 'sm', 'px-2')}>
          <ArrowDown className="size-4" aria-hidden="true" />
          <span className="sr-only">{`Move ${label} down`}</span>
        </button>
        <button type="button" onClick={onRemove} className={buttonClass('ghost', 'sm', 'px-2 text-red-700 hover:bg-red-50')}>
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="sr-only">{`Remove ${label}`}</span>
        </button>
      </div>
      <div id={id('fields')} hidden={!expanded} className="pb-1">
        <div className="mt-2 grid grid-cols-1 gap-x-3 gap-y-2 sm:grid-cols-6 lg:grid-cols-12">
          <div className="sm:col-span-2 lg:col-span-2">
            <label htmlFor={id('time')} className="block text-xs font-medium text-slate-700">
              Time
            </label>
            <input id={id('time')} value={session.time} onChange={(e) => set({ time: e.target.value })} placeholder="9:00 AM" className={inputClass(false)} />
          </div>
          <div className="sm:col-span-4 lg:col-span-5">
            <label htmlFor={id('title')} className="block text-xs font-medium text-slate-700">
              Title<span className="text-red-700" aria-hidden="true"> *</span>
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
            <select id={id('type')} value={session.type} onChange={(e) => set({ type: e.target.value })} className={inputClass(false)}>
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
            <input id={id('track')} value={session.track} onChange={(e) => set({ track: e.target.value })} className={inputClass(false)} />
          </div>
          <div className="sm:col-span-2 lg:col-span-3">
            <label htmlFor={id('location')} className="block text-xs font-medium text-slate-700">
              Location
            </label>
            <input id={id('location')} value={session.location} onChange={(e) => set({ location: e.target.value })} className={inputClass(false)} />
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
            <input id={id('description')} value={session.description} onChange={(e) => set({ description: e.target.value })} className={inputClass(false)} />
          </div>
        </div>
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
        <div className="mt-2 mb-1 space-y-2 border-l-2 border-brand-100 pl-3">
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

function DayFields({ day, index, count, problems, onChange, onRemove, onMove }: { day: EditableDay; index: number; count: number; problems: Problems; onChange: (day: EditableDay) => void; onRemove: () => void; onMove: (offset: number) => void }) {
  const dayLabel = `Day ${index + 1}`;
  const setSessions = (sessions: EditableSession[]) => onChange({ ...day, sessions });
  return (
    <section aria-label={dayLabel} className="rounded-xl border border-brand-100 bg-brand-50/40 p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${day.key}-label`} className="block text-sm font-medium text-slate-800">
            {`${dayLabel} date or name`}
          </label>
          <input
            id={`${day.key}-label`}
            value={day.label}
            onChange={(e) => onChange({ ...day, label: e.target.value })}
            placeholder="2026-03-11 or Friday, March 11"
            className={inputClass(false)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => onMove(-1)} disabled={index === 0} className={buttonClass('ghost', 'sm')}>
            <ArrowUp className="size-4" aria-hidden="true" />
            <span className="sr-only">{`Move ${dayLabel} up`}</span>
          </button>
          <button type="button" onClick={() => onMove(1)} disabled={index === count - 1} className={buttonClass('ghost', 'sm')}>
            <ArrowDown className="size-4" aria-hidden="true" />
            <span className="sr-only">{`Move ${dayLabel} down`}</span>
          </button>
          <button type="button" onClick={onRemove} className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}>
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
      <button type="button" onClick={() => setSessions([...day.sessions, emptySession()])} className={buttonClass('secondary', 'sm', 'mt-3')}>
        <Plus className="size-4" aria-hidden="true" />
        Add Session<span className="sr-only">{` to ${dayLabel}`}</span>
      </button>
    </section>
  );
}

/** Days, their sessions (time, title, track, location, type, speakers) and nested sessions. */
export function AgendaEditor({ value, onChange, problems, serverProblem }: { value: EditableAgenda; onChange: (agenda: EditableAgenda) => void; problems: Problems; serverProblem?: string }) {
  const setDays = (days: EditableDay[]) => onChange({ ...value, days });
  return (
    <div>
      {value.days.length === 0 && <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">No agenda yet. Add a day to start one.</p>}
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
      <button type="button" onClick={() => setDays([...value.days, emptyDay()])} className={buttonClass('secondary', 'sm', 'mt-4')}>
        <Plus className="size-4" aria-hidden="true" />
        Add Day
      </button>
    </div>
  );
}
