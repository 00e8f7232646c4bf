import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { bundledImageSrcSet, eventDateText, mediaSrcSet, resolveImage } from '@dental/contracts';
import { cn } from '../../../lib/cn';
import { placeholderTone } from './event-placeholder';

/**
 * The event's image (URL, uploaded file, attached asset or bundled name), or, when there is none or
 * it fails, a placeholder drawn with the event's title and date. `sizes` is the displayed width (as
 * in <img sizes>): a bundled image and an uploaded one come in several widths.
 */
export function EventImage({
  image,
  alt,
  title,
  date,
  className,
  sizes = '100vw',
  eager = false,
}: {
  image: string;
  alt: string;
  /** The event's title and date text, written on the placeholder. */
  title: string;
  date: string;
  className?: string;
  sizes?: string;
  eager?: boolean;
}) {
  const src = resolveImage(image);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src)
    return <EventImagePlaceholder title={title} date={date} alt={alt} className={className} />;
  return (
    <img
      src={src}
      srcSet={bundledImageSrcSet(src) ?? mediaSrcSet(src)}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn('object-cover', className)}
      onError={() => setFailedSrc(src)}
    />
  );
}

/**
 * An event's picture when it has none: its title and date on colours chosen by the title, over a
 * quiet pattern of rings. Sized by its box (container queries), so a card, the event page's banner
 * and the admin's thumbnail each get type that fits; too small a box keeps only the calendar mark.
 * The words are part of the picture: a screen reader hears `alt`, or nothing when it is ''.
 */
export function EventImagePlaceholder({
  title,
  date,
  alt,
  className,
}: {
  title: string;
  date: string;
  alt: string;
  className?: string;
}) {
  const dateText = date.trim() === '' ? '' : eventDateText(date);
  return (
    <div
      className={cn(
        '@container relative flex overflow-hidden bg-gradient-to-br text-white',
        placeholderTone(title),
        className,
      )}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-event-placeholder=""
    >
      <svg
        className="absolute inset-0 size-full"
        preserveAspectRatio="xMaxYMid slice"
        viewBox="0 0 320 180"
        aria-hidden="true"
      >
        <g fill="none" stroke="currentColor" strokeOpacity="0.12" strokeWidth="1.5">
          <circle cx="270" cy="40" r="40" />
          <circle cx="270" cy="40" r="70" />
          <circle cx="270" cy="40" r="100" />
          <circle cx="270" cy="40" r="130" />
        </g>
      </svg>
      <CalendarDays
        className="absolute top-1/2 left-1/2 size-8 -translate-1/2 opacity-80 @[10rem]:hidden"
        aria-hidden="true"
      />
      <div className="relative hidden w-full flex-col justify-end gap-1 p-4 @[10rem]:flex @md:gap-2 @md:p-6 @3xl:p-10">
        {dateText && (
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-white/85 uppercase @md:text-sm @3xl:text-base">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {dateText}
          </p>
        )}
        {title.trim() !== '' && (
          <p className="line-clamp-3 text-lg leading-tight font-bold text-balance @md:text-2xl @3xl:text-4xl">
            {title}
          </p>
        )}
      </div>
    </div>
  );
}
