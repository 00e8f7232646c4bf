import type { EventFields, EventFlag } from '@dental/contracts';
import { EditEvent, RestoreEvent, SetEventFlag } from './commands';
import { RevertAction, RevertTable, beforeValues } from '../audit/undo/undo-registry';

const setFlag =
  (flag: EventFlag, value: boolean): RevertAction =>
  ({ row, metadata, commands }) =>
    commands.execute(new SetEventFlag(row.entity.id, flag, value, metadata));

/**
 * Undo for events (conference listings): an edit is reverted by editing the fields back, a flag by
 * setting it back (re-featuring still respects the limit of 6), a trash by restoring. Creating,
 * restoring and purging are not undone here.
 */
export const eventRevertActions: RevertTable = {
  EventUpdated: ({ row, metadata, commands }) =>
    commands.execute(new EditEvent(row.entity.id, beforeValues(row) as Partial<EventFields>, metadata)),
  EventHidden: setFlag('isHidden', false),
  EventShown: setFlag('isHidden', true),
  EventSocialMediaHidden: setFlag('hideSocialMedia', false),
  EventSocialMediaShown: setFlag('hideSocialMedia', true),
  EventAbstractsHidden: setFlag('hideAbstracts', false),
  EventAbstractsShown: setFlag('hideAbstracts', true),
  EventFeatured: setFlag('isFeatured', false),
  EventUnfeatured: setFlag('isFeatured', true),
  EventTrashed: ({ row, metadata, commands }) => commands.execute(new RestoreEvent(row.entity.id, metadata)),
};
