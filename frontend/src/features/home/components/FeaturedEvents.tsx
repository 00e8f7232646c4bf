import { Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Plus } from 'lucide-react';
import { LoadError } from '../../../components/EmptyState';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { lazyAfterFirstPaint } from '../../../lib/first-paint';
import { useFeaturedEvents } from '../../events/api/get-featured-events';
import { EventGridSkeleton } from '../../events/components/EventGridSkeleton';

const FEATURED_EVENT_COUNT = 6;
const FeaturedEventsList = lazyAfterFirstPaint(() => import('./FeaturedEventsList'));

/**
 * 'Featured Upcoming Events': the server chooses the six (never a past event). A first visit gets
 * them rendered on the server; the cards' code loads once the page has been painted. After a
 * client-side navigation the cards render in the background (in short slices), placeholders until then.
 */
export function FeaturedEvents() {
  const eventsQuery = useFeaturedEvents();
  const events = useDeferredValue(eventsQuery.data);
  const placeholders = <EventGridSkeleton count={FEATURED_EVENT_COUNT} />;

  return (
    <section aria-labelledby="featured-events-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="text-center">
        <h2 id="featured-events-heading" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          Featured Upcoming Events
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">
          Hand-picked conferences and symposiums from across the US and Canada.
        </p>
      </div>
      <div className="mt-10">
        {eventsQuery.isError ? (
          <LoadError what="the events" />
        ) : events === undefined ? (
          placeholders
        ) : (
          <Suspense fallback={placeholders}>
            <FeaturedEventsList events={events} />
          </Suspense>
        )}
      </div>
      <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
        <Link to={paths.events} className={buttonClass('primary', 'lg')}>
          View All Events
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
        <Link to={paths.submitEvent} className={buttonClass('secondary', 'lg')}>
          <Plus className="size-5" aria-hidden="true" />
          Submit an Event
        </Link>
      </div>
    </section>
  );
}
