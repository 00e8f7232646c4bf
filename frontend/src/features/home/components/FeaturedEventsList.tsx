import type { EventSummary } from '@dental/contracts';
import { EventGrid } from '../../events/components/EventCard';

/** The featured events' cards, as the server chose them (in their own chunk, loaded after the first paint). */
export default function FeaturedEventsList({ events }: { events: EventSummary[] }) {
  return <EventGrid events={events} />;
}
