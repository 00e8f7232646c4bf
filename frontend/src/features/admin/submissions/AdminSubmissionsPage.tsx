import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  Building2,
  CalendarDays,
  CheckCircle2,
  Clock,
  ExternalLink as ExternalLinkIcon,
  EyeOff,
  Inbox,
  ListChecks,
  MapPin,
  Pencil,
  Rocket,
  XCircle,
} from 'lucide-react';
import {
  EVENT_TYPE_LABELS,
  formatSubmissionDate,
  type EventSubmission,
  type LiveEventCreated,
  type SubmissionStatus,
  placeLine,
} from '@dental/contracts';
import { EmptyState, LoadError } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateLiveEvent, useSubmissions } from './api/submissions';
import { AdminDialog } from '../components/AdminDialog';
import { AdminPage } from '../components/AdminPage';
import { StatCard } from '../components/StatCard';
import { ReviewDialog } from './components/ReviewDialog';

type Filter = SubmissionStatus | 'all';

const STATUS_STYLES: Record<SubmissionStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
};
const STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** What the 'Event Created!' toast says about the agenda taken from the registration URL. */
export function extractionSummary({ agenda }: LiveEventCreated): string {
  if (agenda.sessions > 0) {
    const sessions = agenda.sessions === 1 ? '1 session' : `${agenda.sessions} sessions`;
    const speakers = agenda.speakersAdded === 1 ? '1 speaker added' : `${agenda.speakersAdded} speakers added`;
    return `The agenda was extracted from the registration URL: ${sessions}, ${speakers}.`;
  }
  return `No agenda could be extracted from the registration URL${agenda.reason ? `: ${agenda.reason}` : '.'}`;
}

/** Links to a live event's public page and its edit page, named for the event. */
function LiveEventLinks({ eventId, title, size = 'sm' }: { eventId: string; title: string; size?: 'sm' | 'md' }) {
  const id = encodeURIComponent(eventId);
  return (
    <>
      <Link to={`/events/${id}`} className={buttonClass('secondary', size)}>
        <ExternalLinkIcon className="size-4" aria-hidden="true" />
        View Event
        <span className="sr-only">{` ${title}`}</span>
      </Link>
      <Link to={`/admin/events/${id}/edit`} className={buttonClass('secondary', size)}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit Event
        <span className="sr-only">{` ${title}`}</span>
      </Link>
    </>
  );
}

/**
 * Asks before a submission becomes a live event (public at once, or a hidden draft), then says what
 * was created and links to it.
 */
function CreateLiveEventDialog({
  submission,
  hidden,
  onOpenChange,
}: {
  submission: EventSubmission;
  hidden: boolean | null;
  onOpenChange: (open: boolean) => void;
}) {
  const createLive = useCreateLiveEvent();
  const created = createLive.data;
  const create = () =>
    createLive.mutate(
      { id: submission.id, isHidden: hidden ?? false },
      {
        onSuccess: (result) =>
          toast({
            title: 'Event Created!',
            description: hidden
              ? `Created hidden, as a draft: the public will not see it until you make it visible. ${extractionSummary(result)}`
              : extractionSummary(result),
            duration: 8000,
          }),
        onError: (error) =>
          toast({
            title: 'Create Event Failed',
            description: errorMessage(error, 'Failed to create live event from submission.'),
            variant: 'destructive',
          }),
      },
    );
  const action = hidden ? 'Create as Hidden Draft' : 'Create Live Event';

  if (created) {
    return (
      <AdminDialog
        open={hidden !== null}
        onOpenChange={onOpenChange}
        title="Event Created!"
        description={submission.title}
        footer={<LiveEventLinks eventId={created.eventId} title={submission.title} size="md" />}
      >
        <p className="text-sm text-slate-700">
          {hidden
            ? 'The event was created hidden, as a draft: the public will not see it until you make it visible.'
            : 'The event is live: visitors see it on the Events page now.'}
        </p>
        <p className="mt-2 text-sm text-slate-700">{extractionSummary(created)}</p>
      </AdminDialog>
    );
  }
  return (
    <AdminDialog
      open={hidden !== null}
      onOpenChange={(next) => !createLive.isPending && onOpenChange(next)}
      title={`${action}?`}
      description={submission.title}
      footer={
        <>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            disabled={createLive.isPending}
            className={buttonClass('secondary')}
          >
            Cancel
          </button>
          <button type="button" onClick={create} disabled={createLive.isPending} className={buttonClass('accent')}>
            {hidden ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Rocket className="size-4" aria-hidden="true" />
            )}
            {createLive.isPending ? (hidden ? 'Creating Draft...' : 'Creating Event...') : action}
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        {hidden
          ? 'An event is made from this submission, hidden from the public until you make it visible.'
          : 'An event is made from this submission and shown to the public at once.'}{' '}
        {submission.registrationUrl
          ? 'Its agenda and speakers are read from the registration URL.'
          : 'There is no registration URL to read an agenda from.'}
      </p>
    </AdminDialog>
  );
}

