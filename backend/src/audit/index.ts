// What other domains may use of this one (docs/architecture.md: boundaries); anything else is internal.
export { AuditQueries } from './audit.queries';
export { type PastView, PointInTimeService } from './point-in-time/point-in-time.service';
export { beforeValues, type RevertAction, type RevertTable, UndoRegistry } from './undo/undo-registry';
