import { ForEvent, type EventBusCommand } from './commands';
import { RevertAction, RevertTable, beforeValues } from '../audit';
import { EVENT_STATUSES } from '@dental/contracts';
import { z } from 'zod';
import type { RequestedStatus } from './domain/event-status';

/** Sends the command that puts the event back as it was before the undone change. */
const send =
  (revert: (eventId: string) => EventBusCommand): RevertAction =>
  ({ row, metadata, commands }) =>
    commands.execute(new ForEvent(revert(row.entity.id), metadata));

/**
 * Undo for events (conference listings): an edit is reverted by editing the fields back, a flag by
 * setting it back (re-featuring still respects the limit of 6), a trash by restoring. Creating,
 * restoring and purging are not undone here.
 */
export const eventRevertActions: RevertTable = {
  EventUpdated: ({ row, metadata, commands }) =>
    commands.execute(
      new ForEvent({ type: 'UpdateEvent', eventId: row.entity.id, changes: beforeValues(row) }, metadata),
    ),
  EventHidden: send((eventId) => ({ type: 'ShowEvent', eventId })),
  EventShown: send((eventId) => ({ type: 'HideEvent', eventId })),
  EventSocialMediaHidden: send((eventId) => ({ type: 'ShowEventSocialMedia', eventId })),
  EventSocialMediaShown: send((eventId) => ({ type: 'HideEventSocialMedia', eventId })),
  EventAbstractsHidden: send((eventId) => ({ type: 'ShowEventAbstracts', eventId })),
  EventAbstractsShown: send((eventId) => ({ type: 'HideEventAbstracts', eventId })),
  EventFeatured: send((eventId) => ({ type: 'UnfeatureEvent', eventId })),
  EventUnfeatured: send((eventId) => ({ type: 'FeatureEvent', eventId })),
  EventTrashed: send((eventId) => ({ type: 'RestoreEvent', eventId })),
  // The status, note and day moved from as they were: only the fields the change touched are sent back.
  EventStatusChanged: ({ row, metadata, commands }) =>
    commands.execute(
      new ForEvent({ type: 'SetEventStatus', eventId: row.entity.id, ...statusBefore(beforeValues(row)) }, metadata),
    ),
};

/** The before values of a status change, as its audit row holds them. */
const StatusBeforeSchema = z.object({
  status: z.enum(EVENT_STATUSES).optional(),
  statusNote: z.string().nullable().optional(),
  previousStartDate: z.string().nullable().optional(),
});

function statusBefore(before: Record<string, unknown>): RequestedStatus {
  return StatusBeforeSchema.parse(before);
}
