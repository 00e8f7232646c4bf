import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, Clock, GraduationCap, Mail, MapPin, UserRoundX } from 'lucide-react';
import {
  EVENT_FORMAT_LABELS,
  eventDateText,
  isoDayText,
  listingTiming,
  sessionTimeLabel,
  shouldShowAbstractButton,
  visibleSocialLinks,
  type SpeakerAppearance,
  type SpeakerProfile,
  type SpeakerSession,
} from '@dental/contracts';
import { TimeText } from '../my-plan/components/TimeText';
import { EmailText } from '../../components/EmailText';
import { EmptyState, LoadError } from '../../components/EmptyState';
import { SocialLinks } from '../../components/SocialLinks';
import { Skeleton } from '../../components/ui/Skeleton';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { isEmailAddress } from '../../lib/contact';
import { useSiteOrigin } from '../../lib/site-origin';
import { useToday } from '../../lib/today';
import { sessionCreditsLabel, subjectLabel } from '../events/components/continuing-education';
import { SubscribeToCalendar } from '../events/components/SubscribeToCalendar';
import { absoluteImageUrl } from '../../lib/absolute-image-url';
import { usePageHead } from '../site-settings/components/use-page-head';
import { useSpeakerProfile, useSpeakerProfileWithEveryEvent } from './api/get-speaker-profile';
import { ProfileButton } from './components/ProfileButton';
import { SpeakerAvatar } from './components/SpeakerAvatar';
import { speakerJsonLd } from './speaker-json-ld';

const sectionHeading = 'text-sm font-semibold tracking-wide text-slate-700 uppercase';

/**
 * /speakers/:id: one person, whichever of their speaker records (one per event) the URL names.
 * Who they are, the subjects of their sessions, their disclosure, and every public event they
 * speak at with their lecture and their sessions in its agenda; a calendar subscription to their
 * upcoming events. The records of one person share one canonical page: the earliest's.
 */
