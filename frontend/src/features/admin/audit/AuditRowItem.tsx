import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, RotateCcw, Undo2 } from 'lucide-react';
import type { AuditChange, AuditRow, EntityKind } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { AdminDialog } from '../components/AdminDialog';
import { entityAdminPath, useUndoChange } from './api';
import { KIND_LABELS, fieldLabel, formatTime, formatValue, shownValue } from './format';

const KIND_TONES: Record<string, string> = {
  event: 'bg-brand-50 text-brand-800',
  speaker: 'bg-teal-50 text-teal-800',
  sponsor: 'bg-amber-50 text-amber-800',
  submission: 'bg-violet-50 text-violet-800',
  settings: 'bg-slate-100 text-slate-700',
};

/** Fields shown before the rest fold away (a creation lists every field). */
const SHOWN_CHANGES = 4;

function ChangeLine({ change: raw, kind }: { change: AuditChange; kind: EntityKind }) {
  const change = { ...raw, before: shownValue(kind, raw.field, raw.before), after: shownValue(kind, raw.field, raw.after) };
  return (
    <div className="grid gap-1 py-1.5 text-sm sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="font-medium text-slate-700">{fieldLabel(change.field)}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        {change.before === null || change.before === undefined ? (
          <>
            <span className="sr-only">set to</span>
            <span className="[overflow-wrap:anywhere] text-slate-900">{formatValue(change.after, change.field)}</span>
          </>
        ) : (
          <>
            <span className="sr-only">from</span>
            <span className="[overflow-wrap:anywhere] text-slate-600 line-through decoration-slate-400">{formatValue(change.before, change.field)}</span>
            <ArrowRight className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="sr-only">to</span>
            <span className="[overflow-wrap:anywhere] font-medium text-slate-900">{formatValue(change.after, change.field)}</span>
          </>
        )}
      </dd>
    </div>
  );
}

export function ChangeList({ changes, kind }: { changes: AuditChange[]; kind: EntityKind }) {
  if (changes.length === 0) return null;
  const first = changes.slice(0, SHOWN_CHANGES);
  const rest = changes.slice(SHOWN_CHANGES);
  return (
    <div className="mt-3 rounded-lg border border-slate-100 bg-slate-50 px-3 py-1">
      <dl className="divide-y divide-slate-100">
        {first.map((change) => (
          <ChangeLine key={change.field} change={change} kind={kind} />
        ))}
      </dl>
      {rest.length > 0 && (
        <details className="py-1.5 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">{`Show ${rest.length} more field${rest.length === 1 ? '' : 's'}`}</summary>
          <dl className="divide-y divide-slate-100">
            {rest.map((change) => (
              <ChangeLine key={change.field} change={change} kind={kind} />
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}

/** The Undo button, its confirmation and toasts; or why the change can no longer be undone. */
export function UndoControl({ row }: { row: AuditRow }) {
  const [open, setOpen] = useState(false);
  const undo = useUndoChange();

  if (!row.undoable) {
    return row.undoBlockedReason ? <p className="max-w-xs text-xs text-slate-600">{`Can't undo: ${row.undoBlockedReason}`}</p> : null;
  }

  const confirm = () =>
    undo.mutate(row, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Change undone', description: row.summary });
      },
      onError: (error) => {
        setOpen(false);
        toast({ title: 'Undo failed', description: errorMessage(error, 'This change could not be undone. Please try again.'), variant: 'destructive' });
      },
    });

  return (
    <>
      <button type="button" className={buttonClass('secondary', 'sm', 'shrink-0 self-start')} onClick={() => setOpen(true)} aria-label={`Undo: ${row.summary}`}>
        <Undo2 className="size-4" aria-hidden="true" />
        Undo
      </button>
      <AdminDialog
        open={open}
        onOpenChange={(next) => !undo.isPending && setOpen(next)}
        title="Undo this change?"
        description={row.summary}
        footer={
          <>
            <button type="button" className={buttonClass('ghost')} onClick={() => setOpen(false)} disabled={undo.isPending}>
              Cancel
            </button>
            <button type="button" className={buttonClass('primary')} onClick={confirm} disabled={undo.isPending}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {undo.isPending ? 'Undoing...' : 'Undo Change'}
            </button>
          </>
        }
      >
        <p className="text-sm text-slate-700">A new change will be recorded that puts back the values from before; this one stays in the history.</p>
        <ChangeList kind={row.entity.kind} changes={row.changes.map((change) => ({ field: change.field, before: change.after, after: change.before }))} />
      </AdminDialog>
    </>
  );
}

/** One change: who did what to which entity and when, the changed fields, and undo. */
export function AuditRowItem({ row, showEntity = true }: { row: AuditRow; showEntity?: boolean }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="audit-row">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="[overflow-wrap:anywhere] font-medium text-slate-900">{row.summary}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <time dateTime={row.occurredAt}>{formatTime(row.occurredAt)}</time>
            <span aria-hidden="true">·</span>
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', KIND_TONES[row.entity.kind])}>{KIND_LABELS[row.entity.kind]}</span>
            {showEntity && (
              <Link to={entityAdminPath(row.entity.kind, row.entity.id)} className="[overflow-wrap:anywhere] text-brand-700 hover:underline">
                {row.entity.label}
              </Link>
            )}
            {row.revertsPosition !== null && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{`Undo of change #${row.revertsPosition}`}</span>
            )}
            <span className="text-xs text-slate-500">{`#${row.position} ${row.type}`}</span>
          </p>
        </div>
        <UndoControl row={row} />
      </div>
      <ChangeList kind={row.entity.kind} changes={row.changes} />
    </li>
  );
}
