import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Award, Globe2, Medal, Pencil, Plus, Trophy } from 'lucide-react';
import { SPONSOR_TIERS, type EventChoice, type Sponsor, type SponsorTier } from '@dental/contracts';
import { LoadError } from '../../../components/EmptyState';
import { Pagination } from '../../../components/Pagination';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClass } from '../../../components/ui/button';
import { adminEventQueryOptions, useAdminEventsPage } from '../events/api/events';
import { EventMenu } from '../components/EventMenu';
import { useAdminSponsors, useSponsorEventTitles } from './api/sponsors';
import { useSponsorTierNames } from '../../sponsors/api/get-sponsor-tiers';
import { AdminPage } from '../components/AdminPage';
import { ListSearchBox } from '../components/ListSearchBox';
import { StatCard } from '../components/StatCard';
import { AdminSponsorCard } from './components/AdminSponsorCard';
import { AssignSponsorsDialog } from './components/AssignSponsorsDialog';
import { GlobalSponsorPicker } from './components/GlobalSponsorPicker';
import { TIER_LABELS } from '../components/tier-labels';
import { SponsorFormDialog } from './components/SponsorFormDialog';
import type { EventTitles } from './sponsor-placement';
import { TierNamesDialog } from './components/TierNamesDialog';

const ALL_EVENTS = 'all';
/**
 * Event cards a page (decision 0096): each card reads its event's tier names, so a page of every
 * event asked the server once per event.
 */
const EVENT_CARDS_PAGE_SIZE = 10;

function SponsorGrid({
  sponsors,
  titles,
  showTier,
  showEvent,
  empty,
}: {
  sponsors: Sponsor[];
  titles: EventTitles;
  showTier?: boolean;
  showEvent?: boolean;
  empty: string;
}) {
  if (sponsors.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">{empty}</p>
    );
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {sponsors.map((sponsor) => (
        <li key={sponsor.id}>
          <AdminSponsorCard sponsor={sponsor} titles={titles} showTier={showTier} showEvent={showEvent} />
        </li>
      ))}
    </ul>
  );
}

