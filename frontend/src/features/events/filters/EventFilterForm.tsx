import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import type { EventFilters } from './event-filters';
import { FilterFields, type ApplyFilters, type FacetTotals } from './FilterFields';
import { useDraftText } from './use-draft-text';
import { useHydrated } from '../../../lib/use-hydrated';
import { useModalSheet } from './use-modal-sheet';

/** The search box applies what is typed once typing pauses this long: one request per pause, not per key. */
export const SEARCH_DELAY_MS = 300;
/** The id of the form: controls placed elsewhere (the sort order) join it with `form=`. */
export const FILTER_FORM_ID = 'event-filters';
const PANEL_ID = 'event-filter-panel';
/** Tailwind's `lg`: from here the filters are a sidebar, below it a sheet. */
const SIDEBAR_QUERY = '(min-width: 1024px)';

/**
 * The /events filter form: a plain GET form to /events whose fields carry the search API's
 * parameter names, so before the scripts run (or without them) submitting it filters through the
 * server. Once they run, every change applies at once and the search box after a pause.
 *
 * From 1024 px the fields are a sidebar. Below, a 'Filters (n)' button opens them as a modal sheet
 * (before the scripts run it is a link that shows them in place); the sheet's 'Show N events'
 * closes it over results that are already filtered, and `onShowResults` then brings them into view.
 */
export function EventFilterForm({
  filters,
  facets,
  activeCount,
  matching,
  today,
  apply,
  onClearAll,
  onShowResults,
  nearProblemId,
}: {
  filters: EventFilters;
  facets: FacetTotals;
  activeCount: number;
  /** Events the filters find (both lists), for 'Show N events'; null while unknown. */
  matching: number | null;
  today: Date;
  apply: ApplyFilters;
  onClearAll: () => void;
  /** Called once the sheet has closed after 'Show N events' (the page scrolls and focuses there). */
  onShowResults: () => void;
  nearProblemId: string | null;
}) {
  const hydrated = useHydrated();
  const [sheetOpen, setSheetOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const close = useCallback(() => setSheetOpen(false), []);
  useModalSheet({
    open: sheetOpen,
    onClose: close,
    container,
    sheet,
    initialFocus: title,
    closeAtQuery: SIDEBAR_QUERY,
  });
  // After the sheet's own closing (page scrolling again, focus back on 'Filters'), so the results win.
  const showResultsOnClose = useRef(false);
  useEffect(() => {
    if (sheetOpen || !showResultsOnClose.current) return;
    showResultsOnClose.current = false;
    onShowResults();
  }, [sheetOpen, onShowResults]);

  const search = useDraftText(filters.q, (value) => apply({ q: value }, { typing: true }), SEARCH_DELAY_MS);
  const filtersLabel = activeCount > 0 ? `Filters (${activeCount})` : 'Filters';

  return (
    <form
      id={FILTER_FORM_ID}
      role="search"
      aria-label="Filter events"
      method="get"
      action={paths.events}
      className="min-w-0"
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        search.flush();
        showResultsOnClose.current = sheetOpen;
        close();
      }}
    >
      {/* The search box and, below 1024 px, the button that opens the other filters, side by side from 640 px. */}
      <div className="sm:flex sm:items-end sm:gap-3 lg:block">
        <div className="sm:flex-1">
          <label htmlFor="event-search" className="block text-sm font-medium text-slate-700">
            Search
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id="event-search"
              name="q"
              type="search"
              value={search.value}
              onChange={(changeEvent) => search.change(changeEvent.target.value)}
              placeholder="Title, city, venue, speaker..."
              className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm focus:border-brand-500"
            />
          </div>
        </div>

        <div className="mt-3 sm:mt-0 lg:hidden">
          {hydrated ? (
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              aria-controls={PANEL_ID}
              onClick={() => setSheetOpen(true)}
              className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}
            >
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              {filtersLabel}
            </button>
          ) : (
            // Before the scripts run, the fields are shown in place (`:target`) and sent with the form.
            <a href={`#${PANEL_ID}`} className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              {filtersLabel}
            </a>
          )}
        </div>
      </div>

      <div
        ref={container}
        id={PANEL_ID}
        className={sheetOpen ? 'fixed inset-0 z-[70] flex justify-end' : 'hidden target:block lg:block'}
      >
        {sheetOpen && <div className="absolute inset-0 bg-slate-950/60" aria-hidden="true" onClick={close} />}
        <div
          ref={sheet}
          role={sheetOpen ? 'dialog' : undefined}
          aria-modal={sheetOpen ? true : undefined}
          aria-labelledby={sheetOpen ? titleId : undefined}
          className={cn(sheetOpen ? 'relative flex h-full w-full flex-col bg-white shadow-2xl sm:max-w-md' : 'mt-6')}
        >
          <div
            className={cn(
              'flex items-center justify-between gap-3',
              sheetOpen ? 'border-b border-slate-200 px-4 py-3' : 'mb-2',
            )}
          >
            <h3
              ref={title}
              id={titleId}
              tabIndex={-1}
              className="text-lg font-semibold text-slate-900 focus:outline-none"
            >
              Filters
            </h3>
            {sheetOpen && (
              <button
                type="button"
                onClick={close}
                aria-label="Close filters"
                className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            )}
          </div>
          <div className={cn(sheetOpen && 'flex-1 overflow-y-auto overscroll-contain px-4 pb-6')}>
            <FilterFields filters={filters} facets={facets} today={today} apply={apply} nearProblemId={nearProblemId} />
          </div>
          {/* With the scripts running, the sidebar applies each change at once and needs no button. */}
          <div
            className={cn(
              'flex items-center gap-3',
              sheetOpen ? 'border-t border-slate-200 px-4 py-3' : cn('mt-6', hydrated && 'hidden'),
            )}
          >
            {sheetOpen && activeCount > 0 && (
              <button
                type="button"
                onClick={() => {
                  onClearAll();
                  // The button goes away with the filters: focus stays in the sheet.
                  title.current?.focus();
                }}
                className={buttonClass('ghost', 'md')}
              >
                Clear all
              </button>
            )}
            <button type="submit" className={buttonClass('primary', 'md', 'flex-1')}>
              {sheetOpen && matching !== null
                ? `Show ${matching === 1 ? '1 event' : `${matching} events`}`
                : 'Show events'}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}
