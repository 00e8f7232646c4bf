import { Link } from 'react-router';
import { matchSpeakerByName, shouldShowAbstractButton, visibleSocialLinks, type EventListing, type Speaker } from '@dental/contracts';
import { SocialLinks } from '../../../components/SocialLinks';
import { paths } from '../../../config/paths';
import { AbstractDialog } from '../../speakers/components/AbstractDialog';
import { ProfileButton } from '../../speakers/components/ProfileButton';
import { SpeakerAvatar } from '../../speakers/components/SpeakerAvatar';

type EventFlags = Pick<EventListing, 'hideSocialMedia' | 'hideAbstracts'>;

/**
 * One person named in the agenda, matched to the event's speaker records by name ('Dr.',
 * nicknames and partial names allowed). Unmatched names still show, with initials and no links.
 *
 * The buttons sit beside the name only when the list around it (an `@container`) is wide enough
 * for both; in a narrow card, a workshop's at tablet width for instance, they go below it.
 */
export function AgendaSpeaker({ name, speakers, event, showLecture = false }: { name: string; speakers: Speaker[]; event: EventFlags; showLecture?: boolean }) {
  const speaker = matchSpeakerByName(name, speakers);
  const displayName = speaker?.name ?? name;
  return (
    <li className="flex flex-col gap-3 rounded-lg bg-white/70 p-3 ring-1 ring-slate-200 @xl:flex-row @xl:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <SpeakerAvatar name={displayName} image={speaker?.image} className="size-12 max-w-none shrink-0 rounded-full" textClassName="text-sm" />
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-semibold text-slate-900">
            {speaker ? (
              <Link to={paths.speaker(speaker.id)} className="hover:text-brand-700 hover:underline">
                {displayName}
              </Link>
            ) : (
              displayName
            )}
          </p>
          {speaker?.profession && <p className="text-sm text-slate-600">{speaker.profession}</p>}
          {showLecture && speaker?.lectureTitle && <p className="text-sm text-slate-800 italic">{speaker.lectureTitle}</p>}
          {speaker && <SocialLinks links={visibleSocialLinks(speaker, event)} ownerName={displayName} className="mt-1 -ml-1.5" />}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 @xl:shrink-0 @xl:justify-end">
        {speaker && shouldShowAbstractButton(speaker, event) && <AbstractDialog speaker={speaker} />}
        <ProfileButton profileUrl={speaker?.profileUrl} label="View Profile" speakerName={displayName} />
      </div>
    </li>
  );
}
