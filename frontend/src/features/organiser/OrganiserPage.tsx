import { CircleAlert, LogOut } from 'lucide-react';
import { PageHero } from '../../components/PageHero';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { usePageHead } from '../site-settings/components/use-page-head';
import { useEndOrganiserSession, useOrganiserEvents } from './api/organiser';
import { OrganiserEventCard } from './components/OrganiserEventCard';

/**
 * /organiser: the signed-in organiser's events, each with a form to propose changes and the
 * requests already made. Without an organiser session it says how to get one back.
 */
export default function OrganiserPage() {
  const events = useOrganiserEvents();
  const signOut = useEndOrganiserSession();
  usePageHead('Your Listings', { noIndex: true });

  let body;
  if (events.isPending) body = <p role="status">Loading your events...</p>;
  else if (events.isError)
    body = (
      <p role="alert" className="text-red-800">
        Your events could not be loaded. Please refresh the page.
      </p>
    );
  else if (events.data === null)
    body = (
      <p role="alert" className="flex items-start gap-2 text-slate-800">
        <CircleAlert className="mt-1 size-4 shrink-0 text-red-700" aria-hidden="true" />
        <span>
          {signOut.isSuccess
            ? 'You are signed out. To come back, open the organiser link from your e-mail again.'
            : 'Please open the organiser link from your e-mail again. It signs you in to your own events.'}
        </span>
      </p>
    );
  else if (events.data.length === 0)
    body = <p role="status">No event is listed for your address yet. We will mail you once one is published.</p>;
  else
    body = (
      <div className="flex flex-col gap-8">
        <div className="flex justify-end">
          <button
            type="button"
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                onError: (error) =>
                  toast({
                    title: 'Error',
                    description: errorMessage(error, 'You could not be signed out. Please try again.'),
                    variant: 'destructive',
                  }),
              })
            }
            className={buttonClass('secondary', 'sm')}
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </button>
        </div>
        {events.data.map((item) => (
          <OrganiserEventCard key={item.event.id} item={item} />
        ))}
      </div>
    );

  return (
    <>
      <PageHero
        title="Your Listings"
        subtitle="Propose changes to your events. Our team reviews each proposal and mails you when it is applied."
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">{body}</div>
    </>
  );
}
