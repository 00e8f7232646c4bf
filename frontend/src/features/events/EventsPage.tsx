import { Suspense, useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarSearch, Plus, Search, X } from 'lucide-react';
import { listPublicEvents } from '@dental/contracts';
import { EmptyState, LoadError } from '../../components/EmptyState';
import { PageHero } from '../../components/PageHero';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { lazyAfterFirstPaint, useFirstPaintDone } from '../../lib/first-paint';
import { usePageHead } from '../site-settings/use-page-head';
import { useEvents } from './api/get-events';
import { EventGridSkeleton } from './components/EventGridSkeleton';
import { cityOptions, filterEvents, monthLabel, monthOptions, type EventFilters } from './filter-events';

// The cards' code loads with the list: the first paint shows placeholders.
const EventGrid = lazyAfterFirstPaint(() => import('./components/EventCard').then((module) => ({ default: module.EventGrid })));

const SUBTITLE = 'Discover premier professional dental education conferences and symposiums across the US and Canada for 2025-2026.';

export default function EventsPage() {
  usePageHead('Dental Education Events', { description: SUBTITLE });
  // The list loads once the heading and the filters have been painted.
  const eventsQuery = useEvents({ enabled: useFirstPaintDone() });
  const isError = eventsQuery.isError;
  // The cards render in the background (in short slices) when the list arrives; placeholders stay until then.
  const data = useDeferredValue(eventsQuery.data);
  const isPending = data === undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: EventFilters = { q: searchParams.get('q') ?? '', city: searchParams.get('city') ?? '', month: searchParams.get('month') ?? '' };
  const hasFilters = Boolean(filters.q || filters.city || filters.month);

  const events = useMemo(() => listPublicEvents(data ?? []), [data]);
  const cities = useMemo(() => cityOptions(events), [events]);
  const months = useMemo(() => monthOptions(events), [events]);
  const shown = filterEvents(events, filters);

  const setFilter = (key: keyof EventFilters, value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <PageHero title="Dental Education Events" subtitle={SUBTITLE} />

      <section aria-labelledby="upcoming-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="upcoming-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Upcoming Conferences
          </h2>
        </div>

        <form role="search" aria-label="Filter events" className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-end" onSubmit={(formEvent) => formEvent.preventDefault()}>
          <div>
            <label htmlFor="event-search" className="block text-sm font-medium text-slate-700">
              Search
            </label>
            <div className="relative mt-1">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
              <input
                id="event-search"
                type="search"
                value={filters.q}
                onChange={(changeEvent) => setFilter('q', changeEvent.target.value)}
                placeholder="Search by title, city or venue..."
                className="w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9 text-sm focus:border-brand-500"
              />
            </div>
          </div>
          <div>
            <label htmlFor="event-city" className="block text-sm font-medium text-slate-700">
              City
            </label>
            <select
              id="event-city"
              value={filters.city}
              onChange={(changeEvent) => setFilter('city', changeEvent.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value="">All Cities</option>
              {cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="event-month" className="block text-sm font-medium text-slate-700">
              Month
            </label>
            <select
              id="event-month"
              value={filters.month}
              onChange={(changeEvent) => setFilter('month', changeEvent.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value="">All Months</option>
              {months.map((month) => (
                <option key={month} value={month}>
                  {monthLabel(month)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={buttonClass('ghost', 'md')}
            disabled={!hasFilters}
            onClick={() => setSearchParams({}, { replace: true, preventScrollReset: true })}
          >
            <X className="size-4" aria-hidden="true" />
            Clear filters
          </button>
        </form>

        <div className="mt-8">
          {isError ? (
            <LoadError what="the events" />
          ) : !isPending && shown.length === 0 ? (
            <EmptyState icon={<CalendarSearch className="size-10" />} title={hasFilters ? 'No Events Found' : 'No Events Available'}>
              {hasFilters ? 'Try adjusting your search criteria or filters.' : 'New events will be listed soon.'}
            </EmptyState>
          ) : (
            <>
              {!isPending && hasFilters && (
                <p className="mb-4 text-sm text-slate-600" aria-live="polite">
                  {shown.length === 1 ? '1 event matches your filters.' : `${shown.length} events match your filters.`}
                </p>
              )}
              {isPending ? (
                <EventGridSkeleton />
              ) : (
                <Suspense fallback={<EventGridSkeleton />}>
                  <EventGrid events={shown} />
                </Suspense>
              )}
            </>
          )}
        </div>

        <div className="mt-12 rounded-2xl bg-brand-50 px-6 py-8 text-center">
          <p className="text-slate-700">Have an upcoming dental conference? Submit your event to be featured.</p>
          <Link to={paths.submitEvent} className={buttonClass('primary', 'lg', 'mt-4')}>
            <Plus className="size-5" aria-hidden="true" />
            Submit Event
          </Link>
        </div>
      </section>
    </>
  );
}
