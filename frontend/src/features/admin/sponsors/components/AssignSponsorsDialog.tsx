import { useMemo, useState } from 'react';
import { ArrowRightLeft, MapPin, Search } from 'lucide-react';
import type { EventChoice, Sponsor, SponsorTier } from '@dental/contracts';
import { buttonClass } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { useAssignSponsors } from '../api/sponsors';
import { AdminDialog } from '../../components/AdminDialog';
import { inputClass } from '../../components/form';
import { SponsorBadge } from './SponsorBadge';
import { assignedMessage, movesFromAnotherEvent, placementText, type EventTitles } from '../sponsor-placement';
import { TIER_LABELS } from '../../components/tier-labels';

/**
 * Pick sponsors for one tier of one event: only those not already with this event, filtered by
 * name, each with where it is shown now. A sponsor has one event, so choosing one that sits on
 * another event moves it: the dialog asks before it does.
 */
export function AssignSponsorsDialog({
  event,
  tier,
  tierName,
  sponsors,
  titles,
  open,
  onOpenChange,
}: {
  event: EventChoice;
  tier: SponsorTier;
  tierName: string;
  sponsors: Sponsor[];
  titles: EventTitles;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmingMove, setConfirmingMove] = useState(false);
  const assign = useAssignSponsors();
  const available = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return sponsors.filter(
      (sponsor) => sponsor.eventId !== event.id && (needle === '' || sponsor.name.toLowerCase().includes(needle)),
    );
  }, [sponsors, event.id, search]);
  const chosen = sponsors.filter((sponsor) => selected.has(sponsor.id));
  const moving = chosen.filter((sponsor) => movesFromAnotherEvent(sponsor, event.id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const reset = () => {
    setSelected(new Set());
    setSearch('');
    setConfirmingMove(false);
  };

  const close = (next: boolean) => {
    if (assign.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const add = () =>
    assign.mutate(
      { sponsors: chosen, eventId: event.id, tier },
      {
        onSuccess: (assigned) => {
          toast({ title: 'Success', description: assignedMessage(assigned, tier, event.title, titles) });
          reset();
          onOpenChange(false);
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to add sponsors to event. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  const onAddClicked = () => (moving.length > 0 ? setConfirmingMove(true) : add());

  const searchId = `assign-search-${event.id}-${tier}`;
  if (confirmingMove) {
    return (
      <AdminDialog
        open={open}
        onOpenChange={close}
        title={moving.length === 1 ? 'Move this sponsor?' : `Move ${moving.length} sponsors?`}
        description={`A sponsor is shown at one event at a time. Adding ${moving.length === 1 ? 'it' : 'them'} to ${event.title} takes ${moving.length === 1 ? 'it' : 'them'} off ${moving.length === 1 ? 'its' : 'their'} current event.`}
        footer={
          <>
            <button
              type="button"
              onClick={() => setConfirmingMove(false)}
              disabled={assign.isPending}
              className={buttonClass('secondary')}
            >
              Back
            </button>
            <button type="button" onClick={add} disabled={assign.isPending} className={buttonClass('primary')}>
              <ArrowRightLeft className="size-4" aria-hidden="true" />
              {assign.isPending ? 'Moving...' : moving.length === 1 ? 'Move Sponsor' : `Move ${moving.length} Sponsors`}
            </button>
          </>
        }
      >
        <ul className="space-y-2" aria-label="Sponsors that will move">
          {moving.map((sponsor) => (
            <li key={sponsor.id} className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800">
              <span className="font-semibold text-slate-900">{sponsor.name}</span>
              {`: from ${placementText({ ...sponsor, isGlobalSponsor: false }, titles)} to ${TIER_LABELS[tier]} at ${event.title}`}
            </li>
          ))}
        </ul>
        {chosen.length > moving.length && (
          <p className="mt-3 text-sm text-slate-600">{`${chosen.length - moving.length} other selected sponsor(s) will be added as well.`}</p>
        )}
      </AdminDialog>
    );
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title={`Add Sponsors to ${tierName}`}
      description={`Choose sponsors for the ${tier} tier of ${event.title}.`}
      footer={
        <>
          <button
            type="button"
            onClick={() => close(false)}
            disabled={assign.isPending}
            className={buttonClass('secondary')}
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={onAddClicked}
            disabled={selected.size === 0 || assign.isPending}
            className={buttonClass('primary')}
          >
            {assign.isPending ? 'Adding...' : `Add Selected (${selected.size})`}
          </button>
        </>
      }
    >
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search sponsors by name
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={searchId}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search sponsors by name..."
          className={inputClass(false) + ' pl-9'}
        />
      </div>
      {available.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No available sponsors found
        </p>
      ) : (
        <ul className="mt-4 space-y-2" aria-label="Available sponsors">
          {available.map((sponsor) => {
            const placement = placementText(sponsor, titles);
            const placementId = `placement-${event.id}-${tier}-${sponsor.id}`;
            return (
              <li key={sponsor.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-2 hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                  <input
                    type="checkbox"
                    checked={selected.has(sponsor.id)}
                    onChange={() => toggle(sponsor.id)}
                    aria-describedby={placement ? placementId : undefined}
                    className="size-4 shrink-0 accent-brand-700"
                  />
                  <SponsorBadge sponsor={sponsor} className="size-9 shrink-0" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold text-slate-900">{sponsor.name}</span>
                    {placement ? (
                      <span id={placementId} className="flex items-start gap-1 text-xs font-medium text-amber-800">
                        <MapPin className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                        <span className="[overflow-wrap:anywhere]">{placement}</span>
                      </span>
                    ) : (
                      <span className="block truncate text-xs text-slate-600">{sponsor.description}</span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </AdminDialog>
  );
}
