import { Link, useRouteError } from 'react-router';
import { buttonClass } from '../../components/ui/button';

/** Last line of defence when a page throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 text-center"
      role="alert"
    >
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-600">This page could not be shown. Please try again.</p>
      <Link to="/" reloadDocument className={buttonClass('primary', 'md', 'mt-6')}>
        Return to Home
      </Link>
    </div>
  );
}
