import type { CSSProperties, ReactNode } from 'react';
import { CalendarCheck, CalendarDays, Trophy, Users } from 'lucide-react';
import type { AnalyticsReport } from '@dental/contracts';
import { AdminMessage, AdminPage } from '../components/AdminPage';
import { StatCard } from '../components/StatCard';
import { useAnalytics } from './api/analytics';
import { hoursText, percentText } from './components/figure-text';
import { EventsPerCityChart, FeaturedChangesChart, SubmissionsPerMonthChart } from './components/Charts';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <dl className="mt-4 divide-y divide-slate-100">{children}</dl>
    </section>
  );
}

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-slate-700">
        {label}
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </dt>
      <dd className="shrink-0 text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** A percentage with a bar (drawn by CSS, so the list stays a plain dt/dd list); '—' when there is nothing to measure. */
function Measure({ label, value, hint }: { label: string; value: number | null; hint: string }) {
  return (
    <div
      style={{ '--bar': `${value ?? 0}%` } as CSSProperties}
      className="relative flex items-baseline justify-between gap-4 pt-2.5 pb-6 before:absolute before:inset-x-0 before:bottom-2 before:h-2 before:rounded-full before:bg-slate-100 after:absolute after:bottom-2 after:left-0 after:h-2 after:w-(--bar) after:rounded-full after:bg-teal-600"
    >
      <dt className="text-sm text-slate-700">
        {label}
        <span className="block text-xs text-slate-500">{hint}</span>
      </dt>
      <dd className="shrink-0 text-base font-semibold text-slate-900 tabular-nums">{percentText(value)}</dd>
    </div>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const { cards, events, speakers, sponsors, submissions, performance } = report;
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Events"
          value={cards.totalEvents}
          icon={<CalendarDays className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Total Speakers"
          value={cards.totalSpeakers}
          tone="teal"
          icon={<Users className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Total Sponsors"
          value={cards.totalSponsors}
          tone="amber"
          icon={<Trophy className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Upcoming Events"
          value={cards.upcomingEvents}
          tone="green"
          icon={<CalendarCheck className="size-5" aria-hidden="true" />}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Events Overview">
          <Figure label="Listed events" value={events.total} hint="Not in the trash, hidden ones included" />
          <Figure label="Upcoming" value={events.upcoming} />
          <Figure label="Past or undated" value={events.past} />
          <Figure label="Public" value={events.live} />
          <Figure label="Hidden" value={events.hidden} />
          <Figure label="Featured" value={`${events.featured}/${events.featuredLimit}`} />
          <Figure label="In the trash" value={events.inTrash} />
          <Figure label="Cities" value={events.perCity.length} />
        </Panel>
        <Panel title="Speakers Overview">
          <Figure label="Speakers" value={speakers.total} />
          <Figure label="Events with speakers" value={speakers.eventsWithSpeakers} />
          <Figure label="Average speakers per event" value={speakers.averagePerEvent} />
          <Figure label="Speakers with social media" value={speakers.withSocialMedia} />
          <Figure label="Featured speakers" value={speakers.featured} />
          <Figure
            label="Profile completeness"
            value={percentText(speakers.profileCompleteness)}
            hint="Speakers with both a photo and a profession"
          />
        </Panel>
        <Panel title="Sponsors Overview">
          <Figure label="Sponsors" value={sponsors.total} />
          <Figure label="Platinum" value={sponsors.byTier.platinum} />
          <Figure label="Gold" value={sponsors.byTier.gold} />
          <Figure label="Silver" value={sponsors.byTier.silver} />
          <Figure label="Global site sponsors" value={sponsors.global} />
          <Figure label="Events with sponsors" value={sponsors.eventsWithSponsors} />
        </Panel>
        <Panel title="Performance">
          <Measure
            label="Content Completion"
            value={performance.contentCompletion}
            hint="Listing and speaker profile fields filled in"
          />
          <Measure
            label="Events with Agendas"
            value={performance.eventsWithAgendas}
            hint="Public events whose agenda has a session"
          />
          <Measure
            label="Profile Completeness"
            value={performance.profileCompleteness}
            hint="Speakers with a photo and a profession"
          />
          <Measure
            label="Approval Rate"
            value={performance.approvalRate}
            hint={`Of ${submissions.byStatus.approved + submissions.byStatus.rejected} reviewed submissions`}
          />
          <Figure
            label="Median time to review"
            value={hoursText(performance.medianHoursToReview)}
            hint={`${submissions.byStatus.pending} pending of ${submissions.total} submissions`}
          />
        </Panel>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <SubmissionsPerMonthChart perMonth={submissions.perMonth} />
        <FeaturedChangesChart perMonth={events.featuredChangesPerMonth} />
        <div className="lg:col-span-2">
          <EventsPerCityChart perCity={events.perCity} />
        </div>
      </div>
    </div>
  );
}

/** /admin/analytics: the four cards, the four overview panels and three charts (docs/analytics.md). */
export default function AnalyticsPage() {
  const query = useAnalytics();
  return (
    <AdminPage title="Analytics" description="Figures counted from the history of every change.">
      {query.isPending ? (
        <AdminMessage>Loading analytics...</AdminMessage>
      ) : query.isError ? (
        <AdminMessage role="alert">We couldn't load the analytics. Please refresh the page to try again.</AdminMessage>
      ) : (
        <Report report={query.data} />
      )}
    </AdminPage>
  );
}
