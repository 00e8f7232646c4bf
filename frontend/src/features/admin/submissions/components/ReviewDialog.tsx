import { useState, type ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import {
  AUDIENCE_LABELS,
  COUNTRY_NAMES,
  EVENT_FORMAT_LABELS,
  EVENT_TYPE_LABELS,
  formatCredits,
  formatSubmissionDate,
  regionName,
  REVIEW_NOTES_MAX,
  type EventSubmission,
  type SubmissionReviewDecision,
} from '@dental/contracts';
import { ExternalLink } from '../../../../components/ExternalLink';
import { buttonClass } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useToday } from '../../../../lib/today';
import { unreadableDateWarning } from '../../components/unreadable-date';
import { useReviewSubmission } from '../api/submissions';
import { AdminDialog } from '../../components/AdminDialog';
import { inputClass } from '../../components/form';
import { boardApprovalText, subjectList } from '../../../event-editing/components/ce-labels';
import { cn } from '../../../../lib/cn';

const NOT_GIVEN = 'Not given';

/** One name and value of a description list: a div holding one dt and one dd, as HTML allows inside a dl. */
function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn(wide && 'sm:col-span-2')}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** A link the organiser gave, or 'Not given'. */
function GivenLink({ href }: { href: string | null }) {
  if (!href) return <span className="text-slate-500">{NOT_GIVEN}</span>;
  return (
    <ExternalLink href={href} className="text-brand-700 hover:underline" fallback={href}>
      {href}
    </ExternalLink>
  );
}

/** 'Texas (TX), United States'; what is missing is said. */
function placeText({ country, region }: Pick<EventSubmission, 'country' | 'region'>): string {
  const regionText = region ? `${regionName(region)} (${region})` : null;
  const countryText = country ? COUNTRY_NAMES[country] : null;
  return [regionText, countryText].filter(Boolean).join(', ') || NOT_GIVEN;
}

/** The optional 'Continuing Education' section as the organiser filled it in. */
function ContinuingEducationDetails({ submission }: { submission: EventSubmission }) {
  const provider = submission.ceProvider;
  const or = (text: string | null | undefined) => (text ? text : NOT_GIVEN);
  return (
    <section aria-labelledby={`review-ce-${submission.id}`} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={`review-ce-${submission.id}`} className="text-sm font-bold text-slate-900">
        Continuing Education
      </h3>
      <dl className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Detail label="Format">{submission.format ? EVENT_FORMAT_LABELS[submission.format] : NOT_GIVEN}</Detail>
        <Detail label="Estimated CE credits">
          {submission.estimatedCeCredits == null ? NOT_GIVEN : `${formatCredits(submission.estimatedCeCredits)} hours`}
        </Detail>
        <Detail label="Audiences" wide>
          {submission.audiences.length > 0
            ? submission.audiences.map((audience) => AUDIENCE_LABELS[audience]).join(', ')
            : NOT_GIVEN}
        </Detail>
        <Detail label="Subjects" wide>
          {submission.topics.length > 0 ? subjectList(submission.topics) : NOT_GIVEN}
        </Detail>
        <Detail label="CE provider">{or(provider?.name)}</Detail>
        <Detail label="Approval period">{or(provider?.approvalPeriod)}</Detail>
        <Detail label="ADA CERP provider ID">{or(provider?.adaCerpProviderId)}</Detail>
        <Detail label="AGD PACE provider ID">{or(provider?.agdPaceProviderId)}</Detail>
        <Detail label="Approval statement" wide>
          <span className="whitespace-pre-line">{or(provider?.approvalStatement)}</span>
        </Detail>
        <Detail label="Board approvals" wide>
          {provider?.boardApprovals && provider.boardApprovals.length > 0 ? (
            <ul className="space-y-0.5">
              {provider.boardApprovals.map((approval) => (
                <li key={`${approval.country}-${approval.region}-${approval.number}`}>{boardApprovalText(approval)}</li>
              ))}
            </ul>
          ) : (
            NOT_GIVEN
          )}
        </Detail>
      </dl>
    </section>
  );
}

