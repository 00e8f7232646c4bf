import { EventCommandHandler } from './event-commands';

export { ForEvent, type EventBusCommand } from './event-commands';
export { EventDuplication } from './duplicate-event';
export { FeaturedPlaces } from './featured-places';

export const eventCommandHandlers = [EventCommandHandler];
