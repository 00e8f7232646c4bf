import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useSession } from '../api/session';
import { useAcceptInvitation } from './api/account-access';
import { AuthCard } from './components/AuthCard';
import { NewPasswordFields, type NewPasswordValues } from './components/NewPasswordFields';
import { passwordFormError } from './components/server-answer';

/**
 * /admin/invitation/:token, the link in an invitation mail: the invitee chooses a password and is
 * signed in. The server checks the link (single use, 72 hours) when the password is sent.
 */
export default function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const accept = useAcceptInvitation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<NewPasswordValues>({ defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = ({ password }: NewPasswordValues) => {
    setRefusal(null);
    accept.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({ title: 'Welcome', description: 'Your account is ready and you are signed in.' });
          void navigate(paths.admin, { replace: true });
        },
        onError: (error) => {
          const problem = passwordFormError(error, 'The invitation could not be accepted. Please try again.');
          if (problem.field) setError('password', { type: 'server', message: problem.message }, { shouldFocus: true });
          else setRefusal(problem.message);
        },
      },
    );
  };

  return (
    <AuthCard
      title="Accept Invitation"
      intro="Choose a password for your admin account. The link works once, for 72 hours."
    >
      {session && (
        <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {`You are signed in as ${session.email}. Accepting signs you in as the invited account instead.`}
        </p>
      )}
      <form className="space-y-4" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <NewPasswordFields register={register} errors={errors} getValues={getValues} idPrefix="invitation" />
        {refusal && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {refusal}
          </p>
        )}
        <button type="submit" disabled={accept.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
          {accept.isPending ? 'Setting password...' : 'Set password and sign in'}
        </button>
      </form>
      <p className="mt-4 text-center text-sm text-slate-600">
        <Link to={paths.admin} className="font-semibold text-brand-700 hover:underline">
          Go to the admin login
        </Link>
      </p>
    </AuthCard>
  );
}
