import { useId, useState } from 'react';
import {
  EVENT_STATUSES,
  EVENT_STATUS_LABELS,
  STATUS_NOTE_MAX_LENGTH,
  type EventSummary,
  type EventStatus,
} from '@dental/contracts';
import { buttonClass } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useSetEventStatus } from '../api/events';

const FIELD = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900';

function useStatusSaver(event: EventSummary) {
  const setStatus = useSetEventStatus();
  const save = (status: EventStatus, statusNote: string | null, onDone?: () => void) =>
    setStatus.mutate(
      { id: event.id, status, statusNote },
      {
        onSuccess: () => {
          toast({
            title: 'Success',
            description: `${event.title} is now ${EVENT_STATUS_LABELS[status].toLowerCase()}.`,
          });
          onDone?.();
        },
        onError: (failure) =>
          toast({
            title: 'Error',
            description: errorMessage(failure, 'Failed to update the event status'),
            variant: 'destructive',
          }),
      },
    );
  return { save, saving: setStatus.isPending };
}

/** The events list's status choice: a change is saved at once, without a note (the edit page adds one). */
export function EventStatusSelect({ event }: { event: EventSummary }) {
  const id = useId();
  const { save, saving } = useStatusSaver(event);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <label htmlFor={id}>
        Status<span className="sr-only">{` of ${event.title}`}</span>
      </label>
      <select
        id={id}
        className={FIELD}
        value={event.status}
        disabled={saving}
        onChange={(change) => save(change.target.value as EventStatus, null)}
      >
        {EVENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {EVENT_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The edit page's status, with the public note visitors read under the event's title. */
export function EventStatusForm({ event }: { event: EventSummary }) {
  const statusId = useId();
  const noteId = useId();
  const [status, setStatus] = useState<EventStatus>(event.status);
  const [note, setNote] = useState(event.statusNote ?? '');
  const { save, saving } = useStatusSaver(event);
  const unchanged = status === event.status && note.trim() === (event.statusNote ?? '');
  return (
    <section aria-labelledby={`${statusId}-heading`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${statusId}-heading`} className="text-lg font-semibold text-slate-900">
        Event status
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Shown to visitors, search engines, calendars and followers. Moving a visible upcoming event&apos;s date makes it
        rescheduled by itself.
      </p>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]"
        onSubmit={(submit) => {
          submit.preventDefault();
          save(status, note.trim() || null);
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={statusId}
            className={FIELD}
            value={status}
            onChange={(change) => setStatus(change.target.value as EventStatus)}
          >
            {EVENT_STATUSES.map((choice) => (
              <option key={choice} value={choice}>
                {EVENT_STATUS_LABELS[choice]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
            Public note (optional)
          </label>
          <input
            id={noteId}
            className={FIELD}
            value={note}
            maxLength={STATUS_NOTE_MAX_LENGTH}
            placeholder="Refunds by e-mail; new date to be announced"
            onChange={(change) => setNote(change.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={saving || unchanged} className={buttonClass('primary', 'sm')}>
            {saving ? 'Saving...' : 'Save status'}
          </button>
        </div>
      </form>
    </section>
  );
}
