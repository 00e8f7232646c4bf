import { useSearchParams } from 'react-router';
import { AlertTriangle, Mail } from 'lucide-react';
import { EmptyState, LoadError } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { AdminPage } from '../components/AdminPage';
import { useOutbox, type OutboxMessage } from './api/outbox';
import {
  badgeOf,
  deliveryLine,
  FILTER_LABELS,
  filterOutbox,
  keptOnly,
  OUTBOX_FILTERS,
  outboxCounts,
  outboxFilterOf,
  type OutboxFilter,
} from './outbox-view';

const BADGE_STYLES: Record<ReturnType<typeof badgeOf>['tone'], string> = {
  sent: 'bg-green-100 text-green-900',
  kept: 'bg-slate-200 text-slate-800',
  queued: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
};

function MessageItem({ message }: { message: OutboxMessage }) {
  const badge = badgeOf(message);
  return (
    <li
      className={cn(
        'rounded-xl border bg-white shadow-sm',
        message.status === 'failed' ? 'border-red-300' : 'border-slate-200',
      )}
    >
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-col gap-1 p-4 sm:flex-row sm:items-start sm:gap-4">
          <span
            className={cn(
              'inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
              BADGE_STYLES[badge.tone],
            )}
          >
            {badge.label}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block [overflow-wrap:anywhere] font-semibold text-slate-900">{message.subject}</span>
            <span className="block [overflow-wrap:anywhere] text-sm text-slate-700">{`To ${message.to}`}</span>
            <span className="block text-sm text-slate-600">{deliveryLine(message, formatDate)}</span>
          </span>
          <span className="text-sm font-medium text-brand-700 group-open:hidden">Show message</span>
          <span className="hidden text-sm font-medium text-brand-700 group-open:inline">Hide message</span>
        </summary>
        <div className="border-t border-slate-200 p-4">
          {message.lastError && (
            <p className="mb-3 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="[overflow-wrap:anywhere]">{`Last error: ${message.lastError}`}</span>
            </p>
          )}
          <p className="text-xs text-slate-600">{`Written ${formatDate(message.createdAt)}`}</p>
          {/* The plain-text part, shown as text: nothing in a message is rendered as HTML here. */}
          <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800">
            {message.text}
          </pre>
        </div>
      </details>
    </li>
  );
}

/** /admin/sent-mail (owners): every message the site has sent or is about to send, with failures and their errors. */
export default function SentMailPage() {
  const outbox = useOutbox();
  const [params, setParams] = useSearchParams();
  const filter = outboxFilterOf(params.get('status'));
  const messages = outbox.data ?? [];
  const counts = outboxCounts(messages);
  const shown = filterOutbox(messages, filter);

  const choose = (next: OutboxFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <AdminPage
      title="Sent Mail"
      description="Messages to admins, organisers and followers, newest first. Failed ones are retried with growing pauses before they are marked failed."
    >
      {outbox.isError ? (
        <LoadError what="the sent mail" />
      ) : outbox.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading sent mail</span>
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-20 w-full rounded-xl" />
        </div>
      ) : (
        <>
          {keptOnly(messages) && (
            <p
              role="note"
              className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
            >
              No mail server is set, so messages are kept here and not e-mailed: links in invitations and resets have to
              be passed on by hand. Set SMTP_URL to send them.
            </p>
          )}
          <div role="group" aria-label="Show messages" className="mb-4 flex flex-wrap gap-2">
            {OUTBOX_FILTERS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={filter === option}
                onClick={() => choose(option)}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm font-semibold',
                  filter === option
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-300',
                  option === 'failed' && counts.failed > 0 && filter !== option && 'border-red-300 text-red-800',
                )}
              >
                {`${FILTER_LABELS[option]} (${counts[option]})`}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <EmptyState
              icon={<Mail className="size-8" />}
              title={filter === 'all' ? 'No mail yet' : `No ${FILTER_LABELS[filter].toLowerCase()} messages`}
            />
          ) : (
            <ul className="space-y-3" aria-label="Messages">
              {shown.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </ul>
          )}
        </>
      )}
    </AdminPage>
  );
}
