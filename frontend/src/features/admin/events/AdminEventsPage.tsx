import { useMemo } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, CalendarClock, CalendarDays, Plus, Star, Trash2 } from 'lucide-react';
import { countEvents, FEATURED_EVENTS_LIMIT, type EventListing } from '@dental/contracts';
import { EmptyState, LoadError } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminEvents, useSetEventFlag, useSetEventHidden } from '../api/events';
import { AdminPage } from '../components/AdminPage';
import { StatCard } from '../components/StatCard';
import { AdminEventCard } from './AdminEventCard';

export default function AdminEventsPage() {
  const eventsQuery = useAdminEvents();
  const setHidden = useSetEventHidden();
  const setFlag = useSetEventFlag();
  const events = useMemo(() => eventsQuery.data ?? [], [eventsQuery.data]);
  const counts = useMemo(() => countEvents(events, new Date()), [events]);
  const featured = events.filter((event) => event.isFeatured).length;

  const toggleHidden = (event: EventListing) =>
    setHidden.mutate(
      { id: event.id, isHidden: !event.isHidden },
      {
        onSuccess: () => toast({ title: 'Success', description: 'Event visibility updated' }),
        onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to update event visibility'), variant: 'destructive' }),
      },
    );

  const toggleFeatured = (event: EventListing) =>
    setFlag.mutate(
      { id: event.id, flag: 'isFeatured', value: !event.isFeatured },
      {
        onSuccess: () => toast({ title: 'Success', description: 'Event featured status updated' }),
        onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to update featured status'), variant: 'destructive' }),
      },
    );

  return (
    <AdminPage
      title="Manage Events"
      description="Hide, feature, edit and trash the events listed on the site."
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
        <StatCard label="Total Events" value={eventsQuery.isSuccess ? counts.total : '–'} icon={<CalendarDays className="size-5" />} />
        <StatCard label="Upcoming Events" value={eventsQuery.isSuccess ? counts.upcoming : '–'} icon={<CalendarClock className="size-5" />} tone="teal" />
        <StatCard label="Past Events" value={eventsQuery.isSuccess ? counts.past : '–'} icon={<CalendarCheck className="size-5" />} tone="slate" />
        <StatCard label="Featured" value={eventsQuery.isSuccess ? `${featured}/${FEATURED_EVENTS_LIMIT}` : '–'} icon={<Star className="size-5" />} tone="amber" />
      </section>

      <div className="mt-8">
        {eventsQuery.isError ? (
          <LoadError what="the events" />
        ) : eventsQuery.isPending ? (
          <div role="status" className="grid grid-cols-1 gap-4">
            <span className="sr-only">Loading events</span>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-44 w-full rounded-xl" />
            ))}
          </div>
        ) : events.length === 0 ? (
          <EmptyState icon={<CalendarDays className="size-10" />} title="No Events Yet">
            Add the first event with 'Add New Event'.
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4">
            {events.map((event) => (
              <li key={event.id}>
                <AdminEventCard
                  event={event}
                  onToggleHidden={toggleHidden}
                  onToggleFeatured={toggleFeatured}
                  featuring={setFlag.isPending && setFlag.variables?.id === event.id}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminPage>
  );
}
