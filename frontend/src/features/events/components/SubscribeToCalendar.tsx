import { useId } from 'react';
import { CalendarSync, ChevronDown } from 'lucide-react';
import { CopyableAddress } from '../../../components/CopyableAddress';
import { buttonClass } from '../../../components/ui/button';
import { useSiteOrigin } from '../../../lib/site-origin';
import { calendarFeedUrls, type CalendarFeedParams } from './calendar-feed-url';

/**
 * 'Subscribe': the upcoming events matching the page's filters as a calendar feed, offered as a
 * webcal:// link (calendar apps open it as a subscription) and as an address to copy into any
 * other app. A native disclosure, so it opens before the page's scripts have run; the address is
 * a read-only field, so it can be selected and copied by hand where the clipboard is unavailable.
 * Renders the same on the server and in the browser: the origin comes from useSiteOrigin().
 */
export function SubscribeToCalendar({
  params,
  description = 'Upcoming events matching these filters, in your calendar app.',
}: {
  params: CalendarFeedParams;
  description?: string;
}) {
  const { url, webcal } = calendarFeedUrls(useSiteOrigin(), params);
  const helpId = useId();

  return (
    // Closed, only the button shows: a frame around it alone looked like an empty field. Open, the
    // frame holds the button and the choices under it.
    <details className="group w-fit rounded-xl border border-transparent text-sm open:w-full open:border-slate-200 open:bg-white open:shadow-sm">
      <summary
        className={buttonClass('secondary', 'md', 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}
      >
        <CalendarSync className="size-4" aria-hidden="true" />
        Subscribe
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-3 p-4">
        <p id={helpId} className="text-slate-700">
          {description} New events appear as they are listed; most apps check once a day.
        </p>
        <a href={webcal} className={buttonClass('primary', 'md')}>
          <CalendarSync className="size-4" aria-hidden="true" />
          Subscribe in your calendar app
        </a>
        <CopyableAddress
          label="Or copy the calendar address"
          value={url}
          copyLabel="Copy address"
          describedBy={helpId}
        />
      </div>
    </details>
  );
}
