import { useState } from 'react';
import { initials, resolveImage, sponsorBadgeGradient } from '@dental/contracts';
import { cn } from '../../../lib/cn';

/**
 * A speaker's headshot, or the initials (up to two letters) on a gradient when there is no photo
 * or it fails to load. Decorative: the name is always written next to it.
 */
export function SpeakerAvatar({ name, image, className, textClassName = 'text-lg' }: { name: string; image?: string | null; className?: string; textClassName?: string }) {
  const src = resolveImage(image);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return <img src={src} alt="" loading="lazy" decoding="async" className={cn('object-cover', className)} onError={() => setFailedSrc(src)} />;
  }
  return (
    <div aria-hidden="true" className={cn('relative flex items-center justify-center overflow-hidden bg-gradient-to-br', sponsorBadgeGradient(name), className)}>
      <span className="absolute inset-0 bg-slate-900/30" />
      <span className={cn('relative font-bold tracking-wide text-white', textClassName)}>{initials(name) || '?'}</span>
    </div>
  );
}
