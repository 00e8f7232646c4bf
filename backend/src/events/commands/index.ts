import { EventCommandHandler } from './event-commands';

export { ForEvent, type EventBusCommand } from './event-commands';
export { EventDuplication } from './duplicate-event';
export { EventCopyParts, type CopiedParts, type CopyTarget, type EventCopyPart } from './event-copy-parts';
export { FeaturedPlaces } from './featured-places';

export const eventCommandHandlers = [EventCommandHandler];
