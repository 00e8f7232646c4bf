import { Link } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePageHead } from '../../site-settings/components/use-page-head';

/** The 404 page: any path the site has no page for, public or under /admin. */
export function NotFound() {
  usePageHead('404 Page Not Found', { noIndex: true });
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <AlertCircle className="size-8 shrink-0 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <Link to={paths.home} className={buttonClass('primary', 'md', 'mt-6')}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
