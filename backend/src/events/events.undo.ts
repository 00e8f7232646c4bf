import { ForEvent, type EventBusCommand } from './commands';
import { RevertAction, RevertTable, beforeValues } from '../audit';

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
};
