import { useState } from 'react';
import { CalendarX2, Globe2, Pencil, Trash2 } from 'lucide-react';
import type { Sponsor } from '@dental/contracts';
import { buttonClass } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useRemoveSponsorFromEvent, useUpdateSponsor } from '../api/sponsors';
import { AdminDialog } from '../../components/AdminDialog';
import { SponsorBadge } from './SponsorBadge';
import { SponsorFormDialog } from './SponsorFormDialog';
import { TIER_LABELS } from '../../components/tier-labels';
import { placementText, type EventTitles } from '../sponsor-placement';
import { TrashSponsorDialog } from './TrashSponsorDialog';

type Removal = 'event' | 'global';

/**
 * One sponsor with its actions: edit, take it off its event or out of the global list (each asks
 * first and says what stays), and delete, which moves it to the trash after the password.
 */
export function AdminSponsorCard({
  sponsor,
  titles,
  showTier = true,
  showEvent = false,
}: {
  sponsor: Sponsor;
  titles: EventTitles;
  showTier?: boolean;
  /** Say which event it is also on (in the global panel, where that is not otherwise shown). */
  showEvent?: boolean;
}) {
  const [editOpen, setEditOpen] = useState(false);
  const [trashOpen, setTrashOpen] = useState(false);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const removeFromEvent = useRemoveSponsorFromEvent();
  const update = useUpdateSponsor();
  const pending = removeFromEvent.isPending || update.isPending;
  const eventTitle = sponsor.eventId === null ? null : (titles.get(sponsor.eventId) ?? 'its event');

  const confirmRemoval = () => {
    const done = (description: string) => () => {
      toast({ title: 'Success', description });
      setRemoving(null);
    };
    const failed = (fallback: string) => (error: unknown) =>
      toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
    if (removing === 'event') {
      removeFromEvent.mutate(sponsor.id, {
        onSuccess: done(`Removed ${sponsor.name} from ${eventTitle}`),
        onError: failed('Failed to remove the sponsor from the event. Please try again.'),
      });
    } else if (removing === 'global') {
      update.mutate(
        { id: sponsor.id, changes: { isGlobalSponsor: false } },
        {
          onSuccess: done(`Removed ${sponsor.name} from the global site sponsors`),
          onError: failed('Failed to remove the sponsor from the global site sponsors. Please try again.'),
        },
      );
    }
  };

  const removalText =
    removing === 'event'
      ? `${sponsor.name} will no longer be shown at ${eventTitle}. The sponsor stays in your list${sponsor.isGlobalSponsor ? ' and among the global site sponsors' : ''}, and can be added to an event again.`
      : `${sponsor.name} will no longer be shown across the site.${eventTitle ? ` It stays a ${TIER_LABELS[sponsor.tier].toLowerCase()} sponsor of ${eventTitle}.` : ' The sponsor stays in your list.'}`;

  return (
    <article aria-label={sponsor.name} className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-3">
        <SponsorBadge sponsor={sponsor} className="size-12 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{sponsor.name}</p>
          <p className="line-clamp-2 text-xs text-slate-600">{sponsor.description}</p>
          {showEvent && sponsor.eventId !== null && (
            <p className="mt-0.5 text-xs font-medium [overflow-wrap:anywhere] text-slate-700">
              {placementText({ ...sponsor, isGlobalSponsor: false }, titles)}
            </p>
          )}
          <div className="mt-1 flex flex-wrap gap-1">
            {showTier && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-700">
                {TIER_LABELS[sponsor.tier]}
              </span>
            )}
            {sponsor.isGlobalSponsor && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold text-brand-800">
                <Globe2 className="size-3" aria-hidden="true" />
                Global
              </span>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-1">
          <button
            type="button"
            onClick={() => setEditOpen(true)}
            className={buttonClass('ghost', 'sm', 'px-2')}
            title="Edit sponsor"
          >
            <Pencil className="size-4" aria-hidden="true" />
            <span className="sr-only">{`Edit ${sponsor.name}`}</span>
          </button>
          <button
            type="button"
            onClick={() => setTrashOpen(true)}
            className={buttonClass('ghost', 'sm', 'px-2 text-red-700 hover:bg-red-50')}
            title="Move sponsor to trash"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="sr-only">{`Delete ${sponsor.name}`}</span>
          </button>
        </div>
      </div>
      {(sponsor.eventId !== null || sponsor.isGlobalSponsor) && (
        <div className="mt-2 flex flex-wrap gap-x-1 gap-y-1 border-t border-slate-100 pt-2">
          {sponsor.eventId !== null && (
            <button
              type="button"
              onClick={() => setRemoving('event')}
              aria-label={`Remove from event: ${sponsor.name}`}
              className={buttonClass('ghost', 'sm', 'px-2 py-1 text-xs')}
            >
              <CalendarX2 className="size-3.5" aria-hidden="true" />
              Remove from event
            </button>
          )}
          {sponsor.isGlobalSponsor && (
            <button
              type="button"
              onClick={() => setRemoving('global')}
              aria-label={`Remove from global: ${sponsor.name}`}
              className={buttonClass('ghost', 'sm', 'px-2 py-1 text-xs')}
            >
              <Globe2 className="size-3.5" aria-hidden="true" />
              Remove from global
            </button>
          )}
        </div>
      )}
      {editOpen && <SponsorFormDialog sponsor={sponsor} open={editOpen} onOpenChange={setEditOpen} />}
      {trashOpen && <TrashSponsorDialog sponsor={sponsor} open={trashOpen} onOpenChange={setTrashOpen} />}
      <AdminDialog
        open={removing !== null}
        onOpenChange={(next) => !pending && !next && setRemoving(null)}
        title={removing === 'global' ? 'Remove from Global Site Sponsors?' : 'Remove from Event?'}
        description={removalText}
        footer={
          <>
            <button
              type="button"
              onClick={() => setRemoving(null)}
              disabled={pending}
              className={buttonClass('secondary')}
            >
              Cancel
            </button>
            <button type="button" onClick={confirmRemoval} disabled={pending} className={buttonClass('primary')}>
              {pending ? 'Removing...' : 'Remove'}
            </button>
          </>
        }
      />
    </article>
  );
}
