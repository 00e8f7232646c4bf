import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, CalendarClock, CalendarDays, Plus, RotateCcw, Search, Star, Trash2 } from 'lucide-react';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  ADMIN_EVENT_FILTERS,
  ADMIN_EVENT_SORTS,
  isPastListing,
  staleFeatureReason,
  type AdminEventListState,
  type AdminListedEvent,
  type EventSummary,
} from '@dental/contracts';
import { EmptyState, LoadError } from '../../../components/EmptyState';
import { Pagination } from '../../../components/Pagination';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useToday } from '../../../lib/today';
import { useAdminEventsPage, useRestoreEvent, useSetEventFlag, useSetEventHidden } from './api/events';
import { AdminPage } from '../components/AdminPage';
import { ListSearchBox } from '../components/ListSearchBox';
import { StatCard } from '../components/StatCard';
import { daysLeft } from '../components/days-left';
import { RefeatureOffer, type RefeatureOfferState } from '../trash/components/RefeatureOffer';
import { FILTER_LABELS, SORT_LABELS, listStateParams, readListState } from './admin-event-list';
import { useListAddress } from '../components/list-address';
import { AdminEventCard } from './components/AdminEventCard';

function TrashedEventRow({
  event,
  onRestore,
  restoring,
}: {
  event: AdminListedEvent & { purgeAt: string };
  onRestore: () => void;
  restoring: boolean;
}) {
  const days = daysLeft(event.purgeAt);
  return (
    <article
      aria-label={event.title}
      className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 className="[overflow-wrap:anywhere] font-semibold text-slate-900">{event.title}</h2>
        <p className="text-sm text-slate-600">{[event.date, event.city].filter(Boolean).join(' · ')}</p>
      </div>
      <span className="inline-flex w-fit items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
        {days === 1 ? '1 day left' : `${days} days left`}
      </span>
      <button type="button" onClick={onRestore} disabled={restoring} className={buttonClass('secondary', 'sm')}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {restoring ? 'Restoring...' : 'Restore'}
        <span className="sr-only">{` ${event.title}`}</span>
      </button>
    </article>
  );
}

/**
 * /admin/events: the spec's cards and counts, for a list of any length: search, filters, an order
 * and pages, all kept in the URL (?q=&show=&sort=&page=) so a view can be shared and survives a
 * reload. The server answers the page and the counts (GET /api/admin/events, decision 0093).
 * Featured events that are over or hidden are marked and offered 'Unfeature'.
 */
