import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Plus } from 'lucide-react';
import { selectHomeFeaturedEvents } from '@dental/contracts';
import { LoadError } from '../../../components/EmptyState';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useFirstPaintDone } from '../../../lib/first-paint';
import { useEvents } from '../../events/api/get-events';
import { EventGrid } from '../../events/components/EventCard';

const FEATURED_EVENT_COUNT = 6;

/**
 * 'Featured Upcoming Events'. Below the hero, so the list loads once the page has been painted;
 * the cards render in the background (in short slices) when it arrives, placeholders until then.
 */
export function FeaturedEvents() {
  const eventsQuery = useEvents({ enabled: useFirstPaintDone() });
  const events = useDeferredValue(eventsQuery.data);
  const featuredEvents = useMemo(() => selectHomeFeaturedEvents(events ?? [], FEATURED_EVENT_COUNT), [events]);

  return (
    <section aria-labelledby="featured-events-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="text-center">
        <h2 id="featured-events-heading" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          Featured Upcoming Events
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">Hand-picked conferences and symposiums from across the US and Canada.</p>
      </div>
      <div className="mt-10">
        {eventsQuery.isError ? <LoadError what="the events" /> : <EventGrid events={featuredEvents} loading={events === undefined} skeletons={FEATURED_EVENT_COUNT} />}
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