export default function SpeakerDetailPage() {
  const { id = '' } = useParams();
  const profileQuery = useSpeakerProfile(id);
  const profile = profileQuery.data;
  const speaker = profile?.speaker;

  const notFound = profile === null;
  const origin = useSiteOrigin();
  const canonicalPath = profile ? paths.speaker(profile.canonicalId) : undefined;
  usePageHead(speaker ? speaker.name : notFound ? 'Speaker Not Found' : 'Speaker', {
    description: speaker
      ? [speaker.profession, speaker.lectureTitle].filter(Boolean).join(' – ') || undefined
      : undefined,
    image: speaker?.image ? absoluteImageUrl(speaker.image, origin) : null,
    type: 'profile',
    canonicalPath,
    jsonLd: profile && canonicalPath ? speakerJsonLd(profile, new URL(canonicalPath, origin).href) : null,
    noIndex: notFound,
  });

  if (profileQuery.isPending) return <SpeakerDetailSkeleton />;
  if (!profile || !speaker) {
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

  const ownEvent = profile.appearances.find((appearance) => appearance.speaker.id === speaker.id)?.event ?? null;
  const links = visibleSocialLinks(speaker, ownEvent);
  const credentials = speaker.credentials?.trim();
  // A disclosure not given yet shows nothing: 'none' is a statement only the speaker can make.
  const disclosure = speaker.disclosure?.trim();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to={paths.speakers}
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Speakers
      </Link>

      <article className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="grid gap-6 p-6 sm:grid-cols-[160px_1fr] sm:gap-8 md:grid-cols-[220px_1fr] md:p-10">
          <SpeakerAvatar
            name={speaker.name}
            image={speaker.image}
            sizes="(min-width: 768px) 220px, (min-width: 640px) 160px, 128px"
            className="aspect-square w-32 rounded-2xl sm:w-full"
            textClassName="text-5xl"
          />
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <h1 className="text-3xl font-bold text-slate-900">{speaker.name}</h1>
            {credentials && <p className="mt-1 text-lg font-medium text-slate-700">{credentials}</p>}
            {speaker.profession && <p className="mt-1 text-lg font-medium text-teal-800">{speaker.profession}</p>}
            {speaker.specialty && <p className="text-slate-600">{speaker.specialty}</p>}
            {isEmailAddress(speaker.email) && (
              <a
                href={`mailto:${speaker.email}`}
                className="mt-3 inline-flex max-w-full items-center gap-1.5 text-sm text-brand-700 hover:underline"
              >
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <EmailText email={speaker.email} />
              </a>
            )}
            <SocialLinks links={links} ownerName={speaker.name} className="mt-3" />
            <div className="mt-5">
              <ProfileButton
                profileUrl={speaker.profileUrl}
                label="SpeakerSphere Profile"
                speakerName={speaker.name}
                size="md"
              />
            </div>
          </div>
        </div>

        {profile.topics.length > 0 && (
          <section aria-labelledby="subjects-heading" className="border-t border-slate-200 p-6 md:px-10">
            <h2 id="subjects-heading" className={sectionHeading}>
              Subjects
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2" data-speaker-subjects="">
              {profile.topics.map((code) => (
                <li key={code}>
                  <Link
                    to={`${paths.speakers}?topic=${encodeURIComponent(code)}`}
                    className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                  >
                    <SubjectText code={code} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {disclosure && (
          <section aria-labelledby="disclosure-heading" className="border-t border-slate-200 p-6 md:px-10">
            <h2 id="disclosure-heading" className={sectionHeading}>
              Disclosure
            </h2>
            <p
              className="mt-2 leading-relaxed whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]"
              data-speaker-disclosure=""
            >
              {disclosure}
            </p>
          </section>
        )}
      </article>

      <section aria-labelledby="speaking-at-heading" className="mt-10">
        <h2 id="speaking-at-heading" className="text-2xl font-bold text-slate-900">
          Speaking At
        </h2>
        {/* Under the heading, so that opening it pushes the list down instead of leaving a gap beside it. */}
        <div className="mt-3 max-w-lg">
          {/* One subscription per person: the canonical record's id, whichever record this page is for. */}
          <SubscribeToCalendar
            params={{ speaker: profile.canonicalId }}
            description={`${speaker.name}'s upcoming events, in your calendar app.`}
          />
        </div>
        <Appearances id={id} profile={profile} disclosure={disclosure ?? ''} />
      </section>
    </div>
  );
}

/**
 * The events the person speaks at: the first few (upcoming ones first), then 'Show N more events',
 * which reads every one and puts the keyboard on the first shown then.
 */
function Appearances({ id, profile, disclosure }: { id: string; profile: SpeakerProfile; disclosure: string }) {
  const [everyEvent, setEveryEvent] = useState(false);
  const everyQuery = useSpeakerProfileWithEveryEvent(id, everyEvent);
  const whole = everyEvent ? everyQuery.data : undefined;
  const appearances = whole?.appearances ?? profile.appearances;
  const more = whole ? whole.moreAppearances : profile.moreAppearances;
  const list = useRef<HTMLUListElement>(null);
  const firstShown = useRef<string | null>(null);

  useEffect(() => {
    if (!whole) return;
    const before = new Set(profile.appearances.map((appearance) => appearance.event.id));
    const first = whole.appearances.find((appearance) => !before.has(appearance.event.id));
    if (!first || firstShown.current === first.event.id) return;
    firstShown.current = first.event.id;
    list.current?.querySelector<HTMLElement>(`[data-appearance="${CSS.escape(first.event.id)}"] h3 a`)?.focus();
  }, [whole, profile.appearances]);

  if (appearances.length === 0) return <p className="mt-6 text-slate-600">No events listed yet.</p>;
  return (
    <>
      <ul ref={list} className="mt-6 space-y-6">
        {appearances.map((appearance) => (
          <li key={appearance.event.id}>
            <Appearance appearance={appearance} disclosure={disclosure} />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <div className="mt-6">
          <button
            type="button"
            className={buttonClass('secondary', 'md')}
            disabled={everyEvent && everyQuery.isFetching}
            onClick={() => (everyEvent ? void everyQuery.refetch() : setEveryEvent(true))}
          >
            {everyEvent && everyQuery.isFetching
              ? 'Loading more events...'
              : `Show ${more.toLocaleString('en-US')} more ${more === 1 ? 'event' : 'events'}`}
          </button>
          {everyQuery.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {"We couldn't load the other events. Please try again."}
            </p>
          )}
        </div>
      )}
    </>
  );
}

/** One event the person speaks at: the event, their lecture there and their sessions in its agenda. */
function Appearance({ appearance, disclosure }: { appearance: SpeakerAppearance; disclosure: string }) {
  const { event, speaker, sessions } = appearance;
  const today = useToday();
  const past = listingTiming(event, today) === 'past';
  const showAbstract = shouldShowAbstractButton(speaker, event);
  const objectives = showAbstract ? (speaker.objectives ?? []).filter((objective) => objective.trim() !== '') : [];
  // Each record carries its own disclosure: shown here only when it says something the page's does not.
  const ownDisclosure = speaker.disclosure?.trim() ?? '';
  const headingId = `appearance-${event.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm [overflow-wrap:anywhere]"
      data-appearance={event.id}
    >
      <div className="border-b border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold">
            <Link to={paths.event(event.id)} className="text-brand-800 hover:underline">
              {event.title}
            </Link>
          </h3>
          {past && (
            <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              Past event
            </span>
          )}
          {event.format !== 'in_person' && event.format && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200">
              {EVENT_FORMAT_LABELS[event.format]}
            </span>
          )}
        </div>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {eventDateText(event.date)}
          </span>
          {(event.location || event.city) && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {event.location || event.city}
            </span>
          )}
        </p>
      </div>

      <div className="space-y-5 px-5 py-5 sm:px-6">
        {speaker.lectureTitle && (
          <div>
            <h4 className={sectionHeading}>Lecture</h4>
            <p className="mt-1 text-lg font-semibold text-slate-900">{speaker.lectureTitle}</p>
            {showAbstract && (
              <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{speaker.abstract}</p>
            )}
          </div>
        )}
        {objectives.length > 0 && (
          <div>
            <h4 className={sectionHeading}>Course Objectives</h4>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
              {objectives.map((objective, index) => (
                <li key={index}>{objective}</li>
              ))}
            </ol>
          </div>
        )}
        {sessions.length > 0 && (
          <div>
            <h4 className={sectionHeading}>{sessions.length === 1 ? 'Session' : 'Sessions'}</h4>
            <ul className="mt-2 divide-y divide-slate-100" aria-label={`Sessions at ${event.title}`}>
              {sessions.map((session, index) => (
                <SessionRow key={index} session={session} timeZone={event.timezone} />
              ))}
            </ul>
          </div>
        )}
        {ownDisclosure !== '' && ownDisclosure !== disclosure && (
          <div>
            <h4 className={sectionHeading}>Disclosure for this event</h4>
            <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-700">{ownDisclosure}</p>
          </div>
        )}
      </div>
    </article>
  );
}

/** A session's day and time as the event page writes them: 'Thursday, March 11, 2027 · 11:00 AM CST'. */
function SessionRow({ session, timeZone }: { session: SpeakerSession; timeZone: string | null }) {
  const credits = sessionCreditsLabel({
    ceCredits: session.ceCredits ?? undefined,
    creditType: session.creditType ?? undefined,
  });
  const day = session.isoDay ? isoDayText(session.isoDay, { weekday: true }) : session.day;
  const time = session.time && (
    <TimeText label={sessionTimeLabel(session.time, session.isoDay, timeZone)} fallback={session.time} />
  );
  return (
    <li className="py-3 first:pt-1 last:pb-0" data-speaker-session="">
      {(day || time) && (
        <p className="text-sm text-slate-600">
          <Clock className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
          {day}
          {day && time && ' · '}
          {time}
        </p>
      )}
      <p className="font-medium text-slate-900">{session.title}</p>
      {(credits || session.topics.length > 0) && (
        <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="CE credits and subjects">
          {credits && (
            <li
              className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200"
              data-session-credits=""
            >
              <GraduationCap className="size-3.5 shrink-0" aria-hidden="true" />
              {credits}
            </li>
          )}
          {session.topics.map((code) => (
            <li
              key={code}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700"
              data-session-subject=""
            >
              <SubjectText code={code} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** '690 Implants': the code AGD members record hours by, then its name. */
function SubjectText({ code }: { code: string }) {
  const name = subjectLabel(code).slice(code.length).trim();
  return (
    <>
      <span className="font-semibold text-slate-900 tabular-nums">{code}</span>
      {name && ` ${name}`}
    </>
  );
}

function SpeakerDetailSkeleton() {
  return (
    <div className="skeleton-group mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8" role="status">
      <span className="sr-only">Loading speaker</span>
      <Skeleton className="h-5 w-36" />
      <div className="mt-6 grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-[160px_1fr] md:grid-cols-[220px_1fr] md:p-10">
        <Skeleton className="aspect-square w-32 sm:w-full" />
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
