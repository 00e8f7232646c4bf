import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Clock, GraduationCap, MapPin, Square, SquareCheck, TriangleAlert, X } from 'lucide-react';
import { localIsoDay, sessionTimeText } from '@dental/contracts';
import { cn } from '../../../lib/cn';
import { useToday } from '../../../lib/today';
import { paths } from '../../../config/paths';
import type { PlanItem } from '../api/plan-item';
import { planItemId } from '../api/plan-store';
import {
  findOverlaps,
  planDays,
  planTotals,
  scheduleItems,
  type Overlap,
  type PlanDay,
  type ScheduledItem,
} from '../plan-schedule';
import { agdSubjectLabel } from '@dental/contracts';
import { creditsText, planDayText } from '../plan-words';
import type { PlanItemStatus } from '../use-plan-events';
import { SessionVerdict } from '../../licence/components/SessionVerdict';
import { PlanTotalsPanel } from './PlanTotalsPanel';
import { TimeText } from './TimeText';

const STATUS_NOTES: Partial<Record<PlanItemStatus, string>> = {
  'not-in-agenda': "No longer in this event's agenda: shown as you saved it.",
  'event-gone': 'This event is no longer listed on the site: shown as you saved it.',
};

/** The visitor's own marks of the sessions they attended, and how to change one. */
export interface AttendedMarks {
  ids: ReadonlySet<string>;
  toggle: (item: PlanItem) => void;
}

/**
 * A plan: its sessions by day and time, each time in its event's zone ('9:00 AM CST'); a warning
 * naming the sessions that overlap; and its credits added up. With `onRemove`, each session has
 * a Remove button; with `attended`, a session whose day has come can be marked attended; without
 * either, the plan is read only (a shared link). With `verdictOf`, each session says what it
 * counts toward the chosen licence, in the event page's words.
 */
export function PlanView({
  items,
  statusOf,
  onRemove,
  attended,
  verdictOf,
}: {
  items: readonly PlanItem[];
  statusOf?: (item: PlanItem) => PlanItemStatus;
  onRemove?: (item: PlanItem) => void;
  attended?: AttendedMarks;
  verdictOf?: (item: PlanItem) => readonly string[];
}) {
  const scheduled = useMemo(() => scheduleItems(items), [items]);
  const days = useMemo(() => planDays(scheduled), [scheduled]);
  const overlaps = useMemo(() => findOverlaps(scheduled), [scheduled]);
  const totals = useMemo(() => planTotals(items), [items]);
  const attendedTotals = useMemo(
    () => (attended ? planTotals(items.filter((item) => attended.ids.has(planItemId(item)))) : null),
    [items, attended],
  );
  const overlapsOf = useMemo(() => overlappingTitles(overlaps), [overlaps]);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="min-w-0 space-y-8">
        {overlaps.length > 0 && <OverlapWarning overlaps={overlaps} />}
        {days.map((day) => (
          <PlanDaySection
            key={day.day ?? 'unknown'}
            day={day}
            statusOf={statusOf}
            overlapsOf={overlapsOf}
            onRemove={onRemove}
            attended={attended}
            verdictOf={verdictOf}
          />
        ))}
      </div>
      <PlanTotalsPanel totals={totals} attendedTotals={attendedTotals} />
    </div>
  );
}

const itemId = planItemId;
const NO_VERDICT: readonly string[] = [];

/** For each session in an overlap, the titles of the sessions it overlaps. */
function overlappingTitles(overlaps: readonly Overlap[]): ReadonlyMap<string, string[]> {
  const titles = new Map<string, string[]>();
  for (const { first, second } of overlaps) {
    titles.set(itemId(first.item), [...(titles.get(itemId(first.item)) ?? []), second.item.title]);
    titles.set(itemId(second.item), [...(titles.get(itemId(second.item)) ?? []), first.item.title]);
  }
  return titles;
}

function whenText(entry: ScheduledItem): string {
  return entry.label ? sessionTimeText(entry.label) : (entry.item.time ?? 'time not stated');
}

