import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, FileWarning, Plus, Search, Share2, UserRoundSearch, Users, X } from 'lucide-react';
import {
  FEATURED_SPEAKERS_LIMIT,
  FEATURED_SPEAKERS_LIMIT_MESSAGE,
  filterSpeakers,
  isSetSocialLink,
  type EventListing,
  type Speaker,
  type SpeakerFlag,
} from '@dental/contracts';
import { EmptyState, LoadError } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClass } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminEvents, useSetEventFlag } from '../events/api/events';
import { useAdminSpeakers, useSetSpeakerFlag } from './api/speakers';
import { AdminPage } from '../components/AdminPage';
import { StatCard } from '../components/StatCard';
import { Toggle } from '../components/Toggle';
import { AdminSpeakerCard } from './components/AdminSpeakerCard';
import { disclosureMissing } from './disclosure';

const ALL_EVENTS = 'all';

const FLAG_FAILURES: Record<SpeakerFlag, string> = {
  socialVisible: 'Failed to update social visibility',
  hideAbstract: 'Failed to update speaker abstract visibility',
  isFeatured: 'Failed to update featured status',
};

const FLAG_SUCCESSES: Record<SpeakerFlag, string> = {
  socialVisible: 'Speaker social visibility updated',
  hideAbstract: 'Speaker abstract visibility updated',
  isFeatured: 'Speaker featured status updated',
};

function nextValue(speaker: Speaker, flag: SpeakerFlag): boolean {
  if (flag === 'socialVisible') return !speaker.socialVisible;
  if (flag === 'hideAbstract') return !speaker.hideAbstract;
  return !speaker.isFeatured;
}

const hasSocialMedia = (speaker: Speaker) =>
  Object.values(speaker.socialLinks ?? {}).some((url) => isSetSocialLink(url));

function EventGroupHeader({ event, speakers }: { event: EventListing; speakers: Speaker[] }) {
  const setFlag = useSetEventFlag();
  const featured = speakers.filter((speaker) => speaker.isFeatured).length;
  const toggle = (flag: 'hideSocialMedia' | 'hideAbstracts', value: boolean, failure: string, success: string) =>
    setFlag.mutate(
      { id: event.id, flag, value },
      {
        onSuccess: () => toast({ title: 'Success', description: success }),
        onError: () => toast({ title: 'Error', description: failure, variant: 'destructive' }),
      },
    );
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <h2 id={`speakers-of-${event.id}`} className="text-lg font-semibold text-slate-900">
          {event.title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          <span>{speakers.length === 1 ? '1 speaker' : `${speakers.length} speakers`}</span>
          <span aria-hidden="true"> · </span>
          <span>{`Featured ${featured}/${FEATURED_SPEAKERS_LIMIT}`}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Toggle
          checked={!event.hideSocialMedia}
          disabled={setFlag.isPending}
          onCheckedChange={(checked) =>
            toggle(
              'hideSocialMedia',
              !checked,
              'Failed to update event social media visibility',
              'Event social media visibility updated',
            )
          }
          label={event.hideSocialMedia ? 'Social Hidden' : 'Social Visible'}
          srLabel={`Social media visible for ${event.title}`}
        />
        <Toggle
          checked={!event.hideAbstracts}
          disabled={setFlag.isPending}
          onCheckedChange={(checked) =>
            toggle(
              'hideAbstracts',
              !checked,
              'Failed to update event abstract visibility',
              'Event abstract visibility updated',
            )
          }
          label={event.hideAbstracts ? 'Abstracts Hidden' : 'Abstracts Visible'}
          srLabel={`Abstracts visible for ${event.title}`}
        />
      </div>
    </div>
  );
}

