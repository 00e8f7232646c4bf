import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { CalendarDays, UsersRound } from 'lucide-react';
import { withListedYears, type SiteSettings } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { useFirstPaintDone } from '../../../lib/first-paint';
import { useListedYears } from '../../events/api/listed-years';
import heroPoster from '../assets/hero-poster.webp';

/** A short, silent loop behind the hero; the gradient underneath stays if it cannot play. */
export const HERO_VIDEO_SRC = '/media/hero-loop.webm';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const media = window.matchMedia?.(REDUCED_MOTION_QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asks for reduced motion. The server cannot know, so its HTML and the
 * hydration that takes it over say no; the browser's answer follows at once, after hydration.
 * Read during hydration instead, a visitor who asks for it made React find no video where the
 * server had rendered one, and render the whole page again.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true,
    () => false,
  );
}

/** True once the page has been painted and the browser is idle: the video does not compete with the page's own loading. */
function useIdleAfterFirstPaint(): boolean {
  const painted = useFirstPaintDone();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!painted) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [painted]);
  return idle;
}

export function HeroSection({ hero }: { hero: SiteSettings['hero'] | undefined }) {
  const reducedMotion = usePrefersReducedMotion();
  const [videoFailed, setVideoFailed] = useState(false);
  const idle = useIdleAfterFirstPaint();
  const showVideo = !reducedMotion && !videoFailed;
  const years = useListedYears();

  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-800 to-teal-800 text-white"
    >
      {showVideo && (
        <video
          className="absolute inset-0 -z-10 size-full object-cover opacity-40"
          // The video's first frame (3.6 KB, inlined) shows at once; the loop itself loads after the page.
          poster={heroPoster}
          src={idle ? HERO_VIDEO_SRC : undefined}
          autoPlay
          loop
          muted
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          onError={() => {
            console.warn('Hero video could not be loaded; showing the background without it.');
            setVideoFailed(true);
          }}
        />
      )}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-950/40 via-transparent to-brand-950/70"
        aria-hidden="true"
      />
      <div className="mx-auto flex min-h-[520px] max-w-5xl flex-col items-center justify-center px-4 py-20 text-center sm:px-6 md:min-h-[600px] lg:px-8">
        {hero ? (
          <>
            <h1
              id="hero-heading"
              className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl md:text-6xl"
            >
              {withListedYears(hero.title, years)}
            </h1>
            <p className="mt-6 max-w-3xl text-lg text-balance text-brand-50 sm:text-xl">{hero.tagline}</p>
          </>
        ) : (
          <div className="flex w-full flex-col items-center gap-4" aria-hidden="true">
            <h1 id="hero-heading" className="sr-only">
              Loading
            </h1>
            <Skeleton className="h-12 w-3/4 bg-white/15" />
            <Skeleton className="h-6 w-2/3 bg-white/15" />
          </div>
        )}
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <Link to={paths.events} className={buttonClass('onDark', 'lg')}>
            <CalendarDays className="size-5" aria-hidden="true" />
            View Events
          </Link>
          <Link to={paths.speakers} className={buttonClass('outlineOnDark', 'lg')}>
            <UsersRound className="size-5" aria-hidden="true" />
            Meet Speakers
          </Link>
        </div>
      </div>
    </section>
  );
}
