import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { SPONSOR_TIERS, type Sponsor, type SponsorTier } from '@dental/contracts';
import { buttonClass } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { useUpdateSponsor } from '../api/sponsors';
import { AdminDialog } from '../../components/AdminDialog';
import { inputClass } from '../../components/form';
import { SponsorBadge } from './SponsorBadge';
import { TIER_LABELS } from '../../components/tier-labels';

/** 'Add Existing Sponsor to Global Site Sponsors': non-global sponsors, by name or description and by tier. */
export function GlobalSponsorPicker({
  sponsors,
  open,
  onOpenChange,
}: {
  sponsors: Sponsor[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [search, setSearch] = useState('');
  const [tier, setTier] = useState<SponsorTier | 'all'>('all');
  const update = useUpdateSponsor();
  const candidates = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return sponsors.filter(
      (sponsor) =>
        !sponsor.isGlobalSponsor &&
        (tier === 'all' || sponsor.tier === tier) &&
        (needle === '' ||
          sponsor.name.toLowerCase().includes(needle) ||
          sponsor.description.toLowerCase().includes(needle)),
    );
  }, [sponsors, search, tier]);

  const add = (sponsor: Sponsor) =>
    update.mutate(
      { id: sponsor.id, changes: { isGlobalSponsor: true } },
      {
        onSuccess: () => toast({ title: 'Success', description: 'Sponsor added to global site sponsors!' }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to add sponsor to global site sponsors.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Existing Sponsor to Global Site Sponsors"
      description="Global site sponsors are shown across the whole site."
      footer={
        <button type="button" onClick={() => onOpenChange(false)} className={buttonClass('secondary')}>
          Done
        </button>
      }
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_10rem]">
        <div>
          <label htmlFor="global-picker-search" className="sr-only">
            Search by name or description
          </label>
          <input
            id="global-picker-search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name or description..."
            className={inputClass(false)}
          />
        </div>
        <div>
          <label htmlFor="global-picker-tier" className="sr-only">
            Filter by tier
          </label>
          <select
            id="global-picker-tier"
            value={tier}
            onChange={(e) => setTier(e.target.value as SponsorTier | 'all')}
            className={inputClass(false)}
          >
            <option value="all">All tiers</option>
            {SPONSOR_TIERS.map((value) => (
              <option key={value} value={value}>
                {TIER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {candidates.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No available sponsors found
        </p>
      ) : (
        <ul className="mt-4 space-y-2" aria-label="Sponsors that are not global">
          {candidates.map((sponsor) => (
            <li key={sponsor.id} className="flex items-center gap-3 rounded-lg border border-slate-200 p-2">
              <SponsorBadge sponsor={sponsor} className="size-9 shrink-0" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-slate-900">{sponsor.name}</span>
                <span className="block truncate text-xs text-slate-600">{`${TIER_LABELS[sponsor.tier]} · ${sponsor.description}`}</span>
              </span>
              <button
                type="button"
                onClick={() => add(sponsor)}
                disabled={update.isPending}
                className={buttonClass('secondary', 'sm')}
              >
                <Plus className="size-4" aria-hidden="true" />
                Add<span className="sr-only">{` ${sponsor.name} to global site sponsors`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </AdminDialog>
  );
}
