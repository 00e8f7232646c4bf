import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Search, UserRoundSearch, UsersRound, X } from 'lucide-react';
import { AGD_SUBJECTS, type EventReference, type Speaker, type SpeakerSearchAnswer } from '@dental/contracts';
import { EmptyState, LoadError } from '../../components/EmptyState';
import { PageHero } from '../../components/PageHero';
import { Pagination } from '../../components/Pagination';
import { paths } from '../../config/paths';
import { subjectLabel } from '../events/components/continuing-education';
import { usePageHead } from '../site-settings/components/use-page-head';
import { useSpeakerSearch } from './api/search-speakers';
import { SpeakerCard } from './components/SpeakerCard';
import { SpeakerCardSkeleton } from './components/SpeakerCardSkeleton';
import { SPEAKER_GRID, SPEAKER_GRID_CELL } from './components/speaker-grid';
import { speakersPageSearch } from './speakers-page-search';

const ALL_EVENTS = 'all';
const ALL_SUBJECTS = '';

interface SpeakerGroup {
  event: EventReference;
  speakers: Speaker[];
}

/** This page's speakers under their events' headings, in the order the server listed them. */
function groupByEvent(answer: SpeakerSearchAnswer): SpeakerGroup[] {
  const groups = new Map<string, SpeakerGroup>(answer.events.map((event) => [event.id, { event, speakers: [] }]));
  for (const speaker of answer.items) groups.get(speaker.eventId)?.speakers.push(speaker);
  return [...groups.values()].filter((group) => group.speakers.length > 0);
}

/**
 * /speakers: public speakers grouped per event, each person once per event, paged by the server
 * (`?q=&event=&topic=&page=`), so the page costs the same whatever the size of the catalogue. The
 * subject filter keeps speakers whose sessions (or whose event) carry that AGD subject.
 */
export default function SpeakersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, eventId, topic, page, params } = speakersPageSearch(searchParams);
  const speakersQuery = useSpeakerSearch(params);
  const answer = useDeferredValue(speakersQuery.data);
  const groups = useMemo(() => (answer ? groupByEvent(answer) : []), [answer]);
  const hasFilters = Boolean(search || eventId !== ALL_EVENTS || topic);

  usePageHead(page > 1 ? `The Speakers – Page ${page}` : 'The Speakers', {
    description: 'Industry experts and thought leaders',
    canonicalPath: page > 1 ? `${paths.speakers}?page=${page}` : paths.speakers,
  });

  const setParam = (key: string, value: string, empty: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== empty) next.set(key, value);
        else next.delete(key);
        // A changed filter starts from the first page.
        next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHero title="The Speakers" subtitle="Industry experts and thought leaders" />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <form
          role="search"
          aria-label="Find speakers"
          method="get"
          action={paths.speakers}
          className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-2 sm:p-4 lg:grid-cols-[2fr_1fr_1fr]"
          onSubmit={(formEvent) => formEvent.preventDefault()}
        >
          <div className="sm:col-span-2 lg:col-span-1">
            <label htmlFor="speaker-search" className="sr-only">
              Search speakers by name or profession
            </label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <input
                id="speaker-search"
                name="q"
                type="text"
                value={search}
                onChange={(changeEvent) => setParam('q', changeEvent.target.value, '')}
                placeholder="Search speakers by name or profession..."
                // Room for the clear button only while it shows, so a phone fits the whole placeholder.
                className={`w-full rounded-lg border border-slate-300 py-2 pl-9 text-sm placeholder:text-[13px] focus:border-brand-500 sm:placeholder:text-sm ${search ? 'pr-10' : 'pr-2'}`}
              />
              {search && (
                <button
                  type="button"
                  onClick={() => setParam('q', '', '')}
                  className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
                  aria-label="Clear search"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              )}
            </div>
          </div>
          <div>
            <label htmlFor="speaker-event" className="sr-only">
              Filter by event
            </label>
            <select
              id="speaker-event"
              name="event"
              value={eventId}
              onChange={(changeEvent) => setParam('event', changeEvent.target.value, ALL_EVENTS)}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value={ALL_EVENTS}>All Events</option>
              {(answer?.eventOptions ?? []).map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="speaker-topic" className="sr-only">
              Filter by subject
            </label>
            <select
              id="speaker-topic"
              name="topic"
              value={topic}
              onChange={(changeEvent) => setParam('topic', changeEvent.target.value, ALL_SUBJECTS)}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value={ALL_SUBJECTS}>All Subjects</option>
              {AGD_SUBJECTS.map((subject) => (
                <option key={subject.code} value={subject.code}>
                  {subjectLabel(subject.code)}
                </option>
              ))}
            </select>
          </div>
        </form>

        <div className="mt-10">
          {speakersQuery.isError && !answer ? (
            <LoadError what="the speakers" />
          ) : !answer ? (
            <div role="status" aria-live="polite" className="skeleton-group">
              <span className="sr-only">Loading speakers</span>
              <div className={SPEAKER_GRID}>
                {Array.from({ length: 8 }, (_, index) => (
                  <div key={index} className={SPEAKER_GRID_CELL}>
                    <SpeakerCardSkeleton />
                  </div>
                ))}
              </div>
            </div>
          ) : answer.total === 0 && !hasFilters ? (
            <EmptyState icon={<UsersRound className="size-10" />} title="No Speakers Available">
              Speaker information will be updated soon.
            </EmptyState>
          ) : answer.total === 0 ? (
            <EmptyState icon={<UserRoundSearch className="size-10" />} title="No Speakers Found">
              Try adjusting your search criteria or filters.
            </EmptyState>
          ) : (
            <div className="space-y-14">
              {groups.map((group) => (
                <section key={group.event.id} aria-labelledby={`speakers-of-${group.event.id}`}>
                  <h2
                    id={`speakers-of-${group.event.id}`}
                    className="border-b border-slate-200 pb-3 text-2xl font-bold text-slate-900"
                  >
                    {`${group.event.title} Speakers`}
                  </h2>
                  <ul className={`mt-6 ${SPEAKER_GRID}`}>
                    {group.speakers.map((speaker) => (
                      <li key={speaker.id} className={SPEAKER_GRID_CELL}>
                        <SpeakerCard speaker={speaker} event={group.event} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              <Pagination page={answer.page} pageSize={answer.pageSize} total={answer.total} label="Speaker pages" />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
