import { CreateEventHandler } from './create-event';
import { DuplicateEventHandler } from './duplicate-event';
import { EditEventHandler } from './edit-event';
import { PurgeEventHandler } from './purge-event';
import { RestoreEventHandler } from './restore-event';
import { SetEventFlagHandler, SetEventFlagsHandler } from './set-event-flag';
import { TrashEventHandler } from './trash-event';

export { CreateEvent } from './create-event';
export { DuplicateEvent } from './duplicate-event';
export { EditEvent } from './edit-event';
export { PurgeEvent } from './purge-event';
export { RestoreEvent } from './restore-event';
export { SetEventFlag, SetEventFlags } from './set-event-flag';
export { FeaturedPlaces } from './featured-places';
export { EventFlagsAndTrash } from './event-flags-and-trash';
export { TrashEvent } from './trash-event';

export const eventCommandHandlers = [
  CreateEventHandler,
  EditEventHandler,
  SetEventFlagHandler,
  SetEventFlagsHandler,
  TrashEventHandler,
  RestoreEventHandler,
  PurgeEventHandler,
  DuplicateEventHandler,
];
