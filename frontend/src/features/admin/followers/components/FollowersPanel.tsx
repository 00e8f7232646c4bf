import { useState } from 'react';
import { BellRing, Trash2 } from 'lucide-react';
import { buttonClass } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useAdminRole } from '../../api/session';
import { mayOpen } from '../../components/roles';
import { AdminDialog } from '../../components/AdminDialog';
import { useFollowers, useRemoveFollower, type Follower } from '../api/followers';
import { followerStatusLabel, isConfirmed } from './follower-status';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const formatDay = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
};

/**
 * On an event's edit page, for owners only: the addresses that asked to hear when its
 * registration opens or its status, date, place or sessions change, and a way to remove one (an erasure request).
 */
export function FollowersPanel({ eventId }: { eventId: string }) {
  const role = useAdminRole();
  const owner = role !== null && mayOpen(role, 'followers');
  const followers = useFollowers(eventId, owner);
  const remove = useRemoveFollower(eventId);
  const [removing, setRemoving] = useState<Follower | null>(null);

  if (!owner) return null;

  const confirmed = followers.data?.filter((follower) => isConfirmed(follower.status)).length ?? 0;

  const onRemove = (follower: Follower) =>
    remove.mutate(follower, {
      onSuccess: () =>
        toast({ title: 'Follower Removed', description: `${follower.email} will get no more mail about this event.` }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to remove the follower'),
          variant: 'destructive',
        }),
      onSettled: () => setRemoving(null),
    });

  return (
    <section
      aria-labelledby="followers-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          <BellRing className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="followers-heading" className="text-lg font-semibold text-slate-900">
            Followers
          </h2>
          <p className="text-sm text-slate-600">
            {followers.isSuccess
              ? `${confirmed} confirmed of ${followers.data.length}. Confirmed addresses hear when registration opens or the event's status, date, place or sessions change. Only owners see them.`
              : 'Addresses that asked to hear about this event. Only owners see them.'}
          </p>
        </div>
      </div>
      <div className="mt-4">
        {followers.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(followers.error, "We couldn't load the followers.")}
          </p>
        ) : followers.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading followers...
          </p>
        ) : followers.data.length === 0 ? (
          <p className="text-sm text-slate-600">Nobody follows this event yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Followers">
            {followers.data.map((follower) => (
              <li key={follower.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="[overflow-wrap:anywhere] text-sm font-medium text-slate-900">{follower.email}</p>
                  <p className="text-xs text-slate-600">
                    <span
                      className={cn(
                        'font-semibold',
                        isConfirmed(follower.status) ? 'text-green-800' : 'text-amber-800',
                      )}
                    >
                      {followerStatusLabel(follower.status)}
                    </span>
                    {` · since ${formatDay(follower.createdAt)}`}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => setRemoving(follower)}
                  className={buttonClass('ghost', 'sm', 'w-fit')}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Remove
                  <span className="sr-only">{` ${follower.email}`}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <AdminDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove Follower"
        description={
          removing
            ? `${removing.email} is deleted from this event's followers and gets no more mail about it.`
            : undefined
        }
        footer={
          <>
            <button type="button" onClick={() => setRemoving(null)} className={buttonClass('secondary')}>
              Cancel
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => removing && onRemove(removing)}
              className={buttonClass('primary')}
            >
              {remove.isPending ? 'Removing...' : 'Remove follower'}
            </button>
          </>
        }
      />
    </section>
  );
}
