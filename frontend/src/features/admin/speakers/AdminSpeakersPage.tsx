import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, FileWarning, Plus, Share2, UserRoundSearch, Users } from 'lucide-react';
import {
  ADMIN_SPEAKER_GROUPS_PAGE_SIZE,
  FEATURED_SPEAKERS_LIMIT,
  FEATURED_SPEAKERS_LIMIT_MESSAGE,
  type AdminSpeakerGroup,
  type Speaker,
  type SpeakerFlag,
} from '@dental/contracts';
import { EmptyState, LoadError } from '../../../components/EmptyState';
import { Pagination } from '../../../components/Pagination';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClass } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { refetchAfterWrite } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSetEventFlag } from '../events/api/events';
import { EventMenu } from '../components/EventMenu';
import { useAdminSpeakersPage, useSetSpeakerFlag, type SpeakerListState } from './api/speakers';
import { AdminPage } from '../components/AdminPage';
import { ListSearchBox } from '../components/ListSearchBox';
import { StatCard } from '../components/StatCard';
import { Toggle } from '../components/Toggle';
import { AdminSpeakerCard } from './components/AdminSpeakerCard';
import { useListAddress } from '../components/list-address';

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

/** The screen's state as its address holds it; the server takes at most 200 characters of search. */
function readSpeakerListState(params: URLSearchParams): SpeakerListState {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    eventId: (params.get('eventId') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address for a state, leaving out defaults so the plain screen stays at /admin/speakers. */
function speakerListParams(state: SpeakerListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q !== '') params.set('q', state.q);
  if (state.eventId !== '' && state.eventId !== ALL_EVENTS) params.set('eventId', state.eventId);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

function EventGroupHeader({ group }: { group: AdminSpeakerGroup }) {
  const { event, speakerCount, featuredCount: featured } = group;
  const queryClient = useQueryClient();
  const setFlag = useSetEventFlag();
  const toggle = (flag: 'hideSocialMedia' | 'hideAbstracts', value: boolean, failure: string, success: string) =>
    setFlag.mutate(
      { id: event.id, flag, value },
      {
        onSuccess: () => toast({ title: 'Success', description: success }),
        onError: () => toast({ title: 'Error', description: failure, variant: 'destructive' }),
        // The header's switches read the event from this screen's answer.
        onSettled: () => void refetchAfterWrite(queryClient, queryKeys.speakers.adminPages()),
      },
    );
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <h2 id={`speakers-of-${event.id}`} className="text-lg font-semibold text-slate-900">
          {event.title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          <span>{speakerCount === 1 ? '1 speaker' : `${speakerCount} speakers`}</span>
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

/**
 * /admin/speakers: the spec's groups by event, its search and event menu, for any number of
 * speakers: the server answers a page of ten events' groups and the statistics of all (GET
 * /api/admin/speakers, decision 0094); the search, event and page are kept in the address.
 */
export default function AdminSpeakersPage() {
  const { state, update, searchBox } = useListAddress(readSpeakerListState, speakerListParams);
  const pageQuery = useAdminSpeakersPage(state);
  const setFlag = useSetSpeakerFlag();

  const answer = pageQuery.data;
  const eventId = state.eventId === '' ? ALL_EVENTS : state.eventId;

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

  const failed = pageQuery.isError && answer === undefined;
  const groups = answer?.items ?? [];
  const nobody = answer !== undefined && answer.stats.total === 0;

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
        className="grid grid-cols-1 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr]"
        onSubmit={(e) => e.preventDefault()}
      >
        <ListSearchBox
          id="admin-speaker-search"
          label="Search speakers by name or profession"
          placeholder="Search speakers by name or profession..."
          {...searchBox}
        />
        <div>
          <label htmlFor="admin-speaker-event" className="sr-only">
            Filter by event
          </label>
          <EventMenu
            id="admin-speaker-event"
            chosen={eventId}
            noEvent={ALL_EVENTS}
            leading={<option value={ALL_EVENTS}>All Events</option>}
            value={eventId}
            onChange={(e) => update({ eventId: e.target.value === ALL_EVENTS ? '' : e.target.value })}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          />
        </div>
      </form>

      <div className="mt-8">
        {failed ? (
          <LoadError what="the speakers" />
        ) : answer === undefined ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">Loading speakers</span>
            <Skeleton className="h-20 w-full rounded-xl" />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-36 rounded-xl" />
              ))}
            </div>
          </div>
        ) : nobody ? (
          <EmptyState icon={<Users className="size-10" />} title="No Speakers Available">
            Add the first speaker with 'Add New Speaker'.
          </EmptyState>
        ) : groups.length === 0 ? (
          <EmptyState icon={<UserRoundSearch className="size-10" />} title="No Speakers Found">
            Try adjusting your search criteria or filters.
          </EmptyState>
        ) : (
          <>
            <div className="space-y-10">
              {groups.map((group) => (
                <section key={group.event.id} aria-labelledby={`speakers-of-${group.event.id}`}>
                  <EventGroupHeader group={group} />
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
            {answer && (
              <Pagination
                page={answer.page}
                pageSize={ADMIN_SPEAKER_GROUPS_PAGE_SIZE}
                total={answer.total}
                label="Speaker pages"
              />
            )}
          </>
        )}
      </div>

      <section aria-label="Speaker statistics" className="mt-10 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Speakers"
          value={answer ? answer.stats.total : '–'}
          icon={<Users className="size-5" />}
        />
        <StatCard
          label="Events with Speakers"
          value={answer ? answer.stats.events : '–'}
          icon={<CalendarDays className="size-5" />}
          tone="teal"
        />
        <StatCard
          label="Speakers with Social Media"
          value={answer ? answer.stats.social : '–'}
          icon={<Share2 className="size-5" />}
          tone="violet"
        />
        <StatCard
          label="Disclosures Missing"
          value={answer ? answer.stats.disclosureMissing : '–'}
          icon={<FileWarning className="size-5" />}
          tone={(answer?.stats.disclosureMissing ?? 0) > 0 ? 'amber' : 'green'}
        />
      </section>
    </AdminPage>
  );
}