export default function AdminSpeakersPage() {
  const speakersQuery = useAdminSpeakers();
  const eventsQuery = useAdminEvents();
  const setFlag = useSetSpeakerFlag();
  const [search, setSearch] = useState('');
  const [eventId, setEventId] = useState(ALL_EVENTS);

  const speakers = useMemo(() => speakersQuery.data ?? [], [speakersQuery.data]);
  const events = useMemo(() => eventsQuery.data ?? [], [eventsQuery.data]);
  const groups = useMemo(() => {
    const shown = filterSpeakers(speakers, { search, eventId });
    return events
      .map((event) => ({ event, speakers: shown.filter((speaker) => speaker.eventId === event.id) }))
      .filter((group) => group.speakers.length > 0);
  }, [speakers, events, search, eventId]);

  const stats = useMemo(
    () => ({
      total: speakers.length,
      events: new Set(speakers.map((speaker) => speaker.eventId)).size,
      social: speakers.filter(hasSocialMedia).length,
      disclosureMissing: speakers.filter(disclosureMissing).length,
    }),
    [speakers],
  );

  const toggle = (speaker: Speaker, flag: SpeakerFlag) =>
    setFlag.mutate(
      { id: speaker.id, flag, value: nextValue(speaker, flag) },
      {
        onSuccess: () => toast({ title: 'Success', description: FLAG_SUCCESSES[flag] }),
        onError: (error) => {
          if (flag === 'isFeatured' && error instanceof ApiError && error.status === 409) {
            toast({
              title: 'Maximum Reached',
              description: error.serverMessage ?? FEATURED_SPEAKERS_LIMIT_MESSAGE,
              variant: 'destructive',
            });
          } else {
            toast({ title: 'Error', description: FLAG_FAILURES[flag], variant: 'destructive' });
          }
        },
      },
    );

  const loading = speakersQuery.isPending || eventsQuery.isPending;
  const failed = speakersQuery.isError || eventsQuery.isError;

  return (
    <AdminPage
      title="Manage Speakers"
      description="Speakers grouped by event: visibility of social links and abstracts, and up to three featured speakers per event."
      actions={
        <Link to="/admin/speakers/new" className={buttonClass('primary')}>
          <Plus className="size-4" aria-hidden="true" />
          Add New Speaker
        </Link>
      }
    >
      <form
        role="search"
        aria-label="Find speakers"
        className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr]"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="relative">
          <label htmlFor="admin-speaker-search" className="sr-only">
            Search speakers by name or profession
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id="admin-speaker-search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search speakers by name or profession..."
            className="w-full rounded-lg border border-slate-300 py-2 pr-10 pl-9 text-sm"
          />
          {search && (
            <button
              type="button"
              onClick={() => setSearch('')}
              aria-label="Clear search"
              title="Clear search"
              className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        <div>
          <label htmlFor="admin-speaker-event" className="sr-only">
            Filter by event
          </label>
          <select
            id="admin-speaker-event"
            value={eventId}
            onChange={(e) => setEventId(e.target.value)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value={ALL_EVENTS}>All Events</option>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div className="mt-8">
        {failed ? (
          <LoadError what="the speakers" />
        ) : loading ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">Loading speakers</span>
            <Skeleton className="h-20 w-full rounded-xl" />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-36 rounded-xl" />
              ))}
            </div>
          </div>
        ) : speakers.length === 0 ? (
          <EmptyState icon={<Users className="size-10" />} title="No Speakers Available">
            Add the first speaker with 'Add New Speaker'.
          </EmptyState>
        ) : groups.length === 0 ? (
          <EmptyState icon={<UserRoundSearch className="size-10" />} title="No Speakers Found">
            Try adjusting your search criteria or filters.
          </EmptyState>
        ) : (
          <div className="space-y-10">
            {groups.map((group) => (
              <section key={group.event.id} aria-labelledby={`speakers-of-${group.event.id}`}>
                <EventGroupHeader
                  event={group.event}
                  speakers={speakers.filter((speaker) => speaker.eventId === group.event.id)}
                />
                <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  {group.speakers.map((speaker) => (
                    <li key={speaker.id}>
                      <AdminSpeakerCard
                        speaker={speaker}
                        onToggle={toggle}
                        busy={setFlag.isPending && setFlag.variables?.id === speaker.id}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>

      <section aria-label="Speaker statistics" className="mt-10 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Speakers"
          value={speakersQuery.isSuccess ? stats.total : '–'}
          icon={<Users className="size-5" />}
        />
        <StatCard
          label="Events with Speakers"
          value={speakersQuery.isSuccess ? stats.events : '–'}
          icon={<CalendarDays className="size-5" />}
          tone="teal"
        />
        <StatCard
          label="Speakers with Social Media"
          value={speakersQuery.isSuccess ? stats.social : '–'}
          icon={<Share2 className="size-5" />}
          tone="violet"
        />
        <StatCard
          label="Disclosures Missing"
          value={speakersQuery.isSuccess ? stats.disclosureMissing : '–'}
          icon={<FileWarning className="size-5" />}
          tone={stats.disclosureMissing > 0 ? 'amber' : 'green'}
        />
      </section>
    </AdminPage>
  );
}