export default function AdminEventsPage() {
  const { state, update, searchBox } = useListAddress(readListState, listStateParams);
  const pageQuery = useAdminEventsPage(state);
  const setHidden = useSetEventHidden();
  const setFlag = useSetEventFlag();
  const restore = useRestoreEvent();
  const [offer, setOffer] = useState<RefeatureOfferState | null>(null);
  const today = useToday();
  const answer = pageQuery.data;

  const toggleHidden = (event: EventSummary) =>
    setHidden.mutate(
      { id: event.id, isHidden: !event.isHidden },
      {
        onSuccess: () => toast({ title: 'Success', description: 'Event visibility updated' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to update event visibility'),
            variant: 'destructive',
          }),
      },
    );

  const toggleFeatured = (event: EventSummary) =>
    setFlag.mutate(
      { id: event.id, flag: 'isFeatured', value: !event.isFeatured },
      {
        onSuccess: () => toast({ title: 'Success', description: 'Event featured status updated' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to update featured status'),
            variant: 'destructive',
          }),
      },
    );

  const onRestore = (event: AdminListedEvent) =>
    restore.mutate(event.id, {
      onSuccess: (answer) => {
        toast({ title: 'Success', description: `${event.title} restored from trash` });
        setOffer(
          answer.refeature?.wasFeatured
            ? { id: event.id, title: event.title, slotFree: answer.refeature.slotFree }
            : null,
        );
      },
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'Failed to restore event'), variant: 'destructive' }),
    });

  const listed = answer ?? { items: [], total: 0, page: 1, pages: 1 };
  const first = (listed.page - 1) * ADMIN_EVENTS_PAGE_SIZE + 1;
  const last = first + listed.items.length - 1;
  const filtered = state.q.trim() !== '' || state.show !== 'all';

  return (
    <AdminPage
      title="Manage Events"
      description="Hide, feature, edit, duplicate and trash the events listed on the site."
      actions={
        <>
          <Link to="/admin/trash" className={buttonClass('secondary')}>
            <Trash2 className="size-4" aria-hidden="true" />
            Trash
          </Link>
          <Link to="/admin/events/new" className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            Add New Event
          </Link>
        </>
      }
    >
      <section aria-label="Event summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Total Events"
          value={answer ? answer.counts.total : '–'}
          icon={<CalendarDays className="size-5" />}
        />
        <StatCard
          label="Upcoming Events"
          value={answer ? answer.counts.upcoming : '–'}
          icon={<CalendarClock className="size-5" />}
          tone="teal"
        />
        <StatCard
          label="Past Events"
          value={answer ? answer.counts.past : '–'}
          icon={<CalendarCheck className="size-5" />}
          tone="slate"
        />
        <StatCard
          label="Featured"
          value={answer ? `${answer.featured.used}/${answer.featured.limit}` : '–'}
          icon={<Star className="size-5" />}
          tone="amber"
        />
      </section>
      {answer && answer.featured.stale > 0 && (
        <p className="mt-3 text-sm text-amber-900">
          {`${answer.featured.stale === 1 ? '1 featured event is' : `${answer.featured.stale} featured events are`} past or hidden and no longer counted. `}
          <Link to="/admin/events?show=featured" className="font-semibold underline hover:text-amber-950">
            Show featured events
          </Link>
        </p>
      )}

      <form
        role="search"
        aria-label="Find events"
        className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        onSubmit={(submitEvent) => submitEvent.preventDefault()}
      >
        <div className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_18rem]">
          <ListSearchBox
            id="admin-event-search"
            label="Search events by title, city or date"
            placeholder="Search by title, city or date..."
            {...searchBox}
          />
          <div className="flex items-center gap-2">
            <label htmlFor="admin-event-sort" className="shrink-0 text-sm font-medium text-slate-700">
              Sort by
            </label>
            <select
              id="admin-event-sort"
              value={state.sort}
              onChange={(changeEvent) => update({ sort: changeEvent.target.value as AdminEventListState['sort'] })}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              {ADMIN_EVENT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
          {ADMIN_EVENT_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={state.show === filter}
              onClick={() => update({ show: filter })}
              className={cn(
                'rounded-full border px-3 py-1 text-sm font-medium',
                state.show === filter
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:bg-brand-50',
              )}
            >
              {FILTER_LABELS[filter]}
            </button>
          ))}
        </div>
      </form>

      {offer && (
        <div className="mt-6">
          <RefeatureOffer offer={offer} onDone={() => setOffer(null)} />
        </div>
      )}

      <div className="mt-6">
        {pageQuery.isError && !answer ? (
          <LoadError what="the events" />
        ) : !answer ? (
          <div role="status" className="grid grid-cols-1 gap-4">
            <span className="sr-only">Loading events</span>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-44 w-full rounded-xl" />
            ))}
          </div>
        ) : listed.total === 0 ? (
          filtered ? (
            <EmptyState
              icon={<Search className="size-10" />}
              title={state.show === 'trash' && state.q.trim() === '' ? 'No events in the trash' : 'No events match'}
            >
              {state.show === 'trash' && state.q.trim() === ''
                ? 'Trashed events wait here for 14 days.'
                : 'Try other words or another filter.'}
            </EmptyState>
          ) : (
            <EmptyState icon={<CalendarDays className="size-10" />} title="No Events Yet">
              Add the first event with 'Add New Event'.
            </EmptyState>
          )
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {`Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${listed.total.toLocaleString('en-US')} ${listed.total === 1 ? 'event' : 'events'}${state.show === 'trash' ? ' in the trash' : ''}`}
            </p>
            <ul className="grid grid-cols-1 gap-4">
              {listed.items.map((event) => (
                <li key={event.id}>
                  {event.purgeAt !== null ? (
                    <TrashedEventRow
                      event={{ ...event, purgeAt: event.purgeAt }}
                      onRestore={() => onRestore(event)}
                      restoring={restore.isPending && restore.variables === event.id}
                    />
                  ) : (
                    <AdminEventCard
                      event={event}
                      onToggleHidden={toggleHidden}
                      onToggleFeatured={toggleFeatured}
                      featuring={setFlag.isPending && setFlag.variables?.id === event.id}
                      past={isPastListing(event, today)}
                      staleFeature={staleFeatureReason(event, today)}
                    />
                  )}
                </li>
              ))}
            </ul>
            <Pagination page={listed.page} pageSize={ADMIN_EVENTS_PAGE_SIZE} total={listed.total} label="Event pages" />
          </>
        )}
      </div>
    </AdminPage>
  );
}
