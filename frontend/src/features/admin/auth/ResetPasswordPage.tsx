import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useConfirmPasswordReset } from './api/account-access';
import { AuthCard } from './components/AuthCard';
import { NewPasswordFields, type NewPasswordValues } from './components/NewPasswordFields';
import { passwordFormError } from './components/server-answer';

/**
 * /admin/reset-password/:token, the link in a password-reset mail. The server checks the link
 * (single use, one hour) and ends every session of the account, so the person signs in afresh.
 */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmPasswordReset();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<NewPasswordValues>({ defaultValues: { password: '', confirmPassword: '' } });

  if (confirm.isSuccess) {
    return (
      <AuthCard title="Password Changed">
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Your new password is set, and every session of your account has been signed out. Sign in with the new
          password.
        </p>
        <Link to={paths.admin} className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
          Sign in
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = ({ password }: NewPasswordValues) => {
    setRefusal(null);
    confirm.mutate(
      { token, password },
      {
        onError: (error) => {
          const problem = passwordFormError(error, 'The password could not be changed. Please try again.');
          if (problem.field) setError('password', { type: 'server', message: problem.message }, { shouldFocus: true });
          else setRefusal(problem.message);
        },
      },
    );
  };

  return (
    <AuthCard title="Choose a New Password" intro="The link in your e-mail works once, for one hour.">
      <form className="space-y-4" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <NewPasswordFields register={register} errors={errors} getValues={getValues} idPrefix="reset" />
        {refusal && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            <p>{refusal}</p>
            <Link to={paths.adminForgotPassword} className="mt-1 inline-block font-semibold underline">
              Ask for a new link
            </Link>
          </div>
        )}
        <button type="submit" disabled={confirm.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
          {confirm.isPending ? 'Saving...' : 'Set new password'}
        </button>
      </form>
    </AuthCard>
  );
}
