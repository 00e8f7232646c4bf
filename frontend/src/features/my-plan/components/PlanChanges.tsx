import { BellRing, Check } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import type { PlanItem } from '../api/plan-item';
import { acceptPlanChange } from '../api/plan-store';
import { planItemMarks } from '../plan-changes';

/**
 * The planned sessions that changed since the visitor added them (moved, in another room,
 * cancelled), each with its marks and an 'OK' that accepts the change (decision 0070). Nothing
 * while nothing changed.
 */
export function PlanChanges({ items }: { items: readonly PlanItem[] }) {
  const changed = items.map((item) => ({ item, marks: planItemMarks(item) })).filter(({ marks }) => marks.length > 0);
  if (changed.length === 0) return null;
  return (
    <section
      aria-labelledby="plan-changes-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5"
      data-plan-changes=""
    >
      <h2 id="plan-changes-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BellRing className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
        Changed since you added them
      </h2>
      <ul className="mt-3 space-y-3">
        {changed.map(({ item, marks }) => (
          <li
            key={`${item.eventId}/${item.key}`}
            className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
            data-plan-change=""
          >
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <p className={item.cancelled ? 'font-medium text-slate-500 line-through' : 'font-medium text-slate-900'}>
                {item.title}
              </p>
              <p className="text-sm text-slate-600">{item.eventTitle}</p>
              <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="What changed">
                {marks.map((mark) => (
                  <li
                    key={mark}
                    className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-300"
                    data-plan-change-mark=""
                  >
                    {mark}
                  </li>
                ))}
              </ul>
            </div>
            <button
              type="button"
              onClick={() => acceptPlanChange(item)}
              className={buttonClass('secondary', 'sm', 'shrink-0 self-start sm:self-center')}
            >
              <Check className="size-4" aria-hidden="true" />
              OK<span className="sr-only">{`, noted: ${item.title} ${marks.join(', ')}`}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
