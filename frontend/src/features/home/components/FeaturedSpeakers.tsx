import { Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { UsersRound } from 'lucide-react';
import { LoadError } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { lazyAfterFirstPaint } from '../../../lib/first-paint';
import { useFeaturedSpeakers } from '../../speakers/api/get-featured-speakers';
import { SpeakerCardSkeleton } from '../../speakers/components/SpeakerCardSkeleton';
import { SPEAKER_GROUP_CELL } from './speaker-group-layout';

const FeaturedSpeakerGroups = lazyAfterFirstPaint(() => import('./FeaturedSpeakerGroups'));

function Placeholders() {
  return (
    <div role="status" className="skeleton-group space-y-12">
      <span className="sr-only">Loading speakers</span>
      {[0, 1].map((group) => (
        <div key={group} aria-hidden="true">
          <Skeleton className="mx-auto h-7 w-72" />
          <div className="mt-6 flex flex-wrap justify-center gap-6">
            {[0, 1, 2].map((card) => (
              <div key={card} className={SPEAKER_GROUP_CELL}>
                <SpeakerCardSkeleton variant="compact" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * 'Featured Speakers', grouped per event, as the server chose them (the soonest events' groups).
 * A first visit gets them rendered on the server; the cards' code loads once the page has been
 * painted. After a client-side navigation, placeholders until the groups arrive.
 */
export function FeaturedSpeakers() {
  const groupsQuery = useFeaturedSpeakers();
  const groups = useDeferredValue(groupsQuery.data);

  return (
    <section aria-labelledby="featured-speakers-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="text-center">
        <h2 id="featured-speakers-heading" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          Featured Speakers
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">
          Learn from clinicians and researchers who lead their fields.
        </p>
      </div>
      <div className="mt-10 space-y-12">
        {groupsQuery.isError ? (
          <LoadError what="the speakers" />
        ) : groups === undefined ? (
          <Placeholders />
        ) : (
          <Suspense fallback={<Placeholders />}>
            <FeaturedSpeakerGroups groups={groups} />
          </Suspense>
        )}
      </div>
      <div className="mt-12 text-center">
        <Link to={paths.speakers} className={buttonClass('primary', 'lg')}>
          <UsersRound className="size-5" aria-hidden="true" />
          View All Speakers
        </Link>
      </div>
    </section>
  );
}
