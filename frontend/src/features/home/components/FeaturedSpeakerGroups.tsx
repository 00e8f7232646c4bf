import { memo } from 'react';
import { Link } from 'react-router';
import type { EventReference, FeaturedSpeakersAnswer, Speaker } from '@dental/contracts';
import { paths } from '../../../config/paths';
import { SpeakerCard } from '../../speakers/components/SpeakerCard';
import { SPEAKER_GROUP_CELL } from './speaker-group-layout';

/** The featured speakers' groups (in their own chunk, loaded after the first paint). */
export default function FeaturedSpeakerGroups({ groups }: { groups: FeaturedSpeakersAnswer }) {
  return groups.map(({ event, speakers }) => <SpeakerGroup key={event.id} event={event} speakers={speakers} />);
}

/** One event's featured speakers. */
const SpeakerGroup = memo(function SpeakerGroup({ event, speakers }: { event: EventReference; speakers: Speaker[] }) {
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
