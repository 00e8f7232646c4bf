import { useState } from 'react';
import { TRASH_RETENTION_DAYS, type Sponsor } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useTrashSponsor } from '../api/sponsors';
import { AdminDialog } from '../components/AdminDialog';
import { inputClass } from '../components/form';

/**
 * Deleting a sponsor moves it to the trash, as for events and speakers: the server re-checks the
 * admin's password, and the sponsor can be restored from the trash screen for 14 days.
 */
export function TrashSponsorDialog({ sponsor, open, onOpenChange }: { sponsor: Sponsor; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [password, setPassword] = useState('');
  const trash = useTrashSponsor();
  const inputId = `trash-sponsor-password-${sponsor.id}`;

  const close = (next: boolean) => {
    if (trash.isPending) return;
    if (!next) setPassword('');
    onOpenChange(next);
  };

  const confirm = () => {
    if (password === '') return;
    trash.mutate(
      { id: sponsor.id, password },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Sponsor moved to trash' });
          setPassword('');
          onOpenChange(false);
        },
        onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to delete sponsor. Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title="Confirm Sponsor Deletion"
      description={`Are you sure you want to move this sponsor to trash? It leaves its event and the public site at once. The sponsor will be permanently deleted after ${TRASH_RETENTION_DAYS} days.`}
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
        <p className="text-sm font-semibold text-slate-900">{sponsor.name}</p>
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
