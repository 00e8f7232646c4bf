import { useState, type ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import {
  EVENT_TYPE_LABELS,
  formatSubmissionDate,
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

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-800">{children}</dd>
    </div>
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
        <Detail label="Expected attendees">{submission.expectedAttendees}</Detail>
        <Detail label="Submitted">{formatSubmissionDate(submission.submittedAt)}</Detail>
        <div className="sm:col-span-2">
          <Detail label="Description">
            <span className="whitespace-pre-line">{submission.description}</span>
          </Detail>
        </div>
        <Detail label="Organization">{submission.organizationName}</Detail>
        <Detail label="Contact">
          <a href={`mailto:${submission.contactEmail}`} className="text-brand-700 hover:underline">
            {submission.contactEmail}
          </a>
          <br />
          {submission.contactPhone}
        </Detail>
        {submission.registrationUrl && (
          <Detail label="Registration URL">
            <ExternalLink
              href={submission.registrationUrl}
              className="text-brand-700 hover:underline"
              fallback={submission.registrationUrl}
            >
              {submission.registrationUrl}
            </ExternalLink>
          </Detail>
        )}
        {submission.image && (
          <Detail label="Image URL">
            <ExternalLink
              href={submission.image}
              className="text-brand-700 hover:underline"
              fallback={submission.image}
            >
              {submission.image}
            </ExternalLink>
          </Detail>
        )}
        {submission.additionalInfo && (
          <div className="sm:col-span-2">
            <Detail label="Additional information">
              <span className="whitespace-pre-line">{submission.additionalInfo}</span>
            </Detail>
          </div>
        )}
        {!pending && submission.reviewedAt && (
          <div className="sm:col-span-2">
            <Detail label="Reviewed">{`${formatSubmissionDate(submission.reviewedAt)} by ${submission.reviewedBy ?? 'Admin'}`}</Detail>
          </div>
        )}
      </dl>
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
