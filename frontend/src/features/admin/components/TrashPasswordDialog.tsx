import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { AdminDialog, DialogFormButtons } from './AdminDialog';
import { inputClass } from './form';

export interface TrashPasswordDialogProps {
  /** The item's id (the mutation's) and the name shown above the password field. */
  item: { id: string; name: string };
  trash: UseMutationResult<unknown, Error, { id: string; password: string }>;
  title: string;
  description: string;
  /** The toast after the server moved it. */
  moved: string;
  /** The toast's text when the server gives no reason. */
  failed: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Moving an item to the trash with the admin's password, which the server re-checks (an empty one
 * is never sent); the server's reason is shown when it refuses.
 */
export function TrashPasswordDialog({
  item,
  trash,
  title,
  description,
  moved,
  failed,
  open,
  onOpenChange,
}: TrashPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const inputId = `trash-password-${item.id}`;

  const close = (next: boolean) => {
    if (trash.isPending) return;
    if (!next) setPassword('');
    onOpenChange(next);
  };

  const confirm = () => {
    if (password === '') return;
    trash.mutate(
      { id: item.id, password },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: moved });
          setPassword('');
          onOpenChange(false);
        },
        onError: (error) => toast({ title: 'Error', description: errorMessage(error, failed), variant: 'destructive' }),
      },
    );
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      footer={
        <DialogFormButtons
          formId={`${inputId}-form`}
          pending={trash.isPending}
          onCancel={() => close(false)}
          submitLabel="Move to Trash"
          pendingLabel="Deleting..."
          disabled={password === ''}
          destructive
        />
      }
    >
      <form
        id={`${inputId}-form`}
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          confirm();
        }}
      >
        <p className="text-sm font-semibold text-slate-900">{item.name}</p>
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
