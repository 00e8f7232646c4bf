import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { bundledImageSrcSet, mediaSrcSet, resolveImage } from '@dental/contracts';
import { cn } from '../../../lib/cn';

/**
 * The event's image (URL, uploaded file, attached asset or bundled name), or a calm gradient when there
 * is none or it fails. `sizes` is the displayed width (as in <img sizes>): a bundled image and an
 * uploaded one come in several widths.
 */
export function EventImage({
  image,
  alt,
  className,
  sizes = '100vw',
  eager = false,
}: {
  image: string;
  alt: string;
  className?: string;
  sizes?: string;
  eager?: boolean;
}) {
  const src = resolveImage(image);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-brand-700 to-teal-600 text-white/80',
          className,
        )}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <CalendarDays className="size-12" aria-hidden="true" />
      </div>
    );
  }
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
