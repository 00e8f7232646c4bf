import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useSession } from '../api/session';
import { AdminPage } from '../components/AdminPage';
import { fieldAria, FormField, inputClass } from '../components/form';
import { useChangePassword } from './api/account-access';
import { NewPasswordFields, type NewPasswordValues } from './components/NewPasswordFields';
import { passwordFormError } from './components/server-answer';

interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}

/** /admin/password: every account changes its own password; the server signs out its other sessions. */
export default function ChangePasswordPage() {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ defaultValues: { currentPassword: '', password: '', confirmPassword: '' } });

  const onSubmit = ({ currentPassword, password }: ChangePasswordValues) =>
    change.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          toast({ title: 'Password Changed', description: 'Your other sessions have been signed out.' });
          void navigate(paths.admin);
        },
        onError: (error) => {
          const problem = passwordFormError(error, 'Failed to change the password. Please try again.');
          // 403 is the server's 'that is not your current password'.
          const field = problem.field ?? (error instanceof ApiError && error.status === 403 ? 'currentPassword' : null);
          if (field) setError(field, { type: 'server', message: problem.message }, { shouldFocus: true });
          else toast({ title: 'Password Not Changed', description: problem.message, variant: 'destructive' });
        },
      },
    );

  return (
    <AdminPage
      title="Change Password"
      description={session ? `For ${session.email}. Your other sessions are signed out when it changes.` : undefined}
    >
      <form
        className="max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        {/* The e-mail as a hidden username lets a password manager update the right entry. */}
        <input type="email" name="username" autoComplete="username" value={session?.email ?? ''} readOnly hidden />
        <FormField id="current-password" label="Current password" required error={errors.currentPassword?.message}>
          <input
            {...register('currentPassword', {
              validate: (value) => (value === '' ? 'Your current password is required' : true),
            })}
            {...fieldAria('current-password', errors.currentPassword?.message)}
            type="password"
            autoComplete="current-password"
            className={inputClass(Boolean(errors.currentPassword))}
          />
        </FormField>
        <NewPasswordFields
          register={register}
          errors={errors}
          getValues={getValues}
          idPrefix="change"
          differentFrom={() => getValues('currentPassword')}
        />
        <div className="flex flex-wrap gap-2 pt-2">
          <button type="submit" disabled={change.isPending} className={buttonClass('primary')}>
            {change.isPending ? 'Saving...' : 'Change password'}
          </button>
        </div>
      </form>
    </AdminPage>
  );
}
