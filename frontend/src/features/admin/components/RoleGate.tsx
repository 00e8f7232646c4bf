import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Eye } from 'lucide-react';
import { AdminMessage, AdminPage } from './AdminPage';
import { useAdminRole } from '../api/session';
import { areaOfPath, isReadOnlyForm, mayOpen, readOnlyNotice, type AdminArea } from './roles';

/** A screen only owners open (accounts, sent mail): others are told so instead of meeting a failed load. */
export function OwnerOnly({ area, title, children }: { area: AdminArea; title: string; children: ReactNode }) {
  const role = useAdminRole();
  if (role && mayOpen(role, area)) return children;
  return (
    <AdminPage title={title}>
      <AdminMessage role="alert">Only an owner can open this screen.</AdminMessage>
    </AdminPage>
  );
}

/**
 * Disables every control of an edit form the signed-in role may not save (a disabled fieldset
 * disables all the inputs and buttons inside it), so the form reads as a record, not a trap.
 */
export function ReadOnlyForms({ children }: { children: ReactNode }) {
  const role = useAdminRole();
  const { pathname } = useLocation();
  const readOnly = role !== null && isReadOnlyForm(role, pathname);
  return (
    <fieldset disabled={readOnly} className="min-w-0">
      {children}
    </fieldset>
  );
}

/**
 * The line above a screen the signed-in role may read but not change. The server refuses the
 * change anyway; this says so before anyone tries.
 */
export function ReadOnlyNotice() {
  const role = useAdminRole();
  const { pathname } = useLocation();
  const notice = role ? readOnlyNotice(role, areaOfPath(pathname)) : null;
  if (!notice) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <p
        role="note"
        className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
      >
        <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {notice}
      </p>
    </div>
  );
}
