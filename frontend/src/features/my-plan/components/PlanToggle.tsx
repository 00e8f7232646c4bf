import { Check, Plus } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { PlanItem } from '../api/plan-item';
import { isInPlan, togglePlanItem, usePlanState } from '../api/plan-store';

/**
 * 'Add to My plan' for one agenda session: a toggle button (aria-pressed), named with the session's
 * title so a list of them can be told apart by ear. Its label stays the same when pressed, as a
 * toggle's should; the check mark and the filled look show the session is in the plan.
 *
 * The server and the browser's first render show it unpressed: the plan is read from the
 * browser's storage after that render (plan-store.ts).
 */
export function PlanToggle({ item, className }: { item: PlanItem; className?: string }) {
  const plan = usePlanState();
  const pressed = isInPlan(plan?.items, item);
  const Icon = pressed ? Check : Plus;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // The visible words first, then the title: the name a screen reader or voice control uses.
      aria-label={`Add to My plan: ${item.title}`}
      onClick={() => togglePlanItem(item)}
      data-plan-toggle=""
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500',
        pressed
          ? 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800'
          : 'border-teal-300 bg-white text-teal-900 hover:border-teal-500 hover:bg-teal-50',
        className,
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      Add to My plan
    </button>
  );
}
