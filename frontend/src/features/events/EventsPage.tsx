import { Suspense, useCallback, useDeferredValue, useId, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarSearch, History, Plus } from 'lucide-react';
import { countsTowardName, withListedYears, type EventSearchAnswer, type EventSearchFacets } from '@dental/contracts';
import { EmptyState, LoadError } from '../../components/EmptyState';
import { PageHero } from '../../components/PageHero';
import { Pagination } from '../../components/Pagination';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { lazyAfterFirstPaint } from '../../lib/first-paint';
import { useSiteOrigin } from '../../lib/site-origin';
import { useToday } from '../../lib/today';
import { usePageHead } from '../site-settings/components/use-page-head';
import { useListedYears } from './api/listed-years';
import { useEventSearch } from './api/search-events';
import { EventGridSkeleton } from './components/EventGridSkeleton';
import { SubscribeToCalendar } from './components/SubscribeToCalendar';
import { eventsPageSearches, PAST_EVENTS_PAGE_SIZE } from './events-page-searches';
import { facetCounts, filterChoices } from './filter-options';
import { EventFilterForm, FILTER_FORM_ID } from './filters/EventFilterForm';
import { changeEventFilters, NO_FILTERS, type EventFilters } from './filters/event-filters';
import { filterChips, type FilterChip } from './filters/filter-chips';
import { useRuleSets } from '../licence/api/rule-sets';
import { FilterChips } from './filters/FilterChips';
import type { ApplyFilters, FacetTotals } from './filters/FilterFields';
import { NoMatchingEvents } from './filters/NoMatchingEvents';

// The cards' code loads after the first paint; a server-rendered first visit shows the cards at once.
const EventGrid = lazyAfterFirstPaint(() =>
  import('./components/EventCard').then((module) => ({ default: module.EventGrid })),
);

/** The years come from the events listed (decision 0056): `{years}` is replaced, or left out with its 'for'. */
const SUBTITLE =
  'Discover premier professional dental education conferences and symposiums across the US and Canada for {years}.';

/**
 * Beside the filter sidebar (from 1024 px) the results column is narrower than the page: two
 * cards a row there, three from 1280 px. The grid and its placeholders set their own columns, so
 * this reaches them from outside.
 */
const RESULT_COLUMNS = 'lg:[&_.grid]:grid-cols-2 xl:[&_.grid]:grid-cols-3';

/** A list page's own URL: its path with the page numbers past the first (filters are left out). */
function pagedPath(path: string, pages: Record<string, number>): string {
  const query = new URLSearchParams(
    Object.entries(pages)
      .filter(([, page]) => page > 1)
      .map(([name, page]) => [name, String(page)]),
  ).toString();
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
    itemListElement: answer.items.map((event, index) => ({
      '@type': 'ListItem',
      position: first + index + 1,
      url: new URL(paths.event(event.id), origin).href,
      name: event.title,
    })),
  };
}

/**
 * What the count above the upcoming list counts: '7 upcoming events, 5 past' (never the two lists
 * added up as if all were upcoming), or with filters '3 events match your filters.' over both lists.
 */
function resultCount(upcoming: number, past: number, filtered: boolean): string {
  const matching = upcoming + past;
  if (filtered) return matching === 1 ? '1 event matches your filters.' : `${matching} events match your filters.`;
  const upcomingText = upcoming === 1 ? '1 upcoming event' : `${upcoming} upcoming events`;
  return past > 0 ? `${upcomingText}, ${past} past` : upcomingText;
}

/**
 * Brings the results into view after the phone's filter sheet closes: their count at the top of
 * the window (below the site header, through the page's scroll padding), gliding unless the
 * visitor asks for reduced motion, and focus on the count, so the next Tab reaches the results
 * and a screen reader reads how many there are.
 */
function revealResults(resultsCount: HTMLElement | null): void {
  if (!resultsCount) return;
  resultsCount.focus({ preventScroll: true });
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  resultsCount.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
}

