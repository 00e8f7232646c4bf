import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, RotateCcw, Trash2, User } from 'lucide-react';
import { TRASH_RETENTION_DAYS } from '@dental/contracts';
import { EmptyState, LoadError } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { trashedEventsQueryOptions, useRestoreEvent } from '../api/events';
import { trashedSpeakersQueryOptions, useRestoreSpeaker } from '../api/speakers';
import { AdminPage } from '../components/AdminPage';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the purge, never below 0 ('0 days left' on the last day). */
export function daysLeft(purgeAt: string, now: Date = new Date()): number {
  const due = new Date(purgeAt).getTime();
  if (Number.isNaN(due)) return TRASH_RETENTION_DAYS;
  return Math.max(0, Math.ceil((due - now.getTime()) / DAY_MS));
}

const daysLeftText = (purgeAt: string) => {
  const days = daysLeft(purgeAt);
  return days === 1 ? '1 day left' : `${days} days left`;
};

function TrashRow({ icon, title, detail, purgeAt, onRestore, restoring }: { icon: ReactNode; title: string; detail: string; purgeAt: string; onRestore: () => void; restoring: boolean }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">{detail}</p>
      </div>
      <span className="inline-flex w-fit items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">{daysLeftText(purgeAt)}</span>
      <button type="button" onClick={onRestore} disabled={restoring} className={buttonClass('secondary', 'sm')}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {restoring ? 'Restoring...' : 'Restore'}
        <span className="sr-only">{` ${title}`}</span>
      </button>
    </li>
  );
}

/** Trashed events and speakers, each with the days left before the purge and a Restore action. */
export default function TrashPage() {
  const eventsQuery = useQuery(trashedEventsQueryOptions());
  const speakersQuery = useQuery(trashedSpeakersQueryOptions());
  const restoreEvent = useRestoreEvent();
  const restoreSpeaker = useRestoreSpeaker();

  const onRestoreEvent = (id: string, title: string) =>
    restoreEvent.mutate(id, {
      onSuccess: () => toast({ title: 'Success', description: `${title} restored from trash` }),
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to restore event'), variant: 'destructive' }),
    });
  const onRestoreSpeaker = (id: string, name: string) =>
    restoreSpeaker.mutate(id, {
      onSuccess: () => toast({ title: 'Success', description: `${name} restored from trash` }),
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to restore speaker'), variant: 'destructive' }),
    });

  const loading = (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-20 w-full rounded-xl" />
      <Skeleton className="h-20 w-full rounded-xl" />
    </div>
  );

  return (
    <AdminPage title="Trash" description={`Trashed events and speakers are permanently deleted after ${TRASH_RETENTION_DAYS} days. Restore them before then.`} parent={{ to: '/admin/events', label: 'Events' }}>
      <section aria-labelledby="trash-events">
        <h2 id="trash-events" className="text-xl font-semibold text-slate-900">
          Events
        </h2>
        <div className="mt-4">
          {eventsQuery.isError ? (
            <LoadError what="the trashed events" />
          ) : eventsQuery.isPending ? (
            loading
          ) : eventsQuery.data.length === 0 ? (
            <EmptyState icon={<Trash2 className="size-8" />} title="No events in the trash" />
          ) : (
            <ul className="space-y-3">
              {eventsQuery.data.map((event) => (
                <TrashRow
                  key={event.id}
                  icon={<CalendarDays className="size-5" />}
                  title={event.title}
                  detail={[event.date, event.city].filter(Boolean).join(' · ')}
                  purgeAt={event.purgeAt}
                  onRestore={() => onRestoreEvent(event.id, event.title)}
                  restoring={restoreEvent.isPending && restoreEvent.variables === event.id}
                />
              ))}
            </ul>
          )}
        </div>
      </section>
      <section aria-labelledby="trash-speakers" className="mt-10">
        <h2 id="trash-speakers" className="text-xl font-semibold text-slate-900">
          Speakers
        </h2>
        <div className="mt-4">
          {speakersQuery.isError ? (
            <LoadError what="the trashed speakers" />
          ) : speakersQuery.isPending ? (
            loading
          ) : speakersQuery.data.length === 0 ? (
            <EmptyState icon={<Trash2 className="size-8" />} title="No speakers in the trash" />
          ) : (
            <ul className="space-y-3">
              {speakersQuery.data.map((speaker) => (
                <TrashRow
                  key={speaker.id}
                  icon={<User className="size-5" />}
                  title={speaker.name}
                  detail={speaker.profession}
                  purgeAt={speaker.purgeAt}
                  onRestore={() => onRestoreSpeaker(speaker.id, speaker.name)}
                  restoring={restoreSpeaker.isPending && restoreSpeaker.variables === speaker.id}
                />
              ))}
            </ul>
          )}
        </div>
      </section>
    </AdminPage>
  );
}
