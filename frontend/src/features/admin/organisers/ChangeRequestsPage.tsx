import { useState } from 'react';
import { Link } from 'react-router';
import { CHANGE_REQUEST_STATUSES, type ChangeRequest, type ChangeRequestStatus } from '@dental/contracts';
import { EmptyState, LoadError } from '../../../components/EmptyState';
import { buttonClass } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminRole } from '../api/session';
import { AdminPage } from '../components/AdminPage';
import { fieldAria, FormField, inputClass } from '../components/form';
import { mayChange } from '../components/roles';
import { useChangeRequests, useReviewChangeRequest } from './api/organisers';

const STATUS_LABELS: Record<ChangeRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One request: who proposed what, the comparison, and (while pending, to a role that may decide)
 * approve or reject with notes; a reviewer reads it as a record.
 */
function ChangeRequestCard({ request }: { request: ChangeRequest }) {
  const role = useAdminRole();
  const mayDecide = role !== null && mayChange(role, 'change-requests');
  const review = useReviewChangeRequest();
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | undefined>();
  const headingId = `change-request-${request.id}`;
  const notesId = `${headingId}-notes`;

  const decide = (decision: 'approve' | 'reject') =>
    review.mutate(
      { id: request.id, decision, reviewNotes: notes },
      {
        onSuccess: () =>
          toast({
            title: decision === 'approve' ? 'Change Request Approved' : 'Change Request Rejected',
            description:
              decision === 'approve'
                ? `The changes are on “${request.eventTitle}”; ${request.organiserEmail} is told.`
                : `${request.organiserEmail} is told why.`,
          }),
        onError: (error) => {
          const issue =
            error instanceof ApiError ? error.issues.find((item) => item.path === 'reviewNotes') : undefined;
          if (issue) setNotesError(issue.message);
          else
            toast({
              title: 'Error',
              description: errorMessage(error, 'The change request could not be reviewed'),
              variant: 'destructive',
            });
        },
      },
    );

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Link to={`/admin/events/${request.eventId}/edit`} className="hover:underline">
          {request.eventTitle}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Proposed by {request.organiserEmail} on {when.format(new Date(request.submittedAt))}
        {request.reviewedAt ? ` · ${STATUS_LABELS[request.status]} ${when.format(new Date(request.reviewedAt))}` : ''}
      </p>
      {request.diff.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          Every proposed value is already the listing’s: approving changes nothing.
        </p>
      ) : (
        // No scrolling box of its own: long values (an agenda) wrap within the page's width, on phones too.
        <div className="mt-4">
          <table className="w-full table-fixed border-collapse text-left text-sm">
            <caption className="sr-only">Proposed changes to {request.eventTitle}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="w-1/5 py-2 pr-3 font-semibold">
                  Field
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {request.status === 'pending' ? 'Now' : 'Listing now'}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Proposed
                </th>
              </tr>
            </thead>
            <tbody>
              {request.diff.map((row) => (
                <tr key={row.field} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {row.field}
                  </th>
                  <td className="py-2 pr-3">
                    <del className="block whitespace-pre-wrap break-words text-red-800">{row.before}</del>
                  </td>
                  <td className="py-2">
                    <ins className="block whitespace-pre-wrap break-words text-green-800 no-underline">{row.after}</ins>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {request.reviewNotes && <p className="mt-3 text-sm text-slate-700">Notes: {request.reviewNotes}</p>}
      {request.status === 'pending' && mayDecide && (
        <div className="mt-4 flex flex-col gap-3">
          <FormField
            id={notesId}
            label="Notes for the organiser"
            hint="Optional when approving; a rejection says why."
            error={notesError}
          >
            <textarea
              {...fieldAria(notesId, notesError, 'hint')}
              rows={2}
              value={notes}
              onChange={(change) => setNotes(change.target.value)}
              className={inputClass(Boolean(notesError))}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={review.isPending}
              onClick={() => decide('approve')}
              className={buttonClass('accent', 'md')}
            >
              Approve and apply
            </button>
            <button
              type="button"
              disabled={review.isPending}
              onClick={() => decide('reject')}
              className={buttonClass('secondary', 'md')}
            >
              Reject
            </button>
          </div>
        </div>
      )}
    </article>
  );
}

/** /admin/change-requests: organisers' proposals for their events, pending first. */
export default function ChangeRequestsPage() {
  const [status, setStatus] = useState<ChangeRequestStatus>('pending');
  const requests = useChangeRequests(status);

  return (
    <AdminPage
      title="Change Requests"
      description="Organisers propose changes to their events through their private link; approving applies them."
    >
      <div role="group" aria-label="Show change requests" className="mb-6 flex flex-wrap gap-2">
        {CHANGE_REQUEST_STATUSES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={status === option}
            onClick={() => setStatus(option)}
            className={buttonClass(status === option ? 'primary' : 'secondary', 'sm')}
          >
            {STATUS_LABELS[option]}
          </button>
        ))}
      </div>
      {requests.isPending ? (
        <p role="status">Loading change requests...</p>
      ) : requests.isError ? (
        <LoadError what="change requests" />
      ) : requests.data.length === 0 ? (
        <EmptyState title={`No ${STATUS_LABELS[status].toLowerCase()} change requests`}>
          Organisers’ proposals appear here.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-6">
          {requests.data.map((request) => (
            <ChangeRequestCard key={request.id} request={request} />
          ))}
        </div>
      )}
    </AdminPage>
  );
}
