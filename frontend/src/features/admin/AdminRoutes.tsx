import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { PageFallback } from '../../app/layout/PageFallback';
import { isSignedInAdminPage, type OpenAdminPage, type SignedInAdminPage } from '../../config/admin-pages';
import { buttonClass } from '../../components/ui/button';
import { useSession, useSignOutOn401 } from './api/session';
import { NotFound } from '../not-found/components/NotFound';
import { LoginForm } from './auth/LoginForm';
import { AdminNav } from './components/AdminNav';
import { OwnerOnly, ReadOnlyForms, ReadOnlyNotice } from './components/RoleGate';

// Each admin screen is its own chunk; all of them load only under /admin.
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const AdminEventsPage = lazy(() => import('./events/AdminEventsPage'));
const CreateEventPage = lazy(() => import('./events/CreateEventPage'));
const EditEventPage = lazy(() => import('./events/EditEventPage'));
const TrashPage = lazy(() => import('./trash/TrashPage'));
const AdminSpeakersPage = lazy(() => import('./speakers/AdminSpeakersPage'));
const CreateSpeakerPage = lazy(() => import('./speakers/CreateSpeakerPage'));
const EditSpeakerPage = lazy(() => import('./speakers/EditSpeakerPage'));
const AdminSponsorsPage = lazy(() => import('./sponsors/AdminSponsorsPage'));
const AdminSubmissionsPage = lazy(() => import('./submissions/AdminSubmissionsPage'));
const ChangeRequestsPage = lazy(() => import('./organisers/ChangeRequestsPage'));
const RenewalRequirementsPage = lazy(() => import('./ce-requirements/RenewalRequirementsPage'));
const RuleSetPage = lazy(() => import('./ce-requirements/RuleSetPage'));
const SiteSettingsPage = lazy(() => import('./settings/SiteSettingsPage'));
const ContentPage = lazy(() => import('./settings/ContentPage'));
const AuditPage = lazy(() => import('./audit/AuditPage'));
const AsOfPage = lazy(() => import('./audit/AsOfPage'));
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage'));
const AccountsPage = lazy(() => import('./accounts/AccountsPage'));
const SentMailPage = lazy(() => import('./mail/SentMailPage'));
const ChangePasswordPage = lazy(() => import('./auth/ChangePasswordPage'));
// Opened from a mail or the login form, signed in or not.
const AcceptInvitationPage = lazy(() => import('./auth/AcceptInvitationPage'));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage'));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage'));

/** /admin/events/edit/:id, the spec's other reading of the edit link, lands on the canonical route. */
function LegacyEventEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/admin/events/${encodeURIComponent(id)}/edit`} replace />;
}

/** The pages a mail links to (an invitation, a password reset) and the request for a reset: they open without a session. */
const OPEN_SCREENS: Record<OpenAdminPage, ReactNode> = {
  'invitation/:token': <AcceptInvitationPage />,
  'reset-password/:token': <ResetPasswordPage />,
  'forgot-password': <ForgotPasswordPage />,
};

/**
 * The screen of each signed-in admin page (config/admin-pages.ts): the type asks for one screen per
 * page the server answers as an admin page, and no screen without one.
 */
const SIGNED_IN_SCREENS: Record<SignedInAdminPage, ReactNode> = {
  '': <DashboardPage />,
  events: <AdminEventsPage />,
  'events/new': <CreateEventPage />,
  'events/:id/edit': <EditEventPage />,
  'events/edit/:id': <LegacyEventEditRedirect />,
  trash: <TrashPage />,
  speakers: <AdminSpeakersPage />,
  'speakers/new': <CreateSpeakerPage />,
  'speakers/edit/:id': <EditSpeakerPage />,
  sponsors: <AdminSponsorsPage />,
  submissions: <AdminSubmissionsPage />,
  'change-requests': <ChangeRequestsPage />,
  'ce-requirements': <RenewalRequirementsPage />,
  'ce-requirements/new': <RuleSetPage />,
  'ce-requirements/:id/edit': <RuleSetPage />,
  content: <ContentPage />,
  settings: <SiteSettingsPage />,
  audit: <AuditPage />,
  'audit/as-of': <AsOfPage />,
  analytics: <AnalyticsPage />,
  password: <ChangePasswordPage />,
  accounts: (
    <OwnerOnly area="accounts" title="Accounts">
      <AccountsPage />
    </OwnerOnly>
  ),
  'sent-mail': (
    <OwnerOnly area="sent-mail" title="Sent Mail">
      <SentMailPage />
    </OwnerOnly>
  ),
};

/**
 * The admin area's entry, loaded only when a path under /admin is opened. The pages a mail links
 * to (an invitation, a password reset) and the request for a reset open without a session; for
 * everything else the server's session cookie decides.
 */
export default function AdminRoutes() {
  useSignOutOn401();
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {Object.entries(OPEN_SCREENS).map(([path, screen]) => (
          <Route key={path} path={path} element={screen} />
        ))}
        <Route path="*" element={<SignedInAreaOrNotFound />} />
      </Routes>
    </Suspense>
  );
}

/**
 * Any other path under /admin is the site's 404 page, signed in or not (the server answers it
 * with 404): the admin pages are no secret, and a mistyped address should say so rather than ask
 * for a password first.
 */
function SignedInAreaOrNotFound() {
  const { pathname } = useLocation();
  return isSignedInAdminPage(pathname) ? <SignedInArea /> : <NotFound />;
}

/** Until /api/auth/me answers with an admin, every signed-in admin page shows the login form. */
function SignedInArea() {
  const session = useSession();

  if (session.isPending) return <PageFallback />;
  if (session.isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <p role="alert" className="text-slate-700">
          The admin area could not reach the server.
        </p>
        <button type="button" onClick={() => void session.refetch()} className={buttonClass('primary', 'md', 'mt-4')}>
          Try again
        </button>
      </div>
    );
  }
  if (!session.data) return <LoginForm />;

  return (
    <div className="lg:flex">
      <AdminNav />
      <div className="min-w-0 flex-1">
        <Suspense fallback={<PageFallback />}>
          <ReadOnlyNotice />
          <ReadOnlyForms>
            <Routes>
              {Object.entries(SIGNED_IN_SCREENS).map(([path, screen]) =>
                path === '' ? (
                  <Route key={path} index element={screen} />
                ) : (
                  <Route key={path} path={path} element={screen} />
                ),
              )}
            </Routes>
          </ReadOnlyForms>
        </Suspense>
      </div>
    </div>
  );
}
