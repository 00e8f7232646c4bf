import { ChevronRight } from 'lucide-react';
import {
  MANDATES,
  MANDATE_LABELS,
  SESSION_DELIVERIES,
  SESSION_DELIVERY_LABELS,
  SESSION_MINUTES_MAX,
  type Mandate,
  type SessionDelivery,
} from '@dental/contracts';
import { ChoiceLabel, choiceInputClass } from './FieldGroup';
import { inputClass } from '../../submissions/components/FormField';
import type { EditableSession } from './agenda-model';

type BoardPart = Pick<EditableSession, 'minutes' | 'delivery' | 'mandates'>;

/** Ticked mandates in the catalogue's order, whatever order they were ticked in. */
function toggledMandates(current: readonly Mandate[], mandate: Mandate, checked: boolean): Mandate[] {
  const next = new Set(current);
  if (checked) next.add(mandate);
  else next.delete(mandate);
  return MANDATES.filter((known) => next.has(known));
}

/**
 * What a licensing board counts a session by: its minutes of instruction, how it is attended, and
 * the mandated subjects it teaches (decision 0063). Shown beside the session's credits and credit
 * type in the agenda editor.
 */
export function SessionBoardFields({
  session,
  label,
  problemOf,
  onChange,
}: {
  session: EditableSession;
  label: string;
  /** The agenda check's message for one of the session's fields, if any. */
  problemOf: (field: string) => string | undefined;
  onChange: (patch: Partial<BoardPart>) => void;
}) {
  const id = (field: string) => `${session.key}-${field}`;
  const minutesProblem = problemOf('minutes');
  const deliveryProblem = problemOf('delivery');
  const mandatesProblem = problemOf('mandates');
  const chosen = session.mandates.map((mandate) => MANDATE_LABELS[mandate]).join(', ');
  return (
    <div className="grid grid-cols-1 gap-x-3 gap-y-2 sm:grid-cols-6 lg:grid-cols-12">
      <div className="sm:col-span-2 lg:col-span-2">
        <label htmlFor={id('minutes')} className="block text-xs font-medium text-slate-700">
          Minutes of instruction
        </label>
        <input
          id={id('minutes')}
          type="number"
          inputMode="numeric"
          min={0}
          max={SESSION_MINUTES_MAX}
          step={1}
          value={session.minutes}
          onChange={(e) => onChange({ minutes: e.target.value })}
          aria-invalid={minutesProblem ? true : undefined}
          aria-describedby={minutesProblem ? id('minutes-error') : undefined}
          className={inputClass(Boolean(minutesProblem))}
        />
        {minutesProblem && (
          <p id={id('minutes-error')} className="mt-1 text-sm font-medium text-red-700">
            {minutesProblem}
          </p>
        )}
      </div>
      <div className="sm:col-span-4 lg:col-span-3">
        <label htmlFor={id('delivery')} className="block text-xs font-medium text-slate-700">
          Delivery
        </label>
        <select
          id={id('delivery')}
          value={session.delivery}
          onChange={(e) => onChange({ delivery: e.target.value as SessionDelivery | '' })}
          aria-invalid={deliveryProblem ? true : undefined}
          className={inputClass(Boolean(deliveryProblem))}
        >
          <option value="">Not stated</option>
          {SESSION_DELIVERIES.map((delivery) => (
            <option key={delivery} value={delivery}>
              {SESSION_DELIVERY_LABELS[delivery]}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-6 lg:col-span-7">
        <details
          className="group mt-1 rounded-lg border border-slate-300 bg-white text-sm lg:mt-5"
          open={Boolean(mandatesProblem) || undefined}
        >
          <summary className="flex cursor-pointer items-start gap-2 px-3 py-2 text-slate-800">
            <ChevronRight
              className="mt-0.5 size-4 shrink-0 transition-transform group-open:rotate-90"
              aria-hidden="true"
            />
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-medium">Mandated subjects</span>
              <span className="text-slate-600">{`: ${chosen || 'none chosen'}`}</span>
            </span>
          </summary>
          <fieldset className="min-w-0 border-t border-slate-200 px-2 py-2">
            <legend className="sr-only">{`Mandated subjects of ${label}`}</legend>
            <ul className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
              {MANDATES.map((mandate) => (
                <li key={mandate} className="min-w-0">
                  <ChoiceLabel>
                    <input
                      type="checkbox"
                      checked={session.mandates.includes(mandate)}
                      onChange={(e) =>
                        onChange({ mandates: toggledMandates(session.mandates, mandate, e.target.checked) })
                      }
                      className={choiceInputClass}
                    />
                    {MANDATE_LABELS[mandate]}
                  </ChoiceLabel>
                </li>
              ))}
            </ul>
          </fieldset>
        </details>
        {mandatesProblem && <p className="mt-1 text-sm font-medium text-red-700">{mandatesProblem}</p>}
      </div>
    </div>
  );
}
