import { Injectable } from '@nestjs/common';
import { ProjectedDomainEvent } from '../event-sourcing/event-store/event-store.port';
import { Projection } from '../event-sourcing/projections/projection';
import { AuditIndex } from './audit-index';
import { AuditRows } from './audit-rows';
import { domainEventTypesOf, entityOf } from '../shared/entity-state';

/**
 * The `audit` projection: indexes every domain event in the catalogue by entity, type, actor and
 * time (AuditIndex). Rows are worked out from the log when they are read (AuditRows), so a
 * replay does no more per domain event than adding a row to typed arrays. Kept in process memory:
 * rebuilt from the log at every boot, whatever the read store.
 */
@Injectable()
export class AuditProjection implements Projection {
  readonly name = 'audit';
  readonly collections = [];
  readonly handles: ReadonlySet<string> = domainEventTypesOf();

  constructor(
    private readonly index: AuditIndex,
    private readonly rows: AuditRows,
  ) {}

  apply(domainEvent: ProjectedDomainEvent): void {
    const entity = entityOf(domainEvent);
    if (!entity) return;
    this.index.add(
      domainEvent.position,
      domainEvent.type,
      entity,
      domainEvent.metadata.actor,
      domainEvent.metadata.occurredAt,
    );
  }

  clearProcessMemory(): void {
    this.index.clear();
    this.rows.clear();
  }
}
