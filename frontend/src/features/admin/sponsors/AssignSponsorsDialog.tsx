import { useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import type { EventListing, Sponsor, SponsorTier } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useAssignSponsors } from '../api/sponsors';
import { AdminDialog } from '../components/AdminDialog';
import { inputClass } from '../components/form';
import { SponsorBadge } from './SponsorBadge';

/** Pick sponsors for one tier of one event: only those not already with this event, filtered by name. */
export function AssignSponsorsDialog({
  event,
  tier,
  tierName,
  sponsors,
  open,
  onOpenChange,
}: {
  event: EventListing;
  tier: SponsorTier;
  tierName: string;
  sponsors: Sponsor[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const assign = useAssignSponsors();
  const available = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return sponsors.filter((sponsor) => sponsor.eventId !== event.id && (needle === '' || sponsor.name.toLowerCase().includes(needle)));
  }, [sponsors, event.id, search]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const close = (next: boolean) => {
    if (assign.isPending) return;
    if (!next) {
      setSelected(new Set());
      setSearch('');
    }
    onOpenChange(next);
  };

  const add = () =>
    assign.mutate(
      { ids: [...selected], eventId: event.id, tier },
      {
        onSuccess: (count) => {
          toast({ title: 'Success', description: `${count} sponsor(s) added to ${tier} tier for ${event.title}` });
          setSelected(new Set());
          setSearch('');
          onOpenChange(false);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to add sponsors to event. Please try again.', variant: 'destructive' }),
      },
    );

  const searchId = `assign-search-${event.id}-${tier}`;
  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title={`Add Sponsors to ${tierName}`}
      description={`Choose sponsors for the ${tier} tier of ${event.title}.`}
      footer={
        <>
          <button type="button" onClick={() => close(false)} disabled={assign.isPending} className={buttonClass('secondary')}>
            Cancel
          </button>
          <button type="button" onClick={add} disabled={selected.size === 0 || assign.isPending} className={buttonClass('primary')}>
            {assign.isPending ? 'Adding...' : `Add Selected (${selected.size})`}
          </button>
        </>
      }
    >
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search sponsors by name
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <input id={searchId} value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search sponsors by name..." className={inputClass(false) + ' pl-9'} />
      </div>
      {available.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">No available sponsors found</p>
      ) : (
        <ul className="mt-4 space-y-2" aria-label="Available sponsors">
          {available.map((sponsor) => (
            <li key={sponsor.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-2 hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                <input type="checkbox" checked={selected.has(sponsor.id)} onChange={() => toggle(sponsor.id)} className="size-4 accent-brand-700" />
                <SponsorBadge sponsor={sponsor} className="size-9 shrink-0" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-slate-900">{sponsor.name}</span>
                  <span className="block truncate text-xs text-slate-600">{sponsor.description}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </AdminDialog>
  );
}
