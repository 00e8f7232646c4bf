import type { EntityKind } from '@dental/contracts';
import type { StoredAuditRow } from '../audit-rows';
import { fieldLabel } from '../entity-history/describe';
import type { EntityState } from '../../shared/entity-state';

const NOUNS: Record<EntityKind, string> = {
  event: 'event',
  speaker: 'speaker',
  sponsor: 'sponsor',
  submission: 'submission',
  settings: 'site settings',
  account: 'account',
  'rule-set': 'renewal rule set',
};
/** Fields that say whether the entity still exists; they are checked on their own, before any field. */
const LIFECYCLE_FIELDS = new Set(['purged', 'removed']);

export const ALREADY_UNDONE = 'This change was already undone.';

/**
 * Why a change can no longer be undone, or null when it can. `later` are the same entity's rows
 * after it, oldest first; `current` is the entity's state now.
 * - the entity is gone (purged or deleted);
 * - it was moved to the trash later (restore it first);
 * - a field this change set was changed again later (undo that one first), or this change was
 *   already undone.
 */
export function undoConflict(
  row: StoredAuditRow,
  later: readonly StoredAuditRow[],
  current: EntityState,
): string | null {
  const noun = NOUNS[row.entity.kind];
  const changed = new Set(row.changes.map((change) => change.field));
  if (current.purged === true && !changed.has('purged'))
    return `This ${noun} was purged after this change, so it can no longer be undone.`;
  if (current.removed === true && !changed.has('removed'))
    return `This ${noun} was deleted after this change, so it can no longer be undone.`;
  if (current.inTrash === true && !changed.has('inTrash'))
    return `This ${noun} was moved to the trash after this change; restore it first.`;

  const fields = [...changed].filter((field) => !LIFECYCLE_FIELDS.has(field));
  for (let index = later.length - 1; index >= 0; index -= 1) {
    // The most recent later change decides the message: an undo that was itself undone is a later change like any other.
    const candidate = later[index];
    const overlap = candidate.changes.find((change) => fields.includes(change.field));
    if (!overlap) continue;
    if (candidate.revertsPosition === row.position) return ALREADY_UNDONE;
    return `The ${fieldLabel(overlap.field)} was changed again after this change; undo the later change first.`;
  }
  return null;
}
