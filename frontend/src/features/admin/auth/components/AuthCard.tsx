import type { ReactNode } from 'react';
import { KeyRound } from 'lucide-react';
import { usePageHead } from '../../../site-settings/components/use-page-head';

/**
 * The frame of the pages a person opens before being signed in (the login form's look): an
 * invitation, a reset link, the request for one. Kept out of search engines: their links are
 * personal and short-lived.
 */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageHead(title, { noIndex: true });
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <KeyRound className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-4 text-center text-2xl font-bold text-slate-900">{title}</h1>
        {intro && <div className="mt-1 text-center text-sm text-slate-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
