import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { visibleSocialLinks, type EventListing, type Speaker } from '@dental/contracts';
import { SocialLinks } from '../../../components/SocialLinks';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { isEmailAddress } from '../../../lib/contact';
import { ProfileButton } from './ProfileButton';
import { SpeakerAvatar } from './SpeakerAvatar';

/** Headshot or initials, name (links to the speaker page), profession, specialty, lecture, e-mail, social icons, profile. */
export function SpeakerCard({ speaker, event, headingLevel: Heading = 'h3' }: { speaker: Speaker; event?: Pick<EventListing, 'hideSocialMedia'> | null; headingLevel?: 'h3' | 'h4' }) {
  const links = visibleSocialLinks(speaker, event);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <SpeakerAvatar name={speaker.name} image={speaker.image} className="aspect-square w-full" textClassName="text-5xl" />
      <div className="flex flex-1 flex-col gap-1 p-5">
        <Heading className="text-lg font-semibold text-slate-900">
          <Link to={paths.speaker(speaker.id)} className="rounded-sm hover:text-brand-700 hover:underline">
            {speaker.name}
          </Link>
        </Heading>
        {speaker.profession && <p className="text-sm font-medium text-teal-800">{speaker.profession}</p>}
        {speaker.specialty && <p className="text-sm text-slate-600">{speaker.specialty}</p>}
        {speaker.lectureTitle && <p className="mt-2 text-sm text-slate-800 italic">{speaker.lectureTitle}</p>}
        {isEmailAddress(speaker.email) && (
          <a href={`mailto:${speaker.email}`} className="mt-2 inline-flex items-center gap-1.5 text-sm break-all text-brand-700 hover:underline">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {speaker.email}
          </a>
        )}
        <div className="mt-auto flex flex-col gap-3 pt-4">
          <SocialLinks links={links} ownerName={speaker.name} />
          <ProfileButton profileUrl={speaker.profileUrl} label="SpeakerSphere Profile" speakerName={speaker.name} className="w-full" />
        </div>
      </div>
    </article>
  );
}

export function SpeakerCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" aria-hidden="true">
      <Skeleton className="aspect-square rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}