/** Every facet's choices with their counts over both lists (the fixed lists' counts once both have answered). */
function facetTotals(
  lists: Array<EventSearchAnswer | undefined>,
  selected: Pick<EventFilters, 'city' | 'month'>,
): FacetTotals {
  const facet = (name: keyof EventSearchFacets) => lists.map((answer) => answer?.facets[name]);
  const known = lists.every((answer) => answer !== undefined);
  const counts = (name: keyof EventSearchFacets) => (known ? facetCounts(facet(name)) : null);
  return {
    topic: counts('topic'),
    audience: counts('audience'),
    format: counts('format'),
    region: counts('region'),
    cities: filterChoices(facet('city'), selected.city, 'text'),
    months: filterChoices(facet('month'), selected.month, 'key'),
  };
}

/**
 * /events: events not over yet, soonest first, paged (`?page=`); then 'Past Events', newest first,
 * paged on their own (`?pastPage=`). Both lists take the same filters, from the URL under the
 * search API's own parameter names, so a filtered page can be shared and is rendered filtered on
 * the server; the server answers the searches, so the page costs the same whatever the size of
 * the catalogue.
 */
export default function EventsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const searches = useMemo(() => eventsPageSearches(searchParams), [searchParams]);
  const { filters, filterParams, upcomingPage, pastPage } = searches;
  const upcomingQuery = useEventSearch(searches.upcoming);
  const pastQuery = useEventSearch(searches.past);
  // After a client-side navigation the cards render in the background (in short slices).
  const upcomingResult = useDeferredValue(upcomingQuery.data);
  const pastResult = useDeferredValue(pastQuery.data);
  const upcoming = upcomingResult?.answer;
  const past = pastResult?.answer;
  const refusal = upcomingResult?.refusal ?? pastResult?.refusal ?? null;

  const today = useToday();
  const subtitle = withListedYears(SUBTITLE, useListedYears());
  const ruleSets = useRuleSets().data;
  const chips = filterChips(filters, today, (value) => countsTowardName(ruleSets ?? [], value));
  const hasFilters = chips.length > 0;
  const matching = upcoming && past ? upcoming.total + past.total : null;
  const { city, month } = filters;
  const facets = useMemo(() => facetTotals([upcoming, past], { city, month }), [upcoming, past, city, month]);

  const origin = useSiteOrigin();
  const jsonLd = useMemo(() => itemListJsonLd(upcoming, origin), [upcoming, origin]);
  usePageHead(upcomingPage > 1 ? `Upcoming Dental Conferences – Page ${upcomingPage}` : 'Upcoming Dental Conferences', {
    description: subtitle,
    canonicalPath: pagedPath(paths.events, { page: upcomingPage, pastPage }),
    jsonLd,
  });

  const apply: ApplyFilters = useCallback(
    (change, { typing = false } = {}) =>
      setSearchParams((current) => changeEventFilters(current, change), {
        // Typing replaces the address rather than adding a history entry per pause; a choice can be undone with Back.
        replace: typing,
        preventScrollReset: true,
        // A checkbox or select shows the page's state: updated at once, not in a transition, or it
        // would spring back to its old value until the transition ends. The search box keeps its own text.
        flushSync: !typing,
      }),
    [setSearchParams],
  );
  const removeChip = (chip: FilterChip) => apply(chip.without);
  // The sort order is kept: it is not a filter, and no chip shows it.
  const clearAll = () => apply({ ...NO_FILTERS, sort: filters.sort });

  const heading = useRef<HTMLHeadingElement>(null);
  const resultsCount = useRef<HTMLParagraphElement>(null);
  const nearProblemId = useId();
  const showResults = useCallback(() => revealResults(resultsCount.current), []);

  return (
    <>
      <PageHero title="Dental Education Events" subtitle={subtitle} />

      <section aria-labelledby="upcoming-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2
          ref={heading}
          id="upcoming-heading"
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
        >
          Upcoming Conferences
        </h2>

        <div className="mt-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-8">
          <EventFilterForm
            filters={filters}
            facets={facets}
            activeCount={chips.length}
            matching={matching}
            today={today}
            apply={apply}
            onClearAll={clearAll}
            onShowResults={showResults}
            nearProblemId={refusal ? nearProblemId : null}
          />

          <div className="mt-6 min-w-0 lg:mt-0">
            <div className="flex flex-wrap items-center gap-3">
              {/* Always in the page, so screen readers announce each new count; where the phone's 'Show N events' leads. */}
              <p
                ref={resultsCount}
                tabIndex={-1}
                aria-live="polite"
                aria-atomic="true"
                className="mr-auto basis-full text-sm font-medium text-slate-700 sm:basis-auto"
              >
                {upcoming && past && !refusal ? resultCount(upcoming.total, past.total, hasFilters) : ''}
              </p>
              <div className="flex items-center gap-2">
                <label htmlFor="event-sort" className="text-sm font-medium whitespace-nowrap text-slate-700">
                  Sort
                </label>
                <select
                  id="event-sort"
                  name="sort"
                  form={FILTER_FORM_ID}
                  value={filters.sort}
                  onChange={(changeEvent) =>
                    apply({ sort: changeEvent.target.value === 'credits' ? 'credits' : 'date' })
                  }
                  className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
                >
                  <option value="date">Date</option>
                  <option value="credits">Most CE credits</option>
                </select>
              </div>
              {/* The upcoming events these filters find, as a calendar subscription; opened, it takes a row of its own. */}
              <div className="max-w-full">
                <SubscribeToCalendar params={filterParams} />
              </div>
            </div>

            {hasFilters && (
              <div className="mt-4">
                <FilterChips chips={chips} onRemove={removeChip} onClearAll={clearAll} afterLast={heading} />
              </div>
            )}

            <div className={`mt-6 ${RESULT_COLUMNS}`}>
              {refusal ? (
                <p
                  id={nearProblemId}
                  role="alert"
                  className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
                >
                  {refusal}
                </p>
              ) : (
                <EventList
                  answer={upcoming}
                  failed={upcomingQuery.isError}
                  leadsThePage
                  empty={
                    hasFilters ? (
                      <NoMatchingEvents
                        chips={chips}
                        pastMatches={past?.total ?? 0}
                        onRemove={removeChip}
                        onClearAll={clearAll}
                      />
                    ) : (
                      <EmptyState icon={<CalendarSearch className="size-10" />} title="No Events Available">
                        New events will be listed soon.
                      </EmptyState>
                    )
                  }
                />
              )}
              {upcoming && (
                <Pagination
                  page={upcoming.page}
                  pageSize={upcoming.pageSize}
                  total={upcoming.total}
                  label="Upcoming events pages"
                />
              )}
            </div>

            {past && past.total > 0 && (
              <section aria-labelledby="past-heading" className="mt-16">
                <h2 id="past-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
                  <History className="size-6 text-slate-500" aria-hidden="true" />
                  Past Events
                </h2>
                <p className="mt-2 text-slate-600">
                  {filters.sort === 'credits'
                    ? 'Earlier meetings, the most CE credits first.'
                    : 'Earlier meetings, the most recent first.'}
                </p>
                <div className={`mt-6 ${RESULT_COLUMNS}`}>
                  <EventList
                    answer={past}
                    failed={pastQuery.isError}
                    placeholders={PAST_EVENTS_PAGE_SIZE}
                    empty={null}
                  />
                </div>
                <Pagination
                  page={past.page}
                  pageSize={past.pageSize}
                  total={past.total}
                  param="pastPage"
                  label="Past events pages"
                />
              </section>
            )}
          </div>
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

/** One list of event cards: placeholders while it loads, a message when it cannot. */
function EventList({
  answer,
  failed,
  empty,
  placeholders,
  leadsThePage = false,
}: {
  answer: EventSearchAnswer | undefined;
  failed: boolean;
  empty: React.ReactNode;
  placeholders?: number;
  /** The first list on the page: its first picture is fetched at once, not when it nears the viewport. */
  leadsThePage?: boolean;
}) {
  if (failed && !answer) return <LoadError what="the events" />;
  if (!answer) return <EventGridSkeleton count={placeholders} />;
  if (answer.items.length === 0) return empty;
  return (
    <Suspense fallback={<EventGridSkeleton count={Math.min(answer.items.length, 6)} />}>
      <EventGrid events={answer.items} eagerFirst={leadsThePage} />
    </Suspense>
  );
}
