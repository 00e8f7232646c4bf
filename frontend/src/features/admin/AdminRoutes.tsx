import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { PageFallback } from '../../app/layout/PageFallback';
import { buttonClass } from '../../components/ui/button';
import { useSession, useSignOutOn401 } from './api/session';
import { LoginForm } from './auth/LoginForm';
import { AdminMessage, AdminPage } from './components/AdminPage';
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

function AdminNotFound() {
  return (
    <AdminPage title="Page Not Found">
      <AdminMessage>This admin page does not exist.</AdminMessage>
    </AdminPage>
  );
}

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
        <Route path="invitation/:token" element={<AcceptInvitationPage />} />
        <Route path="reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="*" element={<SignedInArea />} />
      </Routes>
    </Suspense>
  );
}

/** Until /api/auth/me answers with an admin, every other admin route shows the login form. */
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
              <Route index element={<DashboardPage />} />
              <Route path="events" element={<AdminEventsPage />} />
              <Route path="events/new" element={<CreateEventPage />} />
              <Route path="events/:id/edit" element={<EditEventPage />} />
              <Route path="events/edit/:id" element={<LegacyEventEditRedirect />} />
              <Route path="trash" element={<TrashPage />} />
              <Route path="speakers" element={<AdminSpeakersPage />} />
              <Route path="speakers/new" element={<CreateSpeakerPage />} />
              <Route path="speakers/edit/:id" element={<EditSpeakerPage />} />
              <Route path="sponsors" element={<AdminSponsorsPage />} />
              <Route path="submissions" element={<AdminSubmissionsPage />} />
              <Route path="change-requests" element={<ChangeRequestsPage />} />
              <Route path="ce-requirements" element={<RenewalRequirementsPage />} />
              <Route path="ce-requirements/new" element={<RuleSetPage />} />
              <Route path="ce-requirements/:id/edit" element={<RuleSetPage />} />
              <Route path="content" element={<ContentPage />} />
              <Route path="settings" element={<SiteSettingsPage />} />
              <Route path="audit" element={<AuditPage />} />
              <Route path="audit/as-of" element={<AsOfPage />} />
              <Route path="analytics" element={<AnalyticsPage />} />
              <Route path="password" element={<ChangePasswordPage />} />
              <Route
                path="accounts"
                element={
                  <OwnerOnly area="accounts" title="Accounts">
                    <AccountsPage />
                  </OwnerOnly>
                }
              />
              <Route
                path="sent-mail"
                element={
                  <OwnerOnly area="sent-mail" title="Sent Mail">
                    <SentMailPage />
                  </OwnerOnly>
                }
              />
              <Route path="*" element={<AdminNotFound />} />
            </Routes>
          </ReadOnlyForms>
        </Suspense>
      </div>
    </div>
  );
}
