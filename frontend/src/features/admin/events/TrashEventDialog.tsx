import { useState } from 'react';
import type { EventListing } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useTrashEvent } from '../api/events';
import { AdminDialog } from '../components/AdminDialog';
import { inputClass } from '../components/form';

/** 'Confirm Event Deletion': the server re-checks the admin's password before the event goes to trash. */
export function TrashEventDialog({ event, open, onOpenChange }: { event: EventListing; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [password, setPassword] = useState('');
  const trash = useTrashEvent();
  const inputId = `trash-password-${event.id}`;

  const close = (next: boolean) => {
    if (trash.isPending) return;
    if (!next) setPassword('');
    onOpenChange(next);
  };

  const confirm = () => {
    if (password === '') return;
    trash.mutate(
      { id: event.id, password },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Event moved to trash' });
          setPassword('');
          onOpenChange(false);
        },
        onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to delete event'), variant: 'destructive' }),
      },
    );
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title="Confirm Event Deletion"
      description="Are you sure you want to move this event to trash? This action will hide the event from public view. The event will be permanently deleted after 14 days."
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={() => close(false)} disabled={trash.isPending}>
            Cancel
          </button>
          <button type="submit" form={`${inputId}-form`} className={buttonClass('primary', 'md', 'bg-red-700 hover:bg-red-800')} disabled={password === '' || trash.isPending}>
            {trash.isPending ? 'Deleting...' : 'Move to Trash'}
          </button>
        </>
      }
    >
      <form
        id={`${inputId}-form`}
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          confirm();
        }}
      >
        <p className="text-sm font-semibold text-slate-900">{event.title}</p>
        <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-slate-800">
          Enter your password to confirm:
        </label>
        <input
          id={inputId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(changeEvent) => setPassword(changeEvent.target.value)}
          className={inputClass(false)}
        />
      </form>
    </AdminDialog>
  );
}
