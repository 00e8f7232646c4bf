import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';

/** A speaker card's placeholder, in the card's 'tall' or 'compact' shape (kept apart from the card, which loads with its data). */
export function SpeakerCardSkeleton({ variant = 'tall' }: { variant?: 'tall' | 'compact' }) {
  const tall = variant === 'tall';
  return (
    <div
      className={cn(
        'flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm',
        tall && 'lg:flex-col',
      )}
      aria-hidden="true"
    >
      <Skeleton
        className={cn(
          'mt-4 ml-4 size-24 shrink-0',
          tall && 'lg:mt-0 lg:ml-0 lg:aspect-square lg:size-auto lg:w-full lg:rounded-none',
        )}
      />
      <div className={cn('flex-1 space-y-3 p-4', tall && 'lg:p-5')}>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}
