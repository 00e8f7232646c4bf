// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export { SponsorsModule } from './sponsors.module';
export { SponsorsQueries } from './sponsors.queries';
export { SPONSORS_COLLECTION } from './projections/sponsors.projection';
