import { createContext, useContext, useMemo } from 'react';
import { paths } from '../../../config/paths';
import { Link } from 'react-router';
import { ChevronRight, Clock, Coffee, GraduationCap, Layers, ListChecks, MapPin, Presentation } from 'lucide-react';
import {
  listingTiming,
  forumSessionCount,
  normaliseAgenda,
  isoDayText,
  sessionDay,
  sessionTimeLabel,
  type AgendaItem,
  type AgendaSession,
  type EventListing,
  type Speaker,
} from '@dental/contracts';
import { cn } from '../../../lib/cn';
import { useToday } from '../../../lib/today';
import { TimeText } from '../../my-plan/components/TimeText';
import type { PlanItem } from '../../my-plan/api/plan-item';
import { planSessions } from '../../my-plan/api/plan-sessions';
import { sessionCreditsLabel, timeZoneLabel, workshopGroupCreditsLabel } from './continuing-education';
import { AgendaSpeaker } from './AgendaSpeaker';
import { Collapsible } from './Collapsible';
import { SubjectText } from './ContinuingEducation';
import { PlanToggle } from '../../my-plan/components/PlanToggle';
import { AgendaLicenceChooser, SessionForBoards } from '../../licence/components/SessionForBoards';

type AgendaEvent = Pick<EventListing, 'id' | 'title' | 'date' | 'agenda' | 'hideSocialMedia' | 'hideAbstracts'> &
  Partial<Pick<EventListing, 'timezone' | 'startDate' | 'endDate' | 'location' | 'ceProvider'>>;

/** What a day's rows need to label their times: the day's date and the event's zone. */
interface DayClock {
  day: string | null;
  timeZone: string | null;
}

const DayClockContext = createContext<DayClock>({ day: null, timeZone: null });
/** Each plannable session's plan entry, by the agenda entry it was read from. */
const NOTHING_TO_PLAN: ReadonlyMap<AgendaSession, PlanItem> = new Map();
const PlanItemsContext = createContext<ReadonlyMap<AgendaSession, PlanItem>>(NOTHING_TO_PLAN);

/**
 * 'Event Agenda' grouped by day, or 'Event Schedule' for a plain list of sessions, with the time
 * zone its times are in when the organiser gave one. Times the page can read are shown in that
 * zone with its abbreviation on that day ('9:00 AM CST'), others as written. Each session shows its
 * CE credits, subjects and learning objectives, and an 'Add to My plan' button while the event is
 * not over. Nothing when there is no agenda.
 */
export function EventAgenda({ event, speakers }: { event: AgendaEvent; speakers: Speaker[] }) {
  const agenda = useMemo(() => normaliseAgenda(event.agenda), [event.agenda]);
  // An event that is over offers nothing to plan: its sessions have no plan buttons.
  const isPast =
    listingTiming(
      { date: event.date, startDate: event.startDate ?? null, endDate: event.endDate ?? null },
      useToday(),
    ) === 'past';
  const planItems = useMemo(
    () => (isPast ? NOTHING_TO_PLAN : new Map(planSessions(event, agenda).map(({ source, item }) => [source, item]))),
    [event, agenda, isPast],
  );
  const days = agenda.days
    .map((day, index) => ({
      ...day,
      date: sessionDay(day.label, index, { startDate: event.startDate ?? null, endDate: event.endDate ?? null }),
    }))
    .filter((day) => day.items.length > 0);
  if (days.length === 0) return null;
  const timeZone = timeZoneLabel(event.timezone);

  return (
    <section aria-labelledby="agenda-heading" className="mt-12">
      <h2 id="agenda-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {agenda.heading}
      </h2>
      {timeZone && (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600" data-agenda-time-zone="">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {`Times are ${timeZone}.`}
        </p>
      )}
      {planItems.size > 0 && (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-600">
          <ListChecks className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {'Add sessions to '}
            <Link to={paths.myPlan} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              My CE plan
            </Link>
            {' to total their credits, spot time conflicts and save them to your calendar.'}
          </span>
        </p>
      )}
      <AgendaLicenceChooser event={event} />
      <PlanItemsContext.Provider value={planItems}>
        <div className="mt-6 space-y-10">
          {days.map((day, dayIndex) => (
            <div key={`${day.label ?? 'schedule'}-${dayIndex}`} data-agenda-day="">
              {day.label && (
                <h3 className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
                  {dayLabel(day.label)}
                </h3>
              )}
              <DayClockContext.Provider value={{ day: day.date, timeZone: event.timezone ?? null }}>
                <ol className="space-y-3">
                  {day.items.map((item, index) => (
                    // A long agenda is most of its page: the rows below the screen are styled and laid out when near it.
                    <li key={index} className="render-near-viewport-48">
                      <AgendaEntry item={item} event={event} speakers={speakers} />
                    </li>
                  ))}
                </ol>
              </DayClockContext.Provider>
            </div>
          ))}
        </div>
      </PlanItemsContext.Provider>
    </section>
  );
}

