import { browserStoredValue } from '../../../lib/browser-stored-value';
import { isEventId, isSessionKey, readPlanItems, samePlanItem, PLAN_LIMITS, type PlanItem } from './plan-item';

/**
 * The visitor's plan, kept in this browser's localStorage (no account: decision 0026), read after
 * the first render and followed across tabs (`browserStoredValue`).
 *
 * Which sessions the visitor attended is kept beside the items, by their ids, not inside them: an
 * item is replaced by its session's current copy whenever its event changes, and having attended
 * it is a fact about the visitor, not about the session. The share link carries only the items.
 */

const STORAGE_KEY = 'dental-events:my-ce-plan';
const STORAGE_VERSION = 1;

export interface PlanState {
  items: readonly PlanItem[];
  /** planItemId of the sessions the visitor marked attended; always sessions of `items`. */
  attended: ReadonlySet<string>;
  /** False when the browser refused to keep the last change (storage full or turned off): it lasts until the page closes. */
  saved: boolean;
}

/** What the storage holds, as a plan: an empty one unless it is one of this version. */
function readStored(stored: unknown): PlanState {
  const isCurrent = typeof stored === 'object' && stored !== null && (stored as { v?: unknown }).v === STORAGE_VERSION;
  if (!isCurrent) return EMPTY_PLAN;
  const items = readPlanItems((stored as { items?: unknown }).items);
  return { items, attended: readAttended((stored as { attended?: unknown }).attended, items), saved: true };
}

const EMPTY_PLAN: PlanState = { items: [], attended: new Set(), saved: true };

/** '<eventId>/<key>': one session of one event, as the attended list names it. */
export const planItemId = (item: Pick<PlanItem, 'eventId' | 'key'>) => `${item.eventId}/${item.key}`;

/** The stored attended ids that name a session of the plan, each once. */
function readAttended(value: unknown, items: readonly PlanItem[]): Set<string> {
  if (!Array.isArray(value)) return new Set();
  const planned = new Set(items.map(planItemId));
  return new Set(
    value.filter((id): id is string => {
      if (typeof id !== 'string' || !planned.has(id)) return false;
      const [eventId, key] = id.split('/');
      return isEventId(eventId) && isSessionKey(key);
    }),
  );
}

const stored = browserStoredValue(STORAGE_KEY, readStored);

/** The plan, or null while it has not been read (on the server, and in the browser's first render). */
export function usePlanState(): PlanState | null {
  return stored.use() ?? null;
}

/** The plan now, read from storage if no component has read it yet (for actions, not for rendering). */
export function currentPlan(): PlanState {
  return stored.current();
}

const current = () => currentPlan().items;

function save(items: readonly PlanItem[], attendedIds: ReadonlySet<string> = currentPlan().attended): void {
  // Only sessions still in the plan stay marked attended.
  const planned = new Set(items.map(planItemId));
  const attended = new Set([...attendedIds].filter((id) => planned.has(id)));
  const saved = stored.keep({ v: STORAGE_VERSION, items, attended: [...attended] });
  stored.set({ items, attended, saved });
}

/** Marks a planned session attended, or takes the mark off again. */
export function toggleAttended(item: Pick<PlanItem, 'eventId' | 'key'>): void {
  const { items, attended } = currentPlan();
  const id = planItemId(item);
  if (!items.some((kept) => samePlanItem(kept, item))) return;
  const next = new Set(attended);
  if (!next.delete(id)) next.add(id);
  save(items, next);
}

export function isInPlan(items: readonly PlanItem[] | undefined, item: Pick<PlanItem, 'eventId' | 'key'>): boolean {
  return Boolean(items?.some((kept) => samePlanItem(kept, item)));
}

/** Adds the session, or removes it when it is in the plan already. */
export function togglePlanItem(item: PlanItem): void {
  const items = current();
  save(
    isInPlan(items, item)
      ? items.filter((kept) => !samePlanItem(kept, item))
      : [...items, item].slice(0, PLAN_LIMITS.items),
  );
}

export function removePlanItem(item: Pick<PlanItem, 'eventId' | 'key'>): void {
  save(current().filter((kept) => !samePlanItem(kept, item)));
}

/** Adds the sessions not in the plan yet; returns how many were added. */
export function addPlanItems(items: readonly PlanItem[]): number {
  const kept = current();
  const added = items.filter(
    (item, index) => !isInPlan(kept, item) && items.findIndex((other) => samePlanItem(other, item)) === index,
  );
  if (added.length > 0) save([...kept, ...added].slice(0, PLAN_LIMITS.items));
  return added.length;
}

/**
 * Replaces stored items with fresher copies (the event's current agenda), matched by the event and
 * key they were stored under; a copy whose new key is already in the plan replaces nothing and is
 * dropped, so a session is never listed twice. Saves only when something changed.
 */
export function refreshPlanItems(
  updates: ReadonlyArray<{ stored: Pick<PlanItem, 'eventId' | 'key'>; item: PlanItem }>,
): void {
  const { items, attended } = currentPlan();
  let changed = false;
  const next: PlanItem[] = [];
  const nextAttended = new Set(attended);
  for (const item of items) {
    const update = updates.find(({ stored }) => samePlanItem(stored, item));
    const replacement = update && JSON.stringify(update.item) !== JSON.stringify(item) ? update.item : item;
    if (replacement !== item) changed = true;
    // A session found under a new key stays attended under it.
    if (attended.has(planItemId(item))) nextAttended.add(planItemId(replacement));
    if (next.some((kept) => samePlanItem(kept, replacement))) {
      changed = true;
      continue;
    }
    next.push(replacement);
  }
  if (changed) save(next, nextAttended);
}

/** The visitor took note of how a planned session changed: its marks go until it changes again. */
export function acceptPlanChange(item: PlanItem): void {
  const { accepted: _accepted, ...noted } = item;
  refreshPlanItems([{ stored: item, item: noted }]);
}
