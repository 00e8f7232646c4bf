import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { fieldAria, FormField, inputClass } from '../components/form';
import { useRequestPasswordReset } from './api/account-access';
import { AuthCard } from './components/AuthCard';
import { resetEmailProblem } from './components/password-rules';

/**
 * /admin/forgot-password: asks for a reset link. The answer never says whether an account has the
 * address (that would tell anyone who the admins are), so the page says the same either way.
 */
export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const backToLogin = (
    <p className="mt-4 text-center text-sm text-slate-600">
      <Link to={paths.admin} className="font-semibold text-brand-700 hover:underline">
        Back to the admin login
      </Link>
    </p>
  );

  if (request.isSuccess) {
    return (
      <AuthCard title="Check Your Email">
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {`If an admin account uses ${request.variables.email.trim()}, a link to choose a new password is on its way. It works once, for one hour.`}
        </p>
        {backToLogin}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the e-mail address of your admin account and we will send you a link to choose a new password."
    >
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => void handleSubmit((values) => request.mutate({ email: values.email.trim() }))(event)}
      >
        <FormField id="reset-email" label="Email" required error={errors.email?.message}>
          <input
            {...register('email', { validate: resetEmailProblem })}
            {...fieldAria('reset-email', errors.email?.message)}
            type="email"
            autoComplete="username"
            className={inputClass(Boolean(errors.email))}
          />
        </FormField>
        {request.isError && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(request.error, 'The link could not be requested. Please try again.')}
          </p>
        )}
        <button type="submit" disabled={request.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
          {request.isPending ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
      {backToLogin}
    </AuthCard>
  );
}
