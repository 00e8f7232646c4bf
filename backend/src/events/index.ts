// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export {
  type CopiedParts,
  type CopyTarget,
  type EventCopyPart,
  EventCopyParts,
  EventDuplication,
  ForEvent,
} from './commands';
export { eventAvailability, eventDecider, type EventDomainEvent, eventStream } from './domain/event.decider';
export { followerChangesOf, type FollowerChange } from './domain/event-changes';
export { eventHistory } from './event-changes.queries';
export { EVENTS_COLLECTION } from './projections/events.projection';
export { EventsModule } from './events.module';
export { type Audience, EventsQueries } from './events.queries';
export { creditsLine, subjectNames, toCalendarFeed } from './http/event-calendar';
export {
  dayNumber,
  type PublicEventEntry,
  type PublicEventsSnapshot,
  PublicEventViews,
  type TimedPublicEvents,
} from './public-event-views';
export { type AgendaPlace, type SpeakerSessions } from './public-view';
export { RenewalRuleSets } from './renewal-rule-sets';
export { firstIndexWhere, indexOfSorted, insertSorted, lowerBound, removeSorted } from './sorted-array';
export { KeptSearches } from './kept-searches';
export { KeptWordIndex, WordIndex, type WordIndexed } from './word-index';
