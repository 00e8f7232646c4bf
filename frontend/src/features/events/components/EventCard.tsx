import { Link } from 'react-router';
import { CalendarDays, GraduationCap, MapPin, MonitorPlay } from 'lucide-react';
import { eventDateText, type EventSummary } from '@dental/contracts';
import { paths } from '../../../config/paths';
import { cardCreditsLabel, cardFormatLabel } from './continuing-education';
import { CountdownBadge } from './CountdownBadge';
import { EventImage } from './EventImage';
import { EventStatusBadge, countsDown } from './EventStatusBadge';

type HeadingLevel = 'h2' | 'h3';

/** The card's width in EventGrid's 1/2/3 columns (within the 80rem page width). */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 24.5rem, (min-width: 640px) 50vw, 100vw';

/**
 * Image, date, title, two lines of description, location and countdown; the whole card opens the
 * event. Above the location, what a dental professional chooses by: the CE credits ('Up to 14 CE
 * credits', or the organiser's 'About 12 CE credits') and the format when it is not in person.
 */
/** `eager`: the first card of a list, whose picture is the largest thing a phone shows first. */
export function EventCard({
  event,
  headingLevel: Heading = 'h3',
  eager = false,
}: {
  event: EventSummary;
  headingLevel?: HeadingLevel;
  eager?: boolean;
}) {
  const credits = cardCreditsLabel(event);
  const format = cardFormatLabel(event.format);
  return (
    <article className="render-near-viewport-100 group relative flex h-full min-w-0 flex-col overflow-hidden rounded-2xl break-words border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-3 focus-within:ring-teal-500">
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100">
        <EventImage
          image={event.image}
          alt=""
          title={event.title}
          date={event.date}
          sizes={CARD_IMAGE_SIZES}
          eager={eager}
          className="size-full transition duration-300 group-hover:scale-105"
        />
        {countsDown(event) && <CountdownBadge event={event} className="absolute top-3 right-3 shadow-sm" />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium text-teal-800">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          {eventDateText(event.date)}
          {/* Beside the date it qualifies, not over the picture, where it would meet the countdown on a narrow card. */}
          <EventStatusBadge event={event} />
        </p>
        <Heading className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={paths.event(event.id)}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {event.title}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-slate-600">{event.description}</p>
        {/* Pushed to the bottom together, so the locations of a row of cards line up. */}
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {(credits || format) && (
            <ul className="flex flex-wrap gap-1.5" aria-label="Credits and format">
              {credits && (
                <li className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200">
                  <GraduationCap className="size-3.5 shrink-0" aria-hidden="true" />
                  {credits}
                </li>
              )}
              {format && (
                <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
                  <MonitorPlay className="size-3.5 shrink-0" aria-hidden="true" />
                  {format}
                </li>
              )}
            </ul>
          )}
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span className="min-w-0 truncate">{event.location}</span>
          </p>
        </div>
      </div>
    </article>
  );
}

/** The 1/2/3 column grid of event cards (its placeholders, EventGridSkeleton, live apart: they show before this code loads). */
export function EventGrid({ events, eagerFirst = false }: { events: EventSummary[]; eagerFirst?: boolean }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event, index) => (
        <li key={event.id} className="min-w-0">
          <EventCard event={event} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