function OverlapWarning({ overlaps }: { overlaps: readonly Overlap[] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-plan-overlaps=""
    >
      <h2 id={headingId} className="flex items-start gap-2 font-semibold">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        {overlaps.length === 1 ? 'Two of your sessions overlap' : `${overlaps.length} pairs of your sessions overlap`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-9 text-sm [overflow-wrap:anywhere]">
        {overlaps.map(({ first, second }) => (
          <li key={`${itemId(first.item)}|${itemId(second.item)}`} data-plan-overlap="">
            {`${first.item.title} (${whenText(first)}${first.item.day ? `, ${planDayText(first.item.day)}` : ''}) and ${second.item.title} (${whenText(second)})`}
          </li>
        ))}
      </ul>
      <p className="mt-2 pl-7 text-sm">
        You can attend only one of each pair: the totals count the sessions worth more.
      </p>
    </section>
  );
}

function PlanDaySection({
  day,
  statusOf,
  overlapsOf,
  onRemove,
  attended,
  verdictOf,
}: {
  day: PlanDay;
  statusOf?: (item: PlanItem) => PlanItemStatus;
  overlapsOf: ReadonlyMap<string, string[]>;
  onRemove?: (item: PlanItem) => void;
  attended?: AttendedMarks;
  verdictOf?: (item: PlanItem) => readonly string[];
}) {
  const today = localIsoDay(useToday());
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-plan-day={day.day ?? ''}>
      <h2
        id={headingId}
        className="inline-flex items-center rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white"
      >
        {day.day ? planDayText(day.day) : 'Day not stated'}
      </h2>
      <ol className="mt-3 space-y-3">
        {day.items.map((entry) => (
          <PlanRow
            key={itemId(entry.item)}
            entry={entry}
            status={statusOf?.(entry.item)}
            overlapsWith={overlapsOf.get(itemId(entry.item)) ?? []}
            onRemove={onRemove}
            // One can have attended only a session whose day has come (or whose day nobody knows).
            attended={attended && (entry.item.day === null || entry.item.day <= today) ? attended : undefined}
            verdict={verdictOf?.(entry.item) ?? NO_VERDICT}
          />
        ))}
      </ol>
    </section>
  );
}

function PlanRow({
  entry,
  status,
  overlapsWith,
  onRemove,
  attended,
  verdict,
}: {
  entry: ScheduledItem;
  status?: PlanItemStatus;
  overlapsWith: string[];
  onRemove?: (item: PlanItem) => void;
  attended?: AttendedMarks;
  verdict: readonly string[];
}) {
  const { item, label } = entry;
  const credits = creditsText(item);
  const note = status && STATUS_NOTES[status];
  const isAttended = Boolean(attended?.ids.has(itemId(item)));
  return (
    // A container: the time, the text and the button sit side by side only when the card is wide enough.
    <li
      className={cn(
        '@container rounded-xl border bg-white p-4 shadow-sm',
        isAttended ? 'border-teal-300 ring-1 ring-teal-200' : 'border-slate-200',
      )}
      data-plan-item=""
      data-plan-item-attended={isAttended ? '' : undefined}
    >
      <div className="flex flex-col gap-2 @lg:flex-row @lg:gap-5">
        <p className="flex items-start gap-1.5 text-sm font-semibold text-brand-800 @lg:w-36 @lg:shrink-0">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <TimeText label={label} fallback={item.time ?? 'Time not stated'} />
        </p>
        <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
          <p className="font-semibold text-slate-900" data-plan-item-title="">
            {item.title}
          </p>
          {isAttended && (
            <p className="mt-0.5 flex items-center gap-1 text-sm font-semibold text-teal-800">
              <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
              Attended
            </p>
          )}
          <p className="mt-0.5 text-sm text-slate-700">
            <Link to={paths.event(item.eventId)} className="font-medium text-brand-700 hover:underline">
              {item.eventTitle}
            </Link>
          </p>
          {(credits || item.topics.length > 0) && (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="CE credits and subjects">
              {credits && (
                <li className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200">
                  <GraduationCap className="size-3.5 shrink-0" aria-hidden="true" />
                  {credits}
                </li>
              )}
              {item.topics.map((code) => (
                <li key={code} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                  {agdSubjectLabel(code)}
                </li>
              ))}
            </ul>
          )}
          {item.place && (
            <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-600">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {item.place}
            </p>
          )}
          <SessionVerdict lines={verdict} className="mt-2" />
          {overlapsWith.length > 0 && (
            <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-amber-900" data-plan-item-overlap="">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              {`Overlaps ${overlapsWith.join(', ')}`}
            </p>
          )}
          {note && (
            <p className="mt-2 text-sm text-slate-700 italic" data-plan-item-status={status}>
              {note}
            </p>
          )}
        </div>
        {attended && <AttendedToggle item={item} pressed={isAttended} onToggle={attended.toggle} />}
        {onRemove && (
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={`Remove from My plan: ${item.title}`}
            className="-ml-2 inline-flex items-center gap-1 self-start rounded-md px-2 py-1 text-sm @lg:ml-0 font-medium text-slate-700 hover:bg-red-50 hover:text-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500"
          >
            <X className="size-4 shrink-0" aria-hidden="true" />
            Remove
          </button>
        )}
      </div>
    </li>
  );
}

/** 'I attended this', apart from planning it: a toggle, named with the session's title like the plan buttons. */
function AttendedToggle({
  item,
  pressed,
  onToggle,
}: {
  item: PlanItem;
  pressed: boolean;
  onToggle: (item: PlanItem) => void;
}) {
  const Icon = pressed ? SquareCheck : Square;
  const words = 'I attended';
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`${words}: ${item.title}`}
      onClick={() => onToggle(item)}
      data-plan-attended-toggle=""
      className={cn(
        '-ml-2 inline-flex items-center gap-1 self-start rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap @lg:ml-0 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500',
        pressed ? 'text-teal-800 hover:bg-teal-50' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {words}
    </button>
  );
}