/** '2027-03-11' reads better as 'Thursday, March 11, 2027'; other labels stay as written. */
function dayLabel(label: string): string {
  return isoDayText(label.trim(), { weekday: true });
}

function AgendaEntry({ item, event, speakers }: { item: AgendaItem; event: AgendaEvent; speakers: Speaker[] }) {
  const planItems = useContext(PlanItemsContext);
  switch (item.kind) {
    case 'break':
      return (
        <div
          className="flex flex-col gap-1 rounded-xl border border-dashed border-slate-300 bg-slate-100 px-4 py-3 text-slate-700 sm:flex-row sm:items-center sm:gap-6"
          data-agenda-kind="break"
        >
          <div className={TIME_COLUMN}>
            <TimeLabel time={item.session.time} />
          </div>
          <div className="flex min-w-0 items-center gap-3">
            <Coffee className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-medium">{item.session.title}</p>
              {item.session.location && <LocationLabel location={item.session.location} />}
            </div>
          </div>
        </div>
      );
    case 'session':
      return (
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-agenda-kind="session">
          <SessionBody session={item.session} speakerNames={item.speakerNames} event={event} speakers={speakers} />
        </div>
      );
    case 'workshop-group':
      return (
        <div data-agenda-kind="workshop-group">
          <Collapsible
            className="border-teal-200 bg-teal-50"
            header={
              <span className="flex items-start gap-3">
                <Layers className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
                <span>
                  {item.time && (
                    <SessionTimeText time={item.time} className="block text-sm font-semibold text-teal-800" />
                  )}
                  <span className="block text-lg font-semibold text-slate-900">{item.title}</span>
                  <span className="block text-sm text-slate-600">{item.hint}</span>
                  <HeaderCredits label={workshopGroupCreditsLabel(item.sessions)} />
                </span>
              </span>
            }
          >
            <ul className="grid gap-3 md:grid-cols-2">
              {item.sessions.map(({ session, speakerNames }, index) => (
                <li key={index} className="min-w-0 rounded-lg border border-teal-100 bg-white p-4">
                  <SessionBody
                    session={session}
                    speakerNames={speakerNames}
                    event={event}
                    speakers={speakers}
                    compact
                  />
                </li>
              ))}
            </ul>
          </Collapsible>
        </div>
      );
    case 'corporate-forum': {
      // A forum that lists no lectures of its own is itself the session one plans.
      const forumPlanItem = item.sessions.length === 0 ? planItems.get(item.session) : undefined;
      const sessionCount = forumSessionCount(item.sessions.length);
      return (
        <div data-agenda-kind="corporate-forum">
          <Collapsible
            className="border-brand-200 bg-brand-50"
            header={
              <span className="flex items-start gap-3">
                <Presentation className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  {item.session.time && (
                    <SessionTimeText time={item.session.time} className="block text-sm font-semibold text-brand-800" />
                  )}
                  <span className="block text-lg font-semibold text-slate-900">{item.session.title}</span>
                  {item.session.location && <LocationLabel location={item.session.location} />}
                  {sessionCount && <span className="block text-sm text-slate-600">{sessionCount}</span>}
                  <HeaderCredits label={sessionCreditsLabel(item.session)} />
                </span>
              </span>
            }
          >
            {forumPlanItem && <PlanToggle item={forumPlanItem} className="mb-4" />}
            {item.session.description && <p className="mb-4 text-sm text-slate-700">{item.session.description}</p>}
            <SessionObjectives objectives={item.session.objectives} className="mb-4" />
            {item.sessions.length > 0 && (
              <ol className="space-y-3">
                {item.sessions.map(({ session, speakerNames }, index) => (
                  <li key={index} className="rounded-lg border border-brand-100 bg-white p-4">
                    <SessionBody
                      session={session}
                      speakerNames={speakerNames}
                      event={event}
                      speakers={speakers}
                      showLecture
                    />
                  </li>
                ))}
              </ol>
            )}
          </Collapsible>
        </div>
      );
    }
  }
}

/** The time column of a row: wide enough for '10:30 AM CST' on one line. */
const TIME_COLUMN = 'sm:w-32 sm:shrink-0';

