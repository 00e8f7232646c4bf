import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CalendarPlus, ChevronDown, Copy, Share2 } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSiteOrigin } from '../../../lib/site-origin';
import { CALENDAR_FILE_NAME, planCalendar } from '../ics';
import { MY_PLAN_PATH } from '../my-plan-path';
import type { PlanItem } from '../plan-item';
import { planDays, scheduleItems } from '../plan-schedule';
import { sessionsText } from '../plan-words';
import { encodeSharedPlan, SHARE_PARAM } from '../share-link';

/** How long 'Copied' stays next to the button. */
const STATUS_MS = 4000;

/** The plan's two ways out of this browser: a calendar file, and a link that shows it elsewhere. */
export function PlanActions({ items }: { items: readonly PlanItem[] }) {
  const origin = useSiteOrigin();
  // Calendar entries and the link follow the plan's order: by day and time.
  const ordered = useMemo(() => planDays(scheduleItems(items)).flatMap((day) => day.items.map(({ item }) => item)), [items]);
  const withoutDay = ordered.filter((item) => item.day === null).length;
  const shareUrl = `${new URL(MY_PLAN_PATH, origin).href}?${SHARE_PARAM}=${encodeSharedPlan(ordered)}`;

  const download = () => {
    const { text } = planCalendar(ordered, { origin, now: new Date() });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = CALENDAR_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers start the download after the click returns: let go of the file a little later.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const [sharing, setSharing] = useState(false);
  const sharePanelId = useId();

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-3">
        <button type="button" onClick={download} className={buttonClass('primary', 'md')}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Download calendar file (.ics)
        </button>
        <button type="button" aria-expanded={sharing} aria-controls={sharePanelId} onClick={() => setSharing((open) => !open)} className={buttonClass('secondary', 'md')}>
          <Share2 className="size-4" aria-hidden="true" />
          Share this plan
          <ChevronDown className={cn('size-4 transition-transform', sharing && 'rotate-180')} aria-hidden="true" />
        </button>
      </div>
      {withoutDay > 0 && (
        <p className="text-sm text-slate-700">{`${sessionsText(withoutDay)} without a known day ${withoutDay === 1 ? 'is' : 'are'} not in the calendar file.`}</p>
      )}
      <div id={sharePanelId} hidden={!sharing}>
        <ShareLink url={shareUrl} />
      </div>
    </div>
  );
}

/**
 * The share link in a read-only field with a copy button. The field can be selected and copied by
 * hand where the clipboard is unavailable.
 */
function ShareLink({ url }: { url: string }) {
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
      field.current?.focus();
      field.current?.select();
      setStatus('Link selected: press Ctrl+C (⌘C on a Mac) to copy it');
    }
  };

  return (
    <div className="max-w-3xl rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
      <div className="space-y-2 p-4">
        <p id={helpId} className="text-slate-700">
          The link lists these sessions, nothing about you. Whoever opens it sees them as the site lists them now, and can save them to their own plan.
        </p>
        <label htmlFor={fieldId} className="block font-medium text-slate-700">
          Link to this plan
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={field}
            id={fieldId}
            type="url"
            readOnly
            value={url}
            aria-describedby={helpId}
            onFocus={(focusEvent) => focusEvent.currentTarget.select()}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-800"
            data-plan-share-url=""
          />
          <button type="button" onClick={() => void copy()} className={buttonClass('secondary', 'md', 'shrink-0')}>
            <Copy className="size-4" aria-hidden="true" />
            Copy link
          </button>
        </div>
        <p role="status" aria-live="polite" className="min-h-5 text-slate-700">
          {status}
        </p>
      </div>
    </div>
  );
}
