import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { selectHomeFeaturedSpeakers, type EventListing, type Speaker } from '@dental/contracts';
import { paths } from '../../../config/paths';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
import { SpeakerCard } from '../../speakers/components/SpeakerCard';
import { SPEAKER_GROUP_CELL } from './speaker-group-layout';

/** Speaker groups added to the page per task. */
const SPEAKER_GROUPS_PER_STEP = 1;

/**
 * The featured speakers' groups (loaded with the lists: the first paint shows placeholders). The
 * groups are added one per task, so their arrival never blocks the main thread for long.
 */
export default function FeaturedSpeakerGroups({ events, speakers }: { events: EventListing[]; speakers: Speaker[] }) {
  const groups = useMemo(() => selectHomeFeaturedSpeakers(events, speakers), [events, speakers]);
  const shown = useProgressiveCount(groups.length, SPEAKER_GROUPS_PER_STEP);
  return groups.slice(0, shown).map(({ event, speakers: groupSpeakers }) => <SpeakerGroup key={event.id} event={event} speakers={groupSpeakers} />);
}

/** One event's featured speakers; memoised, so adding the next group does not render the earlier ones again. */
const SpeakerGroup = memo(function SpeakerGroup({ event, speakers }: { event: EventListing; speakers: Speaker[] }) {
  return (
    <section aria-labelledby={`home-speakers-${event.id}`}>
      <h3 id={`home-speakers-${event.id}`} className="text-center text-xl font-semibold text-brand-800 sm:text-2xl">
        <Link to={paths.event(event.id)} className="hover:underline">
          {event.title}
        </Link>
      </h3>
      <ul className="mt-6 flex flex-wrap justify-center gap-6">
        {speakers.map((speaker) => (
          <li key={speaker.id} className={SPEAKER_GROUP_CELL}>
            <SpeakerCard speaker={speaker} event={event} headingLevel="h4" variant="compact" />
          </li>
        ))}
      </ul>
    </section>
  );
});
