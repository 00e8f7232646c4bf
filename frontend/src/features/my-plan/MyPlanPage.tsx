import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CalendarHeart, Link2Off, ListPlus, Save } from 'lucide-react';
import { localIsoDay } from '@dental/contracts';
import { EmptyState } from '../../components/EmptyState';
import { PageHero } from '../../components/PageHero';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { toast } from '../../lib/toast';
import { useToday } from '../../lib/today';
import { usePageHead } from '../site-settings/components/use-page-head';
import { PlanActions } from './components/PlanActions';
import { PlanChanges } from './components/PlanChanges';
import { PlanView } from './components/PlanView';
import type { PlanItem } from './api/plan-item';
import { planTotals } from './plan-schedule';
import { addPlanItems, planItemId, removePlanItem, toggleAttended, usePlanState } from './api/plan-store';
import { PlanRecord } from './components/PlanRecord';
import { planRecordRows } from './plan-record';
import { creditsTotalText, sessionsText } from './plan-words';
import { decodeSharedPlan, SHARE_PARAM, type SharedEvent } from './share-link';
import { useRefreshedPlan, useSharedPlan } from './use-plan-events';
import { useChosenRuleSet, useRecordLicence } from '../licence/api/rule-sets';
import { plannedSessionVerdictLines } from '../licence/api/session-verdict';
import { LicenceChooser } from '../licence/components/LicenceChooser';
import { LicenceProgress } from '../licence/components/LicenceProgress';

/**
 * /my-plan: the sessions a visitor chose on event pages, kept in their browser (decision 0026).
 * The server sends the page's shell with its heading; the plan itself is read in the browser.
 * With ?share=..., a plan someone shared, read only, with 'Save to my plan'.
 */
export default function MyPlanPage() {
  const [searchParams] = useSearchParams();
  const shareCode = searchParams.get(SHARE_PARAM);
  // A plan is personal and a shared link is someone's choice of sessions: neither is for search engines.
  usePageHead('My CE Plan', {
    description:
      'The CE sessions you picked from conference agendas, with their credits, time conflicts and a calendar file.',
    noIndex: true,
  });

  return (
    <>
      <div data-print-hide="">
        <PageHero
          title="My CE Plan"
          subtitle="Pick sessions on any event's agenda, see what they add up to and take them to your calendar. No account needed: your plan stays in this browser."
        />
      </div>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        {shareCode === null ? <OwnPlan /> : <SharedPlan code={shareCode} />}
      </div>
    </>
  );
}

function OwnPlan() {
  const plan = usePlanState();
  const items = plan?.items ?? NO_ITEMS;
  const { statusOf, eventOf } = useRefreshedPlan(items);
  const today = localIsoDay(useToday());
  const attendedIds = plan?.attended;
  const attended = useMemo(
    () => (attendedIds ? { ids: attendedIds, toggle: toggleAttended } : undefined),
    [attendedIds],
  );
  const planned = useMemo(() => items.map((item) => ({ eventId: item.eventId, sessionKey: item.key })), [items]);
  const recordLicence = useRecordLicence(planned);
  const { ruleSet } = useChosenRuleSet();

  if (!plan) {
    // The server and the browser's first render: the plan is read right after. The empty plan's
    // card, unseen, keeps its place, so that most visits (an empty plan) move nothing below it.
    return (
      <>
        <div className="relative" data-plan-reading="">
          <div aria-hidden="true" className="invisible">
            <EmptyPlan />
          </div>
          <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-slate-600">
            Reading your plan from this browser…
          </p>
        </div>
        <noscript>
          <p className="mt-4 text-center text-slate-700">
            Your plan is kept by this browser, which needs JavaScript turned on to show it.
          </p>
        </noscript>
      </>
    );
  }
  if (items.length === 0) return <EmptyPlan />;
  const isAttended = (item: PlanItem) => plan.attended.has(planItemId(item));
  const recordRows = planRecordRows(
    items,
    eventOf,
    isAttended,
    recordLicence && { name: recordLicence.name, cellOf: (item) => recordLicence.cellOf(item.eventId, item.key) },
  );
  return (
    <>
      <div className="space-y-8" data-print-hide="">
        <PlanSummary items={items} attended={plan.attended} />
        {!plan.saved && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            This browser did not let the site keep your plan, so it lasts until you close this page. Download the
            calendar file or copy the share link to keep it.
          </p>
        )}
        <PlanChanges items={items} />
        <PlanActions items={items} recordRows={recordRows} />
        <LicenceProgress
          sessions={items.map((item) => ({
            eventId: item.eventId,
            key: item.key,
            title: item.title,
            attended: plan.attended.has(planItemId(item)),
          }))}
        />
        <PlanView
          items={items}
          statusOf={statusOf}
          onRemove={removePlanItem}
          attended={attended}
          // What each session counts toward the chosen licence, as on its event's page.
          verdictOf={(item) => plannedSessionVerdictLines(ruleSet, eventOf(item.eventId), item.key)}
        />
      </div>
      <PlanRecord rows={recordRows} attendedTotals={planTotals(items.filter(isAttended))} today={today} />
    </>
  );
}

