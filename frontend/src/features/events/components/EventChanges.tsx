import { History } from 'lucide-react';
import { isoDayText } from '@dental/contracts';
import { useEventChanges } from '../api/get-event-changes';

/**
 * 'What changed': the event's public changes (status, date, place, sessions added, cancelled or
 * moved), in the order they happened, each in plain words with the day it changed (decision 0070). Nothing
 * while nothing has changed. The day is read in UTC, so the server's page and the browser agree.
 */
export function EventChanges({ eventId }: { eventId: string }) {
  const { data } = useEventChanges(eventId);
  const changes = data?.changes ?? [];
  if (changes.length === 0) return null;
  return (
    <section
      aria-labelledby="event-changes-heading"
      className="mt-8 rounded-2xl border border-amber-200 bg-amber-50/60 p-5 sm:p-6"
      data-event-changes=""
    >
      <h2 id="event-changes-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <History className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
        What changed
      </h2>
      <ol className="mt-3 space-y-2">
        {changes.map((change, index) => (
          <li key={`${change.at}-${index}`} className="flex flex-col gap-x-4 text-sm sm:flex-row">
            <time dateTime={change.at} className="shrink-0 text-slate-600 sm:w-36">
              {isoDayText(change.at.slice(0, 10))}
            </time>
            <span className="min-w-0 [overflow-wrap:anywhere] text-slate-900">{change.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
