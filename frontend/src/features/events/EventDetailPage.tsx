import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, CalendarX2, EyeOff, MapPin, MonitorPlay } from 'lucide-react';
import { dedupeSpeakersByName, eventDateText, normaliseAgenda, placeLine } from '@dental/contracts';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useSiteOrigin } from '../../lib/site-origin';
import { useToday } from '../../lib/today';
import { useSiteSettings } from '../site-settings/api/get-site-settings';
import { usePageHead } from '../site-settings/components/use-page-head';
import { useSpeakers } from '../speakers/api/get-speakers';
import { SpeakerCard } from '../speakers/components/SpeakerCard';
import { SPEAKER_GRID, SPEAKER_GRID_CELL } from '../speakers/components/speaker-grid';
import { useSponsorTierNames } from '../sponsors/api/get-sponsor-tiers';
import { useSponsors } from '../sponsors/api/get-sponsors';
import { SiteSponsorsBand } from '../sponsors/components/SiteSponsorsBand';
import { SponsorTierSections } from '../sponsors/components/SponsorTierSections';
import { useEvent } from './api/get-event';
import { ContinuingEducation } from './components/ContinuingEducation';
import { EventChanges } from './components/EventChanges';
import { CountdownBadge } from './components/CountdownBadge';
import { EventActions } from './components/EventActions';
import { EventAgenda } from './components/EventAgenda';
import { EventImage } from './components/EventImage';
import { EventStatusBadge, EventStatusNote, countsDown } from './components/EventStatusBadge';
import { FollowEvent } from './components/FollowEvent';
import { cardFormatLabel } from './components/continuing-education';
import { absoluteImageUrl } from '../../lib/absolute-image-url';
import { eventJsonLd } from './event-json-ld';

