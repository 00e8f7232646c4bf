import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { PageHero } from '../../components/PageHero';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useHydrated } from '../../lib/use-hydrated';
import { usePageHead } from '../site-settings/components/use-page-head';
import { startOrganiserSession } from './api/organiser';

/**
 * /organiser/:token, the private link in an organiser's mail: the page sends the token to the
 * server, which opens an organiser session, then shows the organiser's events. Signing in changes
 * nothing in the listing, so it happens on opening (a mail scanner that opens it only signs itself
 * in). Marked noindex: the token is private.
 */
export default function OrganiserLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);
  usePageHead('Organiser Sign-in', { noIndex: true });

  useEffect(() => {
    if (!hydrated || sent.current) return;
    sent.current = true;
    startOrganiserSession(token).then(
      () => void navigate(paths.organiser, { replace: true }),
      (error: unknown) => setFailure(errorMessage(error, 'We could not open this organiser link. Please try again.')),
    );
  }, [hydrated, navigate, token]);

  return (
    <>
      <PageHero title="Your Listings" subtitle="Keep your events' details, agenda and speakers up to date." />
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
          {failure ? (
            <div className="flex flex-col items-center gap-4">
              <p
                role="alert"
                className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-left text-sm font-medium text-red-800"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{failure}</span>
              </p>
              <Link to={paths.home} className={buttonClass('secondary', 'md')}>
                Go to the home page
              </Link>
            </div>
          ) : (
            <p role="status" className="text-slate-700">
              Opening your organiser link...
            </p>
          )}
          <noscript>
            <p className="mt-3 text-sm text-slate-700">This page needs JavaScript turned on to open your link.</p>
          </noscript>
        </div>
      </div>
    </>
  );
}
