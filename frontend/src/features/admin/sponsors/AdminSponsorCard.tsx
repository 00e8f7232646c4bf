import { useState } from 'react';
import { Globe2, Pencil, Trash2 } from 'lucide-react';
import type { EventListing, Sponsor } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useDeleteSponsor } from '../api/sponsors';
import { AdminDialog } from '../components/AdminDialog';
import { SponsorBadge } from './SponsorBadge';
import { SponsorFormDialog, TIER_LABELS } from './SponsorFormDialog';

export function AdminSponsorCard({ sponsor, events, showTier = true }: { sponsor: Sponsor; events: EventListing[]; showTier?: boolean }) {
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const remove = useDeleteSponsor();

  const confirmDelete = () =>
    remove.mutate(sponsor.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Sponsor deleted successfully' });
        setDeleteOpen(false);
      },
      onError: () => toast({ title: 'Error', description: 'Failed to delete sponsor. Please try again.', variant: 'destructive' }),
    });

  return (
    <article aria-label={sponsor.name} className="flex h-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <SponsorBadge sponsor={sponsor} className="size-12 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{sponsor.name}</p>
        <p className="line-clamp-2 text-xs text-slate-600">{sponsor.description}</p>
        <div className="mt-1 flex flex-wrap gap-1">
          {showTier && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-700">{TIER_LABELS[sponsor.tier]}</span>}
          {sponsor.isGlobalSponsor && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold text-brand-800">
              <Globe2 className="size-3" aria-hidden="true" />
              Global
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        <button type="button" onClick={() => setEditOpen(true)} className={buttonClass('ghost', 'sm', 'px-2')} title="Edit sponsor">
          <Pencil className="size-4" aria-hidden="true" />
          <span className="sr-only">{`Edit ${sponsor.name}`}</span>
        </button>
        <button type="button" onClick={() => setDeleteOpen(true)} className={buttonClass('ghost', 'sm', 'px-2 text-red-700 hover:bg-red-50')} title="Delete sponsor">
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="sr-only">{`Delete ${sponsor.name}`}</span>
        </button>
      </div>
      {editOpen && <SponsorFormDialog sponsor={sponsor} events={events} open={editOpen} onOpenChange={setEditOpen} />}
      <AdminDialog
        open={deleteOpen}
        onOpenChange={(next) => !remove.isPending && setDeleteOpen(next)}
        title="Delete Sponsor"
        description={`Are you sure you want to delete ${sponsor.name}? It leaves every event and the public site at once.`}
        footer={
          <>
            <button type="button" onClick={() => setDeleteOpen(false)} disabled={remove.isPending} className={buttonClass('secondary')}>
              Cancel
            </button>
            <button type="button" onClick={confirmDelete} disabled={remove.isPending} className={buttonClass('primary', 'md', 'bg-red-700 hover:bg-red-800')}>
              {remove.isPending ? 'Deleting...' : 'Delete Sponsor'}
            </button>
          </>
        }
      />
    </article>
  );
}
