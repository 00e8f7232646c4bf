import { Global, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { AuditIndex } from './audit-index';
import { AuditRows } from './audit-rows';
import { AuditProjection } from './audit.projection';
import { AuditQueries } from './audit.queries';
import { FileAuditIndex } from './file-audit-index';
import { MemoryAuditIndex } from './memory-audit-index';
import { AuditController } from './http/audit.controller';
import { PointInTimeService } from './point-in-time/point-in-time.service';
import { UndoRegistry } from './undo/undo-registry';
import { UndoService } from './undo/undo.service';

/**
 * Audit history (projection `audit`), undo and point-in-time read models. Global so that each
 * module registers its own undo table (UndoRegistry; events/events.undo.ts and its siblings) and
 * the events controller can answer `?asOf=` (PointInTimeService).
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [AuditController],
  providers: [
    {
      // The read-model file keeps the index (decision 0127); over another store, each process does.
      provide: AuditIndex,
      useFactory: (store: ReadStore) =>
        store.indexRows ? new FileAuditIndex(store.indexRows) : new MemoryAuditIndex(),
      inject: [ReadStore],
    },
    AuditRows,
    AuditProjection,
    AuditQueries,
    UndoRegistry,
    UndoService,
    PointInTimeService,
  ],
  exports: [UndoRegistry, PointInTimeService, AuditQueries],
})
export class AuditModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly projection: AuditProjection,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.projection);
  }
}
