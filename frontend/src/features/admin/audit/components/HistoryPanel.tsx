import { Link } from 'react-router';
import type { EntityKind } from '@dental/contracts';
import { buttonClass } from '../../../../components/ui/button';
import { useAuditRows } from '../api/audit';
import { AuditRowItem } from './AuditRowItem';
import { UNDO_OVER_UNSAVED_CHANGES } from '../../components/unsaved-changes';

const PANEL_PAGE_SIZE = 10;

/**
 * The change history of one entity (an event, a speaker, ...), newest first, with undo. Drop it
 * into an edit screen: <HistoryPanel entityKind="event" entityId={id} unsavedChanges={dirty} />.
 * With unsaved changes in the screen's form, each undo's confirmation says they will be lost: the
 * form is reloaded with the values after the undo.
 */
export function HistoryPanel({
  entityKind,
  entityId,
  unsavedChanges = false,
}: {
  entityKind: EntityKind;
  entityId: string;
  unsavedChanges?: boolean;
}) {
  const rows = useAuditRows({ kind: entityKind, entityId }, PANEL_PAGE_SIZE);
  const all = rows.data?.pages.flatMap((page) => page.rows) ?? [];
  const headingId = `history-${entityKind}-${entityId}`;

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          History
        </h2>
        <Link
          to={`/admin/audit?kind=${entityKind}&entityId=${encodeURIComponent(entityId)}`}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Open in the audit log
        </Link>
      </div>
      <div className="mt-4">
        {rows.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading history...
          </p>
        ) : rows.isError ? (
          <p role="alert" className="text-sm text-slate-700">
            We couldn't load the history.
          </p>
        ) : all.length === 0 ? (
          <p className="text-sm text-slate-600">No changes recorded yet.</p>
        ) : (
          <>
            <ol className="space-y-3">
              {all.map((row) => (
                <AuditRowItem
                  key={row.position}
                  row={row}
                  showEntity={false}
                  undoWarning={unsavedChanges ? UNDO_OVER_UNSAVED_CHANGES : undefined}
                />
              ))}
            </ol>
            {rows.hasNextPage && (
              <button
                type="button"
                className={buttonClass('secondary', 'sm', 'mt-4')}
                onClick={() => void rows.fetchNextPage()}
                disabled={rows.isFetchingNextPage}
              >
                {rows.isFetchingNextPage ? 'Loading...' : 'Show older changes'}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
