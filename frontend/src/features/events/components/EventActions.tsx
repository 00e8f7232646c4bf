import { CalendarPlus, ExternalLink as ExternalIcon } from 'lucide-react';
import { listingTiming, type EventListing } from '@dental/contracts';
import { ExternalLink } from '../../../components/ExternalLink';
import { buttonClass } from '../../../components/ui/button';
import { useToday } from '../../../lib/today';
import { eventCalendarUrl } from '../api/get-event';

type ActionsEvent = Pick<EventListing, 'id' | 'date' | 'registrationUrl'> &
  Partial<Pick<EventListing, 'startDate' | 'endDate'>>;

/**
 * The event page's buttons: 'Register Now' ('Registration Coming Soon' without a registration
 * address, 'Registration Closed' once the last day has gone by) and, until then, 'Add to calendar'
 * when the event's first day is known: read from its date text, or given by an admin for a text that cannot
 * be read ('Spring 2027'). The download is written from those days, and a calendar entry needs one.
 */
export function EventActions({ event }: { event: ActionsEvent }) {
  // Registration and a calendar entry are for what is still ahead: an event that is over, by its
  // text or by the days an admin gave (decision 0137), offers neither.
  const isPast = listingTiming(event, useToday()) === 'past';
  const hasCalendarDate = Boolean(event.startDate) && !isPast;

  return (
    <div className="mt-8 flex flex-wrap gap-3">
      {isPast ? (
        <button type="button" disabled className={buttonClass('primary', 'lg')}>
          Registration Closed
        </button>
      ) : (
        <ExternalLink
          href={event.registrationUrl}
          className={buttonClass('primary', 'lg')}
          fallback={
            <button type="button" disabled className={buttonClass('primary', 'lg')}>
              Registration Coming Soon
            </button>
          }
        >
          Register Now
          <ExternalIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </ExternalLink>
      )}
      {hasCalendarDate && (
        <a href={eventCalendarUrl(event.id)} download className={buttonClass('secondary', 'lg')}>
          <CalendarPlus className="size-5" aria-hidden="true" />
          Add to calendar
        </a>
      )}
    </div>
  );
}
