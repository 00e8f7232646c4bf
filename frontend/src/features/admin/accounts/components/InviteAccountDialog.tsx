import { ROLES, type Role } from '@dental/contracts';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { AdminDialog, DialogFormButtons } from '../../components/AdminDialog';
import { fieldAria, FormField, inputClass } from '../../components/form';
import { resetEmailProblem } from '../../auth/components/password-rules';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../components/roles';
import { useInviteAccount } from '../api/accounts';

interface InviteValues {
  email: string;
  role: Role;
}

/** Invites a person by e-mail: the server records the invitation and the mail carries a 72-hour, single-use link. */
export function InviteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInviteAccount();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteValues>({ defaultValues: { email: '', role: 'editor' } });

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = (values: InviteValues) =>
    invite.mutate(
      { email: values.email.trim(), role: values.role },
      {
        onSuccess: (account) => {
          toast({
            title: 'Invitation Sent',
            description: `${account.email} can set a password from the link in their e-mail for 72 hours.`,
          });
          close(false);
        },
        onError: (error) => {
          const message = errorMessage(error, 'Failed to send the invitation');
          // A taken address (409) or a refused one (400) belongs next to the address.
          if (error instanceof ApiError && (error.status === 409 || error.status === 400))
            setError('email', { type: 'server', message }, { shouldFocus: true });
          else toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );

  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title="Invite an Admin"
      description="They receive an e-mail with a link to set their password."
      footer={
        <DialogFormButtons
          formId="invite-form"
          pending={invite.isPending}
          onCancel={() => close(false)}
          submitLabel="Send invitation"
          pendingLabel="Sending..."
        />
      }
    >
      <form id="invite-form" className="space-y-5" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <FormField id="invite-email" label="Email" required error={errors.email?.message}>
          <input
            {...register('email', { validate: resetEmailProblem })}
            {...fieldAria('invite-email', errors.email?.message)}
            type="email"
            autoComplete="off"
            className={inputClass(Boolean(errors.email))}
          />
        </FormField>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Role</legend>
          <div className="mt-2 space-y-2">
            {ROLES.map((role) => (
              <label
                key={role}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input {...register('role')} type="radio" value={role} className="mt-1 size-4 accent-brand-700" />
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{ROLE_LABELS[role]}</span>
                  <span className="block text-sm text-slate-600">{ROLE_DESCRIPTIONS[role]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </AdminDialog>
  );
}
