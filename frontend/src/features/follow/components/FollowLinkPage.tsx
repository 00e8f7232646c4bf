import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { BellOff, BellRing, CircleAlert, CircleCheck } from 'lucide-react';
import { PageHero } from '../../../components/PageHero';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageHead } from '../../site-settings/components/use-page-head';
import { sendFollowLink, type FollowLinkAction, type FollowLinkAnswer } from '../api/follow-links';

type State =
  | { kind: 'waiting' }
  | { kind: 'sending' }
  | { kind: 'done'; answer: FollowLinkAnswer }
  | { kind: 'failed'; message: string };

const WORDS: Record<
  FollowLinkAction,
  { title: string; subtitle: string; ask: string; button: string; sending: string; done: string; failed: string }
> = {
  confirm: {
    title: 'Confirm Following',
    subtitle: 'You asked to hear when an event opens its registration or sets or changes its date.',
    ask: 'Press the button to confirm your email address. Until then we send nothing about the event.',
    button: 'Confirm my address',
    sending: 'Confirming...',
    done: "You're following the event. We'll email you when registration opens or its status, date, place or sessions change.",
    failed: "We couldn't confirm this link. Please try again.",
  },
  unsubscribe: {
    title: 'Unsubscribe',
    subtitle: 'Stop the emails about an event you followed.',
    ask: 'Press the button to stop hearing about this event. Your address is removed from its followers.',
    button: 'Unsubscribe',
    sending: 'Unsubscribing...',
    done: "You're unsubscribed. We won't email you about this event again.",
    failed: "We couldn't unsubscribe you with this link. Please try again.",
  },
};

/**
 * The page a follower mail's link opens (/follow/confirm/:token, /follow/unsubscribe/:token). It
 * sends the token only when the visitor presses the button: mail systems open links to scan them,
 * and such a visit must neither confirm an address nobody confirmed nor unsubscribe anyone. The
 * server renders the shell (noindex: a token is private); the button works once the scripts run.
 */
export function FollowLinkPage({ action }: { action: FollowLinkAction }) {
  const { token = '' } = useParams();
  const words = WORDS[action];
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  usePageHead(words.title, { description: words.subtitle, noIndex: true });

  const send = async () => {
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'done', answer: await sendFollowLink(action, token) });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, words.failed) });
    }
  };

  let body: ReactNode;
  if (state.kind === 'done') {
    const { eventId, eventTitle } = state.answer;
    body = (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CircleCheck className="size-10 text-teal-700" aria-hidden="true" />
        <p className="text-base text-slate-800">{words.done}</p>
        {eventId ? (
          <Link to={paths.event(eventId)} className={buttonClass('primary', 'md', 'mt-2')}>
            {eventTitle ? `Back to ${eventTitle}` : 'Back to the event'}
          </Link>
        ) : (
          <Link to={paths.events} className={buttonClass('primary', 'md', 'mt-2')}>
            Browse events
          </Link>
        )}
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-4 text-center">
        {action === 'confirm' ? (
          <BellRing className="size-10 text-brand-700" aria-hidden="true" />
        ) : (
          <BellOff className="size-10 text-brand-700" aria-hidden="true" />
        )}
        <p className="text-base text-slate-800">{words.ask}</p>
        {state.kind === 'failed' && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-left text-sm font-medium text-red-800"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{state.message}</span>
          </p>
        )}
        <button
          type="button"
          onClick={() => void send()}
          disabled={!hydrated || token === '' || state.kind === 'sending'}
          className={buttonClass('primary', 'lg')}
        >
          {state.kind === 'sending' ? words.sending : words.button}
        </button>
        <noscript>
          <p className="text-sm text-slate-700">This page needs JavaScript turned on to send your answer.</p>
        </noscript>
      </div>
    );
  }

  return (
    <>
      <PageHero title={words.title} subtitle={words.subtitle} />
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{body}</div>
      </div>
    </>
  );
}
