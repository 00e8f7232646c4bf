import { Check, Plus } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { PlanItem } from '../api/plan-item';
import { isInPlan, togglePlanItem, usePlanState } from '../api/plan-store';

/** What the button says: what pressing it does, or, once pressed, that the session is in the plan. */
export function planToggleLabel(pressed: boolean): string {
  return pressed ? 'In My plan' : 'Add to My plan';
}

/**
 * 'Add to My plan' for one agenda session: a toggle button (aria-pressed), named with the session's
 * title so a list of them can be told apart by ear. Once pressed it reads 'In My plan' with a check
 * mark and a filled look, so a glance tells which sessions are in the plan; its name starts with the
 * words it shows (voice control users say what they see) and aria-pressed still tells a screen
 * reader it is on, so pressing it again is heard as taking it out.
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
      aria-label={`${planToggleLabel(pressed)}: ${item.title}`}
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
      {planToggleLabel(pressed)}
    </button>
  );
}
