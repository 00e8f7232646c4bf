import { Link } from 'react-router';
import {
  matchSpeakerByName,
  shouldShowAbstractButton,
  visibleSocialLinks,
  type EventListing,
  type Speaker,
} from '@dental/contracts';
import { SocialLinks } from '../../../components/SocialLinks';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { AbstractDialog } from '../../speakers/components/AbstractDialog';
import { ProfileButton } from '../../speakers/components/ProfileButton';
import { SpeakerAvatar } from '../../speakers/components/SpeakerAvatar';

type EventFlags = Pick<EventListing, 'hideSocialMedia' | 'hideAbstracts'>;

/**
 * One person named in the agenda, matched to the event's speaker records by name ('Dr.',
 * nicknames and partial names allowed), with their credentials after the name and their
 * conflict-of-interest disclosure when they have given one. Unmatched names still show, with
 * initials and no links.
 *
 * The buttons sit beside the name only when the list around it (an `@container`) is wide enough
 * for both; in a narrow card, a workshop's at tablet width for instance, they go below it. A
 * disclosure needs a wider list before they do, so it is not squeezed into a narrow column.
 */
export function AgendaSpeaker({
  name,
  speakers,
  event,
  showLecture = false,
}: {
  name: string;
  speakers: Speaker[];
  event: EventFlags;
  showLecture?: boolean;
}) {
  const speaker = matchSpeakerByName(name, speakers);
  const displayName = speaker?.name ?? name;
  const credentials = speaker?.credentials?.trim();
  // Not provided yet is shown as nothing: the public sees statements, not an organiser's to-do list.
  const disclosure = speaker?.disclosure?.trim();
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-lg bg-white/70 p-3 ring-1 ring-slate-200',
        disclosure ? '@3xl:flex-row @3xl:items-center' : '@xl:flex-row @xl:items-center',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <SpeakerAvatar
          name={displayName}
          image={speaker?.image}
          className="size-12 max-w-none shrink-0 rounded-full"
          textClassName="text-sm"
        />
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-semibold text-slate-900">
            {speaker ? (
              <Link to={paths.speaker(speaker.id)} className="hover:text-brand-700 hover:underline">
                {displayName}
              </Link>
            ) : (
              displayName
            )}
            {credentials && <span className="font-normal text-slate-600">{`, ${credentials}`}</span>}
          </p>
          {speaker?.profession && <p className="text-sm text-slate-600">{speaker.profession}</p>}
          {showLecture && speaker?.lectureTitle && (
            <p className="text-sm text-slate-800 italic">{speaker.lectureTitle}</p>
          )}
          {disclosure && (
            <p className="mt-1 text-xs text-slate-600" data-speaker-disclosure="">
              <span className="font-semibold text-slate-700">Disclosure:</span> {disclosure}
            </p>
          )}
          {speaker && (
            <SocialLinks links={visibleSocialLinks(speaker, event)} ownerName={displayName} className="mt-1 -ml-1.5" />
          )}
        </div>
      </div>
      <div
        className={cn(
          'flex flex-wrap gap-2',
          disclosure ? '@3xl:shrink-0 @3xl:justify-end' : '@xl:shrink-0 @xl:justify-end',
        )}
      >
        {speaker && shouldShowAbstractButton(speaker, event) && <AbstractDialog speaker={speaker} />}
        <ProfileButton profileUrl={speaker?.profileUrl} label="View Profile" speakerName={displayName} />
      </div>
    </li>
  );
}
