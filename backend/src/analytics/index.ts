// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export { ANALYTICS_EVENTS_COLLECTION, type EventFacts } from './analytics.projections';