/** 'Review Event Submission': everything the organiser sent, notes, and Approve/Reject while pending. */
export function ReviewDialog({
  submission,
  open,
  onOpenChange,
}: {
  submission: EventSubmission;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [notes, setNotes] = useState(submission.reviewNotes ?? '');
  const review = useReviewSubmission();
  const pending = submission.status === 'pending';
  const dateWarning = unreadableDateWarning(submission.date, useToday());

  const decide = (status: SubmissionReviewDecision) =>
    review.mutate(
      { id: submission.id, status, reviewNotes: notes.trim() === '' ? null : notes.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Submission Updated', description: `'${submission.title}' was ${status}.` });
          onOpenChange(false);
        },
        // A submission reviewed meanwhile (in another tab) is refused with the server's reason: say it, and the list refreshes.
        onError: (error) =>
          toast({
            title: 'Update Failed',
            description: errorMessage(error, 'Failed to update submission status.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => !review.isPending && onOpenChange(next)}
      title="Review Event Submission"
      description={submission.title}
      size="lg"
      footer={
        pending ? (
          <>
            <button
              type="button"
              onClick={() => decide('rejected')}
              disabled={review.isPending}
              className={buttonClass('secondary', 'md', 'text-red-700')}
            >
              <X className="size-4" aria-hidden="true" />
              Reject
            </button>
            <button
              type="button"
              onClick={() => decide('approved')}
              disabled={review.isPending}
              className={buttonClass('accent')}
            >
              <Check className="size-4" aria-hidden="true" />
              Approve
            </button>
          </>
        ) : (
          <button type="button" onClick={() => onOpenChange(false)} className={buttonClass('secondary')}>
            Close
          </button>
        )
      }
    >
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Detail label="Event type">{EVENT_TYPE_LABELS[submission.eventType] ?? submission.eventType}</Detail>
        <Detail label="Date">
          {submission.date}
          {dateWarning && <span className="mt-1 block text-sm font-medium text-amber-900">{dateWarning}</span>}
        </Detail>
        <Detail label="Location">{submission.location}</Detail>
        <Detail label="City">{submission.city}</Detail>
        <Detail label="State or province">{placeText(submission)}</Detail>
        <Detail label="Time zone">{submission.timezone ?? NOT_GIVEN}</Detail>
        <Detail label="Expected attendees">{submission.expectedAttendees}</Detail>
        <Detail label="Submitted">{formatSubmissionDate(submission.submittedAt)}</Detail>
        <Detail label="Description" wide>
          <span className="whitespace-pre-line">{submission.description}</span>
        </Detail>
        <Detail label="Organization">{submission.organizationName}</Detail>
        <Detail label="Contact">
          <a href={`mailto:${submission.contactEmail}`} className="text-brand-700 hover:underline">
            {submission.contactEmail}
          </a>
          <br />
          {submission.contactPhone}
        </Detail>
        <Detail label="Registration URL">
          <GivenLink href={submission.registrationUrl} />
        </Detail>
        <Detail label="Image URL">
          <GivenLink href={submission.image} />
        </Detail>
        <Detail label="Additional information" wide>
          <span className="whitespace-pre-line">{submission.additionalInfo ?? NOT_GIVEN}</span>
        </Detail>
        {!pending && submission.reviewedAt && (
          <Detail label="Reviewed" wide>
            {`${formatSubmissionDate(submission.reviewedAt)} by ${submission.reviewedBy ?? 'Admin'}`}
          </Detail>
        )}
      </dl>
      <ContinuingEducationDetails submission={submission} />
      <div className="mt-5">
        <label htmlFor={`review-notes-${submission.id}`} className="block text-sm font-medium text-slate-800">
          Review notes
        </label>
        {pending ? (
          <textarea
            id={`review-notes-${submission.id}`}
            rows={3}
            maxLength={REVIEW_NOTES_MAX}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            placeholder="Optional notes for the team"
            className={inputClass(false)}
          />
        ) : (
          <p id={`review-notes-${submission.id}`} className="mt-1 text-sm whitespace-pre-line text-slate-700">
            {submission.reviewNotes ?? 'No notes.'}
          </p>
        )}
      </div>
    </AdminDialog>
  );
}
