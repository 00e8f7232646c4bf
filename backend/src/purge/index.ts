// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export { purgeEachAsSystem, TrashPurgeJob, type TrashPurger } from './trash-purge.job';