export default function EventDetailPage() {
  const { id = '' } = useParams();
  const eventQuery = useEvent(id);
  const event = eventQuery.data;
  const speakersQuery = useSpeakers(id, { enabled: Boolean(event) });
  const sponsorsQuery = useSponsors(id, { enabled: Boolean(event) });
  const tierNames = useSponsorTierNames(event ? id : undefined);
  const speakers = useMemo(() => speakersQuery.data ?? [], [speakersQuery.data]);

  const notFound = eventQuery.data === null;
  const origin = useSiteOrigin();
  const siteName = useSiteSettings().data?.siteName;
  const today = useToday();
  const jsonLd = useMemo(
    () =>
      event
        ? eventJsonLd(event, dedupeSpeakersByName(speakers), new URL(paths.event(event.id), origin).href, {
            siteName,
            today,
          })
        : null,
    [event, speakers, origin, siteName, today],
  );
  usePageHead(event ? event.title : notFound ? 'Event Not Found' : 'Event', {
    description: event?.description,
    image: event ? absoluteImageUrl(event.image, origin) : null,
    type: 'event',
    jsonLd,
    noIndex: notFound,
  });

  if (eventQuery.isPending) return <EventDetailSkeleton />;
  if (!event) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <EmptyState
          icon={<CalendarX2 className="size-10" />}
          headingLevel="h1"
          title={notFound ? 'Event Not Found' : 'Event Unavailable'}
        >
          <p>
            {notFound
              ? "The event you're looking for doesn't exist."
              : "We couldn't load this event. Please refresh the page to try again."}
          </p>
          <Link to={paths.events} className={buttonClass('primary', 'md', 'mt-6')}>
            Back to Events
          </Link>
        </EmptyState>
      </div>
    );
  }

  const hasAgenda = normaliseAgenda(event.agenda).days.some((day) => day.items.length > 0);
  const sponsors = (sponsorsQuery.data ?? []).filter((sponsor) => sponsor.eventId === event.id);
  // 'Virtual' or 'Hybrid' beside the date: it decides whether a visitor travels at all.
  const format = cardFormatLabel(event.format);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={paths.events}
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Events
      </Link>

      {/* Only a signed-in admin is ever sent a hidden event: this page is their preview, not what the public sees. */}
      {event.isHidden && (
        <div
          role="note"
          aria-label="Preview"
          className="mt-4 flex flex-wrap items-start gap-x-3 gap-y-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <EyeOff className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            <strong className="font-semibold">Preview: this event is hidden and not public.</strong> Only signed-in
            admins can see this page; visitors get “Event Not Found” until it is made visible.
          </p>
          <Link
            to={`/admin/events/${encodeURIComponent(event.id)}/edit`}
            className="font-semibold text-amber-950 underline"
          >
            Edit event
          </Link>
        </div>
      )}

      <article className="mt-6">
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="relative aspect-[21/9] max-h-[420px] w-full bg-slate-100">
            <EventImage
              image={event.image}
              alt={event.title}
              title={event.title}
              date={event.date}
              sizes="(min-width: 1152px) 1152px, 100vw"
              className="size-full"
              eager
            />
          </div>
          <div className="p-6 md:p-10">
            <div className="flex flex-wrap items-center gap-3">
              <p className="inline-flex items-center gap-1.5 font-semibold text-teal-800">
                <CalendarDays className="size-5" aria-hidden="true" />
                {eventDateText(event.date)}
              </p>
              {countsDown(event) && <CountdownBadge event={event} />}
              <EventStatusBadge event={event} />
              {format && (
                <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
                  <MonitorPlay className="size-3.5 shrink-0" aria-hidden="true" />
                  {format}
                </span>
              )}
            </div>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{event.title}</h1>
            <EventStatusNote event={event} />
            <p className="mt-3 inline-flex items-center gap-1.5 text-slate-700">
              <MapPin className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
              {placeLine(event.location, event.city)}
            </p>
            <p className="mt-5 max-w-3xl leading-relaxed whitespace-pre-line text-slate-700">{event.description}</p>
            <EventActions event={event} />
            {!event.isHidden && <FollowEvent event={event} />}
          </div>
        </div>

        {/* A hidden event has no public changes, and the change log does not answer for it. */}
        {!event.isHidden && <EventChanges eventId={event.id} />}

        <ContinuingEducation event={event} />

        {hasAgenda ? (
          <EventAgenda event={event} speakers={speakers} />
        ) : (
          speakers.length > 0 && (
            <section aria-labelledby="event-speakers-heading" className="mt-12">
              <h2 id="event-speakers-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                Speakers
              </h2>
              <ul className={`mt-6 ${SPEAKER_GRID}`}>
                {dedupeSpeakersByName(speakers).map((speaker) => (
                  <li key={speaker.id} className={SPEAKER_GRID_CELL}>
                    <SpeakerCard speaker={speaker} event={event} />
                  </li>
                ))}
              </ul>
            </section>
          )
        )}

        {sponsors.length > 0 && (
          <section
            aria-labelledby="event-sponsors-heading"
            className="mt-14 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-10"
          >
            <h2 id="event-sponsors-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
              Event Sponsors
            </h2>
            <div className="mt-8">
              <SponsorTierSections
                sponsors={sponsors}
                tierNames={tierNames}
                headingLevel="h3"
                idPrefix={`event-sponsors`}
              />
            </div>
          </section>
        )}
      </article>

      <SiteSponsorsBand inset />
    </div>
  );
}

function EventDetailSkeleton() {
  return (
    <div className="skeleton-group mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8" role="status">
      <span className="sr-only">Loading event</span>
      <Skeleton className="h-5 w-32" />
      <div className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <Skeleton className="aspect-[21/9] max-h-[420px] w-full rounded-none" />
        <div className="space-y-4 p-6 md:p-10">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <div className="flex gap-3 pt-4">
            <Skeleton className="h-12 w-40" />
            <Skeleton className="h-12 w-40" />
          </div>
        </div>
      </div>
    </div>
  );
}
