import { useState } from 'react';
import { initials, mediaSrcSet, resolveImage, sponsorBadgeGradient } from '@dental/contracts';
import { cn } from '../../../lib/cn';

/**
 * A speaker's headshot, or the initials (up to two letters) on a gradient when there is no photo
 * or it fails to load. Decorative: the name is always written next to it. An uploaded headshot
 * comes in several widths; `sizes` is its displayed width (as in <img sizes>).
 */
export function SpeakerAvatar({
  name,
  image,
  className,
  textClassName = 'text-lg',
  sizes = '96px',
}: {
  name: string;
  image?: string | null;
  className?: string;
  textClassName?: string;
  sizes?: string;
}) {
  const src = resolveImage(image);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    const srcSet = mediaSrcSet(src);
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn('object-cover', className)}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative flex items-center justify-center overflow-hidden bg-gradient-to-br',
        sponsorBadgeGradient(name),
        className,
      )}
    >
      <span className="absolute inset-0 bg-slate-900/30" />
      <span className={cn('relative font-bold tracking-wide text-white', textClassName)}>{initials(name) || '?'}</span>
    </div>
  );
}
