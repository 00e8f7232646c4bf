import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { usePageHead } from '../../site-settings/components/use-page-head';

/**
 * The frame of every admin screen: the spec's 'Back to Admin' link (with the list screen this one
 * belongs to) as a breadcrumb under the admin navigation, the heading and the screen's actions.
 */
export function AdminPage({
  title,
  description,
  actions,
  parent,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The list screen this one belongs to, linked next to 'Back to Admin'. */
  parent?: { to: string; label: string };
  children: ReactNode;
}) {
  usePageHead(`${title} | Admin`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold">
        <Link
          to="/admin"
          className="inline-flex items-center gap-1.5 rounded-md text-brand-700 hover:text-brand-900 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Admin
        </Link>
        {parent && (
          <>
            <span className="text-slate-400" aria-hidden="true">
              /
            </span>
            <Link to={parent.to} className="rounded-md text-brand-700 hover:text-brand-900 hover:underline">
              {parent.label}
            </Link>
          </>
        )}
      </nav>
      <div className="mt-4 flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** A centred message inside an admin screen ('Loading event...', 'Event not found'). */
export function AdminMessage({ children, role = 'status' }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <p role={role} className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center text-slate-700">
      {children}
    </p>
  );
}
