import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarClock, History, X } from 'lucide-react';
import { ENTITY_KINDS } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { AdminMessage, AdminPage } from '../components/AdminPage';
import { useAuditFacets, useAuditRows, type AuditFilters } from './api/audit';
import { AuditRowItem } from './components/AuditRowItem';
import { KIND_LABELS, currentEntityName, endOfLocalDay, startOfLocalDay } from './format';

const FILTER_KEYS = ['kind', 'entityId', 'type', 'actor', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

/** /admin/audit: every change, newest first, filterable, with undo where it is still possible. */
export default function AuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(FILTER_KEYS.map((key) => [key, searchParams.get(key) ?? ''])) as Record<
    FilterKey,
    string
  >;
  const filters: AuditFilters = useMemo(
    () => ({
      kind: values.kind,
      entityId: values.entityId,
      type: values.type,
      actor: values.actor,
      from: values.from ? (startOfLocalDay(values.from) ?? undefined) : undefined,
      to: values.to ? (endOfLocalDay(values.to) ?? undefined) : undefined,
    }),
    [values.kind, values.entityId, values.type, values.actor, values.from, values.to],
  );
  const rows = useAuditRows(filters);
  const facets = useAuditFacets();
  const hasFilters = FILTER_KEYS.some((key) => values[key] !== '');
  const all = rows.data?.pages.flatMap((page) => page.rows) ?? [];

  const setFilter = (key: FilterKey, value: string) =>
    setSearchParams(
      () => {
        // From the address bar, not the last render: two quick changes must both stick.
        const next = new URLSearchParams(window.location.search);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key === 'kind' && !value) next.delete('entityId');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const types = (facets.data?.types ?? []).filter((type) => !values.kind || type.kind === values.kind);

  return (
    <AdminPage
      title="Audit Log"
      description="Every change to events, speakers, sponsors, submissions and settings: who made it, when, and what it changed."
      actions={
        <Link to="/admin/audit/as-of" className={buttonClass('secondary')}>
          <CalendarClock className="size-4" aria-hidden="true" />
          Events as of a date
        </Link>
      }
    >
      <form
        role="search"
        aria-label="Filter changes"
        className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 lg:grid-cols-[1fr_1.4fr_1.2fr_1fr_1fr_auto] lg:items-end"
        onSubmit={(formEvent) => formEvent.preventDefault()}
      >
        <div className="col-span-2 sm:col-span-1 lg:col-span-1">
          <label htmlFor="audit-kind" className="block text-sm font-medium text-slate-700">
            Entity
          </label>
          <select
            id="audit-kind"
            value={values.kind}
            onChange={(change) => setFilter('kind', change.target.value)}
            className={inputClass}
          >
            <option value="">All entities</option>
            {ENTITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 sm:col-span-1 lg:col-span-1">
          <label htmlFor="audit-type" className="block text-sm font-medium text-slate-700">
            Type of change
          </label>
          <select
            id="audit-type"
            value={values.type}
            onChange={(change) => setFilter('type', change.target.value)}
            className={inputClass}
          >
            <option value="">All changes</option>
            {values.kind
              ? types.map((type) => (
                  <option key={type.type} value={type.type}>
                    {type.label}
                  </option>
                ))
              : ENTITY_KINDS.map((kind) => (
                  <optgroup key={kind} label={KIND_LABELS[kind]}>
                    {types
                      .filter((type) => type.kind === kind)
                      .map((type) => (
                        <option key={type.type} value={type.type}>
                          {type.label}
                        </option>
                      ))}
                  </optgroup>
                ))}
          </select>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="audit-actor" className="block text-sm font-medium text-slate-700">
            By
          </label>
          <select
            id="audit-actor"
            value={values.actor}
            onChange={(change) => setFilter('actor', change.target.value)}
            className={inputClass}
          >
            <option value="">Anyone</option>
            {(facets.data?.actors ?? []).map((actor) => (
              <option key={actor} value={actor}>
                {actor === 'public' ? 'Visitors (public)' : actor === 'system' ? 'The system' : actor}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className="block text-sm font-medium text-slate-700">
            From
          </label>
          <input
            id="audit-from"
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(change) => setFilter('from', change.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="audit-to" className="block text-sm font-medium text-slate-700">
            To
          </label>
          <input
            id="audit-to"
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(change) => setFilter('to', change.target.value)}
            className={inputClass}
          />
        </div>
        <button
          type="button"
          className={buttonClass('ghost', 'md', 'col-span-2 lg:col-span-1')}
          disabled={!hasFilters}
          onClick={() => setSearchParams({}, { replace: true, preventScrollReset: true })}
        >
          <X className="size-4" aria-hidden="true" />
          Clear filters
        </button>
      </form>

      {values.entityId && (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {`Showing the history of one ${values.kind ? (KIND_LABELS[values.kind as keyof typeof KIND_LABELS]?.toLowerCase() ?? 'entity') : 'entity'}${all[0] ? `: ${currentEntityName(all[0]).name}` : ''}.`}
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline"
            onClick={() => setFilter('entityId', '')}
          >
            Show all
          </button>
        </p>
      )}

      <div className="mt-6">
        {rows.isPending ? (
          <AdminMessage>Loading changes...</AdminMessage>
        ) : rows.isError ? (
          <AdminMessage role="alert">
            We couldn't load the audit log. Please refresh the page to try again.
          </AdminMessage>
        ) : all.length === 0 ? (
          <div className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
            <History className="mx-auto size-10 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-semibold text-slate-900">No Changes Found</p>
            <p className="mt-1 text-sm text-slate-600">
              {hasFilters
                ? 'Try adjusting or clearing the filters.'
                : 'Changes appear here as soon as anyone makes one.'}
            </p>
          </div>
        ) : (
          <>
            <ol className="space-y-3" aria-label="Changes, newest first">
              {all.map((row) => (
                <AuditRowItem key={row.position} row={row} />
              ))}
            </ol>
            <div className="mt-6 flex justify-center">
              {rows.hasNextPage ? (
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  onClick={() => void rows.fetchNextPage()}
                  disabled={rows.isFetchingNextPage}
                >
                  {rows.isFetchingNextPage ? 'Loading...' : 'Load older changes'}
                </button>
              ) : (
                <p className="text-sm text-slate-600">{`That's everything: ${all.length} change${all.length === 1 ? '' : 's'}.`}</p>
              )}
            </div>
          </>
        )}
      </div>
    </AdminPage>
  );
}