const NO_ITEMS: readonly PlanItem[] = [];

function EmptyPlan() {
  return (
    <EmptyState icon={<ListPlus className="size-10" />} title="Your plan is empty">
      <p>Open an event, then press 'Add to My plan' beside the sessions you want to attend.</p>
      <Link to={paths.events} className={buttonClass('primary', 'md', 'mt-6')}>
        Browse events
      </Link>
    </EmptyState>
  );
}

/**
 * '5 sessions from 2 events · 8.5 CE credits · 2 attended': the whole plan in a line, above the
 * list on a phone too. The credits are those one person can earn (overlapping sessions once).
 */
function PlanSummary({ items, attended }: { items: readonly PlanItem[]; attended: ReadonlySet<string> }) {
  const events = new Set(items.map((item) => item.eventId)).size;
  const { credits } = planTotals(items);
  const parts = [
    `${sessionsText(items.length)} from ${events === 1 ? '1 event' : `${events} events`}`,
    creditsTotalText(credits),
    attended.size > 0 && `${attended.size} attended`,
  ].filter(Boolean);
  return (
    <p className="text-lg text-slate-800" data-plan-summary="">
      {parts.join(' · ')}
    </p>
  );
}

function SharedPlan({ code }: { code: string }) {
  const shared = useMemo(() => decodeSharedPlan(code), [code]);
  if (!shared) {
    return (
      <EmptyState icon={<Link2Off className="size-10" />} title="This link cannot be read">
        <p>It may have been cut short when it was copied. Ask for the link again, or open your own plan.</p>
        <Link to={paths.myPlan} className={buttonClass('primary', 'md', 'mt-6')}>
          Open my plan
        </Link>
      </EmptyState>
    );
  }
  return <SharedPlanView shared={shared} />;
}

function SharedPlanView({ shared }: { shared: readonly SharedEvent[] }) {
  const { pending, items, missingSessions, goneEvents, unknownEvents, eventOf } = useSharedPlan(shared);
  // The reader's own licence (chosen here or on any page): what each shared session would count toward for them.
  const { ruleSet } = useChosenRuleSet();
  const navigate = useNavigate();

  const save = () => {
    const added = addPlanItems(items);
    toast({ title: added > 0 ? `Saved ${sessionsText(added)} to My plan` : 'These sessions are already in My plan' });
    void navigate(paths.myPlan);
  };

  const notes = [
    missingSessions > 0 &&
      `${sessionsText(missingSessions)} in this link ${missingSessions === 1 ? 'is' : 'are'} no longer in ${missingSessions === 1 ? 'its' : 'their'} event's agenda.`,
    goneEvents > 0 &&
      `${goneEvents === 1 ? 'An event' : `${goneEvents} events`} in this link ${goneEvents === 1 ? 'is' : 'are'} no longer listed.`,
    unknownEvents > 0 &&
      `${unknownEvents === 1 ? 'An event' : `${unknownEvents} events`} in this link could not be loaded. Please refresh the page to try again.`,
  ].filter((note): note is string => typeof note === 'string');

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="shared-plan-heading"
        className="rounded-2xl border border-teal-200 bg-teal-50 p-5"
        data-shared-plan=""
      >
        <h2 id="shared-plan-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CalendarHeart className="size-5 shrink-0 text-teal-700" aria-hidden="true" />A shared plan
        </h2>
        <p className="mt-1 text-slate-700">
          {pending
            ? 'Loading the shared sessions…'
            : `${sessionsText(items.length)}, shown as the site lists them now. This view is read only; save them to add them to your own plan.`}
        </p>
        {notes.map((note) => (
          <p key={note} className="mt-1 text-sm text-slate-700 italic">
            {note}
          </p>
        ))}
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={save}
            disabled={pending || items.length === 0}
            className={buttonClass('primary', 'md')}
          >
            <Save className="size-4" aria-hidden="true" />
            Save to my plan
          </button>
          <Link to={paths.myPlan} className={buttonClass('secondary', 'md')}>
            Open my plan
          </Link>
        </div>
      </section>
      {!pending && items.length > 0 && (
        <LicenceChooser intro="Choose the licence you renew to see what each of these sessions would count toward for you." />
      )}
      {!pending && items.length > 0 && (
        <PlanView
          items={items}
          verdictOf={(item) => plannedSessionVerdictLines(ruleSet, eventOf(item.eventId), item.key)}
        />
      )}
    </div>
  );
}
