import { useEffect, useId, useRef, useState } from 'react';
import { CalendarSync, ChevronDown, Copy } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { useSiteOrigin } from '../../../lib/site-origin';
import { calendarFeedUrls, type CalendarFeedParams } from './calendar-feed-url';

/** How long 'Copied' stays next to the button. */
const STATUS_MS = 4000;

/**
 * 'Subscribe': the upcoming events matching the page's filters as a calendar feed, offered as a
 * webcal:// link (calendar apps open it as a subscription) and as an address to copy into any
 * other app. A native disclosure, so it opens before the page's scripts have run; the address is
 * a read-only field, so it can be selected and copied by hand where the clipboard is unavailable.
 * Renders the same on the server and in the browser: the origin comes from useSiteOrigin().
 */
export function SubscribeToCalendar({ params }: { params: CalendarFeedParams }) {
  const { url, webcal } = calendarFeedUrls(useSiteOrigin(), params);
  const fieldId = useId();
  const helpId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (status === '') return;
    const timer = setTimeout(() => setStatus(''), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Copied');
    } catch {
      // No clipboard (an http page, a refused permission, an older browser): select the address for the visitor to copy.
      field.current?.focus();
      field.current?.select();
      setStatus('Address selected: press Ctrl+C (⌘C on a Mac) to copy it');
    }
  };

  return (
    <details className="group rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
      <summary className={buttonClass('secondary', 'md', 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
        <CalendarSync className="size-4" aria-hidden="true" />
        Subscribe
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-3 p-4">
        <p id={helpId} className="text-slate-700">
          Upcoming events matching these filters, in your calendar app. New events appear as they are listed; most apps check once a day.
        </p>
        <a href={webcal} className={buttonClass('primary', 'md')}>
          <CalendarSync className="size-4" aria-hidden="true" />
          Subscribe in your calendar app
        </a>
        <div>
          <label htmlFor={fieldId} className="block font-medium text-slate-700">
            Or copy the calendar address
          </label>
          <div className="mt-1 flex gap-2">
            <input
              ref={field}
              id={fieldId}
              type="url"
              readOnly
              value={url}
              aria-describedby={helpId}
              onFocus={(focusEvent) => focusEvent.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-800"
            />
            <button type="button" onClick={() => void copy()} className={buttonClass('secondary', 'md')}>
              <Copy className="size-4" aria-hidden="true" />
              Copy address
            </button>
          </div>
          <p role="status" aria-live="polite" className="mt-1 min-h-5 text-slate-700">
            {status}
          </p>
        </div>
      </div>
    </details>
  );
}
