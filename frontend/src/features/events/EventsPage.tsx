import { Suspense, useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarSearch, History, Plus, Search, X } from 'lucide-react';
import type { EventSearchAnswer } from '@dental/contracts';
import { EmptyState, LoadError } from '../../components/EmptyState';
import { PageHero } from '../../components/PageHero';
import { Pagination } from '../../components/Pagination';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { lazyAfterFirstPaint } from '../../lib/first-paint';
import { useSiteOrigin } from '../../lib/site-origin';
import { usePageHead } from '../site-settings/use-page-head';
import { useEventSearch } from './api/search-events';
import { EventGridSkeleton } from './components/EventGridSkeleton';
import { eventsPageSearches, PAST_EVENTS_PAGE_SIZE } from './events-page-searches';
import { filterChoices, monthLabel } from './filter-options';

// The cards' code loads after the first paint; a server-rendered first visit shows the cards at once.
const EventGrid = lazyAfterFirstPaint(() => import('./components/EventCard').then((module) => ({ default: module.EventGrid })));

const SUBTITLE = 'Discover premier professional dental education conferences and symposiums across the US and Canada for 2025-2026.';
type FilterKey = 'q' | 'city' | 'month';

/** A list page's own URL: its path with the page numbers past the first (filters are left out). */
function pagedPath(path: string, pages: Record<string, number>): string {
  const query = new URLSearchParams(Object.entries(pages).filter(([, page]) => page > 1).map(([name, page]) => [name, String(page)])).toString();
  return query ? `${path}?${query}` : path;
}

/** schema.org ItemList of the listed events, for search engines. */
function itemListJsonLd(answer: EventSearchAnswer | undefined, origin: string): Record<string, unknown> | null {
  if (!answer || answer.items.length === 0) return null;
  const first = (answer.page - 1) * answer.pageSize;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Upcoming dental education events',
    numberOfItems: answer.total,
    itemListElement: answer.items.map((event, index) => ({ '@type': 'ListItem', position: first + index + 1, url: new URL(paths.event(event.id), origin).href, name: event.title })),
  };
}

/**
 * /events: events not over yet, soonest first, paged (`?page=`); then 'Past Events', newest first,
 * paged on their own (`?pastPage=`). Filters and pages live in the URL; the server answers the
 * searches, so the page costs the same whatever the size of the catalogue.
 */
export default function EventsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const searches = eventsPageSearches(searchParams);
  const { filters, upcomingPage, pastPage } = searches;
  const upcomingQuery = useEventSearch(searches.upcoming);
  const pastQuery = useEventSearch(searches.past);
  // After a client-side navigation the cards render in the background (in short slices).
  const upcoming = useDeferredValue(upcomingQuery.data);
  const past = useDeferredValue(pastQuery.data);
  const hasFilters = Boolean(filters.q || filters.city || filters.month);

  const origin = useSiteOrigin();
  const jsonLd = useMemo(() => itemListJsonLd(upcoming, origin), [upcoming, origin]);
  usePageHead(upcomingPage > 1 ? `Upcoming Dental Conferences – Page ${upcomingPage}` : 'Upcoming Dental Conferences', {
    description: SUBTITLE,
    canonicalPath: pagedPath(paths.events, { page: upcomingPage, pastPage }),
    jsonLd,
  });

  const cities = filterChoices([upcoming?.facets.city, past?.facets.city], filters.city, 'text');
  const months = filterChoices([upcoming?.facets.month, past?.facets.month], filters.month, 'key');
  const matching = (upcoming?.total ?? 0) + (past?.total ?? 0);

  const setFilter = (key: FilterKey, value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        // A changed filter starts both lists from their first page.
        next.delete('page');
        next.delete('pastPage');
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

        {/* A plain GET form: before the scripts run (or without them) it still filters, through the server. */}
        <form
          role="search"
          aria-label="Filter events"
          method="get"
          action={paths.events}
          className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
          onSubmit={(formEvent) => formEvent.preventDefault()}
        >
          <div>
            <label htmlFor="event-search" className="block text-sm font-medium text-slate-700">
              Search
            </label>
            <div className="relative mt-1">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
              <input
                id="event-search"
                name="q"
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
              name="city"
              value={filters.city}
              onChange={(changeEvent) => setFilter('city', changeEvent.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value="">All Cities</option>
              {cities.map((city) => (
                <option key={city.value} value={city.value}>
                  {city.value}
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
              name="month"
              value={filters.month}
              onChange={(changeEvent) => setFilter('month', changeEvent.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value="">All Months</option>
              {months.map((month) => (
                <option key={month.value} value={month.value}>
                  {monthLabel(month.value)}
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
          {hasFilters && upcoming && past && (
            <p className="mb-4 text-sm text-slate-600" aria-live="polite">
              {matching === 1 ? '1 event matches your filters.' : `${matching} events match your filters.`}
            </p>
          )}
          <EventList
            answer={upcoming}
            failed={upcomingQuery.isError}
            empty={
              <EmptyState icon={<CalendarSearch className="size-10" />} title={hasFilters ? 'No Events Found' : 'No Events Available'}>
                {hasFilters ? 'Try adjusting your search criteria or filters.' : 'New events will be listed soon.'}
              </EmptyState>
            }
          />
          {upcoming && <Pagination page={upcoming.page} pageSize={upcoming.pageSize} total={upcoming.total} label="Upcoming events pages" />}
        </div>

        {past && past.total > 0 && (
          <section aria-labelledby="past-heading" className="mt-16">
            <h2 id="past-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
              <History className="size-6 text-slate-500" aria-hidden="true" />
              Past Events
            </h2>
            <p className="mt-2 text-slate-600">Earlier meetings, the most recent first.</p>
            <div className="mt-6">
              <EventList answer={past} failed={pastQuery.isError} placeholders={PAST_EVENTS_PAGE_SIZE} empty={null} />
            </div>
            <Pagination page={past.page} pageSize={past.pageSize} total={past.total} param="pastPage" label="Past events pages" />
          </section>
        )}

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

/** One list of event cards: placeholders while it loads, a message when it cannot. */
function EventList({ answer, failed, empty, placeholders }: { answer: EventSearchAnswer | undefined; failed: boolean; empty: React.ReactNode; placeholders?: number }) {
  if (failed && !answer) return <LoadError what="the events" />;
  if (!answer) return <EventGridSkeleton count={placeholders} />;
  if (answer.items.length === 0) return empty;
  return (
    <Suspense fallback={<EventGridSkeleton count={Math.min(answer.items.length, 6)} />}>
      <EventGrid events={answer.items} />
    </Suspense>
  );
}