function SessionBody({
  session,
  speakerNames,
  event,
  speakers,
  compact = false,
  showLecture = false,
}: {
  session: AgendaSession;
  speakerNames: string[];
  event: AgendaEvent;
  speakers: Speaker[];
  compact?: boolean;
  showLecture?: boolean;
}) {
  const planItem = useContext(PlanItemsContext).get(session);
  const cancelled = session.status === 'cancelled';
  return (
    <div className={compact ? '' : 'flex flex-col gap-3 sm:flex-row sm:gap-6'}>
      {!compact && (
        <div className={TIME_COLUMN}>
          <TimeLabel time={session.time} />
        </div>
      )}
      {/* A container: the plan button sits beside the title only when the row is wide enough for both. */}
      <div className="@container/session min-w-0 flex-1 [overflow-wrap:anywhere]">
        {compact && session.time && <TimeLabel time={session.time} />}
        <div className="flex flex-col items-start gap-2 @md/session:flex-row @md/session:justify-between @md/session:gap-4">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <p className={cn('font-semibold text-slate-900', cancelled && 'text-slate-500 line-through')}>
              {session.title}
            </p>
            {cancelled && <CancelledTag />}
            {session.track && (
              <span className="rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-semibold text-teal-900">
                {session.track}
              </span>
            )}
          </div>
          {/* Nobody plans a session that will not take place; the plan itself marks one it holds. */}
          {planItem && !cancelled && <PlanToggle item={planItem} />}
        </div>
        <SessionCredits session={session} />
        <SessionForBoards session={session} event={event} />
        {session.location && <LocationLabel location={session.location} />}
        {session.description && <p className="mt-2 text-sm text-slate-700">{session.description}</p>}
        <SessionObjectives objectives={session.objectives} className="mt-2" />
        {speakerNames.length > 0 && (
          // A container: each speaker row puts its buttons beside the name only when this list is wide enough.
          <ul className="@container mt-3 space-y-2" aria-label="Speakers">
            {speakerNames.map((name) => (
              <AgendaSpeaker key={name} name={name} speakers={speakers} event={event} showLecture={showLecture} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Beside a cancelled session's struck-through title: it stays in the agenda so nobody comes for it. */
function CancelledTag() {
  return (
    <span
      className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200"
      data-session-cancelled=""
    >
      Cancelled
    </span>
  );
}

/** The session's credits and type ('1.5 CE · Lecture') and its AGD subjects, as small tags. */
function SessionCredits({ session }: { session: AgendaSession }) {
  const credits = sessionCreditsLabel(session);
  const topics = session.topics ?? [];
  if (!credits && topics.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="CE credits and subjects">
      {credits && (
        <li
          className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200"
          data-session-credits=""
        >
          <GraduationCap className="size-3.5 shrink-0" aria-hidden="true" />
          {credits}
        </li>
      )}
      {topics.map((code) => (
        <li
          key={code}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700"
          data-session-subject=""
        >
          <SubjectText code={code} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Learning objectives fold away (a native disclosure, which works before the scripts run): a
 * session may list several, and the agenda is read first for what and when.
 */
function SessionObjectives({ objectives = [], className }: { objectives?: string[]; className?: string }) {
  const shown = objectives.filter((objective) => objective.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <details className={cn('group text-sm', className)} data-session-objectives="">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-sm font-medium text-brand-700 hover:underline [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden="true" />
        {`Learning objectives (${shown.length})`}
      </summary>
      <ol className="mt-2 list-decimal space-y-1 pl-9 text-slate-700">
        {shown.map((objective, index) => (
          <li key={index}>{objective}</li>
        ))}
      </ol>
    </details>
  );
}

/** Credits in a collapsible card's header, so they show while it is closed. */
function HeaderCredits({ label }: { label: string | null }) {
  if (!label) return null;
  return (
    <span className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200">
      <GraduationCap className="size-3.5 shrink-0" aria-hidden="true" />
      {label}
    </span>
  );
}

function TimeLabel({ time }: { time?: string }) {
  if (!time) return null;
  return (
    <span className="inline-flex items-start gap-1.5 text-sm font-semibold text-brand-800">
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <SessionTimeText time={time} />
    </span>
  );
}

/** A time the page can read in the event's zone with that day's abbreviation; any other text as written. */
function SessionTimeText({ time, className }: { time: string; className?: string }) {
  const { day, timeZone } = useContext(DayClockContext);
  return <TimeText label={sessionTimeLabel(time, day, timeZone)} fallback={time} className={className} />;
}

function LocationLabel({ location }: { location: string }) {
  return (
    <span className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
      <MapPin className="size-4 shrink-0" aria-hidden="true" />
      {location}
    </span>
  );
}
