import { useState, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { CalendarDays, RotateCcw, Trash2, Trophy, User } from 'lucide-react';
import { TRASH_RETENTION_DAYS } from '@dental/contracts';
import { EmptyState, LoadError } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { trashedEventsQueryOptions, useRestoreEvent } from '../events/api/events';
import { trashedSpeakersQueryOptions, useRestoreSpeaker } from '../speakers/api/speakers';
import { trashedSponsorsQueryOptions, useRestoreSponsor } from '../sponsors/api/sponsors';
import { AdminPage } from '../components/AdminPage';
import { TIER_LABELS } from '../components/tier-labels';
import { daysLeft } from '../components/days-left';
import { RefeatureOffer, type RefeatureOfferState } from './components/RefeatureOffer';

const daysLeftText = (purgeAt: string) => {
  const days = daysLeft(purgeAt);
  return days === 1 ? '1 day left' : `${days} days left`;
};

function TrashRow({
  icon,
  title,
  detail,
  purgeAt,
  onRestore,
  restoring,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  purgeAt: string;
  onRestore: () => void;
  restoring: boolean;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="[overflow-wrap:anywhere] font-semibold text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">{detail}</p>
      </div>
      <span className="inline-flex w-fit items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
        {daysLeftText(purgeAt)}
      </span>
      <button type="button" onClick={onRestore} disabled={restoring} className={buttonClass('secondary', 'sm')}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {restoring ? 'Restoring...' : 'Restore'}
        <span className="sr-only">{` ${title}`}</span>
      </button>
    </li>
  );
}

interface TrashedItem {
  id: string;
  title: string;
  detail: string;
  purgeAt: string;
}

/** One kind of trashed item: its heading, the rows, and what shows while loading, failing or empty. */
function TrashSection<T>({
  id,
  heading,
  what,
  query,
  toItem,
  icon,
  onRestore,
  restoringId,
  className,
}: {
  id: string;
  heading: string;
  what: string;
  query: UseQueryResult<T[]>;
  toItem: (entry: T) => TrashedItem;
  icon: ReactNode;
  onRestore: (item: TrashedItem) => void;
  restoringId: string | null;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <div className="mt-4">
        {query.isError ? (
          <LoadError what={`the trashed ${what}`} />
        ) : query.isPending ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading</span>
            <Skeleton className="h-20 w-full rounded-xl" />
            <Skeleton className="h-20 w-full rounded-xl" />
          </div>
        ) : query.data.length === 0 ? (
          <EmptyState icon={<Trash2 className="size-8" />} title={`No ${what} in the trash`} />
        ) : (
          <ul className="space-y-3">
            {query.data.map(toItem).map((item) => (
              <TrashRow
                key={item.id}
                icon={icon}
                title={item.title}
                detail={item.detail}
                purgeAt={item.purgeAt}
                onRestore={() => onRestore(item)}
                restoring={restoringId === item.id}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Trashed events, speakers and sponsors, each with the days left before the purge and a Restore action. */
export default function TrashPage() {
  const eventsQuery = useQuery(trashedEventsQueryOptions());
  const speakersQuery = useQuery(trashedSpeakersQueryOptions());
  const sponsorsQuery = useQuery(trashedSponsorsQueryOptions());
  const restoreEvent = useRestoreEvent();
  const restoreSpeaker = useRestoreSpeaker();
  const restoreSponsor = useRestoreSponsor();
  const [offer, setOffer] = useState<RefeatureOfferState | null>(null);

  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
  const restored = (title: string) => toast({ title: 'Success', description: `${title} restored from trash` });

  const onRestoreEvent = ({ id, title }: TrashedItem) =>
    restoreEvent.mutate(id, {
      onSuccess: (answer) => {
        restored(title);
        setOffer(answer.refeature?.wasFeatured ? { id, title, slotFree: answer.refeature.slotFree } : null);
      },
      onError: failed('Failed to restore event'),
    });
  const onRestoreSpeaker = ({ id, title }: TrashedItem) =>
    restoreSpeaker.mutate(id, { onSuccess: () => restored(title), onError: failed('Failed to restore speaker') });
  const onRestoreSponsor = ({ id, title }: TrashedItem) =>
    restoreSponsor.mutate(id, { onSuccess: () => restored(title), onError: failed('Failed to restore sponsor') });

  const pendingId = (mutation: { isPending: boolean; variables?: string }) =>
    mutation.isPending ? (mutation.variables ?? null) : null;

  return (
    <AdminPage
      title="Trash"
      description={`Trashed events, speakers and sponsors are permanently deleted after ${TRASH_RETENTION_DAYS} days. Restore them before then.`}
      parent={{ to: '/admin/events', label: 'Events' }}
    >
      {offer && (
        <div className="mb-8">
          <RefeatureOffer offer={offer} onDone={() => setOffer(null)} />
        </div>
      )}
      <TrashSection
        id="trash-events"
        heading="Events"
        what="events"
        query={eventsQuery}
        toItem={(event) => ({
          id: event.id,
          title: event.title,
          detail: [event.date, event.city].filter(Boolean).join(' · '),
          purgeAt: event.purgeAt,
        })}
        icon={<CalendarDays className="size-5" />}
        onRestore={onRestoreEvent}
        restoringId={pendingId(restoreEvent)}
      />
      <TrashSection
        id="trash-speakers"
        heading="Speakers"
        what="speakers"
        query={speakersQuery}
        toItem={(speaker) => ({
          id: speaker.id,
          title: speaker.name,
          detail: speaker.profession,
          purgeAt: speaker.purgeAt,
        })}
        icon={<User className="size-5" />}
        onRestore={onRestoreSpeaker}
        restoringId={pendingId(restoreSpeaker)}
        className="mt-10"
      />
      <TrashSection
        id="trash-sponsors"
        heading="Sponsors"
        what="sponsors"
        query={sponsorsQuery}
        toItem={(sponsor) => ({
          id: sponsor.id,
          title: sponsor.name,
          detail: `${TIER_LABELS[sponsor.tier]} sponsor`,
          purgeAt: sponsor.purgeAt,
        })}
        icon={<Trophy className="size-5" />}
        onRestore={onRestoreSponsor}
        restoringId={pendingId(restoreSponsor)}
        className="mt-10"
      />
    </AdminPage>
  );
}
