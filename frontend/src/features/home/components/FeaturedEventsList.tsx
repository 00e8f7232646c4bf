import { useMemo } from 'react';
import { selectHomeFeaturedEvents, type EventListing } from '@dental/contracts';
import { EventGrid } from '../../events/components/EventCard';

/** The featured events' cards (loaded with the list: the first paint shows placeholders). */
export default function FeaturedEventsList({ events, count }: { events: EventListing[]; count: number }) {
  const featured = useMemo(() => selectHomeFeaturedEvents(events, count), [events, count]);
  return <EventGrid events={featured} />;
}
