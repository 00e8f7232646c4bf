import { Global, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { AuditIndex } from './audit-index';
import { AuditRows } from './audit-rows';
import { AuditProjection } from './audit.projection';
import { AuditQueries } from './audit.queries';
import { AuditController } from './http/audit.controller';
import { PointInTimeService } from './point-in-time/point-in-time.service';
import { eventRevertActions } from './undo/event-revert-actions';
import { speakerRevertActions } from './undo/speaker-revert-actions';
import { sponsorRevertActions } from './undo/sponsor-revert-actions';
import { UndoRegistry } from './undo/undo-registry';
import { UndoService } from './undo/undo.service';

/**
 * Audit history (projection `audit`), undo and point-in-time read models. Global so that other
 * modules can register their undo table (UndoRegistry) and the events controller can answer
 * `?asOf=` (PointInTimeService).
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [AuditController],
  providers: [AuditIndex, AuditRows, AuditProjection, AuditQueries, UndoRegistry, UndoService, PointInTimeService],
  exports: [UndoRegistry, PointInTimeService, AuditQueries],
})
export class AuditModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly projection: AuditProjection,
    private readonly undoRegistry: UndoRegistry,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.projection);
    this.undoRegistry.register(eventRevertActions);
    this.undoRegistry.register(speakerRevertActions);
    this.undoRegistry.register(sponsorRevertActions);
  }
}
