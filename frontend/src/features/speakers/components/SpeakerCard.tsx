import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { professionWithoutCredentials, visibleSocialLinks, type EventListing, type Speaker } from '@dental/contracts';
import { SocialLinks } from '../../../components/SocialLinks';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { isEmailAddress } from '../../../lib/contact';
import { ProfileButton } from './ProfileButton';
import { SpeakerAvatar } from './SpeakerAvatar';

/**
 * Headshot or initials, name (links to the speaker page), credentials, profession, specialty, lecture, e-mail,
 * social icons, profile. 'tall' (the speakers page, an event's speakers): below 1024 px, one or
 * two cards a row, a small headshot beside the text, so a tablet's page is no longer than a
 * phone's; from 1024 px, four a row, a square headshot on top (decision 0058). 'compact' (the home page): always the small headshot
 * beside the text, smaller still in a card under 20rem wide (three to a row on a tablet) so the
 * text column keeps room for the profile button. The card is a size container for that.
 */
export function SpeakerCard({
  speaker,
  event,
  headingLevel: Heading = 'h3',
  variant = 'tall',
}: {
  speaker: Speaker;
  event?: Pick<EventListing, 'hideSocialMedia'> | null;
  headingLevel?: 'h3' | 'h4';
  variant?: 'tall' | 'compact';
}) {
  const links = visibleSocialLinks(speaker, event);
  const tall = variant === 'tall';
  return (
    <article
      className={cn(
        // Estimated heights (until a card is first rendered) from the demo data's cards: 310-400 px
        // in a row, 500-630 px as a column with its square portrait. A card rendered taller than its
        // estimate as it scrolls into view pushes down what is below it.
        'render-near-viewport-88 @container flex h-full min-w-0 overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-sm transition hover:shadow-md',
        tall && 'lg:render-near-viewport-148 lg:flex-col',
      )}
    >
      <SpeakerAvatar
        name={speaker.name}
        image={speaker.image}
        sizes={tall ? '(min-width: 1024px) 320px, 96px' : '96px'}
        className={cn(
          'mt-4 ml-4 size-24 shrink-0 rounded-xl',
          tall ? 'lg:mt-0 lg:ml-0 lg:aspect-square lg:size-auto lg:w-full lg:rounded-none' : '@max-xs:size-16',
        )}
        textClassName={tall ? 'text-2xl lg:text-5xl' : 'text-2xl @max-xs:text-xl'}
      />
      {/* Names and titles typed by organisers may hold words longer than the card is wide: they wrap. */}
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1 p-4 [overflow-wrap:anywhere]', tall && 'lg:p-5')}>
        <Heading className="text-lg font-semibold text-slate-900">
          <Link to={paths.speaker(speaker.id)} className="rounded-sm hover:text-brand-700 hover:underline">
            {speaker.name}
          </Link>
        </Heading>
        {/* Under the name rather than in the heading, which stays the name alone (lists and links name the person). */}
        {speaker.credentials?.trim() && (
          <p className="-mt-1 text-sm font-medium text-slate-700">{speaker.credentials.trim()}</p>
        )}
        {speaker.profession && (
          <p className="text-sm font-medium text-teal-800">
            {professionWithoutCredentials(speaker.profession, speaker.credentials)}
          </p>
        )}
        {speaker.specialty && <p className="text-sm text-slate-600">{speaker.specialty}</p>}
        {speaker.lectureTitle && <p className="mt-2 text-sm text-slate-800 italic">{speaker.lectureTitle}</p>}
        {isEmailAddress(speaker.email) && (
          <a
            href={`mailto:${speaker.email}`}
            title={speaker.email}
            className="mt-2 flex min-w-0 items-center gap-1.5 text-sm text-brand-700 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 truncate">{speaker.email}</span>
          </a>
        )}
        <div className="mt-auto flex flex-col gap-3 pt-4">
          <SocialLinks links={links} ownerName={speaker.name} />
          <ProfileButton
            profileUrl={speaker.profileUrl}
            label="SpeakerSphere Profile"
            speakerName={speaker.name}
            className="w-full"
          />
        </div>
      </div>
    </article>
  );
}
