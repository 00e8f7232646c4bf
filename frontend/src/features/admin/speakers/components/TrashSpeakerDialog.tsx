import { useState } from 'react';
import type { Speaker } from '@dental/contracts';
import { toast } from '../../../../lib/toast';
import { useTrashSpeaker } from '../api/speakers';
import { AdminDialog, DialogFormButtons } from '../../components/AdminDialog';
import { inputClass } from '../../components/form';

/** The speaker delete dialog: the admin password is re-checked on the server; an empty one is never sent. */
export function TrashSpeakerDialog({
  speaker,
  open,
  onOpenChange,
}: {
  speaker: Speaker;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [password, setPassword] = useState('');
  const trash = useTrashSpeaker();
  const inputId = `speaker-password-${speaker.id}`;

  const close = (next: boolean) => {
    if (trash.isPending) return;
    if (!next) setPassword('');
    onOpenChange(next);
  };

  const confirm = () => {
    if (password === '') {
      toast({
        title: 'Password Required',
        description: 'Please enter admin password to delete speaker',
        variant: 'destructive',
      });
      return;
    }
    trash.mutate(
      { id: speaker.id, password },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Speaker moved to trash successfully' });
          setPassword('');
          onOpenChange(false);
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to delete speaker or invalid password',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title="Delete Speaker"
      description={`Move ${speaker.name} to trash? The speaker leaves the public site at once and is permanently deleted after 14 days.`}
      footer={
        <DialogFormButtons
          formId={`${inputId}-form`}
          pending={trash.isPending}
          onCancel={() => close(false)}
          submitLabel="Delete Speaker"
          pendingLabel="Deleting..."
          destructive
        />
      }
    >
      <form
        id={`${inputId}-form`}
        noValidate
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          confirm();
        }}
      >
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Admin password
        </label>
        <input
          id={inputId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={inputClass(false)}
        />
      </form>
    </AdminDialog>
  );
}
