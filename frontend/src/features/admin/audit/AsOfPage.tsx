import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarSearch } from 'lucide-react';
import { listPublicEvents, localIsoDay, sortEventsByDate } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { EventCard } from '../../events/components/EventCard';
import { AdminMessage, AdminPage } from '../components/AdminPage';
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

/**
 * /admin/audit/as-of: the public events list as it was at a chosen moment, rebuilt by the server
 * from the history (GET /api/events?asOf=). Hidden events can be shown too, as the admin list had them.
 */
export default function AsOfPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = localIsoDay(new Date());
  const date = searchParams.get('date') ?? today;
  const time = searchParams.get('time') ?? '23:59';
  const includeHidden = searchParams.get('hidden') === '1';
  const requested = toInstant(date, time);
  // 'Now' is taken once per chosen moment, so the query key stays put between renders.
  const { asOf, future } = useMemo(() => clampAsOf(requested, new Date()), [requested]);
  const query = useEventsAsOf(asOf);
  const shown = useMemo(
    () => (query.data ? (includeHidden ? sortEventsByDate(query.data) : listPublicEvents(query.data)) : []),
    [query.data, includeHidden],
  );
  const hiddenCount = query.data ? query.data.filter((event) => event.isHidden).length : 0;

  const set = (key: string, value: string) =>
    setSearchParams(
      () => {
        // From the address bar, not the last render: two quick changes must both stick.
        const next = new URLSearchParams(window.location.search);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const daysAgo = (days: number) => {
    const moment = new Date();
    moment.setDate(moment.getDate() - days);
    setSearchParams(
      { date: localIsoDay(moment), time: '23:59', ...(includeHidden ? { hidden: '1' } : {}) },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <AdminPage
      title="Events as of a Date"
      description="See the public events list exactly as visitors saw it at a past moment, rebuilt from the history of changes."
      parent={{ to: '/admin/audit', label: 'Audit Log' }}
    >
      <form
        aria-label="Choose a moment"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto] lg:items-end"
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
            onChange={(change) => set('date', change.target.value)}
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
            onChange={(change) => set('time', change.target.value)}
            className={inputClass}
            required
          />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1">
          {[7, 30, 90].map((days) => (
            <button key={days} type="button" className={buttonClass('ghost', 'sm')} onClick={() => daysAgo(days)}>
              {`${days} days ago`}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700 sm:col-span-2 lg:col-span-1">
          <input
            type="checkbox"
            checked={includeHidden}
            onChange={(change) => set('hidden', change.target.checked ? '1' : '')}
            className="size-4 rounded border-slate-300"
          />
          Include hidden events
        </label>
      </form>

      <div className="mt-6">
        {!asOf ? (
          <AdminMessage role="alert">Choose a valid date and time.</AdminMessage>
        ) : query.isPending ? (
          <AdminMessage>Loading the events list as it was...</AdminMessage>
        ) : query.isError ? (
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
                ? `${shown.length === 1 ? '1 event is' : `${shown.length} events are`} ${includeHidden ? 'listed' : 'public'} now (${formatTime(asOf)})`
                : `${shown.length === 1 ? '1 event was' : `${shown.length} events were`} ${includeHidden ? 'listed' : 'public'} on ${formatTime(asOf)}`}
              {!includeHidden && hiddenCount > 0 ? ` (${hiddenCount} hidden not shown).` : '.'} Countdown badges count
              from today.
            </p>
            {shown.length === 0 ? (
              <div className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
                <CalendarSearch className="mx-auto size-10 text-slate-400" aria-hidden="true" />
                <p className="mt-3 font-semibold text-slate-900">No Events Listed Then</p>
                <p className="mt-1 text-sm text-slate-600">Nothing was public at that moment. Try a later date.</p>
              </div>
            ) : (
              <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Events at that moment">
                {shown.map((event) => (
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
            )}
          </>
        )}
      </div>
    </AdminPage>
  );
}