function SubmissionCard({ submission }: { submission: EventSubmission }) {
  const [reviewOpen, setReviewOpen] = useState(false);
  /** The creation being confirmed: false a live event, true a hidden draft, null none. */
  const [creatingHidden, setCreatingHidden] = useState<boolean | null>(null);
  const headingId = `submission-${submission.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold text-slate-900">
          {submission.title}
        </h2>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[submission.status])}>
          {STATUS_LABELS[submission.status]}
        </span>
      </div>
      <p className="mt-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {EVENT_TYPE_LABELS[submission.eventType] ?? submission.eventType}
      </p>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {submission.date}
        </li>
        <li className="flex items-center gap-1.5">
          <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span className="truncate">{placeLine(submission.location, submission.city)}</span>
        </li>
        <li className="flex items-center gap-1.5">
          <Building2 className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span className="truncate">{submission.organizationName}</span>
        </li>
      </ul>
      <p className="mt-3 line-clamp-2 text-sm text-slate-600">{submission.description}</p>
      <p className="mt-3 text-xs text-slate-500">
        {`Submitted ${formatSubmissionDate(submission.submittedAt)}`}
        {submission.reviewedAt &&
          ` · Reviewed ${formatSubmissionDate(submission.reviewedAt)} by ${submission.reviewedBy ?? 'Admin'}`}
      </p>
      {submission.reviewNotes && (
        <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">{`Notes: ${submission.reviewNotes}`}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <button
          type="button"
          onClick={() => setReviewOpen(true)}
          className={buttonClass(submission.status === 'pending' ? 'primary' : 'secondary', 'sm')}
        >
          <ListChecks className="size-4" aria-hidden="true" />
          {submission.status === 'pending' ? 'Review' : 'View Details'}
          <span className="sr-only">{` ${submission.title}`}</span>
        </button>
        {submission.status === 'approved' &&
          (submission.eventCreated ? (
            <>
              <button type="button" disabled className={buttonClass('secondary', 'sm')}>
                <CheckCircle2 className="size-4" aria-hidden="true" />
                Event Created
              </button>
              {submission.createdEventId && (
                <LiveEventLinks eventId={submission.createdEventId} title={submission.title} />
              )}
            </>
          ) : (
            <>
              <button type="button" onClick={() => setCreatingHidden(false)} className={buttonClass('accent', 'sm')}>
                <Rocket className="size-4" aria-hidden="true" />
                Create Live Event
              </button>
              {/* The same event, hidden: the admin checks and completes it before the public sees it. */}
              <button
                type="button"
                onClick={() => setCreatingHidden(true)}
                className={buttonClass('secondary', 'sm')}
                title="Create the event hidden, to check it before it goes public"
              >
                <EyeOff className="size-4" aria-hidden="true" />
                Create as Hidden Draft
              </button>
            </>
          ))}
      </div>
      {creatingHidden !== null && (
        <CreateLiveEventDialog
          submission={submission}
          hidden={creatingHidden}
          onOpenChange={(open) => !open && setCreatingHidden(null)}
        />
      )}
      <ReviewDialog
        key={`${submission.id}-${submission.status}`}
        submission={submission}
        open={reviewOpen}
        onOpenChange={setReviewOpen}
      />
    </article>
  );
}

export default function AdminSubmissionsPage() {
  const submissionsQuery = useSubmissions();
  const [filter, setFilter] = useState<Filter>('pending');
  const submissions = useMemo(() => submissionsQuery.data ?? [], [submissionsQuery.data]);
  const count = (status: SubmissionStatus) => submissions.filter((submission) => submission.status === status).length;
  const shown = filter === 'all' ? submissions : submissions.filter((submission) => submission.status === filter);
  const value = (n: number) => (submissionsQuery.isSuccess ? n : '–');

  return (
    <AdminPage title="Event Submissions" description="Events proposed by organisers through the public form.">
      <section aria-label="Filter by status" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Pending"
          value={value(count('pending'))}
          icon={<Clock className="size-5" />}
          tone="amber"
          active={filter === 'pending'}
          onClick={() => setFilter('pending')}
        />
        <StatCard
          label="Approved"
          value={value(count('approved'))}
          icon={<CheckCircle2 className="size-5" />}
          tone="green"
          active={filter === 'approved'}
          onClick={() => setFilter('approved')}
        />
        <StatCard
          label="Rejected"
          value={value(count('rejected'))}
          icon={<XCircle className="size-5" />}
          tone="red"
          active={filter === 'rejected'}
          onClick={() => setFilter('rejected')}
        />
        <StatCard
          label="Total"
          value={value(submissions.length)}
          icon={<Inbox className="size-5" />}
          active={filter === 'all'}
          onClick={() => setFilter('all')}
        />
      </section>
      <div className="mt-8">
        {submissionsQuery.isError ? (
          <LoadError what="the submissions" />
        ) : submissionsQuery.isPending ? (
          <div role="status" className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <span className="sr-only">Loading submissions</span>
            <Skeleton className="h-64 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
          </div>
        ) : shown.length === 0 ? (
          <EmptyState icon={<Inbox className="size-10" />} title="No Submissions Found">
            {filter === 'all' ? 'No events have been submitted yet.' : `There are no ${filter} submissions.`}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {shown.map((submission) => (
              <li key={submission.id}>
                <SubmissionCard submission={submission} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminPage>
  );
}
