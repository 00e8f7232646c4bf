import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, LogIn } from 'lucide-react';
import { LoginRequestSchema } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageHead } from '../../site-settings/components/use-page-head';
import { useLogin } from '../api/session';
import { fieldAria, FormField, inputClass } from '../components/form';

type LoginValues = { email: string; password: string };

/** Shown on every admin route until the server says the browser holds an admin session. */
export function LoginForm() {
  usePageHead('Admin Login');
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(LoginRequestSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = (values: LoginValues) =>
    login.mutate(values, {
      onSuccess: () => toast({ title: 'Login Successful', description: 'Welcome to the admin panel' }),
      onError: (error) => {
        // 401 is the wrong-credentials answer; a throttled or failed call says why in its own words.
        const description =
          error instanceof ApiError && error.status !== 401 && error.serverMessage
            ? error.serverMessage
            : 'Invalid email or password';
        toast({ title: 'Login Failed', description, variant: 'destructive' });
      },
    });

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Lock className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-4 text-center text-2xl font-bold text-slate-900">Admin Login</h1>
        <p className="mt-1 text-center text-sm text-slate-600">
          Sign in to manage events, speakers, sponsors and submissions.
        </p>
        <form className="mt-6 space-y-4" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <FormField id="admin-email" label="Email" required error={errors.email?.message}>
            <input
              {...register('email')}
              {...fieldAria('admin-email', errors.email?.message)}
              type="email"
              autoComplete="username"
              className={inputClass(Boolean(errors.email))}
            />
          </FormField>
          <FormField id="admin-password" label="Password" required error={errors.password?.message}>
            <input
              {...register('password')}
              {...fieldAria('admin-password', errors.password?.message)}
              type="password"
              autoComplete="current-password"
              className={inputClass(Boolean(errors.password))}
            />
          </FormField>
          <button type="submit" disabled={login.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
            <LogIn className="size-4" aria-hidden="true" />
            {login.isPending ? 'Signing In...' : 'Sign In'}
          </button>
        </form>
        <p className="mt-4 text-center text-sm">
          <Link to={paths.adminForgotPassword} className="font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </p>
      </div>
    </div>
  );
}
