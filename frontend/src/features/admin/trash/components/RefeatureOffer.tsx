import { Star } from 'lucide-react';
import { FEATURED_EVENTS_LIMIT } from '@dental/contracts';
import { buttonClass } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useSetEventFlag } from '../../events/api/events';

/** A restored event that was featured when it was trashed (trashing gives up its featured place). */
export interface RefeatureOfferState {
  id: string;
  title: string;
  /** The server says featuring it now would be accepted. */
  slotFree: boolean;
}

/** After a restore: 'Feature again' when a place is free, else why it cannot be featured now. */
export function RefeatureOffer({ offer, onDone }: { offer: RefeatureOfferState; onDone: () => void }) {
  const feature = useSetEventFlag();
  const featureAgain = () =>
    feature.mutate(
      { id: offer.id, flag: 'isFeatured', value: true },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Event featured status updated' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to update featured status'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div
      role="status"
      aria-label="Featured before the trash"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <Star className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm text-slate-800">
        {offer.slotFree
          ? `${offer.title} was featured before it went to the trash. A featured place is free: feature it again?`
          : `${offer.title} was featured before it went to the trash. It cannot be featured again now: all ${FEATURED_EVENTS_LIMIT} featured places are taken, or the event is past or hidden.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {offer.slotFree && (
          <button
            type="button"
            onClick={featureAgain}
            disabled={feature.isPending}
            className={buttonClass('primary', 'sm')}
          >
            <Star className="size-4" aria-hidden="true" />
            {feature.isPending ? 'Featuring...' : 'Feature again'}
          </button>
        )}
        <button type="button" onClick={onDone} className={buttonClass('ghost', 'sm')}>
          {offer.slotFree ? 'Not now' : 'Dismiss'}
        </button>
      </div>
    </div>
  );
}
