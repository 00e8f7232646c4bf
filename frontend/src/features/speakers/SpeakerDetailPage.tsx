import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, Mail, MapPin, UserRoundX } from 'lucide-react';
import { comparableName, shouldShowAbstractButton, visibleSocialLinks } from '@dental/contracts';
import { EmailText } from '../../components/EmailText';
import { EmptyState, LoadError } from '../../components/EmptyState';
import { SocialLinks } from '../../components/SocialLinks';
import { Skeleton } from '../../components/ui/Skeleton';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { isEmailAddress } from '../../lib/contact';
import { useSiteOrigin } from '../../lib/site-origin';
import { absoluteImageUrl } from '../events/event-json-ld';
import { usePageHead } from '../site-settings/use-page-head';
import { useSpeaker } from './api/get-speaker';
import { useSpeakerSearch } from './api/search-speakers';
import { speakerAppearancesSearch } from './speakers-page-search';
import { ProfileButton } from './components/ProfileButton';
import { SpeakerAvatar } from './components/SpeakerAvatar';

export default function SpeakerDetailPage() {
  const { id = '' } = useParams();
  const speakerQuery = useSpeaker(id);
  const speaker = speakerQuery.data;
  // The same person may speak at several events, with a speaker record at each: found by name.
  const appearancesQuery = useSpeakerSearch(speakerAppearancesSearch(speaker?.name), { enabled: Boolean(speaker) });
  const appearances = appearancesQuery.data;

  const ownEvent = appearances?.events.find((event) => event.id === speaker?.eventId) ?? null;
  const speakingAt = useMemo(() => {
    if (!speaker || !appearances) return [];
    const key = comparableName(speaker.name);
    const eventIds = new Set([speaker.eventId, ...appearances.items.filter((other) => comparableName(other.name) === key).map((other) => other.eventId)]);
    return appearances.events.filter((event) => eventIds.has(event.id));
  }, [speaker, appearances]);

  const notFound = speakerQuery.data === null;
  const origin = useSiteOrigin();
  usePageHead(speaker ? speaker.name : notFound ? 'Speaker Not Found' : 'Speaker', {
    description: speaker ? [speaker.profession, speaker.lectureTitle].filter(Boolean).join(' – ') || undefined : undefined,
    image: speaker?.image ? absoluteImageUrl(speaker.image, origin) : null,
    type: 'profile',
    noIndex: notFound,
  });

  if (speakerQuery.isPending) return <SpeakerDetailSkeleton />;
  if (notFound || !speaker) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        {notFound ? (
          <EmptyState icon={<UserRoundX className="size-10" />} headingLevel="h1" title="Speaker Not Found">
            <p>The speaker you're looking for doesn't exist.</p>
            <Link to={paths.speakers} className={buttonClass('primary', 'md', 'mt-6')}>
              Back to Speakers
            </Link>
          </EmptyState>
        ) : (
          <>
            <h1 className="sr-only">Speaker</h1>
            <LoadError what="this speaker" />
          </>
        )}
      </div>
    );
  }

  const showAbstract = shouldShowAbstractButton(speaker, ownEvent) && !(appearancesQuery.isPending && speaker.eventId);
  const objectives = (speaker.objectives ?? []).filter((objective) => objective.trim() !== '');
  const links = appearancesQuery.isPending ? [] : visibleSocialLinks(speaker, ownEvent);
  const credentials = speaker.credentials?.trim();
  // A disclosure not given yet shows nothing: 'none' is a statement only the speaker can make.
  const disclosure = speaker.disclosure?.trim();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to={paths.speakers} className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Speakers
      </Link>

      <article className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="grid gap-8 p-6 md:grid-cols-[220px_1fr] md:p-10">
          <SpeakerAvatar name={speaker.name} image={speaker.image} className="aspect-square w-40 rounded-2xl md:w-full" textClassName="text-5xl" />
          <div>
            <h1 className="text-3xl font-bold text-slate-900">{speaker.name}</h1>
            {credentials && <p className="mt-1 text-lg font-medium text-slate-700">{credentials}</p>}
            {speaker.profession && <p className="mt-1 text-lg font-medium text-teal-800">{speaker.profession}</p>}
            {speaker.specialty && <p className="text-slate-600">{speaker.specialty}</p>}
            {isEmailAddress(speaker.email) && (
              <a href={`mailto:${speaker.email}`} className="mt-3 inline-flex items-center gap-1.5 text-sm text-brand-700 hover:underline">
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <EmailText email={speaker.email} />
              </a>
            )}
            <SocialLinks links={links} ownerName={speaker.name} className="mt-3" />
            <div className="mt-5">
              <ProfileButton profileUrl={speaker.profileUrl} label="SpeakerSphere Profile" speakerName={speaker.name} size="md" />
            </div>
          </div>
        </div>

        {speaker.lectureTitle && (
          <section aria-labelledby="lecture-heading" className="border-t border-slate-200 p-6 md:px-10">
            <h2 id="lecture-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
              Lecture
            </h2>
            <p className="mt-2 text-xl font-semibold text-slate-900">{speaker.lectureTitle}</p>
            {showAbstract && (
              <>
                <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">Abstract</h3>
                <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{speaker.abstract}</p>
                {objectives.length > 0 && (
                  <>
                    <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">Course Objectives</h3>
                    <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
                      {objectives.map((objective, index) => (
                        <li key={index}>{objective}</li>
                      ))}
                    </ol>
                  </>
                )}
              </>
            )}
          </section>
        )}

        {disclosure && (
          <section aria-labelledby="disclosure-heading" className="border-t border-slate-200 p-6 md:px-10">
            <h2 id="disclosure-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
              Disclosure
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]" data-speaker-disclosure="">
              {disclosure}
            </p>
          </section>
        )}

        {speakingAt.length > 0 && (
          <section aria-labelledby="speaking-at-heading" className="border-t border-slate-200 p-6 md:px-10">
            <h2 id="speaking-at-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
              Speaking At
            </h2>
            <ul className="mt-3 space-y-3">
              {speakingAt.map((event) => (
                <li key={event.id}>
                  <Link to={paths.event(event.id)} className="block rounded-xl border border-slate-200 p-4 hover:border-brand-300 hover:bg-brand-50">
                    <span className="font-semibold text-brand-800">{event.title}</span>
                    <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                      <span className="inline-flex items-center gap-1">
                        <CalendarDays className="size-4" aria-hidden="true" />
                        {event.date}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <MapPin className="size-4" aria-hidden="true" />
                        {event.location}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </div>
  );
}

function SpeakerDetailSkeleton() {
  return (
    <div className="skeleton-group mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8" role="status">
      <span className="sr-only">Loading speaker</span>
      <Skeleton className="h-5 w-36" />
      <div className="mt-6 grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 md:grid-cols-[220px_1fr] md:p-10">
        <Skeleton className="aspect-square w-40 md:w-full" />
        <div className="space-y-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-10 w-48" />
        </div>
      </div>
    </div>
  );
}

