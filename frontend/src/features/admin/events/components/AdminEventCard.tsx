import { useState } from 'react';
import { Link } from 'react-router';
import {
  CalendarCheck,
  CalendarDays,
  Copy,
  Eye,
  EyeOff,
  GraduationCap,
  MapPin,
  Pencil,
  Star,
  StarOff,
  Trash2,
} from 'lucide-react';
import { placeLine, type EventSummary, type StaleReason } from '@dental/contracts';
import { buttonClass } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { cn } from '../../../../lib/cn';
import { EventImage } from '../../../events/components/EventImage';
import { Toggle } from '../../components/Toggle';
import { listedCredits } from '../../../event-editing/components/ce-summary';
import { DuplicateEventDialog } from './DuplicateEventDialog';
import { EventStatusSelect } from './EventStatusControl';
import { EventStatusBadge } from '../../../events/components/EventStatusBadge';
import { TrashEventDialog } from './TrashEventDialog';

export function AdminEventCard({
  event,
  onToggleHidden,
  onToggleFeatured,
  featuring,
  past,
  staleFeature,
}: {
  event: EventSummary;
  onToggleHidden: (event: EventSummary) => void;
  onToggleFeatured: (event: EventSummary) => void;
  featuring: boolean;
  /** Its last day has gone by. */
  past: boolean;
  /** Featured, but over or hidden: it no longer holds a featured place and is offered 'Unfeature'. */
  staleFeature: StaleReason | null;
}) {
  const [trashOpen, setTrashOpen] = useState(false);
  const [duplicateOpen, setDuplicateOpen] = useState(false);
  const headingId = `admin-event-${event.id}`;
  const credits = listedCredits(event);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex overflow-hidden rounded-xl border bg-white shadow-sm',
        event.isHidden ? 'border-dashed border-slate-300' : 'border-slate-200',
      )}
    >
      <EventImage
        image={event.image}
        alt=""
        title={event.title}
        date={event.date}
        sizes="(min-width: 640px) 12rem, 5rem"
        className={cn('w-20 shrink-0 self-stretch sm:w-48', event.isHidden && 'opacity-60')}
      />
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-base font-semibold sm:text-lg text-slate-900">
            {event.title}
          </h2>
          <div className="flex flex-wrap gap-1.5">
            {event.isFeatured && (
              <span
                className={cn(
                  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                  staleFeature
                    ? 'border border-dashed border-amber-500 bg-white text-amber-900'
                    : 'bg-amber-100 text-amber-800',
                )}
                title={
                  staleFeature ? 'No longer on the home page and not counted among the 6 featured places' : undefined
                }
              >
                <Star className={cn('size-3', !staleFeature && 'fill-current')} aria-hidden="true" />
                {staleFeature ? `Featured (${staleFeature})` : 'Featured'}
              </span>
            )}
            {past && (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                <CalendarCheck className="size-3" aria-hidden="true" />
                Past
              </span>
            )}
            <EventStatusBadge event={event} />
            {event.isHidden && (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                <EyeOff className="size-3" aria-hidden="true" />
                Hidden
              </span>
            )}
          </div>
        </div>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
          <CalendarDays className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {event.date}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
          <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span className="truncate">{placeLine(event.location ?? '', event.city ?? '')}</span>
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
          <GraduationCap className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span className={cn(!credits.known && 'text-slate-500')}>{credits.text}</span>
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-100 pt-3 sm:mt-4 sm:pt-4">
          <Toggle
            checked={!event.isHidden}
            onCheckedChange={() => onToggleHidden(event)}
            label={event.isHidden ? 'Hidden' : 'Visible'}
            srLabel={`Show ${event.title} on the public site`}
          />
          {staleFeature ? (
            <button
              type="button"
              disabled={featuring}
              onClick={() => onToggleFeatured(event)}
              className={buttonClass('secondary', 'sm', 'border-amber-400 text-amber-900 hover:bg-amber-50')}
            >
              <StarOff className="size-4" aria-hidden="true" />
              Unfeature
              <span className="sr-only">{` ${event.title}`}</span>
            </button>
          ) : (
            <button
              type="button"
              aria-pressed={event.isFeatured}
              disabled={featuring}
              onClick={() => onToggleFeatured(event)}
              className={buttonClass(event.isFeatured ? 'primary' : 'secondary', 'sm')}
            >
              <Star className={cn('size-4', event.isFeatured && 'fill-current')} aria-hidden="true" />
              {event.isFeatured ? 'Featured' : 'Feature'}
              <span className="sr-only">{` ${event.title}`}</span>
            </button>
          )}
          <EventStatusSelect event={event} />
          <div className="flex flex-wrap gap-1 sm:ml-auto sm:gap-2">
            <Link to={`/admin/events/${encodeURIComponent(event.id)}/edit`} className={buttonClass('secondary', 'sm')}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
              <span className="sr-only">{` ${event.title}`}</span>
            </Link>
            <Link to={paths.event(event.id)} className={buttonClass('ghost', 'sm')}>
              <Eye className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">View Details</span>
              <span className="sm:hidden" aria-hidden="true">
                View
              </span>
              <span className="sr-only">{` of ${event.title}`}</span>
            </Link>
            <button type="button" onClick={() => setDuplicateOpen(true)} className={buttonClass('ghost', 'sm')}>
              <Copy className="size-4" aria-hidden="true" />
              Duplicate
              <span className="sr-only">{` ${event.title}`}</span>
            </button>
            <button
              type="button"
              onClick={() => setTrashOpen(true)}
              className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Trash
              <span className="sr-only">{` ${event.title}`}</span>
            </button>
          </div>
        </div>
      </div>
      <TrashEventDialog event={event} open={trashOpen} onOpenChange={setTrashOpen} />
      {duplicateOpen && <DuplicateEventDialog event={event} open={duplicateOpen} onOpenChange={setDuplicateOpen} />}
    </article>
  );
}
