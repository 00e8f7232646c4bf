import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Eye, EyeOff, GraduationCap, MapPin, Pencil, Star, Trash2 } from 'lucide-react';
import type { EventListing } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { EventImage } from '../../events/components/EventImage';
import { Toggle } from '../components/Toggle';
import { listedCredits } from './ce-summary';
import { TrashEventDialog } from './TrashEventDialog';

export function AdminEventCard({
  event,
  onToggleHidden,
  onToggleFeatured,
  featuring,
}: {
  event: EventListing;
  onToggleHidden: (event: EventListing) => void;
  onToggleFeatured: (event: EventListing) => void;
  featuring: boolean;
}) {
  const [trashOpen, setTrashOpen] = useState(false);
  const headingId = `admin-event-${event.id}`;
  const credits = listedCredits(event);
  return (
    <article aria-labelledby={headingId} className={cn('flex overflow-hidden rounded-xl border bg-white shadow-sm', event.isHidden ? 'border-dashed border-slate-300' : 'border-slate-200')}>
      <EventImage image={event.image} alt="" sizes="(min-width: 640px) 12rem, 5rem" className={cn('w-20 shrink-0 self-stretch sm:w-48', event.isHidden && 'opacity-60')} />
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-base font-semibold sm:text-lg text-slate-900">
            {event.title}
          </h2>
          <div className="flex flex-wrap gap-1.5">
            {event.isFeatured && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                <Star className="size-3 fill-current" aria-hidden="true" />
                Featured
              </span>
            )}
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
          <span className="truncate">{[event.location, event.city].filter(Boolean).join(' · ')}</span>
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
          <GraduationCap className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span className={cn(!credits.known && 'text-slate-500')}>{credits.text}</span>
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-100 pt-3 sm:mt-4 sm:pt-4">
          <Toggle checked={!event.isHidden} onCheckedChange={() => onToggleHidden(event)} label={event.isHidden ? 'Hidden' : 'Visible'} srLabel={`Show ${event.title} on the public site`} />
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
          <div className="flex flex-wrap gap-1 sm:ml-auto sm:gap-2">
            <Link to={`/admin/events/${encodeURIComponent(event.id)}/edit`} className={buttonClass('secondary', 'sm')}>
              <Pencil className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Edit</span>
              <span className="sr-only">{` ${event.title}`}</span>
            </Link>
            <Link to={paths.event(event.id)} className={buttonClass('ghost', 'sm')}>
              <Eye className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">View Details</span>
              <span className="sr-only">{` of ${event.title}`}</span>
            </Link>
            <button type="button" onClick={() => setTrashOpen(true)} className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}>
              <Trash2 className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Trash</span>
              <span className="sr-only">{` ${event.title}`}</span>
            </button>
          </div>
        </div>
      </div>
      <TrashEventDialog event={event} open={trashOpen} onOpenChange={setTrashOpen} />
    </article>
  );
}
