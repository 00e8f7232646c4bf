import { CreateEventHandler } from './create-event';
import { EditEventHandler } from './edit-event';
import { PurgeEventHandler } from './purge-event';
import { RestoreEventHandler } from './restore-event';
import { SetEventFlagHandler } from './set-event-flag';
import { TrashEventHandler } from './trash-event';

export { CreateEvent } from './create-event';
export { EditEvent } from './edit-event';
export { PurgeEvent } from './purge-event';
export { RestoreEvent } from './restore-event';
export { SetEventFlag } from './set-event-flag';
export { TrashEvent } from './trash-event';

export const eventCommandHandlers = [CreateEventHandler, EditEventHandler, SetEventFlagHandler, TrashEventHandler, RestoreEventHandler, PurgeEventHandler];
