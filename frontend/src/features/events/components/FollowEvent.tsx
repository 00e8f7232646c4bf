import { useId, useState, type FormEvent } from 'react';
import { BellRing, MailCheck } from 'lucide-react';
import { listingTiming, type EventListing } from '@dental/contracts';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useToday } from '../../../lib/today';
import { inputClass } from '../../submissions/components/FormField';
import { followEvent, looksLikeEmail } from '../api/follow-event';
import { useHydrated } from '../../../lib/use-hydrated';

/** The event followed, with the days that say whether it is over (decision 0137). */
type FollowedEvent = Pick<EventListing, 'id' | 'title' | 'date'> & Partial<Pick<EventListing, 'startDate' | 'endDate'>>;

type State = { kind: 'editing'; problem?: string } | { kind: 'sending' } | { kind: 'sent'; email: string };

/**
 * 'Follow this event': a visitor leaves an address to hear what the digest and the notices carry
 * (decisions 0070, 0073): registration opening, and a change of the event's status, date, place or
 * sessions; changes close together in one email, a cancellation or postponement at once. The
 * server mails a confirmation link first (double opt-in) and answers the same for every address,
 * so this only ever says to check the inbox. It needs the page's scripts: the
 * button waits for them rather than sending a bare form the API would answer with JSON. An event
 * that is over has nothing left to announce: it offers no form.
 */
export function FollowEvent({ event }: { event: FollowedEvent }) {
  const { id: eventId, title: eventTitle } = event;
  const isPast = listingTiming(event, useToday()) === 'past';
  const id = useId();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'editing' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setState({ kind: 'editing', problem: 'Please enter a valid email address, such as name@example.com.' });
      return;
    }
    setState({ kind: 'sending' });
    try {
      await followEvent(eventId, address);
      setState({ kind: 'sent', email: address });
    } catch (error) {
      setState({
        kind: 'editing',
        problem: errorMessage(error, "We couldn't take your address just now. Please try again."),
      });
    }
  };

  if (isPast) return null;
  const problem = state.kind === 'editing' ? state.problem : undefined;
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      data-testid="follow-event"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BellRing className="size-5 text-brand-700" aria-hidden="true" />
        Follow this event
      </h2>
      {state.kind === 'sent' ? (
        <div role="status" className="mt-2 flex items-start gap-2 text-sm text-slate-800">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
          <p>
            <strong className="font-semibold">Check your inbox to confirm.</strong>{' '}
            {`We sent a link to ${state.email}. Nothing more is sent about ${eventTitle} until you open it.`}
          </p>
        </div>
      ) : (
        <>
          <p id={`${id}-about`} className="mt-1 text-sm text-slate-600">
            Get an email when registration opens or the event changes: its status (cancelled, postponed, moved online),
            date, place or sessions. Changes made close together come in one email; a cancellation or postponement comes
            at once. You confirm your address first, and every message has an unsubscribe link.
          </p>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="mt-3 flex max-w-xl flex-col gap-2 sm:flex-row sm:items-start"
          >
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-email`} className="sr-only">
                Your email address
              </label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : `${id}-about`}
                className={cn(inputClass(Boolean(problem)), 'mt-0 py-2.5')}
              />
              {problem && (
                <p id={`${id}-problem`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {problem}
                </p>
              )}
            </div>
            <button
              type="submit"
              disabled={!hydrated || state.kind === 'sending'}
              className={buttonClass('secondary', 'md', 'py-2.5 sm:shrink-0')}
            >
              <BellRing className="size-4" aria-hidden="true" />
              {state.kind === 'sending' ? 'Sending...' : 'Follow'}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
