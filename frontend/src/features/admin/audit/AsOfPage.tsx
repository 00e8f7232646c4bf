import { useMemo } from 'react';
import { CalendarSearch, Search } from 'lucide-react';
import { EVENTS_AS_OF_PAGE_SIZE, localIsoDay } from '@dental/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { Pagination } from '../../../components/Pagination';
import { buttonClass } from '../../../components/ui/button';
import { EventCard } from '../../events/components/EventCard';
import { AdminMessage, AdminPage } from '../components/AdminPage';
import { ListSearchBox } from '../components/ListSearchBox';
import { useListAddress } from '../components/list-address';
import { useEventsAsOf } from './api/audit';
import { formatTime } from './format';

const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

/** The chosen local date and time as an ISO instant; null when the date is not valid. */
function toInstant(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const moment = new Date(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
    59,
    999,
  );
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/** '1 event was' or '1,234 events were': a count with the words that agree with it. */
function countOf(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count.toLocaleString('en-US')} ${many}`;
}

/**
 * The moment to rebuild the list at: the one asked for, or now when that has not come yet. What
 * was public at a future time is not known (an admin may still change it), so the page says it
 * shows the list as it is now instead.
 */
export function clampAsOf(requested: string | null, now: Date): { asOf: string | null; future: boolean } {
  if (requested === null) return { asOf: null, future: false };
  return new Date(requested).getTime() > now.getTime()
    ? { asOf: now.toISOString(), future: true }
    : { asOf: requested, future: false };
}

/** What the page shows, as its address keeps it (?date=&time=&hidden=1&q=&page=). */
interface AsOfChoice {
  date: string;
  time: string;
  includeHidden: boolean;
  q: string;
  page: number;
}

function readAsOfChoice(params: URLSearchParams): AsOfChoice {
  const page = Number(params.get('page'));
  return {
    date: params.get('date') ?? localIsoDay(new Date()),
    time: params.get('time') ?? '23:59',
    includeHidden: params.get('hidden') === '1',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function asOfChoiceParams({ date, time, includeHidden, q, page }: AsOfChoice): URLSearchParams {
  const params = new URLSearchParams({ date, time });
  if (includeHidden) params.set('hidden', '1');
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * /admin/audit/as-of: the public events list as it was at a chosen moment, rebuilt by the server
 * from the history, a page at a time and searchable (GET /api/admin/events-as-of, decision 0109).
 * Hidden events can be shown too, as the admin list had them.
 */
export default function AsOfPage() {
  const { state, update, searchBox } = useListAddress(readAsOfChoice, asOfChoiceParams);
  const { date, time, includeHidden, q, page } = state;
  const today = localIsoDay(new Date());
  const requested = toInstant(date, time);
  // 'Now' is taken once per chosen moment, so the query key stays put between renders.
  const { asOf, future } = useMemo(() => clampAsOf(requested, new Date()), [requested]);
  const query = useEventsAsOf({ asOf, includeHidden, q, page });
  const answer = query.data;
  const listed = answer?.listed ?? 0;
  const searching = q.trim() !== '';

  const daysAgo = (days: number) => {
    const moment = new Date();
    moment.setDate(moment.getDate() - days);
    update({ date: localIsoDay(moment), time: '23:59' });
  };

  return (
    <AdminPage
      title="Events as of a Date"
      description="See the public events list exactly as visitors saw it at a past moment, rebuilt from the history of changes."
      parent={{ to: '/admin/audit', label: 'Audit Log' }}
    >
      <form
        aria-label="Choose a moment"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 xl:grid-cols-[1fr_1fr_auto_auto] xl:items-end"
        onSubmit={(formEvent) => formEvent.preventDefault()}
      >
        <div>
          <label htmlFor="as-of-date" className="block text-sm font-medium text-slate-700">
            Date
          </label>
          <input
            id="as-of-date"
            type="date"
            value={date}
            max={today}
            onChange={(change) => update({ date: change.target.value })}
            className={inputClass}
            required
          />
        </div>
        <div>
          <label htmlFor="as-of-time" className="block text-sm font-medium text-slate-700">
            Time
          </label>
          <input
            id="as-of-time"
            type="time"
            value={time}
            onChange={(change) => update({ time: change.target.value })}
            className={inputClass}
            required
          />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 xl:col-span-1">
          {[7, 30, 90].map((days) => (
            <button key={days} type="button" className={buttonClass('ghost', 'sm')} onClick={() => daysAgo(days)}>
              {`${days} days ago`}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700 sm:col-span-2 xl:col-span-1">
          <input
            type="checkbox"
            checked={includeHidden}
            onChange={(change) => update({ includeHidden: change.target.checked })}
            className="size-4 rounded border-slate-300"
          />
          Include hidden events
        </label>
        <ListSearchBox
          id="as-of-search"
          label="Search this list"
          visibleLabel
          placeholder="Title, city, location or date..."
          {...searchBox}
          className="sm:col-span-2 xl:col-span-4"
        />
      </form>

      <div className="mt-6">
        {!asOf ? (
          <AdminMessage role="alert">Choose a valid date and time.</AdminMessage>
        ) : query.isPending ? (
          <AdminMessage>Loading the events list as it was...</AdminMessage>
        ) : query.isError || !answer ? (
          <AdminMessage role="alert">
            We couldn't rebuild the events list for that moment. Please try again.
          </AdminMessage>
        ) : (
          <>
            {future && (
              <p
                role="status"
                className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
              >
                {`${formatTime(requested ?? asOf)} has not come yet, so no one knows what will be public then. This is the list as it is now.`}
              </p>
            )}
            <p className="mb-4 text-sm text-slate-700" aria-live="polite">
              {future
                ? `${countOf(listed, 'event is', 'events are')} ${includeHidden ? 'listed' : 'public'} now (${formatTime(asOf)})`
                : `${countOf(listed, 'event was', 'events were')} ${includeHidden ? 'listed' : 'public'} on ${formatTime(asOf)}`}
              {!includeHidden && answer.hidden > 0
                ? ` (${answer.hidden.toLocaleString('en-US')} hidden not shown).`
                : '.'}
              {searching && ` ${countOf(answer.total, 'matches', 'match')} the search.`} Countdown badges count from
              today.
            </p>
            {listed === 0 ? (
              <EmptyState icon={<CalendarSearch className="size-10" />} title="No Events Listed Then">
                {`Nothing was ${includeHidden ? 'listed' : 'public'} at that moment. Try a later date.`}
              </EmptyState>
            ) : answer.total === 0 ? (
              <EmptyState icon={<Search className="size-10" />} title="No Events Match">
                No event of that moment holds those words. Try other words.
              </EmptyState>
            ) : (
              <>
                <ul
                  className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
                  aria-label="Events at that moment"
                  aria-busy={query.isPlaceholderData}
                >
                  {answer.items.map((event) => (
                    <li key={event.id} className="relative min-w-0">
                      <EventCard event={event} headingLevel="h2" />
                      {(event.isHidden || event.isFeatured) && (
                        <span className="pointer-events-none absolute top-3 left-3 flex flex-col items-start gap-1">
                          {event.isHidden && (
                            <span className="rounded-full bg-slate-900/85 px-2.5 py-1 text-xs font-semibold text-white">
                              Hidden then
                            </span>
                          )}
                          {event.isFeatured && (
                            <span className="rounded-full bg-amber-300 px-2.5 py-1 text-xs font-semibold text-amber-950">
                              Featured then
                            </span>
                          )}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={answer.page}
                  pageSize={EVENTS_AS_OF_PAGE_SIZE}
                  total={answer.total}
                  label="Pages of the events then"
                />
              </>
            )}
          </>
        )}
      </div>
    </AdminPage>
  );
}
