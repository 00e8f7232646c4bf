import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, RotateCcw, Undo2 } from 'lucide-react';
import type { AuditChange, AuditEntityName, AuditRow, EntityKind } from '@dental/contracts';
import { buttonClass } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { toast } from '../../../../lib/toast';
import { AdminDialog } from '../../components/AdminDialog';
import { useUndoChange } from '../api/audit';
import {
  KIND_LABELS,
  currentEntityName,
  entityIdHint,
  entityNameText,
  fieldLabel,
  formatTime,
  formatValue,
  referencedEntity,
  shownValue,
  entityAdminPath,
} from '../format';

const KIND_TONES: Record<string, string> = {
  event: 'bg-brand-50 text-brand-800',
  speaker: 'bg-teal-50 text-teal-800',
  sponsor: 'bg-amber-50 text-amber-800',
  submission: 'bg-violet-50 text-violet-800',
  settings: 'bg-slate-100 text-slate-700',
};

/** Fields shown before the rest fold away (a creation lists every field). */
const SHOWN_CHANGES = 4;

/** A changed value: an id of another entity by that entity's name (its id on hover), anything else formatted. */
function ChangeValue({
  field,
  value,
  references,
}: {
  field: string;
  value: unknown;
  references: readonly AuditEntityName[];
}) {
  const entity = referencedEntity(references, field, value);
  if (entity) {
    return (
      <span title={entityIdHint(entity)} data-entity-id={entity.id}>
        {entityNameText(entity)}
      </span>
    );
  }
  return <>{formatValue(value, field)}</>;
}

function ChangeLine({
  change: raw,
  kind,
  references,
}: {
  change: AuditChange;
  kind: EntityKind;
  references: readonly AuditEntityName[];
}) {
  const change = {
    ...raw,
    before: shownValue(kind, raw.field, raw.before),
    after: shownValue(kind, raw.field, raw.after),
  };
  return (
    <div className="grid gap-1 py-1.5 text-sm sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="font-medium text-slate-700">{fieldLabel(change.field)}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        {change.before === null || change.before === undefined ? (
          <>
            <span className="sr-only">set to</span>
            <span className="[overflow-wrap:anywhere] text-slate-900">
              <ChangeValue field={change.field} value={change.after} references={references} />
            </span>
          </>
        ) : (
          <>
            <span className="sr-only">from</span>
            <span className="[overflow-wrap:anywhere] text-slate-600 line-through decoration-slate-400">
              <ChangeValue field={change.field} value={change.before} references={references} />
            </span>
            <ArrowRight className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="sr-only">to</span>
            <span className="[overflow-wrap:anywhere] font-medium text-slate-900">
              <ChangeValue field={change.field} value={change.after} references={references} />
            </span>
          </>
        )}
      </dd>
    </div>
  );
}

export function ChangeList({
  changes,
  kind,
  references = [],
}: {
  changes: AuditChange[];
  kind: EntityKind;
  references?: readonly AuditEntityName[];
}) {
  if (changes.length === 0) return null;
  const first = changes.slice(0, SHOWN_CHANGES);
  const rest = changes.slice(SHOWN_CHANGES);
  return (
    <div className="mt-3 rounded-lg border border-slate-100 bg-slate-50 px-3 py-1">
      <dl className="divide-y divide-slate-100">
        {first.map((change) => (
          <ChangeLine key={change.field} change={change} kind={kind} references={references} />
        ))}
      </dl>
      {rest.length > 0 && (
        <details className="py-1.5 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">{`Show ${rest.length} more field${rest.length === 1 ? '' : 's'}`}</summary>
          <dl className="divide-y divide-slate-100">
            {rest.map((change) => (
              <ChangeLine key={change.field} change={change} kind={kind} references={references} />
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}

/** The Undo button, its confirmation and toasts; or why the change can no longer be undone. */
export function UndoControl({ row, undoWarning }: { row: AuditRow; undoWarning?: string }) {
  const [open, setOpen] = useState(false);
  const undo = useUndoChange();

  if (!row.undoable) {
    return row.undoBlockedReason ? (
      <p className="max-w-xs text-xs text-slate-600">{`Can't undo: ${row.undoBlockedReason}`}</p>
    ) : null;
  }

  const confirm = () =>
    undo.mutate(row, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Change undone', description: row.summary });
      },
      onError: (error) => {
        setOpen(false);
        toast({
          title: 'Undo failed',
          description: errorMessage(error, 'This change could not be undone. Please try again.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'sm', 'shrink-0 self-start')}
        onClick={() => setOpen(true)}
        aria-label={`Undo: ${row.summary}`}
      >
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
            <button
              type="button"
              className={buttonClass('ghost')}
              onClick={() => setOpen(false)}
              disabled={undo.isPending}
            >
              Cancel
            </button>
            <button type="button" className={buttonClass('primary')} onClick={confirm} disabled={undo.isPending}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {undo.isPending ? 'Undoing...' : 'Undo Change'}
            </button>
          </>
        }
      >
        {undoWarning && (
          <p
            role="alert"
            className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
          >
            {undoWarning}
          </p>
        )}
        <p className="text-sm text-slate-700">
          A new change will be recorded that puts back the values from before; this one stays in the history.
        </p>
        <ChangeList
          kind={row.entity.kind}
          references={row.references}
          changes={row.changes.map((change) => ({ field: change.field, before: change.after, after: change.before }))}
        />
      </AdminDialog>
    </>
  );
}

/** One change: who did what to which entity and when, the changed fields, and undo. */
export function AuditRowItem({
  row,
  showEntity = true,
  undoWarning,
}: {
  row: AuditRow;
  showEntity?: boolean;
  undoWarning?: string;
}) {
  // The entity by its name now; the summary keeps the name it had when the change was made.
  const entity = currentEntityName(row);
  const renamed = entity.name !== row.entity.label;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="audit-row">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="[overflow-wrap:anywhere] font-medium text-slate-900">{row.summary}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <time dateTime={row.occurredAt}>{formatTime(row.occurredAt)}</time>
            <span aria-hidden="true">·</span>
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', KIND_TONES[row.entity.kind])}>
              {KIND_LABELS[row.entity.kind]}
            </span>
            {showEntity && (
              <Link
                to={entityAdminPath(row.entity.kind, row.entity.id)}
                className="[overflow-wrap:anywhere] text-brand-700 hover:underline"
                title={`${entityIdHint(row.entity)}${renamed ? ` · called “${row.entity.label}” at the time` : ''}`}
              >
                {entityNameText(entity)}
              </Link>
            )}
            {row.revertsPosition !== null && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{`Undo of change #${row.revertsPosition}`}</span>
            )}
            <span className="text-xs text-slate-500" title={row.type}>{`#${row.position} · ${row.typeLabel}`}</span>
          </p>
        </div>
        <UndoControl row={row} undoWarning={undoWarning} />
      </div>
      <ChangeList kind={row.entity.kind} changes={row.changes} references={row.references} />
    </li>
  );
}