function EventSponsorsCard({
  event,
  sponsors,
  allSponsors,
  titles,
}: {
  event: EventChoice;
  sponsors: Sponsor[];
  allSponsors: Sponsor[];
  titles: EventTitles;
}) {
  const names = useSponsorTierNames(event.id);
  const [tierNamesOpen, setTierNamesOpen] = useState(false);
  const [addingTo, setAddingTo] = useState<SponsorTier | null>(null);
  const headingId = `sponsors-of-${event.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {event.title}
          </h2>
          <p className="text-sm text-slate-600">{`${event.date} · ${sponsors.length === 1 ? '1 sponsor' : `${sponsors.length} sponsors`}`}</p>
        </div>
        <button type="button" onClick={() => setTierNamesOpen(true)} className={buttonClass('secondary', 'sm')}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit Tier Names<span className="sr-only">{` for ${event.title}`}</span>
        </button>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
        {SPONSOR_TIERS.map((tier) => {
          const inTier = sponsors.filter((sponsor) => sponsor.tier === tier);
          return (
            <div
              key={tier}
              aria-label={`${event.title}: ${names[tier]}`}
              role="group"
              className="rounded-xl bg-slate-50 p-3"
            >
              <div className="mb-2 flex items-center justify-between gap-2">
                <h3 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{names[tier]}</h3>
                <button
                  type="button"
                  onClick={() => setAddingTo(tier)}
                  className={buttonClass('ghost', 'sm', 'px-2 py-1')}
                >
                  <Plus className="size-4" aria-hidden="true" />
                  Add<span className="sr-only">{` ${tier} sponsors to ${event.title}`}</span>
                </button>
              </div>
              {inTier.length === 0 ? (
                <p className="text-sm text-slate-500">{`No ${TIER_LABELS[tier].toLowerCase()} sponsors yet`}</p>
              ) : (
                <ul className="space-y-2">
                  {inTier.map((sponsor) => (
                    <li key={sponsor.id}>
                      <AdminSponsorCard sponsor={sponsor} titles={titles} showTier={false} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
      {tierNamesOpen && (
        <TierNamesDialog event={event} names={names} open={tierNamesOpen} onOpenChange={setTierNamesOpen} />
      )}
      {addingTo && (
        <AssignSponsorsDialog
          event={event}
          tier={addingTo}
          tierName={names[addingTo]}
          sponsors={allSponsors}
          titles={titles}
          open={addingTo !== null}
          onOpenChange={(open) => !open && setAddingTo(null)}
        />
      )}
    </section>
  );
}

export default function AdminSponsorsPage() {
  const sponsorsQuery = useAdminSponsors();
  const titlesQuery = useSponsorEventTitles();
  const [search, setSearch] = useState('');
  // The event and the page of event cards are in the address (?eventId=&page=).
  const [searchParams, setSearchParams] = useSearchParams();
  const eventId = searchParams.get('eventId') || ALL_EVENTS;
  const askedPage = Number(searchParams.get('page'));
  const setEventId = (id: string) =>
    setSearchParams(id === ALL_EVENTS ? {} : { eventId: id }, { replace: true, preventScrollReset: true });
  const [addOpen, setAddOpen] = useState(false);
  const [globalPickerOpen, setGlobalPickerOpen] = useState(false);

  // The event cards are a page of the admin events list, upcoming events first as the menu lists
  // them (decision 0110), or the one event chosen.
  const allEvents = eventId === ALL_EVENTS;
  const cardsQuery = useAdminEventsPage(
    {
      q: '',
      show: 'all',
      sort: 'soonest',
      page: Number.isInteger(askedPage) && askedPage >= 1 ? askedPage : 1,
    },
    // One event chosen, its card is that event alone.
    { pageSize: EVENT_CARDS_PAGE_SIZE, enabled: allEvents },
  );
  const chosenQuery = useQuery({ ...adminEventQueryOptions(eventId), enabled: !allEvents });
  const shownEvents: EventChoice[] = useMemo(
    () => (allEvents ? (cardsQuery.data?.items ?? []) : chosenQuery.data ? [chosenQuery.data] : []),
    [allEvents, cardsQuery.data, chosenQuery.data],
  );

  const sponsors = useMemo(() => sponsorsQuery.data ?? [], [sponsorsQuery.data]);
  // The sponsors' events, and the cards' own, by id: what the cards and dialogs name events by.
  const titles: EventTitles = useMemo(
    () => new Map([...(titlesQuery.data ?? []), ...shownEvents.map((event) => [event.id, event.title] as const)]),
    [titlesQuery.data, shownEvents],
  );
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle === '' ? sponsors : sponsors.filter((sponsor) => sponsor.name.toLowerCase().includes(needle));
  }, [sponsors, search]);
  const counted = allEvents ? matching : matching.filter((sponsor) => sponsor.eventId === eventId);
  const tierCount = (tier: SponsorTier) => counted.filter((sponsor) => sponsor.tier === tier).length;
  const cardsPage = allEvents ? (cardsQuery.data?.page ?? 1) : 1;
  const cardsTotal = allEvents ? (cardsQuery.data?.total ?? 0) : shownEvents.length;
  const globalSponsors = matching.filter((sponsor) => sponsor.isGlobalSponsor);
  const unassigned = matching.filter((sponsor) => sponsor.eventId === null);
  const ready =
    sponsorsQuery.isSuccess && titlesQuery.isSuccess && (allEvents ? cardsQuery.isSuccess : !chosenQuery.isPending);
  const failed = sponsorsQuery.isError || titlesQuery.isError || (allEvents && cardsQuery.isError);
  const stat = (value: number) => (ready ? value : '–');

  return (
    <AdminPage
      title="Manage Sponsors"
      description="Sponsors of each event by tier, and the global site sponsors."
      actions={
        <button type="button" onClick={() => setAddOpen(true)} className={buttonClass('primary')}>
          <Plus className="size-4" aria-hidden="true" />
          Add New Sponsor
        </button>
      }
    >
      <form
        role="search"
        aria-label="Find sponsors"
        className="grid grid-cols-1 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr]"
        onSubmit={(e) => e.preventDefault()}
      >
        <ListSearchBox
          id="admin-sponsor-search"
          label="Search sponsors by name"
          placeholder="Search sponsors by name..."
          value={search}
          onChange={setSearch}
        />
        <div>
          <label htmlFor="admin-sponsor-event" className="sr-only">
            Filter by event
          </label>
          <EventMenu
            id="admin-sponsor-event"
            chosen={eventId}
            noEvent={ALL_EVENTS}
            leading={<option value={ALL_EVENTS}>All Events</option>}
            value={eventId}
            onChange={(e) => setEventId(e.target.value)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          />
        </div>
      </form>

      <section aria-label="Sponsor statistics" className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Sponsors" value={stat(counted.length)} icon={<Trophy className="size-5" />} />
        <StatCard
          label="Platinum"
          value={stat(tierCount('platinum'))}
          icon={<Award className="size-5" />}
          tone="violet"
        />
        <StatCard label="Gold" value={stat(tierCount('gold'))} icon={<Medal className="size-5" />} tone="amber" />
        <StatCard label="Silver" value={stat(tierCount('silver'))} icon={<Medal className="size-5" />} tone="slate" />
      </section>

      {failed ? (
        <div className="mt-8">
          <LoadError what="the sponsors" />
        </div>
      ) : !ready ? (
        <div role="status" className="mt-8 space-y-4">
          <span className="sr-only">Loading sponsors</span>
          <Skeleton className="h-48 w-full rounded-2xl" />
          <Skeleton className="h-72 w-full rounded-2xl" />
        </div>
      ) : (
        <div className="mt-8 space-y-8">
          <section
            aria-labelledby="global-site-sponsors"
            className="rounded-2xl border border-brand-200 bg-brand-50/50 p-5 shadow-sm"
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h2 id="global-site-sponsors" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                  <Globe2 className="size-5 text-brand-700" aria-hidden="true" />
                  Global Site Sponsors
                </h2>
                <p className="text-sm text-slate-600">Shown across the whole site, grouped by tier.</p>
              </div>
              <button
                type="button"
                onClick={() => setGlobalPickerOpen(true)}
                className={buttonClass('secondary', 'sm')}
              >
                <Plus className="size-4" aria-hidden="true" />
                Add Existing Sponsor
              </button>
            </div>
            <div className="mt-4 space-y-4">
              {globalSponsors.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-center text-sm text-slate-600">
                  No global site sponsors added yet
                </p>
              ) : (
                SPONSOR_TIERS.filter((tier) => globalSponsors.some((sponsor) => sponsor.tier === tier)).map((tier) => (
                  <div key={tier}>
                    <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">{`${TIER_LABELS[tier]} Sponsors`}</h3>
                    <SponsorGrid
                      sponsors={globalSponsors.filter((sponsor) => sponsor.tier === tier)}
                      titles={titles}
                      showTier={false}
                      showEvent
                      empty=""
                    />
                  </div>
                ))
              )}
            </div>
          </section>

          {shownEvents.map((event) => (
            <EventSponsorsCard
              key={event.id}
              event={event}
              sponsors={matching.filter((sponsor) => sponsor.eventId === event.id)}
              allSponsors={sponsors}
              titles={titles}
            />
          ))}
          <Pagination page={cardsPage} pageSize={EVENT_CARDS_PAGE_SIZE} total={cardsTotal} label="Event pages" />

          <section
            aria-labelledby="unassigned-sponsors"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="unassigned-sponsors" className="text-lg font-semibold text-slate-900">
              Global Sponsors
            </h2>
            <p className="text-sm text-slate-600">Sponsors not assigned to any event.</p>
            <div className="mt-4">
              <SponsorGrid sponsors={unassigned} titles={titles} empty="Every sponsor is assigned to an event." />
            </div>
          </section>
        </div>
      )}

      {addOpen && <SponsorFormDialog sponsor={null} open={addOpen} onOpenChange={setAddOpen} />}
      <GlobalSponsorPicker sponsors={sponsors} open={globalPickerOpen} onOpenChange={setGlobalPickerOpen} />
    </AdminPage>
  );
}
