import { useId, useMemo, useState } from 'react';
import { paths } from '../../../config/paths';
import { CalendarPlus, ChevronDown, FileSpreadsheet, Printer, Share2 } from 'lucide-react';
import { CopyableAddress } from '../../../components/CopyableAddress';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSiteOrigin } from '../../../lib/site-origin';
import { CALENDAR_FILE_NAME, planCalendar } from '../ics';
import type { PlanItem } from '../api/plan-item';
import { planDays, scheduleItems } from '../plan-schedule';
import { sessionsText } from '../plan-words';
import { encodeSharedPlan, SHARE_PARAM } from '../share-link';
import { RECORD_FILE_NAME, recordCsv, type RecordRow } from '../plan-record';

/**
 * The plan's ways out of this browser: a calendar file, a link that shows it elsewhere, and a CE
 * record for an audit, as a spreadsheet file or printed.
 */
export function PlanActions({ items, recordRows }: { items: readonly PlanItem[]; recordRows: readonly RecordRow[] }) {
  const origin = useSiteOrigin();
  // Calendar entries and the link follow the plan's order: by day and time.
  const ordered = useMemo(
    () => planDays(scheduleItems(items)).flatMap((day) => day.items.map(({ item }) => item)),
    [items],
  );
  const withoutDay = ordered.filter((item) => item.day === null).length;
  const shareUrl = `${new URL(paths.myPlan, origin).href}?${SHARE_PARAM}=${encodeSharedPlan(ordered)}`;

  const download = () => {
    const { text } = planCalendar(ordered, { origin, now: new Date() });
    downloadFile(text, 'text/calendar;charset=utf-8', CALENDAR_FILE_NAME);
  };
  const downloadRecord = () => downloadFile(recordCsv(recordRows), 'text/csv;charset=utf-8', RECORD_FILE_NAME);

  const [sharing, setSharing] = useState(false);
  const sharePanelId = useId();

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-3">
        <button type="button" onClick={download} className={buttonClass('primary', 'md')}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Download calendar file (.ics)
        </button>
        <button
          type="button"
          aria-expanded={sharing}
          aria-controls={sharePanelId}
          onClick={() => setSharing((open) => !open)}
          className={buttonClass('secondary', 'md')}
        >
          <Share2 className="size-4" aria-hidden="true" />
          Share this plan
          <ChevronDown className={cn('size-4 transition-transform', sharing && 'rotate-180')} aria-hidden="true" />
        </button>
        <button type="button" onClick={downloadRecord} className={buttonClass('secondary', 'md')}>
          <FileSpreadsheet className="size-4" aria-hidden="true" />
          Download CE record (.csv)
        </button>
        <button type="button" onClick={() => window.print()} className={buttonClass('secondary', 'md')}>
          <Printer className="size-4" aria-hidden="true" />
          Print CE record
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

/** The share link, with what it reveals (only the sessions). */
function ShareLink({ url }: { url: string }) {
  const helpId = useId();
  return (
    <div className="max-w-3xl space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <p id={helpId} className="text-slate-700">
        The link lists these sessions, nothing about you. Whoever opens it sees them as the site lists them now, and can
        save them to their own plan.
      </p>
      <CopyableAddress
        label="Link to this plan"
        value={url}
        copyLabel="Copy link"
        describedBy={helpId}
        fieldProps={{ 'data-plan-share-url': '' }}
      />
    </div>
  );
}

function downloadFile(text: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: let go of the file a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
