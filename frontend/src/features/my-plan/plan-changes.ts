import { planChangeMark } from '@dental/contracts';
import type { PlanItem } from './api/plan-item';

/**
 * The marks a planned session carries while it differs from what the visitor last accepted of it
 * (decision 0070): 'Cancelled', 'Moved to 2:00 PM', 'Now in Room 204, …', 'Back on the agenda'.
 * None once the change is accepted.
 */
export function planItemMarks(item: PlanItem): string[] {
  const accepted = item.accepted;
  if (!accepted) return [];
  const cancelled = item.cancelled ?? false;
  if (cancelled && !accepted.cancelled) return ['Cancelled'];
  const previous = { day: accepted.day, time: accepted.time, location: accepted.place, speakers: [] };
  const marks: string[] = [];
  if (!cancelled && accepted.cancelled) marks.push('Back on the agenda');
  if (accepted.day !== item.day || accepted.time !== item.time)
    marks.push(planChangeMark({ kind: 'moved', day: item.day, time: item.time, location: item.place, previous }) ?? '');
  if (accepted.place !== item.place)
    marks.push(planChangeMark({ kind: 'room', day: item.day, time: item.time, location: item.place, previous }) ?? '');
  return marks.filter(Boolean);
}
